// Step 4 of the build: every route through the SSR bundle into an HTML document and its route.json,
// written into the client output as it is rendered.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import type { RouteTable } from './route-data.ts';
import type { RouteData } from '../src/shared/types.ts';
import { BuildError } from './errors.ts';
import { baseUrlBannerScript, documentRenderer, headTags, modulePreloads } from './html.ts';
import { RenderCache } from './render-cache.ts';
import { mapLimit } from './util.ts';
import { siteDirectives, withCsp } from './csp.ts';
import type { StartProgress } from './progress.ts';
import { loadServerEntry } from './server-entry.ts';

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
  startProgress: StartProgress;
}

/** Renders and writes every route, the 404 document and the sidebar/page-tree files; returns how many were rendered (not reused). */
export async function prerenderPages(input: PrerenderInput): Promise<{ rendered: number }> {
  const { root, contentDir, config, table, clientDir, serverDir } = input;
  const server = await loadServerEntry(serverDir, contentDir, table);
  // index.html is the template, read once and split at its slots.
  const renderDocument = documentRenderer(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), input.htmlAttrs);
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
  let rendered = 0;
  const csp = config.csp === false ? null : siteDirectives(config);
  const count = input.startProgress('[4/5] prerender', table.routes.length + 1, 'pages written');

  const renderOne = async (data: RouteData, outFile: string, canonical: string) => {
    // A React page's title is known only by rendering it (its <Layout title>): never reused.
    const reactPage = data.kind === 'page' && !data.page?.markdown;
    const key = reactPage ? null : cache.keyOf(data);
    let app = cache.get(key);
    if (app === undefined) {
      try {
        app = await server.render(data, data.sidebarUrl ? sidebarOf(data.sidebarUrl) : undefined, config.url);
        const pageHead = reactPage ? server.takePageHead(data.path) : null;
        if (pageHead?.title) data.title = pageHead.title;
        if (pageHead?.description) data.description = pageHead.description;
      } catch (e) {
        const src = table.sources.get(data.path);
        throw new BuildError(`Could not prerender ${data.path}.`, [
          { file: src ? path.relative(root, src) : data.path, message: e instanceof Error ? e.message : String(e), hint: 'the page module must default-export a component and render without errors' },
        ]);
      }
      rendered++;
      await cache.put(key, app);
    }
    const extraHead = data.path === config.baseUrl ? [...input.extraHead, baseUrlBannerScript(config)] : input.extraHead;
    const head = [headTags({ config, data, canonicalPath: canonical, extraHead }), modulePreloads(data)].join('\n    ');
    // Files are written by libuv's threads while this one renders the next page; at most 8 pages
    // are in flight, so what waits to be written stays bounded however large the site.
    await fs.promises.mkdir(path.dirname(outFile), { recursive: true });
    await fs.promises.writeFile(outFile, withCsp(renderDocument({ head, app }), csp));
    count.tick();
  };
  await mapLimit(table.routes, 8, async (data) => {
    const dir = path.join(clientDir, data.path);
    await renderOne(data, path.join(dir, 'index.html'), data.path);
    const { preload, css, ...rest } = data;
    await fs.promises.writeFile(path.join(dir, 'route.json'), JSON.stringify({ ...rest, preload, css }));
  });
  await renderOne(table.notFound, path.join(clientDir, '404.html'), '/404.html');
  count.done();
  for (const [url, content] of table.files) fs.writeFileSync(path.join(clientDir, url), content);
  // A tree kept in a file (usually a hard link to its compile cache entry) is linked into the output,
  // not read and written again: at 10,000 pages that is 300 MB less through the JavaScript heap.
  await mapLimit([...table.trees], 8, async ([url, tree]) => {
    const out = path.join(clientDir, url);
    if (tree.file) {
      try {
        return await fs.promises.link(tree.file, out);
      } catch {
        /* another filesystem, or no hard links: write it */
      }
    }
    await fs.promises.writeFile(out, tree.json());
  });
  return { rendered };
}
