// Step 4 of the build: every route through the SSR bundle into an HTML document and its route.json,
// written into the client output as it is rendered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteData } from '../../src/shared/types.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { renderProblem } from './render-failure.ts';
import { baseUrlBannerScript, documentRenderer, headTags, modulePreloads } from './html.ts';
import { RenderCache } from './render-cache.ts';
import { mapLimit } from '../util.ts';
import { siteDirectives, withCspParts } from './csp.ts';
import { loadServerEntry } from './server-entry.ts';
import { htmlAttributes } from './head-extras.ts';
import { siteLocales } from '../content/locales.ts';
import { localeOfPath } from '../../src/shared/locales.ts';
import { startRenderWorker } from './render-worker-client.ts';
import type { PageWriterInput, PrerenderInput } from './types.ts';
import { publicPath } from '../../src/shared/paths.ts';
import type { SiteConfig } from '../content/config.ts';

/**
 * Fewer routes than this are all rendered on the main thread: the thread costs a second and its own
 * copy of the SSR bundle and route table, and on smaller sites the search index thread already keeps
 * the second core busy during this step (1,000 pages: no gain measured). LEXORA_RENDER_WORKER_MIN_ROUTES
 * overrides it (tests).
 */
export const RENDER_WORKER_MIN_ROUTES = Number(process.env.LEXORA_RENDER_WORKER_MIN_ROUTES) || 2000;
/** Routes handed to the render thread at a time (two batches in flight, so it never waits). */
const BATCH = 16;

/** A React page: its title is known only by rendering it (its <Layout title>), so it is never reused from the render cache. */
export const isReactPage = (data: RouteData): boolean => data.kind === 'page' && !data.page?.markdown;

/** What became of one page: rendered (or reused from the render cache), or why it could not be. */
export interface PageResult {
  rendered: boolean;
  /** The page threw while rendering: nothing was written for it. */
  problem?: Problem;
}

export interface PageWriter {
  /** Renders (or takes from the render cache) one document and writes it. */
  writeDocument(data: RouteData, outFile: string, canonical: string): Promise<PageResult>;
  /** A route's index.html and route.json. */
  writeRoute(data: RouteData): Promise<PageResult>;
  /** Sidebar categories this thread's renders filled in from their rendered-once HTML. */
  splicedCategories(): number;
}

/**
 * What renders and writes pages, on the main thread and in the render thread alike
 * (./render-worker.ts): the SSR bundle, the document template, the render cache and the CSP.
 */
export async function pageWriter(input: PageWriterInput, template: string): Promise<PageWriter> {
  const { root, contentDir, config, table, clientDir, serverDir } = input;
  const server = await loadServerEntry(serverDir, contentDir, table);
  // index.html is the template, split at its slots; the render thread is given it, as the home page
  // soon overwrites that file.
  // `<html lang dir>` of the page's locale: one renderer per locale, made when a page first needs it.
  const locales = siteLocales(config);
  const renderers = new Map<string, ReturnType<typeof documentRenderer>>();
  const rendererOf = (pathname: string) => {
    const locale = localeOfPath(pathname, locales);
    let r = renderers.get(locale.name);
    if (!r) {
      r = documentRenderer(template, locale.isDefault ? input.htmlAttrs : htmlAttributes(config, locale.name));
      renderers.set(locale.name, r);
    }
    return r;
  };
  // Each sidebar is parsed once, when a page first needs it (parsing every file of the table up front
  // kept every tree as objects for the whole step: 38 MB per 1,000 pages).
  const sidebars = new Map<string, unknown>();
  const sidebarOf = (url: string) => {
    if (!sidebars.has(url)) {
      const json = table.files.get(url);
      sidebars.set(url, json === undefined ? undefined : JSON.parse(json));
    }
    return sidebars.get(url);
  };
  const cache = new RenderCache({ root, serverDir, table, salt: [JSON.stringify(config)] });
  const csp = config.csp === false ? null : siteDirectives(config);

  const writeDocument = async (data: RouteData, outFile: string, canonical: string): Promise<PageResult> => {
    const reactPage = isReactPage(data);
    const key = reactPage ? null : cache.keyOf(data);
    // The app (most of a page's bytes) is encoded to UTF-8 once, for the render cache and the output
    // (encoding was the largest cost of writing a page with a large sidebar); a reused one is read as bytes.
    let appBytes = cache.get(key);
    const rendered = appBytes === undefined;
    let app: string;
    if (appBytes === undefined) {
      try {
        app = await server.render(data, data.sidebarUrl ? sidebarOf(data.sidebarUrl) : undefined, config.url);
        const pageHead = reactPage ? server.takePageHead(data.path) : null;
        if (pageHead?.title) data.title = pageHead.title;
        if (pageHead?.description) data.description = pageHead.description;
      } catch (e) {
        return { rendered: false, problem: renderProblem(root, data.path, table.sources.get(data.path), e) };
      }
      appBytes = Buffer.from(app);
      await cache.put(key, appBytes);
    } else app = appBytes.toString();
    const extraHead =
      data.path === config.baseUrl ? [...input.extraHead, baseUrlBannerScript(config)] : input.extraHead;
    const head = [headTags({ config, data, canonicalPath: canonical, extraHead }), modulePreloads(data)].join('\n    ');
    // Files are written by libuv's threads while this one renders the next page; at most 8 pages
    // are in flight, so what waits to be written stays bounded however large the site.
    await fs.promises.mkdir(path.dirname(outFile), { recursive: true });
    // Three parts are [before, app, after] (documentRenderer): the app's bytes go in as they are.
    // The CSP hashes the inline scripts the build writes (template and head), not content's (SECURITY.md).
    const parts = withCspParts(rendererOf(canonical)({ head, app }), csp, {
      ownScripts: config.security.allowInlineScripts ? undefined : [template, head],
    });
    const bytes =
      parts.length === 3
        ? Buffer.concat([Buffer.from(parts[0]!), appBytes, Buffer.from(parts[2]!)])
        : Buffer.from(parts.join(''));
    await fs.promises.writeFile(outFile, bytes);
    return { rendered };
  };
  return {
    writeDocument,
    splicedCategories: () => server.splicedCategories(),
    async writeRoute(data) {
      const dir = path.join(clientDir, data.path);
      const result = await writeDocument(
        data,
        documentFile(clientDir, data.path, config),
        publicPath(data.path, config.trailingSlash, config.baseUrl),
      );
      if (result.problem) return result;
      const { preload, css, ...rest } = data;
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, 'route.json'), JSON.stringify({ ...rest, preload, css }));
      return result;
    },
  };
}

