// Step 4 of the build: every route through the SSR bundle into an HTML document and its route.json,
// written into the client output as it is rendered.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteData } from '../../src/shared/types.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { renderProblem } from './render-failure.ts';
import {
  baseUrlBannerScript,
  documentRenderer,
  headTags,
  lowPriorityScripts,
  scriptsAfterFirstPaint,
  modulePreloads,
  stylesheetsFirst,
} from './html.ts';
import { RenderCache } from './render-cache.ts';
import { mapLimit, sha256 } from '../util.ts';
import { siteDirectives, withCspParts } from './csp.ts';
import { loadServerEntry } from './server-entry.ts';
import { htmlAttributes } from './head-extras.ts';
import { docusaurusPageClasses } from '../../src/shared/docusaurus-page-classes.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { siteLocales } from '../content/locales.ts';
import { localeOfPath } from '../../src/shared/locales.ts';
import { startRenderWorker, type RenderBatch, type RenderWorker } from './render-worker-client.ts';
import type { PageWriterInput, PrerenderInput } from './types.ts';
import { publicPath, withoutBaseUrl } from '../../src/shared/paths.ts';
import type { SiteConfig } from '../content/config.ts';
import { PreviousOutput } from '../outputs/previous-output.ts';
import * as env from '../report/env.mjs';

/**
 * Fewer routes than this are all rendered on the main thread: the thread costs a second and its own
 * copy of the SSR bundle and route table, and on smaller sites the search index thread already keeps
 * the second core busy during this step (1,000 pages: no gain measured). LEXORA_RENDER_WORKER_MIN_ROUTES
 * overrides it (tests): env.renderWorkerMinRoutes().
 */
/** Routes handed to the render thread at a time (two batches in flight, so it never waits). */
const BATCH = 16;

/** A React page: its title is known only by rendering it (its <Layout title>), so it is never reused from the render cache. */
export const isReactPage = (data: RouteData): boolean => data.kind === 'page' && !data.page?.markdown;

/** What became of one page: rendered, reused from the render cache or kept from the previous output, or why it could not be. */
export interface PageResult {
  rendered: boolean;
  /** The previous output's file was unchanged and linked in (./previous-output.ts): nothing was written. */
  kept?: boolean;
  /** The page threw while rendering: nothing was written for it. */
  problem?: Problem;
}

export interface PageWriter {
  /** Renders (or takes from the render cache, or keeps from the previous output) one document and writes it. */
  writeDocument(data: RouteData, outFile: string, canonical: string): Promise<PageResult>;
  /** A route's index.html and route.json. */
  writeRoute(data: RouteData): Promise<PageResult>;
  /** Sidebar categories this thread's renders filled in from their rendered-once HTML. */
  splicedCategories(): number;
  /** Each file this writer put in the output (relative to it) with the key it was made from. */
  made(): [rel: string, key: string][];
}

/** A page's prerendered app, as text and as UTF-8 bytes. */
interface App {
  text: string;
  bytes: Buffer;
  /** Rendered by this build, not taken from the render cache. */
  rendered: boolean;
}

/** Each sidebar is parsed once, when a page first needs it (parsing every file of the table up front
 * kept every tree as objects for the whole step: 38 MB per 1,000 pages). */
function sidebarParser(files: Map<string, string>): (url: string) => unknown {
  const sidebars = new Map<string, unknown>();
  return (url) => {
    if (!sidebars.has(url)) {
      const json = files.get(url);
      sidebars.set(url, json === undefined ? undefined : JSON.parse(json));
    }
    return sidebars.get(url);
  };
}

/** What the writer's steps share: the SSR bundle, the document template, the render cache, the CSP and the previous output. */
interface Writer {
  input: PageWriterInput;
  template: string;
  server: Awaited<ReturnType<typeof loadServerEntry>>;
  rendererOf: (pathname: string) => ReturnType<typeof documentRenderer>;
  sidebarOf: (url: string) => unknown;
  cache: RenderCache;
  csp: ReturnType<typeof siteDirectives> | null;
  previous: PreviousOutput;
  /** Each file put in the output (relative to it) with the key it was made from. */
  made: Map<string, string>;
  templateKey: string;
}

/**
 * What renders and writes pages, on the main thread and in the render thread alike
 * (./render-worker.ts): the SSR bundle, the document template, the render cache, the CSP and the
 * previous output.
 */
