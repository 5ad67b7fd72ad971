// The prerender step's second thread: renders and writes the ranges of routes the main thread sends
// (./render-pages.ts), with the same page writer, and says which React pages' titles it learned.
import { parentPort, workerData } from 'node:worker_threads';
import { isReactPage, pageWriter } from './render-pages.ts';
import { pageTreeOfRef } from '../mdx/page-trees.ts';
import type { RenderBatch, RenderReply, RenderRequest, RenderWorkerData } from './render-worker-client.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { mapLimit } from '../util.ts';

const { input, template } = workerData as RenderWorkerData;
const table = { ...input.table, trees: new Map([...input.table.trees].map(([url, ref]) => [url, pageTreeOfRef(ref)])) };
const writer = await pageWriter({ ...input, table }, template);

let queue = Promise.resolve();
let sent = 0;
parentPort!.on('message', (request: RenderRequest) => {
  queue = queue.then(async () => {
    if ('stop' in request) return parentPort!.unref(); // nothing keeps the thread alive now: it exits
    const { from, to } = request;
    let reply: RenderReply;
    try {
      const heads: RenderBatch['heads'] = [];
      let rendered = 0;
      let kept = 0;
      const problems: Problem[] = [];
      const indexes = Array.from({ length: to - from }, (_, i) => from + i);
      await mapLimit(indexes, 8, async (index) => {
        const data = table.routes[index]!;
        const result = await writer.writeRoute(data);
        if (result.rendered) rendered++;
        if (result.kept) kept++;
        if (result.problem) problems.push(result.problem);
        if (isReactPage(data)) heads.push({ index, title: data.title, description: data.description });
      });
      // The files of this range (the writer lists every file it made, in order).
      const made = writer.made().slice(sent);
      sent += made.length;
      reply = { from, rendered, kept, made, heads, problems };
    } catch (e) {
      reply = {
        from,
        error:
          e instanceof BuildError
            ? { title: e.title, problems: e.problems, footer: e.footer }
            : { message: e instanceof Error ? (e.stack ?? e.message) : String(e) },
      };
    }
    parentPort!.postMessage(reply);
  });
});