/**
 * Where a route's document goes, as Docusaurus lays it out: `a/index.html`, or `a.html` with
 * `trailingSlash: false` (`/` and the base URL keep index.html). Its route.json stays in `a/`.
 */
export function documentFile(
  clientDir: string,
  route: string,
  config: Pick<SiteConfig, 'trailingSlash' | 'baseUrl'>,
): string {
  if (config.trailingSlash !== false || route === '/' || route === config.baseUrl)
    return path.join(clientDir, route, 'index.html');
  return path.join(clientDir, route.replace(/\/$/, '') + '.html');
}

/**
 * Renders and writes every route, the 404 document and the sidebar/page-tree files; returns how many
 * were rendered (not reused). Every page is tried: when some throw, one report lists each of them.
 */
export async function prerenderPages(input: PrerenderInput): Promise<{ rendered: number }> {
  const { table, clientDir } = input;
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const writer = await pageWriter(input, template);
  const count = input.startProgress('[4/5] prerender', table.routes.length + 1, 'pages written');
  let rendered = 0;
  const problems: Problem[] = [];
  const add = (result: PageResult) => {
    if (result.rendered) rendered++;
    if (result.problem) problems.push(result.problem);
  };
  // Routes are taken in order by whoever is free: eight at a time on this thread, and on a large
  // site batches by a second thread that renders with its own copy of the SSR bundle (React's
  // render is most of this step, and the compile threads are done by now).
  const routes = table.routes;
  let next = 0;
  const helper =
    routes.length >= RENDER_WORKER_MIN_ROUTES &&
    process.env.LEXORA_BUILD_WORKERS !== '0' &&
    os.availableParallelism() > 1
      ? await startRenderWorker(input, template)
      : null;
  if (helper && process.env.LEXORA_DEBUG) console.error(`prerender: a render thread takes batches of ${BATCH} routes`);
  const lanes = Array.from({ length: 8 }, async () => {
    while (next < routes.length) {
      add(await writer.writeRoute(routes[next++]!));
      count.tick();
    }
  });
  const helperLanes = helper
    ? Array.from({ length: 2 }, async () => {
        while (next < routes.length) {
          const from = next;
          const to = (next = Math.min(routes.length, next + BATCH));
          const reply = await helper.render(from, to);
          // A React page's title and description come from rendering it: the rest of the build needs them.
          for (const h of reply.heads) Object.assign(routes[h.index]!, { title: h.title, description: h.description });
          rendered += reply.rendered;
          problems.push(...reply.problems);
          count.tick(to - from);
        }
      })
    : [];
  try {
    await Promise.all([...lanes, ...helperLanes]);
  } finally {
    await helper?.stop();
  }
  add(await writer.writeDocument(table.notFound, path.join(clientDir, '404.html'), '/404.html'));
  count.done();
  if (problems.length) {
    problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    throw new BuildError(
      `${problems.length} page${problems.length > 1 ? 's' : ''} could not be prerendered:`,
      problems,
    );
  }
  if (process.env.LEXORA_DEBUG)
    console.error(`prerender: ${writer.splicedCategories()} sidebar categories spliced in on the main thread`);
  for (const [url, content] of table.files) fs.writeFileSync(path.join(clientDir, url), content);
  // A tree kept in a file (in this build's work folder) is copied into the output, not read and
  // written again: at 10,000 pages that is 300 MB less through the JavaScript heap.
  await mapLimit([...table.trees], 8, async ([url, tree]) => {
    const out = path.join(clientDir, url);
    if (tree.file) return fs.promises.copyFile(tree.file, out, fs.constants.COPYFILE_FICLONE);
    await fs.promises.writeFile(out, tree.json());
  });
  return { rendered };
}
