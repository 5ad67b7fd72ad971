// The LEXORA_* environment variables: every one the build, the dev server, the benchmarks and the
// tests' setup read is read here, and only here (README "Environment variables" lists them). Each is
// read when asked, not when this module loads: tests change some between builds in one process.
// Plain JavaScript, as boot.mjs (which runs before any TypeScript can) reads three of them; the types
// are in env.d.mts.

/** @param {string} name */
const read = (name) => process.env[name];

/** The content folder when no `--content` is given (default `content`). */
export const contentDir = () => read('LEXORA_CONTENT_DIR') ?? 'content';

/** The folder of the build's persistent caches (compiled MDX, rendered pages, bundles, boot bundle); default `.cache`. */
export const cacheDir = () => read('LEXORA_CACHE_DIR') ?? '.cache';

/** The budget, in MB, of each of the compile and render caches, past which they are pruned; default 1024. */
export function cacheBudgetMb() {
  const mb = Number(read('LEXORA_CACHE_BUDGET_MB'));
  return Number.isFinite(mb) && mb > 0 ? mb : 1024;
}

/** Where the site data the bundles import (`@generated/…`) is written, when set and not empty. */
export const generatedDir = () => read('LEXORA_GENERATED_DIR') || undefined;

/** Seconds a site's config file (site.config.ts, sidebars.ts) may take to run; default 20. */
export function configTimeoutSeconds() {
  const s = Number(read('LEXORA_CONFIG_TIMEOUT_S'));
  return Number.isFinite(s) && s > 0 ? s : 20;
}

/** Seconds a site remark/rehype plugin may take on one page (its transformer); default 60. */
export function pageTimeoutSeconds() {
  const s = Number(read('LEXORA_PAGE_TIMEOUT_S'));
  return Number.isFinite(s) && s > 0 ? s : 60;
}

/** False under LEXORA_BUILD_WORKERS=0: no worker threads (compile, render, `.md` copies, search index). */
export const buildWorkers = () => read('LEXORA_BUILD_WORKERS') !== '0';

/** Routes from which the prerender step starts a second render thread; default 2000. */
export const renderWorkerMinRoutes = () => Number(read('LEXORA_RENDER_WORKER_MIN_ROUTES')) || 2000;

/** Pages from which the `.md` copies are written in a worker thread; default 200. */
export const copyWorkerMinPages = () => Number(read('LEXORA_COPY_WORKER_MIN_PAGES') ?? 200);

/** False under LEXORA_SIDEBAR_SPLICE=0: every sidebar category is rendered on every page (the splice test compares). */
export const sidebarSplicing = () => read('LEXORA_SIDEBAR_SPLICE') !== '0';

/** Set (to anything): the build says on stderr what it decided (threads, bundle, cache) and why a worker failed. */
export const debug = () => Boolean(read('LEXORA_DEBUG'));

/** LEXORA_BOOT=tsx: the build runs its TypeScript through tsx instead of the esbuild bundle (boot.mjs). */
export const bootThroughTsx = () => read('LEXORA_BOOT') === 'tsx';

/** LEXORA_VITE_LOG=info: Vite's own log at `info` level (default `warn`). */
export const viteLogLevel = () => (read('LEXORA_VITE_LOG') === 'info' ? 'info' : 'warn');

/** Set: the benchmarks list the files they measured. */
export const benchVerbose = () => Boolean(read('LEXORA_BENCH_VERBOSE'));

/** Set: the browser tests reuse the site a previous run built, when there is one. */
export const testReuseBuild = () => Boolean(read('LEXORA_TEST_REUSE_BUILD'));
