// `npm run build`: validate content, build the client and SSR bundles, prerender every route, write
// sitemap/robots/feeds/llms/search files. The output appears in dist/ only when everything succeeded.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BundleCache } from './bundle/bundle-cache.ts';
import { loadSiteConfig } from './content/config.ts';
import { collectSite } from './content/collect.ts';
import { checkSiteLinks } from './check/links.ts';
import { writeGeneratedData } from './bundle/site-data.ts';
import { buildRouteTable } from './routes/route-data.ts';
import { BuildError } from './report/errors.ts';
import { timer, cacheRoot } from './util.ts';
import { writeExtras } from './outputs/site-files.ts';
import { writeAssistantFiles } from './outputs/assistant-files.ts';
import { feedContent } from './outputs/feeds.ts';
import { loadServerEntry } from './render/server-entry.ts';
import { startMarkdownCopies } from './outputs/markdown/copies.ts';
import { loadContract } from './contract/load.ts';
import { generatedDir } from './bundle/site-data.ts';
import { pageAssetLookup } from './bundle/page-assets.ts';
import { htmlAttributes, sharedHead } from './render/head-extras.ts';
import { prerenderPages } from './render/render-pages.ts';
import { parseBuildArgs } from './build-args.ts';
import { progress, type StartProgress } from './report/progress.ts';
import { cacheBudgetBytes, pruneCache } from './cache/store.ts';
import { copyContentFiles } from './content/static-files.ts';
import { bootBundle } from './boot.mjs';
import { checkOutDir, isBuildOutput, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './outputs/out-dir.ts';

export interface BuildOptions {
  contentDir?: string;
  outDir?: string;
  /** Fixed year for the copyright line (tests and reproducible builds). */
  year?: number;
  quiet?: boolean;
}

/** Work inside the project so the SSR bundle resolves node_modules; one folder per output folder. */
function workDirOf(outDir: string): string {
  return path.resolve('.cache', `build-${Buffer.from(outDir).toString('base64url').slice(-24)}`);
}

export async function buildSite(opts: BuildOptions = {}): Promise<{ pages: number }> {
  const root = process.cwd();
  const contentDir = path.resolve(opts.contentDir ?? process.env.LEXORA_CONTENT_DIR ?? 'content');
  const outDir = path.resolve(opts.outDir ?? 'dist');
  // Before anything is touched: the output folder is replaced whole at the end.
  checkOutDir(outDir, { root, contentDir, cacheDir: cacheRoot() });
  const work = workDirOf(outDir);
  const log = (msg: string) => {
    if (!opts.quiet) console.log(msg);
  };
  const total = timer();
  // Cache entries this build used are kept however large the site (pruneCache); 1 s of slack for timestamp rounding.
  const startedAt = Date.now() - 1000;
  // A failed build must not leave a dist/ that looks complete: remove it first, publish at the end.
  // The old output is moved aside at once and deleted once the new one is published: deleting
  // thousands of files while the build creates thousands more slows every creation on some
  // filesystems (ext4 without a journal skips recently freed inodes one by one; BENCHMARKS.md).
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

  // Workers and the bundle process start from a plain JavaScript bundle (prerender/boot.mjs): when it
  // must be made, that happens while the content is read.
  void bootBundle();

  let t = timer();
  const config = await loadSiteConfig(contentDir);
  // The API contract first: pages render their reference sections from it.
  const contract = await loadContract(contentDir);
  const startProgress: StartProgress = (step, n, unit) => progress(step, n, unit, { quiet: opts.quiet });
  // Page trees wait in the work folder, not in memory (prerender/mdx/page-trees.ts).
  const site = await collectSite(config, contentDir, startProgress, path.join(work, 'trees'));
  log(
    `[1/5] content: ${site.docs.length} docs, ${site.posts.length} blog posts, ${Object.keys(site.sidebars.sidebars).length} sidebar(s)${contract ? `, API contract of ${contract.operations.size} operations` : ''} (${t()})`,
  );

  t = timer();
  const { routes: routeList } = buildRouteTable(site, () => ({ module: '', preload: [], css: [] }));
  const linksChecked = checkSiteLinks(
    site,
    routeList.map((r) => r.path),
    [path.join(root, 'public'), ...site.images.staticDirs],
    path.join(contentDir, 'site.config.ts'),
  );
  log(`[2/5] links: checked ${linksChecked} links, no broken links or anchors (${t()})`);

  t = timer();
  const year = opts.year ?? new Date().getUTCFullYear();
  const { spoolSearchRecords, startSearchIndex } = await import('./search/index-build.ts');
  const algolia = Boolean(config.search.appId && config.search.apiKey && config.search.indexName);
  const generated = generatedDir(outDir);
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
    images: site.images,
    imageRefs,
    markdownFormat: config.markdown.format,
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
  const searchIndex = spooled ? startSearchIndex(spooled, clientDir) : null;
  log(
    `[3/5] bundles: client and server ${reused ? 'unchanged since an earlier build, reused' : 'built'}, ${copied} static and image files (${t()})`,
  );

  t = timer();
  // The .md copies are written while the pages render (from the compile cache: see startMarkdownCopies).
  const markdownCopies = startMarkdownCopies(site, clientDir);
  const table = buildRouteTable(site, pageAssetLookup(root, clientDir));
  const extraHead = sharedHead(config, { searchIndexUrl: searchIndex?.url, algolia });
  const { rendered } = await prerenderPages({
    root,
    contentDir,
    config,
    table,
    clientDir,
    serverDir,
    htmlAttrs: htmlAttributes(config),
    extraHead,
    startProgress,
  }).catch(async (e) => {
    await markdownCopies.stop(); // a failed build leaves no worker writing into its work folder
    throw e;
  });
  fs.rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  log(
    `[4/5] prerender: ${table.routes.length} routes + 404.html, ${rendered} rendered, ${table.routes.length + 1 - rendered} unchanged (${t()})`,
  );

  t = timer();
  const copies = await markdownCopies.finish();
  const posts = await feedContent(site, table, await loadServerEntry(serverDir, contentDir, table));
  const extras = writeExtras(site, table.routes, clientDir, copies, posts, contract?.source);
  writeAssistantFiles(site, clientDir, { searchIndexUrl: searchIndex?.url, spec: contract?.spec });
  const indexReport = await searchIndex?.done;
  const indexNote =
    indexReport == null
      ? 'reused'
      : `built in ${indexReport.seconds.toFixed(2)} s, ${indexReport.reusedPages} of ${indexReport.pages} pages' text analysed and ${indexReport.reusedFiles} of ${indexReport.files} files written by an earlier build`;
  log(
    `[5/5] extras: ${copies.routes.size} Markdown copies, ${extras.join(', ')}${searchIndex ? `, search index of ${searchIndex.records} records (${indexNote})` : ''} (${t()})`,
  );

  fs.writeFileSync(path.join(clientDir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
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
  await fs.promises.rm(trash, { recursive: true, force: true }).catch(() => undefined);
  // The compile and render caches stay within their budget: least recently used entries go first, never this build's.
  for (const dir of ['mdx', 'render', 'search/pages'])
    pruneCache(path.join(cacheRoot(), dir), cacheBudgetBytes(), startedAt);
  log(`Built ${table.routes.length} pages into ${path.relative(root, outDir)}/ in ${total()}`);
  return { pages: table.routes.length };
}

/** The command line of `npm run build` (prerender/build.mjs starts it from the bundle, or through tsx). */
export function runBuildCli(argv: string[]): void {
  let args: ReturnType<typeof parseBuildArgs>;
  try {
    args = parseBuildArgs(argv);
  } catch (e) {
    console.error(`${(e as Error).message}\nUsage: npm run build -- [--content <folder>] [--out <folder>] [--quiet]`);
    process.exit(2);
  }
  process.env.NODE_ENV = 'production';
  buildSite(args).catch((e) => {
    if (e instanceof BuildError) console.error(`\nBuild failed. ${e.message}\n`);
    else console.error('\nBuild failed with an unexpected error:\n', e);
    // Only what this build made is removed: never the --out folder itself.
    const out = path.resolve(args.outDir ?? 'dist');
    if (isBuildOutput(`${out}.partial`)) fs.rmSync(`${out}.partial`, { recursive: true, force: true });
    fs.rmSync(workDirOf(out), { recursive: true, force: true });
    process.exit(1);
  });
}

// `node --import tsx prerender/build.ts` still works (all through tsx).
const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) runBuildCli(process.argv.slice(2));
