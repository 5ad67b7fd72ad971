// `npm run build`: validate content, build the client and SSR bundles, prerender every route, write
// sitemap/robots/feeds/llms/search files. The output appears in dist/ only when everything succeeded.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { BundleCache } from './bundle-cache.ts';
import { loadSiteConfig } from './config.ts';
import { collectSite } from './collect.ts';
import { checkSiteLinks } from './links.ts';
import { writeGeneratedData } from './site-data.ts';
import { buildRouteTable, type PageAssets } from './route-data.ts';
import { BuildError } from './errors.ts';
import { timer, mapLimit, cacheRoot, sha256, writeAtomic } from './util.ts';
import { headTags, inlineHeadScript, baseUrlBannerScript, modulePreloads, renderDocument } from './html.ts';
import { writeExtras } from './outputs.ts';
import { loadContract } from './contract/load.ts';
import { localeEntity, generatedDir } from './site-data.ts';
import type { RouteData } from '../src/shared/types.ts';
import { isPageTreeUrl } from '../src/shared/paths.ts';

export interface BuildOptions {
  contentDir?: string;
  outDir?: string;
  /** Fixed year for the copyright line (tests and reproducible builds). */
  year?: number;
  quiet?: boolean;
}

export async function buildSite(opts: BuildOptions = {}): Promise<{ pages: number }> {
  const root = process.cwd();
  const contentDir = path.resolve(opts.contentDir ?? process.env.LEXORA_CONTENT_DIR ?? 'content');
  process.env.LEXORA_CONTENT_DIR = contentDir;
  const outDir = path.resolve(opts.outDir ?? 'dist');
  // Work inside the project so the SSR bundle resolves node_modules; one folder per output folder.
  const work = path.resolve('.cache', `build-${Buffer.from(outDir).toString('base64url').slice(-24)}`);
  const log = (msg: string) => {
    if (!opts.quiet) console.log(msg);
  };
  const total = timer();
  // A failed build must not leave a dist/ that looks complete: remove it first, publish at the end.
  // The old output is moved aside at once and deleted in the background while the build runs.
  const trash = path.resolve(cacheRoot(), 'trash');
  fs.mkdirSync(trash, { recursive: true });
  for (const old of [outDir, work]) {
    if (!fs.existsSync(old)) continue;
    try {
      fs.renameSync(old, path.join(trash, `${path.basename(old)}-${process.pid}-${Date.now()}`));
    } catch {
      fs.rmSync(old, { recursive: true, force: true }); // another filesystem: delete it now
    }
  }
  const emptied = fs.promises.rm(trash, { recursive: true, force: true }).catch(() => undefined);

  let t = timer();
  const config = await loadSiteConfig(contentDir);
  // The API contract first: pages render their reference sections from it.
  const contract = await loadContract(contentDir);
  const site = await collectSite(config, contentDir);
  log(`[1/5] content: ${site.docs.length} docs, ${site.posts.length} blog posts, ${Object.keys(site.sidebars.sidebars).length} sidebar(s)${contract ? `, API contract of ${contract.operations.size} operations` : ''} (${t()})`);

  t = timer();
  const { routes: routeList } = buildRouteTable(site, () => ({ module: '', preload: [], css: [] }));
  checkSiteLinks(site, routeList.map((r) => r.path), path.join(root, 'public'), path.join(contentDir, 'site.config.ts'));
  log(`[2/5] links: checked ${site.docs.reduce((n, d) => n + d.analysis.links.length, 0) + site.posts.reduce((n, p) => n + p.analysis.links.length, 0)} links, no broken links or anchors (${t()})`);

  t = timer();
  const year = opts.year ?? new Date().getUTCFullYear();
  const { startSearchIndex } = await import('./search-index.ts');
  const algolia = Boolean(config.search.appId && config.search.apiKey && config.search.indexName);
  // Hosted search needs no index in the site; records go to Algolia with `npm run search:upload`.
  writeGeneratedData(site, year);
  const clientDir = path.join(work, 'client');
  const serverDir = path.join(work, 'server');
  const bundles = new BundleCache({ root, contentDir, generatedDir: generatedDir() });
  const reused = bundles.restore(clientDir, serverDir);
  if (!reused) {
    await bundles.build(root, clientDir, serverDir);
    bundles.save(clientDir, serverDir);
  }
  // The search index builds in a worker while pages are prerendered (not during the bundles: both
  // at once made the build's memory peak); it is awaited before the output is published.
  const searchIndex = algolia ? null : startSearchIndex(site, path.join(work, 'client'));
  log(`[3/5] bundles: client and server ${reused ? 'unchanged since an earlier build, reused' : 'built'} (${t()})`);

  t = timer();
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map<string, string>();
  for (const key of Object.keys(manifest)) byFile.set(path.resolve(root, manifest[key].src ?? key), key);
  const entryImports = new Set<string>(['index.html', ...collectImports(manifest, 'index.html')]);
  const chunkAssets = (key: string): PageAssets => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const walk = (k: string) => {
      for (const imp of manifest[k].imports ?? []) {
        if (seen.has(imp)) continue;
        seen.add(imp);
        walk(imp);
      }
      for (const c of manifest[k].css ?? []) css.add('/' + c);
    };
    walk(key);
    return {
      module: '/' + manifest[key].file,
      preload: [...seen].filter((k) => !entryImports.has(k)).map((k) => '/' + manifest[k].file),
      css: [...css],
    };
  };
  // Plain Markdown pages are trees: their URL, plus the renderer's chunk and what it imports.
  const treeRendererKey = byFile.get(path.resolve(root, 'src/theme/mdx/TreeContent.tsx'));
  const assetsFor = (file: string, treeUrl?: string): PageAssets => {
    const key = treeUrl ? treeRendererKey : byFile.get(file);
    if (!key) throw new BuildError('Internal build error.', [{ file: path.relative(root, file), message: treeUrl ? 'the client build produced no chunk for the page-tree renderer' : 'the client build produced no chunk for this page' }]);
    const chunk = chunkAssets(key);
    return treeUrl ? { module: treeUrl, preload: [chunk.module, ...chunk.preload], css: chunk.css } : chunk;
  };
  const table = buildRouteTable(site, assetsFor);
  const server = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);
  const keyOf = new Map<string, string>();
  for (const [route, file] of table.sources) keyOf.set(route, '@content/' + path.relative(contentDir, file).replace(/\\/g, '/'));
  const moduleToKey = new Map<string, string>();
  for (const r of table.routes) if (r.module) moduleToKey.set(r.module, keyOf.get(r.path)!);
  server.setPageModuleResolver((url: string) => {
    const k = moduleToKey.get(url);
    return k && server.pageKeys.includes(k) ? k : server.pageKeys.find((p: string) => p.endsWith(k?.replace('@content/', '/') ?? '\0'));
  });
  server.setPageTreeSource((url: string) => table.files.get(url));
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const locale = localeEntity(config);
  const htmlAttrs = `lang="${locale.htmlLang}" dir="${locale.direction}" data-theme="${config.colorMode.defaultMode}" data-theme-choice="${config.colorMode.respectPrefersColorScheme ? 'system' : config.colorMode.defaultMode}" data-has-hydrated="false"`;
  const searchHost = config.search.hosts?.[0] ? `${config.search.hosts[0].protocol}://${config.search.hosts[0].url}` : `https://${config.search.appId}-dsn.algolia.net`;
  const extraHead = [inlineHeadScript(config), ...(searchIndex ? [`<meta name="lexora-search-index" content="${searchIndex.url}">`] : []), ...(algolia ? [`<link rel="preconnect" href="${searchHost}" crossorigin="anonymous">`] : []), ...feedLinks(config), `<link rel="search" type="application/opensearchdescription+xml" title="${config.title}" href="/opensearch.xml">`, ...analyticsHead(config)];
  const sidebarJson = new Map([...table.files].map(([u, c]) => [u, JSON.parse(c)]));
  const cacheKeyOf = renderCacheKeys({ root, serverDir, table, salt: [JSON.stringify(config)] });
  const renderCacheDir = path.join(cacheRoot(), 'render');
  fs.mkdirSync(renderCacheDir, { recursive: true });
  let rendered = 0;

  const renderOne = async (data: RouteData, outFile: string, canonical: string) => {
    // The rendered app is a pure function of the route data, the sidebar, the page's compiled module
    // and the shared theme code: when none of these changed since an earlier build, reuse its HTML.
    const key = cacheKeyOf(data);
    const cached = key ? path.join(renderCacheDir, `${key}.html`) : null;
    let app = cached && fs.existsSync(cached) ? fs.readFileSync(cached, 'utf8') : undefined;
    if (app === undefined) {
      try {
        app = (await server.render(data, data.sidebarUrl ? sidebarJson.get(data.sidebarUrl) : undefined, config.url)) as string;
      } catch (e) {
        const src = table.sources.get(data.path);
        throw new BuildError(`Could not prerender ${data.path}.`, [{ file: src ? path.relative(root, src) : data.path, message: e instanceof Error ? e.message : String(e), hint: 'the page module must default-export a component and render without errors' }]);
      }
      rendered++;
      if (cached) writeAtomic(cached, app);
    }
    const head = [headTags({ config, data, canonicalPath: canonical, extraHead: data.path === config.baseUrl ? [...extraHead, baseUrlBannerScript(config)] : extraHead }), modulePreloads(data)].join('\n    ');
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, renderDocument(template, { head, app, htmlAttrs }));
  };
  await mapLimit(table.routes, 8, async (data) => {
    const dir = path.join(clientDir, data.path);
    await renderOne(data, path.join(dir, 'index.html'), data.path);
    const { preload, css, ...rest } = data;
    fs.writeFileSync(path.join(dir, 'route.json'), JSON.stringify({ ...rest, preload, css }));
  });
  await renderOne(table.notFound, path.join(clientDir, '404.html'), '/404.html');
  for (const [url, content] of table.files) fs.writeFileSync(path.join(clientDir, url), content);
  fs.rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  log(`[4/5] prerender: ${table.routes.length} routes + 404.html, ${rendered} rendered, ${table.routes.length + 1 - rendered} unchanged (${t()})`);

  t = timer();
  const extras = writeExtras(site, table.routes, clientDir, contract?.source);
  await searchIndex?.done;
  log(`[5/5] extras: ${extras.join(', ')}${searchIndex ? `, search index of ${searchIndex.records} records` : ''} (${t()})`);

  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  try {
    fs.renameSync(clientDir, outDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    // Another filesystem: copy into a sibling first, then rename, so dist/ appears complete or not at all.
    fs.cpSync(clientDir, `${outDir}.partial`, { recursive: true });
    fs.renameSync(`${outDir}.partial`, outDir);
  }
  fs.rmSync(work, { recursive: true, force: true });
  await emptied;
  log(`Built ${table.routes.length} pages into ${path.relative(root, outDir)}/ in ${total()}`);
  return { pages: table.routes.length };
}

