// Worker thread for prerender/parallel.ts: compile a share of the pages into the cache.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { MdxCompiler, type MarkdownFormat } from './mdx/cached-mdx-plugin.ts';
import type { ApiSpec } from './contract/spec.ts';
import type { ImageOptions } from './mdx/remark-images.ts';

const { files, routes, api, images, markdownFormat } = workerData as { files: string[]; routes: [string, string][]; api: ApiSpec | null; images: ImageOptions; markdownFormat: MarkdownFormat };

const compiler = new MdxCompiler({ routes: new Map(routes), api, images, markdownFormat });
for (const file of files) {
  try {
    await compiler.compile(file, fs.readFileSync(file, 'utf8'));
  } catch {
    /* reported by the main thread's own compile */
  }
  parentPort?.postMessage('compiled'); // one more for the build's progress count
}