export async function pageWriter(input: PageWriterInput, template: string): Promise<PageWriter> {
  const { root, contentDir, config, table, clientDir, serverDir } = input;
  const w: Writer = {
    input,
    template,
    server: await loadServerEntry(serverDir, contentDir, table, config.url),
    // index.html is the template, split at its slots; the render thread is given it, as the home page
    // soon overwrites that file.
    rendererOf: localeRenderers(input, template),
    sidebarOf: sidebarParser(table.files),
    cache: new RenderCache({ root, serverDir, table, salt: [JSON.stringify(config), ...input.frameSources] }),
    csp: config.csp === false ? null : siteDirectives(config, input.frameSources),
    previous: PreviousOutput.open(input.previousOut),
    made: new Map<string, string>(),
    templateKey: sha256(template, input.htmlAttrs),
  };
  return {
    writeDocument: (data, outFile, canonical) => writeDocument(w, data, outFile, canonical),
    splicedCategories: () => w.server.splicedCategories(),
    made: () => [...w.made],
    async writeRoute(data) {
      const dir = path.join(clientDir, withoutBaseUrl(data.path, config.baseUrl));
      const outFile = documentFile(clientDir, data.path, config);
      const result = await writeDocument(w, data, outFile, publicPath(data.path, config.trailingSlash, config.baseUrl));
      if (result.problem) return result;
      // The document's folder was made with it (`a/index.html`); `a.html` leaves `a/` to make.
      if (path.relative(dir, path.dirname(outFile))) await fs.promises.mkdir(dir, { recursive: true });
      await writeRouteJson(w, data, path.join(dir, 'route.json'));
      return result;
    },
  };
}

/** `<html lang dir>` of the page's locale: one renderer per locale, made when a page first needs it. */
function localeRenderers(input: PageWriterInput, template: string): Writer['rendererOf'] {
  const { config } = input;
  const locales = siteLocales(config);
  const renderers = new Map<string, ReturnType<typeof documentRenderer>>();
  return (pathname: string) => {
    const locale = localeOfPath(pathname, locales);
    let r = renderers.get(locale.name);
    if (!r) {
      r = documentRenderer(template, locale.isDefault ? input.htmlAttrs : htmlAttributes(config, locale.name));
      renderers.set(locale.name, r);
    }
    return r;
  };
}

function headOf({ input }: Writer, data: RouteData, canonical: string): string {
  const { config } = input;
  const extraHead = data.path === config.baseUrl ? [...input.extraHead, baseUrlBannerScript(config)] : input.extraHead;
  return [headTags({ config, data, canonicalPath: canonical, extraHead }), modulePreloads(data)].join('\n    ');
}

/** The app's UTF-8 bytes, from the render cache or rendered now (then cached). */
async function appOf(w: Writer, data: RouteData, key: string | null): Promise<App> {
  const { cache, server, sidebarOf } = w;
  const cached = cache.get(key);
  if (cached) return { text: cached.toString(), bytes: cached, rendered: false };
  const { html: app, head } = await server.render(data, data.sidebarUrl ? sidebarOf(data.sidebarUrl) : undefined);
  // A React page's title and description are known once it rendered (its <Layout title>).
  const pageHead = isReactPage(data) ? head : null;
  if (pageHead?.title) data.title = pageHead.title;
  if (pageHead?.description) data.description = pageHead.description;
  if (pageHead?.noFooter) data.noFooter = true;
  // Encoded to UTF-8 once, for the render cache and the output (encoding was the largest cost of
  // writing a page with a large sidebar).
  const bytes = Buffer.from(app);
  await cache.put(key, bytes);
  return { text: app, bytes, rendered: true };
}

/** The document around the app: three parts [before, app, after] (documentRenderer), the app's bytes as they are. */
function documentBytes(w: Writer, htmlClasses: string, head: string, app: App, canonical: string): Buffer {
  const rendered = w.rendererOf(canonical)({ head, app: app.text });
  if (htmlClasses) rendered[0] = rendered[0]!.replace('<html ', () => `<html class="${escapeHtml(htmlClasses)}" `);
  // The CSP hashes the inline scripts the build writes (template and head), not content's (SECURITY.md).
  const parts = withCspParts(rendered, w.csp, {
    ownScripts: w.input.config.security.allowInlineScripts ? undefined : [w.template, head],
  });
  return parts.length === 3
    ? Buffer.concat([Buffer.from(parts[0]!), app.bytes, Buffer.from(parts[2]!)])
    : Buffer.from(parts.join(''));
}

