// What the persistent caches under .cache/ share: keys that include the code that produced an entry
// (so no version number has to be bumped by hand), last-use times, and pruning to a size budget.
// Several builds may use one cache at once: entries are written atomically (util.ts writeAtomic),
// readers treat an entry that vanished as a miss, and pruning ignores files already gone.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles, sha256, tempFileFor } from '../util.ts';
import * as env from '../report/env.mjs';
import { entriesToPrune, fileEntries, removeEntries } from './prune.mjs';

// fileURLToPath, not URL.pathname: a path with a space or non-ASCII letters is percent-encoded in a URL.
const projectRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Every `.ts` file of these project folders/files (relative to the project), hashed once per process. */
export function sourceDigest(paths: string[]): string {
  const key = paths.join('\n');
  let d = digests.get(key);
  if (d === undefined) {
    const parts: string[] = [];
    for (const p of paths)
      for (const f of sourceFiles(path.join(projectRoot, p)))
        parts.push(path.relative(projectRoot, f), fs.readFileSync(f, 'utf8'));
    digests.set(key, (d = sha256(...parts)));
  }
  return d;
}
const digests = new Map<string, string>();

function sourceFiles(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return listFiles(p, { keep: (f) => /\.tsx?$/.test(f) });
}

/** Marks a cache file as just used (pruning removes the least recently used first). */
export function touch(file: string): void {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    /* pruned meanwhile: the caller already has its content */
  }
}

/** The budget of each of .cache/mdx and .cache/render; LEXORA_CACHE_BUDGET_MB changes it. */
export function cacheBudgetBytes(): number {
  return env.cacheBudgetMb() * 1024 * 1024;
}

/**
 * Deletes the least recently used entries of `dir` until it holds at most 80% of `budget` bytes,
 * once it holds more than `budget` (the one policy of ./prune.mjs). An entry is every file sharing a key (the name up to the first
 * dot); its last use is its newest file's. Entries used since `keepUsedSince` (ms since the epoch:
 * the current build's start) are never removed: the budget bounds what earlier builds left, and a
 * site whose own entries exceed it would otherwise lose part of them after every build and rebuild
 * them the next time (a 10,000-page site re-rendered 5,822 pages for a one-page change).
 * Returns the number of entries removed.
 */
export function pruneCache(dir: string, budget: number, keepUsedSince = Infinity): number {
  return removeEntries(entriesToPrune(fileEntries(dir), { budgetBytes: budget, keepUsedSince }));
}

// Every cache entry carries the SHA-256 of its content on a first line of its own, checked when it
// is read: an entry emptied, truncated or overwritten with garbage (a disk, a person, a tool) is
// made again with a one-line warning naming it, never published and never blamed on content.
const SEAL = 'lexora-cache sha256=';
const SEAL_LENGTH = SEAL.length + 64 + 1;

/** `content` behind its checksum line, as written into a cache file. */
export function sealed(content: string | Uint8Array): Buffer {
  const body = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  return Buffer.concat([Buffer.from(`${SEAL}${crypto.createHash('sha256').update(body).digest('hex')}\n`), body]);
}

/**
 * A sealed cache file written piece by piece, for content too large to hold at once: the same bytes as
 * writeAtomic(file, sealed(the pieces in order)), through a temporary file that close() renames.
 */
export class SealedWriter {
  private tmp: string;
  private fd: number;
  private at = SEAL_LENGTH;
  private hash = crypto.createHash('sha256');

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.tmp = tempFileFor(file);
    this.fd = fs.openSync(this.tmp, 'w');
  }

  write(piece: string): void {
    const bytes = Buffer.from(piece);
    this.hash.update(bytes);
    fs.writeSync(this.fd, bytes, 0, bytes.length, this.at);
    this.at += bytes.length;
  }

  /** Writes the checksum line and puts the file in place. */
  close(): void {
    fs.writeSync(this.fd, `${SEAL}${this.hash.digest('hex')}\n`, 0);
    fs.closeSync(this.fd);
    fs.renameSync(this.tmp, this.file);
  }

  /** Leaves the file as it was: the temporary file goes. */
  discard(): void {
    fs.closeSync(this.fd);
    fs.rmSync(this.tmp, { force: true });
  }
}

/**
 * The checksum a sealed cache file declares for its content (the SHA-256 of it, hex), read from its
 * first line only; undefined when the file is missing or has no such line. The content is not checked:
 * whoever reads it later does that (readSealed).
 */
export function sealedSum(file: string): string | undefined {
  const head = Buffer.alloc(SEAL_LENGTH);
  let n: number;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      n = fs.readSync(fd, head, 0, SEAL_LENGTH, 0);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const line = head.subarray(0, n).toString();
  return n === SEAL_LENGTH && line.startsWith(SEAL) && /^[0-9a-f]{64}\n$/.test(line.slice(SEAL.length))
    ? line.slice(SEAL.length, -1)
    : undefined;
}

/** The content of a sealed cache file's bytes, or null when they do not match their checksum. */
export function unsealed(bytes: Buffer): Buffer | null {
  if (bytes.length < SEAL_LENGTH || bytes.subarray(0, SEAL.length).toString() !== SEAL) return null;
  const sum = bytes.subarray(SEAL.length, SEAL_LENGTH - 1).toString();
  const body = bytes.subarray(SEAL_LENGTH);
  return crypto.createHash('sha256').update(body).digest('hex') === sum ? body : null;
}

/**
 * A sealed cache file's content; undefined when it does not exist, or (with a warning, once per file
 * and process) when it is damaged: the caller then makes the entry again, as for a miss.
 */
export function readSealed(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return undefined; // not cached, or pruned by another build meanwhile
  }
  const body = unsealed(bytes);
  if (body) return body;
  warnDamaged(file);
  return undefined;
}

const warned = new Set<string>();
/** The one line a damaged cache entry gets. */
export function warnDamaged(file: string): void {
  if (warned.has(file)) return;
  warned.add(file);
  console.warn(
    `warning: cache entry ${path.relative(process.cwd(), file)} is damaged (its checksum does not match); it is made again`,
  );
  fs.rmSync(file, { force: true });
}

/** Copies a file for an output, as a copy-on-write clone where the filesystem can: never a hard link, so editing one never changes the other. */
export function copyForOutput(from: string, to: string): void {
  fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
}
