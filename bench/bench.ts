// `npm run bench`: builds a generated corpus (or the real site with --site) with the same pipeline as
// the site and prints one figure per line: `name=value unit`.
//   npm run bench -- --pages 1000        a 1,000-page corpus (default)
//   npm run bench -- --site              the real site
//   npm run bench -- --findability       the real site's findability only, with every question not
//                                        answered first and the rank it got (warm build caches kept)
//   npm run bench -- --pages 10000 --search-only
//                                        the search figures only, over the site an earlier run built
//                                        (no build): for query-speed work on a large corpus
//   npm run bench -- --pages 1000 --versions 5 --locales 2
//                                        the corpus in 5 docs versions (4 released copies) and 2 locales
//                                        (every page translated): 10,000 docs pages; per_page_cpu_ms
//                                        compares with a run without them
//   --out DIR                            the built site's folder (default .cache/bench/dist)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { measureSearchInBrowser, type Question } from './search-browser.ts';
import { findabilityThroughMcp } from './findability-mcp.ts';
import { parseFloor } from './parse-floor.ts';
import { firstVisitJsByType, pageTypes } from './first-visit.ts';
import { corpus, measure, type Measured } from './measure.ts';
import { searchIndexSize } from './search-size.ts';

const args = process.argv.slice(2);
const flag = (n: string) => args.includes(n);
const opt = (n: string, d: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const findabilityOnly = flag('--findability');
const searchOnly = flag('--search-only');
const site = flag('--site') || findabilityOnly;
const pages = Number(opt('--pages', '1000'));
const versions = Number(opt('--versions', '1'));
const locales = Number(opt('--locales', '1'));
const root = process.cwd();
/** The first-visit JavaScript budget (gzip KiB) every page type must stay within (BENCHMARKS "First visit"). */
const FIRST_VISIT_BUDGET_KB = 100;
const work = path.resolve('.cache/bench');
fs.mkdirSync(work, { recursive: true });

function gz(buf: Buffer | string): number {
  return zlib.gzipSync(buf, { level: 9 }).length;
}

// The build's persistent caches live here; the first build of a run starts with none (a cold build).
const cacheDir = path.join(work, 'cache');

async function runBuild(contentDir: string, outDir: string): Promise<Measured> {
  const run = await measure([process.execPath, 'prerender/build.mjs', '--content', contentDir, '--out', outDir], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LEXORA_GENERATED_DIR: path.join(work, 'generated'),
      LEXORA_CACHE_DIR: cacheDir,
    },
  });
  if (run.code !== 0) {
    console.error(run.output);
    throw new Error(`build failed (exit ${run.code})`);
  }
  return run;
}

const QUERIES = [
  'install',
  'cache',
  'configure the router',
  'deploy',
  'token',
  'stream buffer',
  'migration',
  'retry timeout',
  'plugin',
  'search index',
  'rollback',
  'schema validation',
];

/** Total gzip size of the offline index files (what a reader would fetch to search everything). */
let contentDir: string;
let typical: string;
/** The page the incremental-rebuild step edits (relative to the content folder). */
let changedPage: string;
if (site) {
  // A copy, so the incremental-rebuild step never edits the real content.
  contentDir = path.join(work, 'site-content');
  fs.rmSync(contentDir, { recursive: true, force: true });
  fs.cpSync(path.resolve('content'), contentDir, { recursive: true });
  typical = '/docs/api/tone/';
  changedPage = 'docs/api/tone.mdx';
} else {
  const generated = await corpus(root, work, pages, { versions, locales });
  contentDir = generated.contentDir;
  typical = generated.typical;
  changedPage = generated.docs[0];
}