async function writeDocument(w: Writer, data: RouteData, outFile: string, canonical: string): Promise<PageResult> {
  const { cache, previous, made } = w;
  const { root, table, clientDir } = w.input;
  const key = isReactPage(data) ? null : cache.keyOf(data);
  const rel = path.relative(clientDir, outFile);
  // A page with a render key has its head known before rendering: the whole document has a key.
  const knownHead = key ? headOf(w, data, canonical) : null;
  // Docusaurus's page classes on <html> (docs-doc-id-…), which imported sites' CSS selects on: documentBytes
  // adds them, and the document's key has them (the template's key does not).
  const htmlClasses = w.input.config.look === 'infima' ? docusaurusPageClasses(data).join(' ') : '';
  const documentKey =
    key && knownHead !== null ? sha256(key, knownHead, w.templateKey, ...(htmlClasses ? [htmlClasses] : [])) : null;
  if (key && documentKey && previous.reuse(rel, documentKey, outFile)) {
    cache.touch(key);
    made.set(rel, documentKey);
    return { rendered: false, kept: true };
  }
  let app: App;
  try {
    app = await appOf(w, data, key);
  } catch (e) {
    return { rendered: false, problem: renderProblem(root, data.path, table.sources.get(data.path), e) };
  }
  // Files are written by libuv's threads while this one renders the next page; at most 8 pages
  // are in flight, so what waits to be written stays bounded however large the site.
  const bytes = documentBytes(w, htmlClasses, knownHead ?? headOf(w, data, canonical), app, canonical);
  // A page known only by rendering it (blog lists, React pages, 404) is known by its bytes.
  const bytesKey = documentKey ?? crypto.createHash('sha256').update(bytes).digest('hex');
  made.set(rel, bytesKey);
  if (!documentKey && previous.reuse(rel, bytesKey, outFile)) return { rendered: app.rendered };
  await fs.promises.mkdir(path.dirname(outFile), { recursive: true });
  await fs.promises.writeFile(outFile, bytes);
  return { rendered: app.rendered };
}

/** route.json: kept from the previous output when its content is the same. */
async function writeRouteJson(w: Writer, data: RouteData, file: string): Promise<void> {
  const { preload, css, ...rest } = data;
  const json = JSON.stringify({ ...rest, preload, css });
  const rel = path.relative(w.input.clientDir, file);
  const key = sha256(json);
  if (!w.previous.reuse(rel, key, file)) await fs.promises.writeFile(file, json);
  w.made.set(rel, key);
}

/** What step 4 did: pages rendered (not from the render cache), documents kept from the previous output, and
 * every file it put in the output with its key (outputs/previous-output.ts). */
export interface PrerenderTally {
  rendered: number;
  kept: number;
  made: [rel: string, key: string][];
}

/**
 * Where a route's document goes, as Docusaurus lays it out: `a/index.html`, or `a.html` with
 * `trailingSlash: false` (`/` and the base URL keep index.html). Its route.json stays in `a/`. The
 * output folder is what the host serves at the base URL: `/sub/a/` is written as `a/index.html`.
 */
export function documentFile(
  clientDir: string,
  pathname: string,
  config: Pick<SiteConfig, 'trailingSlash' | 'baseUrl'>,
): string {
  const route = withoutBaseUrl(pathname, config.baseUrl);
  if (config.trailingSlash !== false || route === '/') return path.join(clientDir, route, 'index.html');
  return path.join(clientDir, route.replace(/\/$/, '') + '.html');
}

/**
 * Renders and writes every route, the 404 document and the sidebar/page-tree files; an unchanged file
 * of the previous output is kept instead. Every page is tried: when some throw, one report lists each of them.
 */
