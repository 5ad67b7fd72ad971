// Worker thread for prerender/parallel.ts: compile a share of the pages into the cache.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import { mdxCompiler } from './mdx/cached-mdx-plugin.ts';
import { resetFileRoutes } from './mdx/remark-links.ts';

const { files, routes } = workerData as { files: string[]; routes: [string, string][] };

resetFileRoutes(routes);
const compiler = mdxCompiler();
for (const file of files) {
  try {
    await compiler.compile(file, fs.readFileSync(file, 'utf8'));
  } catch {
    /* reported by the main thread's own compile */
  }
}
