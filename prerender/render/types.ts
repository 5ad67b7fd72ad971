// What step 4 (render/) is given: shared by the main thread (render-pages.ts) and the render thread's
// client (render-worker-client.ts). Types only.
import type { SiteConfig } from '../content/config.ts';
import type { RouteTable } from '../routes/route-data.ts';
import type { StartProgress } from '../report/progress.ts';

export interface PrerenderInput {
  root: string;
  contentDir: string;
  config: SiteConfig;
  table: RouteTable;
  /** The client output: index.html is the template, pages are written beside it. */
  clientDir: string;
  serverDir: string;
  htmlAttrs: string;
  /** Head tags every page shares (sharedHead()). */
  extraHead: string[];
  /** Origins of the iframes the content embeds, let in by the CSP's frame-src (csp.ts contentFrameSources). */
  frameSources: string[];
  startProgress: StartProgress;
  /** The previous build's output, whose unchanged files are kept (outputs/previous-output.ts); none on a first build. */
  previousOut?: string | undefined;
}

/** What renders pages in either thread is given: the same, without the progress line. */
export type PageWriterInput = Omit<PrerenderInput, 'startProgress'>;