export async function prerenderPages(input: PrerenderInput): Promise<PrerenderTally> {
  const { table, clientDir } = input;
  const template = scriptsAfterFirstPaint(
    lowPriorityScripts(stylesheetsFirst(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'))),
  );
  const writer = await pageWriter(input, template);
  const count = input.startProgress('[4/5] prerender', table.routes.length + table.notFounds.length, 'pages written');
  const tally: PrerenderTally = { rendered: 0, kept: 0, made: [] };
  const problems: Problem[] = [];
  const add = (result: PageResult) => {
    if (result.rendered) tally.rendered++;
    if (result.kept) tally.kept++;
    if (result.problem) problems.push(result.problem);
  };
  // Routes are taken in order by whoever is free: eight at a time on this thread, and on a large
  // site batches by a second thread that renders with its own copy of the SSR bundle (React's
  // render is most of this step, and the compile threads are done by now).
  const routes = table.routes;
  const queue = { next: 0 };
  const helper = await renderThread(input, template);
  const lanes = Array.from({ length: 8 }, async () => {
    while (queue.next < routes.length) {
      add(await writer.writeRoute(routes[queue.next++]!));
      count.tick();
    }
  });
  const helperLanes = helper
    ? Array.from({ length: 2 }, () =>
        helperLane(helper, routes, queue, (reply, n) => {
          tally.rendered += reply.rendered;
          tally.kept += reply.kept;
          tally.made.push(...reply.made);
          problems.push(...reply.problems);
          count.tick(n);
        }),
      )
    : [];
  try {
    await Promise.all([...lanes, ...helperLanes]);
  } finally {
    await helper?.stop();
  }
  for (const { data, file } of table.notFounds) add(await writer.writeDocument(data, path.join(clientDir, file), file));
  count.done();
  if (problems.length) {
    problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    throw new BuildError(
      `${problems.length} page${problems.length > 1 ? 's' : ''} could not be prerendered:`,
      problems,
    );
  }
  if (env.debug())
    console.error(`prerender: ${writer.splicedCategories()} sidebar categories spliced in on the main thread`);
  tally.made.push(...writer.made(), ...(await writeSidebarsAndTrees(input)));
  return tally;
}

/** The second thread, on a large site (env.renderWorkerMinRoutes()) with a second core. */
async function renderThread(input: PrerenderInput, template: string): Promise<RenderWorker | null> {
  if (input.table.routes.length < env.renderWorkerMinRoutes() || !env.buildWorkers() || os.availableParallelism() <= 1)
    return null;
  if (env.debug()) console.error(`prerender: a render thread takes batches of ${BATCH} routes`);
  return startRenderWorker(input, template);
}

/** Hands the render thread batches of the routes not taken yet, until none are left. */
async function helperLane(
  helper: RenderWorker,
  routes: RouteData[],
  queue: { next: number },
  done: (reply: RenderBatch, routes: number) => void,
): Promise<void> {
  while (queue.next < routes.length) {
    const from = queue.next;
    const to = (queue.next = Math.min(routes.length, queue.next + BATCH));
    const reply = await helper.render(from, to);
    // A React page's title and description come from rendering it: the rest of the build needs them.
    for (const h of reply.heads) Object.assign(routes[h.index]!, { title: h.title, description: h.description });
    done(reply, to - from);
  }
}

/** The sidebar and generated files of the route table and the page trees, each kept from the previous output when the same. */
async function writeSidebarsAndTrees(input: PrerenderInput): Promise<[string, string][]> {
  const { table, clientDir } = input;
  const previous = PreviousOutput.open(input.previousOut);
  const made: [string, string][] = [];
  const relOf = (url: string) => withoutBaseUrl(url, input.config.baseUrl).replace(/^\//, '');
  for (const [url, content] of table.files) {
    const rel = relOf(url);
    const key = sha256(content);
    if (!previous.reuse(rel, key, path.join(clientDir, rel))) fs.writeFileSync(path.join(clientDir, rel), content);
    made.push([rel, key]);
  }
  // A tree kept in a file (in this build's work folder) is copied into the output, not read and
  // written again: at 10,000 pages that is 300 MB less through the JavaScript heap.
  await mapLimit([...table.trees], 8, async ([url, tree]) => {
    const rel = relOf(url);
    const out = path.join(clientDir, rel);
    made.push([rel, tree.hash]);
    if (previous.reuse(rel, tree.hash, out)) return;
    if (tree.file) return fs.promises.copyFile(tree.file, out, fs.constants.COPYFILE_FICLONE);
    await fs.promises.writeFile(out, tree.json());
  });
  return made;
}
