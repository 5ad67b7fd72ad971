// `npm run build`: validate content, build the client and SSR bundles, prerender every route, write
// sitemap/robots/feeds/llms/search files. The output appears in dist/ only when everything succeeded:
// the site is built aside, in a work folder of this build's own, and swapped in whole at the end
// (prerender/outputs/publish.ts); until then the previous output stays as it was.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BundleCache } from './bundle/bundle-cache.ts';
import { loadSiteConfig } from './content/config.ts';
import { checkSassFiles } from './content/custom-css.ts';
import { startConfigThread } from './content/import-config-file.ts';
import { collectSite } from './content/collect.ts';
import { checkSiteLinks } from './check/links.ts';
import { instancePageFolders, writeGeneratedData } from './bundle/site-data.ts';
import { buildRouteTable } from './routes/route-data.ts';
import { hostedSearch, SEARCH_INDEX_FILE } from './routes/reserved.ts';
import { withBaseUrl, withoutBaseUrl } from '../src/shared/paths.ts';
import { BuildError, Interrupted } from './report/errors.ts';
import { timer, cacheRoot, resolveContentDir } from './util.ts';
import type { SiteModel } from './content/model.ts';
import type { SiteConfig } from './content/config.ts';
import type { RouteTable } from './routes/route-data.ts';
import { writeExtras } from './outputs/site-files.ts';
import { redirectPages, writeRedirectPages, type RedirectPage } from './outputs/redirects.ts';
import { writeAssistantFiles } from './outputs/assistant-files.ts';
import { mcpServerBundle, writeMcpPackage } from './outputs/mcp-package.ts';
import { feedContent } from './outputs/feeds.ts';
import { loadServerEntry } from './render/server-entry.ts';
import { startMarkdownCopies } from './outputs/markdown/copies.ts';
import { loadContract } from './contract/load.ts';
import { generatedDir } from './bundle/site-data.ts';
import { pageAssetLookup } from './bundle/page-assets.ts';
import { htmlAttributes, sharedHead } from './render/head-extras.ts';
import { prerenderPages } from './render/render-pages.ts';
import { contentFrameSources } from './render/csp.ts';
import { parseBuildArgs } from './build-args.ts';
import { progress, type StartProgress } from './report/progress.ts';
import { cacheBudgetBytes, pruneCache } from './cache/store.ts';
import { copyContentFiles } from './content/static-files.ts';
import { bootBundle } from './boot.mjs';
import { checkOutDir, isBuildOutput, OutputRefused } from './outputs/out-dir.ts';
import { recordOutput } from './outputs/previous-output.ts';
import { precompressOutput } from './outputs/precompress.ts';
import {
  lockOutput,
  makeWorkDir,
  removeAbandonedSiblings,
  removeFolder,
  removeStaged,
  swapIn,
} from './outputs/publish.ts';
import * as env from './report/env.mjs';

export interface BuildOptions {
  contentDir?: string;
  outDir?: string;
  /** Fixed year for the copyright line (tests and reproducible builds). */
  year?: number;
  quiet?: boolean;
  /** Build this locale only. */
  locale?: string;
  /** false: no .br/.gz copies beside the text files of assets/ (`--no-precompress`). */
  precompress?: boolean;
}

/** One build's place in the world: its folders, its lock and what to undo when it stops early. */
export class BuildRun {
  readonly root = process.cwd();
  readonly contentDir: string;
  readonly outDir: string;
  /** --out as the user reads it in messages: relative to the project when inside it. */
  readonly shownOut: string;
  /** Whether an earlier output was there when the build started (for the failure message). */
  readonly hadOutput: boolean;
  /** The earlier output when it is a build's (its unchanged files are kept: outputs/previous-output.ts). */
  previousOutput: string | undefined;
  work = '';
  private release?: () => void;

  constructor(opts: BuildOptions) {
    this.contentDir = resolveContentDir(opts.contentDir ?? env.contentDir());
    this.outDir = path.resolve(opts.outDir ?? 'dist');
    const rel = path.relative(this.root, this.outDir);
    this.shownOut = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : this.outDir;
    this.hadOutput = fs.existsSync(this.outDir);
  }

