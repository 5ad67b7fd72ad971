// `npm run dev`: Vite's dev server with hot reload. Route data is computed from content/ on request,
// with the same code as the build; a change under content/ re-collects and reloads the page.
import fs from 'node:fs';
import path from 'node:path';
import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import { loadSiteConfig } from './content/config.ts';
import { collectSite } from './content/collect.ts';
import type { SiteModel } from './content/model.ts';
import { buildRouteTable, tableFile, type RouteTable } from './routes/route-data.ts';
import { generatedDir, writeGeneratedData } from './bundle/site-data.ts';
import { runSitePlugins } from './docusaurus/site-plugins.ts';
import { MdxCompiler } from './mdx/cached-mdx-plugin.ts';
import { viteConfig } from '../vite.config.ts';
import { inlineHeadScript } from './render/html.ts';
import { escapeHtml } from '../src/shared/html-text.ts';
import { BuildError } from './report/errors.ts';
import { normalizePathname, withBaseUrl, withoutBaseUrl } from '../src/shared/paths.ts';
import { prefersMarkdown, routeOfMarkdownUrl } from '../src/shared/markdown-url.ts';
import { markdownOf, markdownSource } from './outputs/markdown/copies.ts';
import { contentFileAt } from './content/static-files.ts';
import { cacheRoot, resolveContentDir } from './util.ts';
import { builtLocales, siteLocales } from './content/locales.ts';
import { parseArgs } from 'node:util';
import * as env from './report/env.mjs';
import { themeOptions } from './bundle/theme-defines.ts';

// `npm run dev -- --locale fr` serves that locale only, at its own URL (/fr/), as Docusaurus's
// `start --locale fr` does; without it, the default locale (as `docusaurus start`).
const { values: args } = parseArgs({ options: { locale: { type: 'string' } }, strict: true });
const contentDir = resolveContentDir(env.contentDir());
const generated = generatedDir('dev');

let current: { site: SiteModel; table: RouteTable; byPath: Map<string, unknown>; compiler: MdxCompiler } | null = null;
// Before the first successful collect (broken content), pages compile with no route map.
let fallbackCompiler: MdxCompiler | undefined;
let lastError: string | null = null;
/** The baseUrl the server was started with (Vite's base cannot change while it runs). */
let startedBase: string | undefined;

async function refresh(): Promise<void> {
  try {
    const config = await loadSiteConfig(contentDir);
    const locale = builtLocales(config, args.locale ?? config.i18n.defaultLocale)[0]!;
    const site = await collectSite(config, contentDir, undefined, undefined, locale.name);
    if (config.plugins.length) {
      const plugins = await runSitePlugins(config, contentDir);
      site.globalData = plugins.globalData;
      for (const note of plugins.notes) console.warn(`warning: ${note}`);
    }
    if (startedBase !== undefined && config.baseUrl !== startedBase)
      console.warn(`baseUrl changed to ${config.baseUrl}: restart \`npm run dev\` to serve the site there.`);
    writeGeneratedData(site, new Date().getUTCFullYear(), generated);
    // In dev a page module is the source file itself, served by Vite.
    const table = buildRouteTable(site, (file) => ({ module: `/@fs${file}`, preload: [], css: [] }));
    current = {
      site,
      table,
      byPath: new Map(table.routes.map((r) => [r.path, r])),
      compiler: new MdxCompiler({
        routes: site.fileRoutes,
        linkSettings: site.linkSettings,
        api: site.api,
        images: site.images,
        markdownFormat: site.config.markdown.format,
        siteUrl: site.config.url,
        extensions: site.markdown,
      }),
    };
    lastError = null;
  } catch (e) {
    lastError = e instanceof BuildError ? e.message : String(e);
    console.error(`\n${lastError}\n`);
  }
}

/** `<html lang dir>` of the locale served (every page of a dev server is in one locale). */
function withLocaleAttrs(html: string, site: SiteModel): string {
  const l = site.localized[0]?.locale;
  return l
    ? html.replace(/<html[^>]*>/, `<html lang="${escapeHtml(l.htmlLang)}" dir="${escapeHtml(l.direction)}">`)
    : html;
}

// Vite watches the whole project folder. The build's cache and outputs hold tens of thousands of
// files (the bench's 10,000-page corpus and its build, the tests' sites): crawling them and handling
// their events while builds write kept the event loop busy for seconds at a time, so a content
// change reached the page late. They are never watched, unless the content folder is among them.
const unwatched = [cacheRoot(), path.resolve('dist'), path.resolve('tests/.tmp')];
const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);
function isBuildOutput(file: string): boolean {
  const abs = path.resolve(file);
  return !inside(abs, contentDir) && unwatched.some((dir) => inside(abs, dir));
}

