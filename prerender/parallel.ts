// Fills the content-analysis and compiled-MDX caches from worker threads, one per core, so a cold
// build uses the whole machine. The main thread then reads everything from the caches; any error is
// reported there, by the same code as without workers.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export type WarmTask = 'analyze' | 'compile';

export async function warmCaches(task: WarmTask, files: string[], routes: [string, string][] = []): Promise<void> {
  const n = Math.min(os.availableParallelism?.() ?? os.cpus().length, 8, Math.ceil(files.length / 20));
  if (n < 2 || process.env.LEXORA_BUILD_WORKERS === '0') return; // the main thread fills the cache itself
  const shares: string[][] = Array.from({ length: n }, () => []);
  files.forEach((f, i) => shares[i % n].push(f));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve) => {
          const worker = new Worker(new URL('./warm-worker-boot.mjs', import.meta.url), { workerData: { task, files: share, routes } });
          // A worker that fails only loses its head start; the main thread does the work instead.
          worker.once('exit', () => resolve());
          worker.once('error', (e) => {
            if (process.env.LEXORA_DEBUG) console.error('warm worker failed:', e);
            resolve();
          });
        }),
    ),
  );
}