/**
 * Render-cache keys. Everything the rendered app of a page depends on goes into its key: the site
 * config, every server chunk that is not a page (theme, router, site data, the server entry), the
 * page's own server chunk, its route data (title, TOC, module URL, preloads) and its sidebar. The
 * document around it (head, template) is assembled on every build. Pages without a known server
 * chunk (blog lists, the search page, 404) get no key and are always rendered.
 */
function renderCacheKeys(opts: { root: string; serverDir: string; table: { sources: Map<string, string>; files: Map<string, string> }; salt: string[] }) {
  const manifestFile = path.join(opts.serverDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return () => null;
  const manifest: Manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const pageSources = new Set(opts.table.sources.values());
  const chunkOf = new Map<string, string>();
  for (const [key, m] of Object.entries(manifest)) {
    const abs = path.resolve(opts.root, m.src ?? key);
    if (pageSources.has(abs)) chunkOf.set(abs, m.file);
  }
  const pageChunks = new Set(chunkOf.values());
  const pageChunkNames = new Set([...pageChunks].map((f) => path.posix.basename(f)));
  const shared: string[] = [RENDER_CACHE_VERSION, ...opts.salt];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      const rel = path.relative(opts.serverDir, full).replace(/\\/g, '/');
      if (e.isDirectory()) {
        if (rel !== '.vite') walk(full);
      } else if (!pageChunks.has(rel)) {
        // The server entry lists every page chunk by its hashed name; a page's own chunk is in that
        // page's key, so here a page chunk's name stands for nothing but itself.
        shared.push(rel, fs.readFileSync(full, 'utf8').replace(/[\w.-]+\.js\b/g, (name) => (pageChunkNames.has(name) ? 'page-chunk.js' : name)));
      }
    }
  };
  walk(opts.serverDir);
  const salt = sha256(...shared);
  // Sidebars are large on large sites and shared by many pages: hash each once.
  const sidebarHashes = new Map<string, string>();
  const sidebarHash = (url: string) => {
    let h = sidebarHashes.get(url);
    if (h === undefined) sidebarHashes.set(url, (h = sha256(opts.table.files.get(url) ?? '')));
    return h;
  };
  const chunkHash = new Map<string, string>();
  for (const [src, file] of chunkOf) chunkHash.set(src, sha256(fs.readFileSync(path.join(opts.serverDir, file), 'utf8')));
  return (data: RouteData): string | null => {
    const src = opts.table.sources.get(data.path);
    // A plain Markdown page has no chunk: its tree is its compiled output.
    const tree = data.module && isPageTreeUrl(data.module) ? opts.table.files.get(data.module) : undefined;
    const chunk = tree !== undefined ? sha256('tree', tree) : src ? chunkHash.get(src) : undefined;
    if (!chunk) return null;
    const sidebar = data.sidebarUrl ? sidebarHash(data.sidebarUrl) : '';
    return sha256(salt, JSON.stringify(data), sidebar, chunk);
  };
}