  /** Before anything is touched: the output path is checked, then locked; then a work folder is made. */
  begin(): void {
    checkOutDir(this.outDir, { root: this.root, contentDir: this.contentDir, cacheDir: cacheRoot() });
    this.release = lockOutput(this.outDir, this.shownOut);
    removeAbandonedSiblings(this.outDir);
    this.previousOutput = isBuildOutput(this.outDir) ? this.outDir : undefined;
    this.work = makeWorkDir(this.root, cacheRoot());
  }

  /** Removes what this build made and did not publish and releases the lock. Synchronous: signal handlers call it. */
  abandon(): void {
    // Best effort: a step still writing into the work folder (ENOTEMPTY) must not hide the error that stopped the build.
    try {
      if (this.work) fs.rmSync(this.work, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      /* the next build removes a dead build's work folder (makeWorkDir) */
    }
    if (this.release) removeStaged(this.outDir);
    this.release?.();
    this.release = undefined;
  }

  /** Says what became of the output after a failure or an interruption. */
  get outputNote(): string {
    return this.hadOutput
      ? `The previous output in ${this.shownOut} is unchanged.`
      : `Nothing was written to ${this.shownOut}.`;
  }

  /** Swaps the finished site in, then deletes the previous output and the work folder. */
  async publish(built: string): Promise<void> {
    const old = swapIn(built, this.outDir);
    this.release?.();
    this.release = undefined;
    // Deleted last: deleting thousands of files while the build creates thousands more slows every
    // creation on some filesystems (ext4 without a journal skips recently freed inodes; BENCHMARKS.md).
    await Promise.all([old, this.work].map((d) => d && removeFolder(d)));
  }
}

/**
 * esbuild's service process (started for site.config.ts and the MCP server's bundle) stays alive until
 * this process exits, holding ~80 MB through the bundle step, the build's memory peak: it is stopped once
 * those are done (a later esbuild call starts it again).
 */
async function stopEsbuild(pending: Promise<unknown>): Promise<void> {
  await pending.catch(() => {});
  (await import('esbuild')).stop();
}

export async function buildSite(opts: BuildOptions = {}, run = new BuildRun(opts)): Promise<{ pages: number }> {
  const total = timer();
  // Cache entries this build used are kept however large the site (pruneCache); 1 s of slack for timestamp rounding.
  const startedAt = Date.now() - 1000;
  try {
    run.begin();
    // The MCP server shipped as /mcp.tgz is bundled (or found in the cache) while the content is read.
    const mcpBundle = mcpServerBundle(run.root);
    mcpBundle.catch(() => {}); // reported where it is awaited
    const log = (msg: string) => {
      if (!opts.quiet) console.log(msg);
    };
    const startProgress: StartProgress = (step, n, unit) => progress(step, n, unit, { quiet: opts.quiet });
    const ctx: Steps = {
      run,
      log,
      startProgress,
      year: opts.year ?? new Date().getUTCFullYear(),
      ...(opts.locale ? { locale: opts.locale } : {}),
    };
    const { config, site, contract } = await readContent(ctx);
    const redirects = checkLinks(ctx, site);
    await stopEsbuild(mcpBundle);
    const bundles = await makeBundles(ctx, config, site);
    // The site's config with its blog and search page under the base URL (the same object when it is "/").
    const { table, markdownCopies, made } = await renderPages(ctx, site.config, site, bundles);
    const extras = await writeOutputExtras(ctx, site, { table, markdownCopies }, bundles, contract ?? undefined);
    writeRedirectPages(
      bundles.clientDir,
      redirects,
      path.relative(run.root, path.join(run.contentDir, 'site.config.ts')),
    );
    writeMcpPackage(site, bundles.clientDir, await mcpBundle);
    const kept: [string, string][] = [...made, ...extras.made];
    if (opts.precompress !== false) {
      const t = timer();
      // Page trees and search postings shards are left to the host, as the pages' HTML is (outputs/precompress.ts).
      const trees = new Set(
        [...table.trees.keys()].map((url) => withoutBaseUrl(url, site.config.baseUrl).replace(/^\//, '')),
      );
      const { files, made, copies } = await precompressOutput(
        bundles.clientDir,
        run.previousOutput,
        new Map(kept),
        (rel) => trees.has(rel) || extras.isIndexShard(rel),
      );
      kept.push(...copies);
      log(
        `      precompressed ${files} asset files (.br, .gz; ${files - made} kept from the previous output) in ${t()}`,
      );
    }
    await run.publish(bundles.clientDir);
    // What the next build may keep of this output instead of writing it again.
    recordOutput(run.outDir, kept, bundles.clientDir);
    // The compile and render caches stay within their budget: least recently used entries go first, never this build's.
    for (const dir of ['mdx', 'render', 'search/pages'])
      pruneCache(path.join(cacheRoot(), dir), cacheBudgetBytes(), startedAt);
    log(`Built ${table.routes.length} pages into ${path.relative(run.root, run.outDir)}/ in ${total()}`);
    return { pages: table.routes.length };
  } catch (e) {
    run.abandon();
    throw e;
  }
}

interface Steps {
  run: BuildRun;
  log: (msg: string) => void;
  startProgress: StartProgress;
  year: number;
  locale?: string;
}

/** Step 1: the site config, the API contract and every page. */
async function readContent({ run, log, startProgress, locale }: Steps) {
  // Workers and the bundle process start from a plain JavaScript bundle (prerender/boot.mjs): when it
  // must be made, that happens while the content is read.
  void bootBundle();
  startConfigThread();
  const t = timer();
  const config = await loadSiteConfig(run.contentDir);
  await checkSassFiles(config, run.contentDir);
  // The API contract first: pages render their reference sections from it.
  const contract = await loadContract(run.contentDir);
  // Page trees wait in the work folder, not in memory (prerender/mdx/page-trees.ts).
  const site = await collectSite(config, run.contentDir, startProgress, path.join(run.work, 'trees'), locale);
  if (config.plugins.length) {
    // The site's own plugins (Docusaurus's loadContent/contentLoaded): their global data for usePluginData.
    const { runSitePlugins } = await import('./docusaurus/site-plugins.ts');
    const plugins = await runSitePlugins(config, run.contentDir);
    site.globalData = plugins.globalData;
    for (const note of plugins.notes) console.warn(`warning: ${note}`);
  }
  const locales = site.localized.length > 1 ? ` in ${site.localized.length} locales` : '';
  log(
    `[1/5] content: ${site.docs.length} docs${site.instances.length > 1 ? ` in ${site.instances.length} docs instances` : ''}${locales}, ${site.posts.length} blog posts, ${Object.keys(site.sidebars.sidebars).length} sidebar(s)${contract ? `, API contract of ${contract.operations.size} operations` : ''} (${t()})`,
  );
  return { config, site, contract };
}

/** Step 2: links and anchors, and the site's redirects; returns the redirect pages to write. */
function checkLinks({ run, log }: Steps, site: SiteModel): RedirectPage[] {
  const t = timer();
  const { routes: routeList } = buildRouteTable(site, () => ({ module: '', preload: [], css: [] }));
  const links = checkSiteLinks(
    site,
    routeList.map((r) => r.path),
    [path.join(run.root, 'public'), ...site.images.staticDirs],
    path.join(run.contentDir, 'site.config.ts'),
  );
  const found = links.warned
    ? `${links.warned} broken link${links.warned > 1 ? 's' : ''} (warnings)`
    : 'no broken links or anchors';
  const redirects = redirectPages(
    site,
    routeList.map((r) => r.path),
  );
  const pages = redirects.length ? `, ${redirects.length} redirect page${redirects.length > 1 ? 's' : ''}` : '';
  log(`[2/5] links: checked ${links.checked} links, ${found}${pages} (${t()})`);
  return redirects;
}

interface Bundles {
  clientDir: string;
  serverDir: string;
  searchIndex: ReturnType<Awaited<typeof import('./search/index-build.ts')>['startSearchIndex']> | null;
  algolia: boolean;
}

/** Step 3: the client and server bundles (built, or reused from the bundle cache), static files, search records. */
async function makeBundles({ run, log, year }: Steps, config: SiteConfig, site: SiteModel): Promise<Bundles> {
  const t = timer();
  const { root, contentDir, work } = run;
  const { spoolSearchRecords, startSearchIndex } = await import('./search/index-build.ts');
  const algolia = hostedSearch(config);
  const generated = generatedDir(run.outDir);
  writeGeneratedData(site, year, generated);
  const clientDir = path.join(work, 'client');
  const serverDir = path.join(work, 'server');
  const withImages = [...site.docs, ...site.posts, ...site.pages.filter((p) => p.analysis)];
  const imageRefs = withImages.flatMap((p) => p.analysis.images.map((i) => `${i.url}:${i.hash}`));
  const bundles = new BundleCache({
    root,
    contentDir,
    generatedDir: generated,
    routes: site.fileRoutes,
    linkSettings: site.linkSettings,
    images: site.images,
    imageRefs,
    markdownFormat: config.markdown.format,
    extensions: site.markdown,
    pageFolders: instancePageFolders(site),
    baseUrl: config.baseUrl,
  });
  const reused = bundles.restore(clientDir, serverDir);
  const building = reused ? null : bundles.build(root, clientDir, serverDir);
  // The search records are spooled on this thread while the bundler's process builds (a turn of the
  // event loop first, so that process is started). Hosted search needs no index in the site: records
  // go to Algolia with `npm run search:upload`.
  if (building) await new Promise((resolve) => setImmediate(resolve));
  let spooled: ReturnType<typeof spoolSearchRecords> | null;
  try {
    spooled = algolia ? null : spoolSearchRecords(site, work);
  } finally {
    await building;
  }
  if (building) bundles.save(clientDir, serverDir);
  const copied = copyContentFiles(site.images, withImages, clientDir);
  // The index itself builds in a worker while pages are prerendered (not during the bundles: both
  // at once made the build's memory peak); it is awaited before the output is published.
  const searchIndex = spooled ? startSearchIndex(spooled, clientDir, run.previousOutput, config.baseUrl) : null;
  log(
    `[3/5] bundles: client and server ${reused ? 'unchanged since an earlier build, reused' : 'built'}, ${copied} static and image files (${t()})`,
  );
  return { clientDir, serverDir, searchIndex, algolia };
}

/** Step 4: every route to HTML, with the Markdown copies written meanwhile (finished in step 5). */
async function renderPages(ctx: Steps, config: SiteConfig, site: SiteModel, b: Bundles) {
  const t = timer();
  const { root, contentDir } = ctx.run;
  // The .md copies are written while the pages render (from the compile cache: see startMarkdownCopies).
  const markdownCopies = startMarkdownCopies(site, b.clientDir, ctx.run.previousOutput);
  const table = buildRouteTable(site, pageAssetLookup(root, b.clientDir));
  const extraHead = sharedHead(config, {
    // The index's stable address, not its hashed folder: pages stay the same when the index changes.
    searchIndexUrl: b.searchIndex ? withBaseUrl(SEARCH_INDEX_FILE, config.baseUrl) : undefined,
    algolia: b.algolia,
    feeds: site.posts.length > 0,
  });
  const { rendered, kept, made } = await prerenderPages({
    root,
    contentDir,
    config,
    table,
    clientDir: b.clientDir,
    serverDir: b.serverDir,
    htmlAttrs: htmlAttributes(config),
    extraHead,
    frameSources: contentFrameSources(
      [...site.docs, ...site.posts, ...site.pages, ...site.partials.values()].map((p) => p.analysis),
    ),
    startProgress: ctx.startProgress,
    previousOut: ctx.run.previousOutput,
  }).catch(async (e) => {
    await markdownCopies.stop(); // a failed build leaves no worker writing into its work folder
    throw e;
  });
  removeRegistryChunk(b.clientDir);
  fs.rmSync(path.join(b.clientDir, '.vite'), { recursive: true, force: true });
  ctx.log(
    `[4/5] prerender: ${table.routes.length} routes + ${table.notFounds.length > 1 ? `${table.notFounds.length} 404 pages` : '404.html'}, ${rendered} rendered, ${table.routes.length + table.notFounds.length - rendered} unchanged, ${kept} of them kept from the previous output (${t()})`,
  );
  return { table, markdownCopies, made };
}

/**
 * The page registry (prerender/bundle/page-registry.ts) is a client build entry only so that every
 * page gets a chunk; no page loads it. It names every page chunk, so it would change with any page:
 * it is left out of the output.
 */
function removeRegistryChunk(clientDir: string): void {
  const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  );
  const registry = manifest['prerender/bundle/page-registry.ts'];
  if (registry?.isEntry) fs.rmSync(path.join(clientDir, registry.file), { force: true });
}

/**
 * Step 5: Markdown copies, feeds, sitemap, llms files, and the search index finished. Returns the files
 * made from keys (copies and index, for reuse), and which output files are the index's postings shards
 * (given no precompressed copies).
 */
async function writeOutputExtras(
  ctx: Steps,
  site: SiteModel,
  { table, markdownCopies }: { table: RouteTable; markdownCopies: ReturnType<typeof startMarkdownCopies> },
  b: Bundles,
  contract?: Awaited<ReturnType<typeof loadContract>>,
) {
  const t = timer();
  const copies = await markdownCopies.finish();
  const posts = await feedContent(
    site,
    table,
    () => loadServerEntry(b.serverDir, ctx.run.contentDir, table, site.config.url),
    { root: ctx.run.root, serverDir: b.serverDir },
  );
  const extras = writeExtras(site, table.routes, b.clientDir, copies, posts, contract?.source);
  // The index's stable pointer, not its hashed folder: mcp.json stays the same when the index changes.
  writeAssistantFiles(site, b.clientDir, {
    searchIndexUrl: b.searchIndex ? SEARCH_INDEX_FILE : undefined,
    spec: contract?.spec,
  });
  const indexReport = await b.searchIndex?.done;
  const indexNote =
    indexReport == null
      ? 'reused'
      : `built in ${indexReport.seconds.toFixed(2)} s, ${indexReport.reusedPages} of ${indexReport.pages} pages' text analysed and ${indexReport.reusedFiles} of ${indexReport.files} files written by an earlier build`;
  ctx.log(
    `[5/5] extras: ${copies.routes.size} Markdown copies, ${extras.join(', ')}${b.searchIndex ? `, search ${searchIndexCount(b.searchIndex.urls)} of ${b.searchIndex.records} records (${indexNote})` : ''} (${t()})`,
  );
  // The index folders (relative to the output), whether this build made them or restored them whole.
  const indexFolders = Object.values(b.searchIndex?.urls ?? {}).map(
    (url) => `${path.posix.dirname(withoutBaseUrl(url, site.config.baseUrl).replace(/^\//, ''))}/`,
  );
  const isPostingsShard = b.searchIndex ? (await import('./search/index-files.ts')).isPostingsShard : () => false;
  return {
    made: [...copies.made, ...(indexReport?.made ?? []), ...(b.searchIndex?.restored ?? [])],
    isIndexShard: (rel: string) => isPostingsShard(rel) && indexFolders.some((dir) => rel.startsWith(dir)),
  };
}

/** "index", or "indexes of 3 locales": each locale has its own. */
const searchIndexCount = (urls: Record<string, string>) => {
  const n = Object.keys(urls).length;
  return n > 1 ? `indexes of ${n} locales` : 'index';
};

/** The command line of `npm run build` (prerender/build.mjs starts it from the bundle, or through tsx). */
export function runBuildCli(argv: string[]): void {
  let args: ReturnType<typeof parseBuildArgs>;
  try {
    args = parseBuildArgs(argv);
  } catch (e) {
    console.error(
      `${(e as Error).message}\nUsage: npm run build -- [--content <folder>] [--out <folder>] [--locale <locale>] [--no-precompress] [--quiet]`,
    );
    process.exit(2);
  }
  process.env.NODE_ENV = 'production';
  const run = new BuildRun(args);
  // Ctrl-C or a stop: what this build made goes, the previous output stays (the swap itself is
  // synchronous, so a signal never lands between its two renames).
  const interrupted = (signal: 'SIGINT' | 'SIGTERM') => {
    run.abandon();
    console.error(`\nBuild interrupted (${signal}). ${run.outputNote}`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupted(signal));
  const failed = (e: unknown) => {
    // Ctrl-C stops the whole process group: a child process (the Vite bundle step) may end before
    // this process hears the signal, and its end says so.
    if (e instanceof Interrupted) return interrupted(e.signal === 'SIGTERM' ? 'SIGTERM' : 'SIGINT');
    run.abandon();
    if (e instanceof BuildError) console.error(`\nBuild failed. ${e.message}\n`);
    else console.error('\nBuild failed with an unexpected error:\n', e);
    if (!(e instanceof OutputRefused)) console.error(run.outputNote);
    process.exit(1);
  };
  // Whatever fails, the work folder and the lock go and the previous output stays.
  process.once('uncaughtException', failed);
  buildSite(args, run).catch(failed);
}

// `node --import tsx prerender/build.ts` still works (all through tsx).
const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) runBuildCli(process.argv.slice(2));
