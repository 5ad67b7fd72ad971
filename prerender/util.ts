// Small helpers for the build.
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

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function timer() {
  const start = performance.now();
  return () => `${((performance.now() - start) / 1000).toFixed(2)}s`;
}
