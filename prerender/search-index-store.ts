// Whole offline indexes kept between builds (.cache/search/<hash>/): the index is a pure function
// of its records, so a build whose records hash the same takes an earlier build's folder as it is.
// Entries are hard links to the files a build wrote, not copies: a 10,000-page index is ~50,000
// files, and copying them twice per build (into the cache, then out of it) cost seconds.
import fs from 'node:fs';
import path from 'node:path';

/** Whole indexes kept: the newest few (page analyses are pruned with the other caches). */
const KEPT_INDEXES = 2;

/** Links (or, across filesystems, copies) every file of `from` into the new folder `to`. */
export function linkFiles(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    const src = path.join(from, name);
    const dest = path.join(to, name);
    try {
      fs.linkSync(src, dest);
    } catch {
      fs.copyFileSync(src, dest); // another filesystem, or links not supported
    }
  }
}

/** The cached index of this hash, if an earlier build made one. */
export function cachedIndex(cacheDir: string, hash: string): string | null {
  const dir = path.join(cacheDir, hash);
  if (!fs.existsSync(path.join(dir, 'manifest.json'))) return null;
  const now = new Date();
  fs.utimesSync(dir, now, now); // just used: pruned last
  return dir;
}

/** Keeps a finished index folder for later builds; another build storing the same index at once is harmless. */
export function storeIndex(cacheDir: string, hash: string, dir: string): void {
  const target = path.join(cacheDir, hash);
  const tmp = `${target}.${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  linkFiles(dir, tmp);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(tmp, target);
  pruneIndexes(cacheDir);
}

function pruneIndexes(cacheDir: string): void {
  const dirs = fs
    .readdirSync(cacheDir)
    .filter((n) => /^[0-9a-f]{64}$/.test(n))
    .map((n) => ({ n, t: fs.statSync(path.join(cacheDir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.t - a.t);
  for (const { n } of dirs.slice(KEPT_INDEXES)) fs.rmSync(path.join(cacheDir, n), { recursive: true, force: true });
}

/** An index sink (./search-index-files.ts) that writes each file into `dir`. */
export function dirSink(dir: string): (name: string, text: string) => void {
  fs.mkdirSync(dir, { recursive: true });
  return (name, text) => fs.writeFileSync(path.join(dir, name), text);
}