const outDir = path.resolve(opt('--out', path.join(work, 'dist')));
if (searchOnly && !fs.existsSync(path.join(outDir, typical, 'index.html'))) {
  console.error(
    `--search-only: ${outDir} holds no build of this corpus (no ${typical}); run the bench without it first`,
  );
  process.exit(1);
}
// A cold build starts with no cache and no earlier output. Both are moved aside, not deleted, and
// deleted when the run ends: on ext4 without a journal (this project's machines) creating files
// within minutes of deleting many is several times slower (20,000 files: 0.5 s, 4.6 s after deleting
// 20,000), so deleting 100,000 cache files just before the cold build would time the filesystem,
// not the build. The build's own deletion of its previous output (in the rebuild) stays measured.
const benchTrash = path.join(work, 'trash');
if (!findabilityOnly && !searchOnly) {
  fs.mkdirSync(benchTrash, { recursive: true });
  for (const old of [cacheDir, outDir]) {
    if (!fs.existsSync(old)) continue;
    try {
      fs.renameSync(old, path.join(benchTrash, `${path.basename(old)}-${Date.now()}`));
    } catch {
      fs.rmSync(old, { recursive: true, force: true }); // --out on another filesystem
    }
  }
}
const emptyTrash = () => fs.rmSync(benchTrash, { recursive: true, force: true });
process.on('exit', emptyTrash);
const cold = searchOnly ? { wall: 0, peakKb: 0, cpuS: 0, output: '', code: 0 } : await runBuild(contentDir, outDir);
const builtPages = Number(/Built (\d+) pages/.exec(cold.output)?.[1] ?? 0);
const typicalRoute = fs.existsSync(path.join(outDir, typical, 'index.html'))
  ? typical
  : (() => {
      throw new Error(`typical page ${typical} not found`);
    })();
const questions = site
  ? (JSON.parse(fs.readFileSync(path.resolve('bench/findability.json'), 'utf8')).questions as Question[])
  : undefined;