/** Bump when rendering changes in a way the key misses. */
const RENDER_CACHE_VERSION = '1';

function collectImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imp of manifest[key]?.imports ?? []) {
    if (!seen.has(imp)) {
      seen.add(imp);
      collectImports(manifest, imp, seen);
    }
  }
  return seen;
}

function feedLinks(config: { blog: { routeBasePath: string; title: string } }): string[] {
  const base = `/${config.blog.routeBasePath}/`;
  return [
    `<link rel="alternate" type="application/rss+xml" href="${base}rss.xml" title="${config.blog.title} RSS Feed">`,
    `<link rel="alternate" type="application/atom+xml" href="${base}atom.xml" title="${config.blog.title} Atom Feed">`,
    `<link rel="alternate" type="application/json" href="${base}feed.json" title="${config.blog.title} JSON Feed">`,
  ];
}

function analyticsHead(config: { analytics: { trackingId?: string; tagManagerId?: string; scriptSrc?: string }; scripts: { src: string; async: boolean }[]; stylesheets: string[] }): string[] {
  const out: string[] = [];
  const { trackingId, tagManagerId, scriptSrc } = config.analytics;
  if (trackingId) {
    out.push(`<script async src="${scriptSrc ?? `https://www.googletagmanager.com/gtag/js?id=${trackingId}`}"></script>`);
    out.push(`<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config','${trackingId}');</script>`);
  }
  if (tagManagerId) {
    out.push(`<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});</script>`);
    out.push(`<script async src="${scriptSrc && !trackingId ? scriptSrc : `https://www.googletagmanager.com/gtm.js?id=${tagManagerId}`}"></script>`);
  }
  for (const s of config.scripts) out.push(`<script src="${s.src}"${s.async ? ' async' : ''}></script>`);
  for (const href of config.stylesheets) out.push(`<link rel="stylesheet" href="${href}">`);
  return out;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  process.env.NODE_ENV = 'production';
  buildSite({ contentDir: arg('--content'), outDir: arg('--out') }).catch((e) => {
    if (e instanceof BuildError) console.error(`\nBuild failed. ${e.message}\n`);
    else console.error('\nBuild failed with an unexpected error:\n', e);
    const out = path.resolve(arg('--out') ?? 'dist');
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(`${out}.partial`, { recursive: true, force: true });
    fs.rmSync(path.resolve('.cache', `build-${Buffer.from(out).toString('base64url').slice(-24)}`), { recursive: true, force: true });
    process.exit(1);
  });
}
