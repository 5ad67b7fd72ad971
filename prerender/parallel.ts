// Compiles pages in worker threads, one per core, so a cold build uses the whole machine. Workers only
// fill the compile cache (prerender/mdx/cached-mdx-plugin.ts); the main thread then reads it and
// compiles itself anything a worker could not, so every error is reported by the same code.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FileRoutes } from './mdx/remark-links.ts';
import type { ApiSpec } from './contract/spec.ts';
import type { MarkdownFormat } from './mdx/cached-mdx-plugin.ts';
import type { ImageOptions } from './mdx/remark-images.ts';

/** Fewer files than this are compiled on the main thread: booting a worker costs about a second. */
const MIN_FILES_PER_WORKER = 24;

/** `routes`: the route map the pages are compiled with (links to source files point there). */
export async function warmCaches(files: string[], fileRoutes: FileRoutes, api: ApiSpec | null, images: ImageOptions, markdownFormat: MarkdownFormat, onCompiled: () => void = () => {}): Promise<void> {
  const n = Math.min(os.availableParallelism?.() ?? os.cpus().length, 8, Math.floor(files.length / MIN_FILES_PER_WORKER));
  if (n < 2 || process.env.LEXORA_BUILD_WORKERS === '0') return; // the main thread compiles them itself
  const shares: string[][] = Array.from({ length: n }, () => []);
  files.forEach((f, i) => shares[i % n].push(f));
  const routes = [...fileRoutes];
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve) => {
          const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { module: './compile-worker.ts', files: share, routes, api, images, markdownFormat } });
          // A worker that fails only loses its head start; the main thread does the work instead.
          worker.on('message', onCompiled);
          worker.once('exit', () => resolve());
          worker.once('error', (e) => {
            if (process.env.LEXORA_DEBUG) console.error('compile worker failed:', e);
            resolve();
          });
        }),
    ),
  );
}
