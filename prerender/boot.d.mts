// Types of boot.mjs (plain JavaScript: it runs before any TypeScript can).
import type { ChildProcess, ForkOptions } from 'node:child_process';
import type { Worker, WorkerOptions } from 'node:worker_threads';

/** Modules that run as a thread's or a process's entry (paths under prerender/, without `.ts`). */
export type BootEntry =
  | 'build'
  | 'mdx/compile-worker'
  | 'outputs/markdown/copies-worker'
  | 'search/index-worker'
  | 'render/render-worker'
  | 'bundle/bundle-child';

/** The folder of the bundled entries, or null when they run through tsx; decided once per process. */
export function bootBundle(): Promise<string | null>;
/** Bundles the entries of the project at `root` into a folder under `cacheDir`, or finds it there. */
export function bundleEntries(root: string, cacheDir: string): Promise<string>;
/** Starts `entry` in a worker thread: from the bundle, or through tsx. */
export function startWorker(entry: BootEntry, options: WorkerOptions & { workerData?: object }): Promise<Worker>;
/** Starts `entry` in a child process: from the bundle, or through tsx. */
export function forkEntry(entry: BootEntry, options: ForkOptions): Promise<ChildProcess>;
