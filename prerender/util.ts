// Small helpers for the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withFileErrors } from './content/read-source.ts';
import * as env from './report/env.mjs';

/** The build's persistent caches (compiled MDX, rendered pages); LEXORA_CACHE_DIR moves them. */
export function cacheRoot(): string {
  return path.resolve(env.cacheDir());
}

/** Maps with at most `limit` promises in flight, keeping the input order. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return out;
}

/** SHA-256 (hex) of the parts, each followed by a NUL so that part boundaries count. */
export function sha256(...parts: string[]): string {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** A temporary name beside `file`, unique to this process and call. */
const tempFileFor = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/** Writes through a temporary file and a rename, so readers (other builds, workers) never see half a file. */
export function writeAtomic(file: string, content: string | Uint8Array): void {
  const tmp = tempFileFor(file);
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

/** writeAtomic() off the main thread (libuv's threads do the writing). */
export async function writeAtomicAsync(file: string, content: string | Uint8Array): Promise<void> {
  const tmp = tempFileFor(file);
  await fs.promises.writeFile(tmp, content);
  await fs.promises.rename(tmp, file);
}

export function timer() {
  const start = performance.now();
  return () => `${((performance.now() - start) / 1000).toFixed(2)}s`;
}

/**
 * Every file under `dir` (absolute paths, depth first, names in localeCompare order), or none when it
 * does not exist; a folder that cannot be read is a BuildError naming it. `skip` leaves out files and whole folders by name; `keep` filters the files.
 */
export function listFiles(
  dir: string,
  opts: { keep?: (file: string) => boolean; skip?: (name: string) => boolean } = {},
): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const entries = withFileErrors(dir, () => fs.readdirSync(dir, { withFileTypes: true }));
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (opts.skip?.(e.name)) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(full, opts));
    else if (!opts.keep || opts.keep(full)) out.push(full);
  }
  return out;
}