/** Seconds the build spent indexing for search ("reused" when an earlier build's index was reused). */
const indexBuild = (output: string) => /search index of \d+ records \((?:built in ([\d.]+) s|reused)/.exec(output);
const search = await measureSearchInBrowser(outDir, typicalRoute, QUERIES, questions);
// The real site's typical page is an API reference page; its docs home is a plain docs page.
const firstVisit =
  findabilityOnly || searchOnly
    ? {}
    : await firstVisitJsByType(
        outDir,
        pageTypes(outDir, site ? { doc: '/docs/', api: typicalRoute } : { doc: typicalRoute }),
      );
const indexSize = searchIndexSize(outDir);
const firstVisitMax = Math.max(0, ...Object.values(firstVisit));
const lines = [
  `build_wall_s=${cold.wall.toFixed(2)} s`,
  `build_cpu_s=${cold.cpuS.toFixed(1)} s`,
  `peak_rss_mb=${(cold.peakKb / 1024).toFixed(0)} MB`,
  `pages=${builtPages} pages`,
  `per_page_cpu_ms=${builtPages ? ((cold.cpuS * 1000) / builtPages).toFixed(1) : '0'} ms`,
  `per_page_peak_rss_kb=${builtPages ? (cold.peakKb / builtPages).toFixed(0) : '0'} KB`,
  `first_visit_js_gz_kb=${(firstVisitMax / 1024).toFixed(1)} KB`,
  // The same figure under the name CI's log is read for, beside the budget it is checked against.
  `first_visit_max_kb=${(firstVisitMax / 1024).toFixed(1)} KB`,
  `first_visit_budget_kb=${FIRST_VISIT_BUDGET_KB} KB`,
  ...Object.entries(firstVisit).map(([type, bytes]) => `first_visit_js_gz_kb_${type}=${(bytes / 1024).toFixed(1)} KB`),
  `page_html_gz_kb=${(gz(fs.readFileSync(path.join(outDir, typicalRoute, 'index.html'))) / 1024).toFixed(1)} KB`,
  // The default locale's index (a reader downloads only their locale's); the largest locale's beside it.
  `search_index_gz_kb=${(indexSize.defaultLocale / 1024).toFixed(1)} KB`,
  `search_index_gz_kb_max_locale=${(indexSize.maxLocale / 1024).toFixed(1)} KB`,
  `search_first_query_kb=${search.firstQueryKb.toFixed(1)} KB`,
  `search_query_p95_ms=${search.p95Ms.toFixed(2)} ms`,
  `search_index_build_s=${indexBuild(cold.output)?.[1] ?? '0'} s`,
];
if (search.findability) {
  const f = search.findability;
  lines.push(`findability_top1_pct=${f.top1.toFixed(1)} %`, `findability_top5_pct=${f.top5.toFixed(1)} %`);
  // The same questions through the MCP server's search_docs, printed beside the modal's figures.
  const mcp = await findabilityThroughMcp(outDir, questions!);
  lines.push(`findability_mcp_top1_pct=${mcp.top1.toFixed(1)} %`, `findability_mcp_top5_pct=${mcp.top5.toFixed(1)} %`);
  if (flag('--misses') || findabilityOnly) {
    for (const m of f.misses) console.error(`rank ${m.rank ?? '-'}: ${JSON.stringify(m.q)} -> ${m.got.join(' ')}`);
    for (const m of mcp.misses)
      console.error(`search_docs rank ${m.rank ?? '-'}: ${JSON.stringify(m.q)} -> ${m.got.join(' ')}`);
  }
}
if (findabilityOnly || searchOnly) {
  const wanted = (l: string) =>
    l.startsWith('findability_') || (searchOnly && l.startsWith('search_') && !l.startsWith('search_index_build'));
  console.log(lines.filter(wanted).join('\n'));
  process.exit(0);
}
// Incremental rebuild: one page's text changes (not its title), then the build runs again with the
// caches the cold build left. The page is restored afterwards.
const changed = path.join(contentDir, changedPage);
const original = fs.readFileSync(changed, 'utf8');
try {
  fs.writeFileSync(
    changed,
    `${original.trimEnd()}\n\nThis paragraph was added by the benchmark to measure an incremental rebuild.\n`,
  );
  const warm = await runBuild(contentDir, outDir);
  lines.push(
    `rebuild_one_page_wall_s=${warm.wall.toFixed(2)} s`,
    `rebuild_speedup=${(cold.wall / warm.wall).toFixed(1)} x`,
    // The one-page rebuild as a fraction of the cold build of the same run (wall and CPU).
    `rebuild_fraction=${(warm.wall / cold.wall).toFixed(3)} ratio`,
    `rebuild_cpu_fraction=${(warm.cpuS / cold.cpuS).toFixed(3)} ratio`,
    `search_index_rebuild_s=${indexBuild(warm.output)?.[1] ?? '0'} s`,
  );
} finally {
  fs.writeFileSync(changed, original);
}
// The Markdown parser's own cost (bench/parse-floor.ts): the least wall time any cold build of this
// corpus can take on this machine for parsing alone, next to build_wall_s.
const floor = parseFloor(contentDir);
lines.push(`parse_only_cpu_s=${floor.cpuS.toFixed(2)} s`, `parse_only_floor_s=${floor.floorS.toFixed(2)} s`);
console.log(lines.join('\n'));
// The one figure checked here: the bytes do not depend on the machine's load, so a page type over the
// budget is a change that added to every reader's first visit, and CI's bench run fails on it.
if (firstVisitMax / 1024 > FIRST_VISIT_BUDGET_KB) {
  const over = Object.entries(firstVisit).filter(([, bytes]) => bytes / 1024 > FIRST_VISIT_BUDGET_KB);
  console.error(
    `First-visit JavaScript over the ${FIRST_VISIT_BUDGET_KB} KB budget: ${over
      .map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)} KB`)
      .join(', ')} (see BENCHMARKS.md, "First visit").`,
  );
  process.exitCode = 1;
}