if (args.locale) {
  // An unknown --locale is the command's mistake, not the content's: said once, and nothing is served.
  const config = await loadSiteConfig(contentDir).catch(() => null); // a broken config is reported by refresh()
  if (config && !siteLocales(config).some((l) => l.name === args.locale)) {
    console.error(
      `--locale ${args.locale}: the site has no locale "${args.locale}" (it has ${siteLocales(config)
        .map((l) => l.name)
        .join(', ')})`,
    );
    process.exit(2);
  }
}
await refresh();
// The site's baseUrl, as the build serves it: Vite serves the app and page modules under it (`/sub/@fs/…`).
// Read at start: a change of baseUrl needs a restart (said below when it happens).
const startedSite = (current as { site: SiteModel } | null)?.site;
const siteBase = (startedBase = startedSite?.config.baseUrl ?? '/');
const base = viteConfig({
  root: process.cwd(),
  contentDir,
  generatedDir: generated,
  baseUrl: siteBase,
  // The docs' home (the 404 page's link) as the config said at start; the other theme options are read as pages draw.
  theme: { options: startedSite ? themeOptions(startedSite.config) : {}, dev: true },
  compiler: () => current?.compiler ?? (fallbackCompiler ??= new MdxCompiler({ routes: new Map() })),
});
const server: ViteDevServer = await createServer(
  mergeConfig(base, {
    server: {
      port: Number(process.env.PORT ?? 5173),
      host: process.env.HOST ?? '127.0.0.1',
      watch: { ignored: [isBuildOutput] },
    },
    appType: 'spa',
    plugins: [
      {
        name: 'lexora:dev-routes',
        transformIndexHtml: (html) =>
          current
            ? withLocaleAttrs(html, current.site).replace(
                '<!--head-->',
                `<title>${escapeHtml(current.site.config.title)}</title>\n    <link rel="icon" href="${escapeHtml(withBaseUrl(current.site.config.favicon, siteBase))}">\n    ${inlineHeadScript(current.site.config)}`,
              )
            : html,
        configureServer(s) {
          s.middlewares.use((req, res, next) => {
            const url = new URL(req.url ?? '/', 'http://localhost');
            if (url.pathname.endsWith('/route.json') && current) {
              const data = current.byPath.get(normalizePathname(url.pathname.slice(0, -'route.json'.length)));
              res.statusCode = data ? 200 : 404;
              res.setHeader('Content-Type', 'application/json');
              res.end(data ? JSON.stringify(data) : JSON.stringify({ error: lastError ?? 'not found' }));
              return;
            }
            const pages = current ? [...current.site.docs, ...current.site.posts] : [];
            // A page asked for with `Accept: text/markdown` preferred to HTML gets its Markdown copy, as in preview.
            const page = url.pathname.endsWith('/') ? pages.find((p) => p.route === url.pathname) : undefined;
            if (page) res.setHeader('Vary', 'Accept');
            const mdRoute = routeOfMarkdownUrl(url.pathname);
            const mdPage =
              page && prefersMarkdown(req.headers.accept)
                ? page
                : mdRoute
                  ? pages.find((p) => p.route === mdRoute)
                  : undefined;
            if (mdPage && current) {
              // The page's Markdown copy, from the same compile cache as the page itself.
              markdownOf(mdPage, markdownSource(current.site, current.compiler)).then(
                (md) => {
                  res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
                  res.end(md);
                },
                (e) => next(e),
              );
              return;
            }
            // Images next to pages and the content's static files, as the build publishes them: at the base URL.
            const pagesWithImages = current ? [...current.site.docs, ...current.site.posts, ...current.site.pages] : [];
            const own =
              current && url.pathname.startsWith(siteBase)
                ? (contentFileAt(current.site.images, pagesWithImages, url.pathname) ??
                  (siteBase === '/'
                    ? undefined
                    : contentFileAt(current.site.images, pagesWithImages, withoutBaseUrl(url.pathname, siteBase))))
                : undefined;
            if (own) {
              res.setHeader('Content-Type', own.type);
              fs.createReadStream(own.file).on('error', next).pipe(res);
              return;
            }
            const json =
              url.pathname.startsWith(`${siteBase}assets/`) && url.pathname.endsWith('.json') && current
                ? tableFile(current.table, url.pathname)
                : undefined;
            if (json !== undefined) {
              res.setHeader('Content-Type', 'application/json');
              res.end(json);
              return;
            }
            next();
          });
        },
      },
    ],
  } satisfies InlineConfig),
);

// One refresh at a time, and one more after any change seen while it ran. An editor's save can be
// two writes (truncate, then write), and the watcher (chokidar) drops a second change event for a
// file within 50 ms of the first: a refresh may read the empty file and never hear of the rest. So
// each changed file's size and times are taken before a refresh and checked after it, and once more
// when that 50 ms window has passed; a file that moved meanwhile is refreshed again.
let refreshing: Promise<void> | null = null;
const changed = new Set<string>();
const stamp = (file: string): string => {
  try {
    const st = fs.statSync(file);
    return `${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
  } catch {
    return 'gone';
  }
};
const THROTTLE_MS = 50;
function refreshAndReload(file: string): void {
  changed.add(file);
  refreshing ??= (async () => {
    const seen = new Map<string, string>();
    while (changed.size) {
      const before = new Map([...changed].map((f) => [f, stamp(f)]));
      changed.clear();
      await refresh();
      for (const [f, s] of before) {
        seen.set(f, s);
        if (stamp(f) !== s) changed.add(f);
      }
    }
    // Vite may have transformed a page module from the half-saved file too: drop its result.
    const graph = server.environments.client.moduleGraph;
    for (const f of seen.keys()) for (const m of graph.getModulesByFile(f) ?? []) graph.invalidateModule(m);
    refreshing = null;
    server.ws.send({ type: 'full-reload' });
    setTimeout(() => {
      for (const [f, s] of seen) if (stamp(f) !== s) refreshAndReload(f);
    }, THROTTLE_MS * 2).unref();
  })();
}
server.watcher.add(contentDir);
server.watcher.on('all', (_event, file) => {
  if (!inside(path.resolve(file), contentDir)) return;
  refreshAndReload(path.resolve(file));
});
await server.listen();
// vite.config.ts keeps Vite's own logging at 'warn', so say where the site is ourselves.
const site = (current as { site: SiteModel } | null)?.site;
const home = site?.localized[0]?.locale;
// Vite's URL includes the base; the locale's URL below does too.
const at = new URL(server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`).origin;
console.log(
  `Dev server running at ${at}${home?.baseUrl ?? '/'} (${home && site!.locales.length > 1 ? `locale ${home.name}, ` : ''}content: ${path.relative(process.cwd(), contentDir) || '.'})`,
);
