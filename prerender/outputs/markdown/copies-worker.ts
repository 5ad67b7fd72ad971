// Worker thread for startMarkdownCopies() (./copies.ts): writes the `.md` copies of the pages it is
// sent and replies with their routes, or null when one failed (the main thread then writes them all
// again and reports the error).
import { parentPort, workerData } from 'node:worker_threads';
import { compilerOf, sourceOf, writeCopies, type CopySettings } from './copies.ts';
import type { MarkdownPage } from './serialize.ts';

const { settings, pages, outDir, base } = workerData as {
  settings: CopySettings;
  pages: MarkdownPage[];
  outDir: string;
  base: string;
};
try {
  const source = sourceOf(
    { siteUrl: settings.siteUrl, routes: new Map(settings.routes), linkSettings: settings.linkSettings },
    compilerOf(settings),
  );
  parentPort?.postMessage(await writeCopies(pages, source, outDir, base));
} catch {
  parentPort?.postMessage(null);
}
