// The one cache pruner: every cache of the build (compiled MDX and rendered pages, the boot bundle,
// the client/server bundles, the search index store) decides what to remove with entriesToPrune and
// one policy. An entry is what is kept or removed whole (the files of one key, or one folder); its
// `used` time is its modification time, which a hit refreshes. The policy, in order:
//   - never removed: an entry used since `keepUsedSince` (the current build's start: the budget bounds
//     what earlier builds left) or within the last `minIdleMs` (another build may be using it);
//   - removed: entries past the `keepNewest` most recently used (generations), and, while the entries
//     weigh more than `budgetBytes`, the least recently used until they weigh 80 % of it.
// Plain JavaScript, as boot.mjs (which runs before any TypeScript can) prunes its bundles with it.
import fs from 'node:fs';
import path from 'node:path';

/** Pruning past the budget goes down to this share of it, so the next builds do not prune again at once. */
const LOW_WATER = 0.8;

/**
 * The entries the policy removes, least recently used first.
 * @template {{ bytes?: number, used: number }} E
 * @param {E[]} entries
 * @param {{ keepNewest?: number, budgetBytes?: number, keepUsedSince?: number, minIdleMs?: number, now?: number }} policy
 * @returns {E[]}
 */
export function entriesToPrune(entries, policy) {
  const { keepNewest = Infinity, budgetBytes = Infinity, keepUsedSince = Infinity, minIdleMs = 0 } = policy;
  const now = policy.now ?? Date.now();
  const protectedEntry = (/** @type {E} */ e) => e.used >= keepUsedSince || now - e.used < minIdleMs;
  const newestFirst = [...entries].sort((a, b) => b.used - a.used);
  let total = newestFirst.reduce((sum, e) => sum + (e.bytes ?? 0), 0);
  const out = new Set(newestFirst.slice(keepNewest).filter((e) => !protectedEntry(e)));
  for (const e of out) total -= e.bytes ?? 0;
  if (total > budgetBytes) {
    for (const e of [...newestFirst].reverse()) {
      if (total <= budgetBytes * LOW_WATER) break;
      if (out.has(e) || protectedEntry(e)) continue;
      out.add(e);
      total -= e.bytes ?? 0;
    }
  }
  return [...out].sort((a, b) => a.used - b.used);
}

/**
 * The files of a flat cache folder grouped by key (the name up to its first dot: `<hash>.out` and
 * `<hash>.json` are one entry), with their size and last use. Files removed meanwhile are skipped.
 * @param {string} dir
 * @returns {{ key: string, files: string[], bytes: number, used: number }[]}
 */
export function fileEntries(dir) {
  /** @type {Map<string, { key: string, files: string[], bytes: number, used: number }>} */
  const entries = new Map();
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const st = fs.statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile()) continue;
    const key = name.split('.')[0] ?? name;
    const e = entries.get(key) ?? { key, files: [], bytes: 0, used: 0 };
    e.files.push(file);
    e.bytes += st.size;
    e.used = Math.max(e.used, st.mtimeMs);
    entries.set(key, e);
  }
  return [...entries.values()];
}

/**
 * The sub-folders (or files, with `files: true`) of `root` whose names match `name`, with their last use.
 * @param {string} root @param {RegExp} name @param {{ files?: boolean }} [opts]
 * @returns {{ path: string, used: number }[]}
 */
export function namedEntries(root, name, opts = {}) {
  let dirents;
  try {
    dirents = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    return [];
  }
  return dirents
    .filter((d) => (opts.files ? d.isFile() : d.isDirectory()) && name.test(d.name))
    .map((d) => {
      const p = path.join(root, d.name);
      return { path: p, used: fs.statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? 0 };
    });
}

/**
 * Removes entries: a folder or file (`path`) or a group of files (`files`, a `.json` marker first, so
 * a reader sees the entry missing rather than half there). Returns how many were removed.
 * @param {({ path: string } | { files: string[] })[]} entries
 */
export function removeEntries(entries) {
  for (const e of entries) {
    if ('path' in e) fs.rmSync(e.path, { recursive: true, force: true });
    else
      for (const f of [...e.files].sort((a, b) => Number(b.endsWith('.json')) - Number(a.endsWith('.json'))))
        fs.rmSync(f, { force: true });
  }
  return entries.length;
}
