// Compiles pages in worker threads, one per core, so a cold build uses the whole machine. Workers
// take pages from one queue a few at a time (largest first, so no worker is left with a long tail),
// fill the compile cache (prerender/mdx/cached-mdx-plugin.ts) and send each page's analysis back, so
// the main thread never reads back what a worker just wrote. A page a worker could not compile is
// reported as failed: the main thread compiles it itself, so every error is reported by the same code.
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../boot.mjs';
import type { CompileSettings, WorkerReply, WorkerRequest } from './compile-worker.ts';
import * as env from '../report/env.mjs';

/** Fewer files than this are compiled on the main thread: booting a worker costs about a second. */
const MIN_FILES_PER_WORKER = 24;
/** Pages handed to a worker at a time: small enough to balance the load, large enough that messages cost nothing. */
const BATCH = 4;
/**
 * A worker's young generation (MB). Compiling is allocation-heavy (a Markdown tree, an HTML tree and
 * a page tree per page, all short-lived); V8's default makes the workers spend ~15 % of their time in
 * scavenges. The memory is the workers' own and is released when they exit at the end of the step.
 */
const YOUNG_GENERATION_MB = 96;
/** Seconds a compile thread may take past the page time limit before it is taken for stuck (a loaded machine). */
const SLACK_S = 10;

/**
 * Compiles `files` in workers and calls `onReply` with each page's result as it arrives. Resolves
 * with false, having compiled nothing, when there are too few files for workers to pay off (or
 * LEXORA_BUILD_WORKERS=0); the caller compiles them itself then.
 */
export async function compileInWorkers(
  files: { file: string; size: number }[],
  settings: CompileSettings,
  onReply: (reply: WorkerReply) => void,
): Promise<boolean> {
  const n = Math.min(
    os.availableParallelism?.() ?? os.cpus().length,
    8,
    Math.floor(files.length / MIN_FILES_PER_WORKER),
  );
  if (n < 2 || !env.buildWorkers()) return false;
  const queue = [...files].sort((a, b) => b.size - a.size).map((f) => f.file);
  let next = 0;
  const take = (): WorkerRequest => ({ files: queue.slice(next, (next += BATCH)) });
  await Promise.all(
    Array.from({ length: n }, async () => {
      const worker = await startWorker('mdx/compile-worker', {
        workerData: { settings },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      await new Promise<void>((resolve) => {
        let inFlight = 0;
        const send = () => {
          const request = take();
          inFlight += request.files.length;
          worker.postMessage(request); // an empty list tells the worker to stop
        };
        worker.once('online', () => {
          stuck.replied(); // from now on, a page must finish within the limit
          // Two batches in flight, so a worker never waits for the next one.
          send();
          send();
        });
        const stuck = stuckWatch(worker, settings);
        worker.on('message', (reply: WorkerReply) => {
          stuck.replied();
          onReply(reply);
          if (--inFlight === BATCH) send();
        });
        worker.once('exit', () => {
          stuck.stop();
          resolve();
        });
        // A worker that fails only loses its share: its pages stay uncompiled and the main thread compiles them.
        worker.once('error', (e) => {
          if (env.debug()) console.error('compile worker failed:', e);
          resolve();
        });
      });
    }),
  );
  return true;
}

/**
 * A site plugin's transformer that loops after an `await` holds a compile thread where no timer of it
 * can fire (the page time limit of ./extensions.ts needs the thread's event loop). With site plugins,
 * a worker that finishes no page within the page time limit (plus the config time limit for its first
 * page, which imports the plugins, and some slack) is stopped from here: its pages stay uncompiled,
 * and the main thread compiles them, where the watchdog stops the plugin and reports it on its page.
 */
function stuckWatch(worker: Worker, settings: CompileSettings) {
  let timer: NodeJS.Timeout | undefined;
  let first = true;
  const plugins = Boolean(settings.extensions?.plugins);
  return {
    replied() {
      clearTimeout(timer);
      if (!plugins) return;
      const seconds = env.pageTimeoutSeconds() + (first ? env.configTimeoutSeconds() : 0) + SLACK_S;
      first = false;
      timer = setTimeout(() => {
        if (env.debug())
          console.error(`compile worker stopped: no page finished within ${seconds}s; its pages are compiled here`);
        void worker.terminate();
      }, seconds * 1000);
    },
    stop: () => clearTimeout(timer),
  };
}
