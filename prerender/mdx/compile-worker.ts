// Worker thread for prerender/mdx/compile-pool.ts: compiles the pages it is sent into the cache and replies
// with each page's analysis (and its page tree, for plain Markdown pages), one message per page.
import type { MarkdownExtensions } from './extensions.ts';
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { MdxCompiler, type MarkdownFormat } from './cached-mdx-plugin.ts';
import { treeHash } from './page-trees.ts';
import type { ApiSpec } from '../contract/spec.ts';
import type { ImageOptions } from './remark-images.ts';
import type { LinkSettings } from './remark-links.ts';

/** What a page is compiled with: the same for every worker and for the main thread's compiler. */
export interface CompileSettings {
  routes: [string, string][];
  linkSettings: LinkSettings;
  api: ApiSpec | null;
  images: ImageOptions;
  markdownFormat: MarkdownFormat;
  /** The site's URL: pages' `.md` copies are made with their compile (MdxCompiler's `siteUrl`). */
  siteUrl?: string | undefined;
  /** What the site config adds to the pipeline (./extensions.ts). */
  extensions?: MarkdownExtensions | undefined;
  /** Where page trees are written (prerender/mdx/page-trees.ts); without it they are sent back whole. */
  treeDir?: string | undefined;
}

/** Pages to compile; an empty list means there are no more. */
export interface WorkerRequest {
  files: string[];
}

export type WorkerReply =
  /** `analysis`: as stored in the cache (JSON; see parseStoredAnalysis), cheaper to send than the object. */
  | { file: string; analysis: string; tree?: { hash: string; sealed: string } | { json: string } }
  /** Not compiled (a syntax error, say): the main thread compiles it again and reports the error. */
  | { file: string; failed: true };

const settings = (workerData as { settings: CompileSettings }).settings;
const compiler = new MdxCompiler({
  routes: new Map(settings.routes),
  linkSettings: settings.linkSettings,
  api: settings.api,
  images: settings.images,
  markdownFormat: settings.markdownFormat,
  siteUrl: settings.siteUrl,
  extensions: settings.extensions,
});

async function compile(file: string): Promise<WorkerReply> {
  try {
    const { code, codeFile, storedAnalysis: analysis } = await compiler.compile(file, fs.readFileSync(file, 'utf8'));
    if (compiler.kindOf(file) !== 'tree') return { file, analysis };
    // A build reads the tree from the compile cache's entry when it needs it, as a rebuild does: a
    // work copy of it would be a file more a page (1,000 at 1,000 pages) for no read saved.
    return { file, analysis, tree: settings.treeDir ? { hash: treeHash(code), sealed: codeFile } : { json: code } };
  } catch {
    return { file, failed: true };
  }
}

// Requests are handled one after another (the parent keeps two in flight).
let queue = Promise.resolve();
parentPort!.on('message', (request: WorkerRequest) => {
  queue = queue.then(async () => {
    if (!request.files.length) return parentPort!.unref(); // nothing keeps the thread alive now: it exits
    for (const file of request.files) parentPort!.postMessage(await compile(file));
  });
});
