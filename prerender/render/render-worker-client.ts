// The prerender step's second thread (./render-worker.ts), seen from the main thread: it is given
// the same inputs as the main thread's page writer, with the route table made cloneable, and asked
// to render ranges of the table's routes.
import type { PageWriterInput } from './types.ts';
import type { RouteTable } from '../routes/route-data.ts';
import { pageTreeRef, type PageTreeRef } from '../mdx/page-trees.ts';
import { BuildError } from '../report/errors.ts';
import type { Problem } from '../report/errors.ts';
import { startWorker } from '../boot.mjs';

export interface RenderWorkerData {
  /** The document template (the client build's index.html before any page replaced it). */
  template: string;
  input: Omit<PageWriterInput, 'table'> & { table: Omit<RouteTable, 'trees'> & { trees: Map<string, PageTreeRef> } };
}

export type RenderRequest = { from: number; to: number } | { stop: true };

/** What the thread did with one range of routes. */
export interface RenderBatch {
  from: number;
  rendered: number;
  /** Documents kept from the previous output (../outputs/previous-output.ts). */
  kept: number;
  /** Each file the thread put in the output, with its key. */
  made: [rel: string, key: string][];
  heads: { index: number; title: string; description: string | undefined }[];
  /** The pages of the range that threw while rendering (./render-failure.ts). */
  problems: Problem[];
}

export type RenderReply =
  | RenderBatch
  | { from: number; error: { title: string; problems: Problem[]; footer?: string | undefined } | { message: string } };

export interface RenderWorker {
  render(from: number, to: number): Promise<RenderBatch>;
  stop(): Promise<void>;
}

export async function startRenderWorker(input: PageWriterInput, template: string): Promise<RenderWorker> {
  const trees = new Map([...input.table.trees].map(([url, tree]) => [url, pageTreeRef(tree)]));
  // Only what a page writer reads crosses (the caller's input may carry functions, which cannot).
  const { root, contentDir, config, clientDir, serverDir, htmlAttrs, extraHead, frameSources, previousOut } = input;
  const { routes, notFound, notFounds, files, sources } = input.table;
  const workerData: RenderWorkerData = {
    template,
    input: {
      root,
      contentDir,
      config,
      clientDir,
      serverDir,
      htmlAttrs,
      extraHead,
      frameSources,
      previousOut,
      table: { routes, notFound, notFounds, files, sources, trees },
    },
  };
  const worker = await startWorker('render/render-worker', { workerData });
  const waiting = new Map<number, { resolve: (r: RenderBatch) => void; reject: (e: Error) => void }>();
  let failed: Error | null = null;
  const failAll = (e: Error) => {
    failed ??= e;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('message', (reply: RenderReply) => {
    const w = waiting.get(reply.from);
    waiting.delete(reply.from);
    if (!w) return;
    if ('rendered' in reply) return w.resolve(reply);
    const e = reply.error;
    w.reject('problems' in e ? new BuildError(e.title, e.problems, e.footer) : new Error(e.message));
  });
  worker.on('error', failAll);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      failAll(new Error(`the render thread exited with code ${code}`));
      resolve();
    }),
  );
  return {
    render(from, to) {
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        waiting.set(from, { resolve, reject });
        worker.postMessage({ from, to } satisfies RenderRequest);
      });
    },
    async stop() {
      worker.postMessage({ stop: true } satisfies RenderRequest);
      await exited;
    },
  };
}
