// Worker thread for prerender/parallel.ts: compile a share of the pages into the cache.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import { MdxCompiler } from './mdx/cached-mdx-plugin.ts';

const { files, routes } = workerData as { files: string[]; routes: [string, string][] };

const compiler = new MdxCompiler({ routes: new Map(routes) });
for (const file of files) {
  try {
    await compiler.compile(file, fs.readFileSync(file, 'utf8'));
  } catch {
    /* reported by the main thread's own compile */
  }
}
