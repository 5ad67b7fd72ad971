// Small helpers for the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The build's persistent caches (compiled MDX, rendered pages); LEXORA_CACHE_DIR moves them. */
export function cacheRoot(): string {
  return path.resolve(process.env.LEXORA_CACHE_DIR ?? '.cache');
}

/** Maps with at most `limit` promises in flight, keeping the input order. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
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

/** Writes through a temporary file and a rename, so readers (other builds, workers) never see half a file. */
export function writeAtomic(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}


export function timer() {
  const start = performance.now();
  return () => `${((performance.now() - start) / 1000).toFixed(2)}s`;
}
