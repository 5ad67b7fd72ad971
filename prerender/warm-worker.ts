// Worker thread for prerender/parallel.ts: analyse or compile a share of the content files.
import fs from 'node:fs';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { analyzeMdx } from './analyze.ts';
import { MdxCompiler } from './mdx/cached-mdx-plugin.ts';
import { resetFileRoutes } from './mdx/remark-links.ts';

const { task, files, routes } = workerData as { task: 'analyze' | 'compile'; files: string[]; routes: [string, string][] };

if (task === 'compile') {
  resetFileRoutes(routes);
  const compiler = new MdxCompiler();
  for (const file of files) {
    try {
      await compiler.compile(file, fs.readFileSync(file, 'utf8'));
    } catch {
      /* reported by the main thread's own compile */
    }
  }
} else {
  for (const file of files) {
    try {
      await analyzeMdx(fs.readFileSync(file, 'utf8'), file, path.relative(process.cwd(), file), file.endsWith('.md'));
    } catch {
      /* reported by the main thread's own analysis */
    }
  }
}
