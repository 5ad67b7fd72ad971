// How the build, its worker threads and its Vite bundle child process load the build's own
// TypeScript. Plain JavaScript itself (with types in boot.d.mts): it runs before any TypeScript can.
//
// Through tsx, each of them starts a module-loader hooks thread and transpiles every module as it
// loads: about a second of CPU per thread, and each worker starts about a second late. Instead,
// esbuild bundles these entry points once into plain ES modules under <cache>/boot/<hash>/, keyed by
// the content of every file they can import (prerender/, src/shared/, vite.config.ts), the options
// and the versions of esbuild and Node, so a changed source is never run stale and an unchanged one
// is bundled once. When bundling fails for any reason, or LEXORA_BOOT=tsx, they run through tsx as
// before (worker-boot.mjs registers it in a worker); a build never breaks because of this module.
//
// What bundling must not change:
// - `import.meta.url` in a bundled module still names its own source file (a per-module constant),
//   so paths relative to a module (worker URLs, the source digests of cache-store.ts) are as before.
// - Packages stay external and resolve at run time, as under tsx; the cache may live outside the
//   project (LEXORA_CACHE_DIR), so each bundle folder holds a node_modules link to the project's.
//   Node resolves links to real paths, so a package is the same module either way.
// - This module stays outside the bundle (imported from its own file), so the build and the
//   launcher (build.mjs) share one decision per process.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as env from './report/env.mjs';
import { entriesToPrune, namedEntries, removeEntries } from './cache/prune.mjs';

/** Modules that run as a thread's or a process's entry (paths under prerender/, without `.ts`); see BootEntry. */
const ENTRIES = [
  'build',
  'mdx/compile-worker',
  'outputs/markdown/copies-worker',
  'search/index-worker',
  'render/render-worker',
  'bundle/bundle-child',
];

/** Bumped when the way bundles are made changes in a way the inputs below do not show. */
const BOOT_FORMAT = 2;
/**
 * Bundles kept in <cache>/boot past the KEEP most recently used: those used within the last hour,
 * since a build still running may start a worker from one. Each is a few hundred KB.
 */
const KEEP = 4;
const IN_USE_MS = 60 * 60 * 1000;

/** This project (the folder above prerender/). */
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Everything a bundled entry may import from the project; bundle() refuses a bundle that read anything else. */
const SOURCES = ['prerender', 'src/shared', 'vite.config.ts', 'tsconfig.json', 'tsconfig.base.json', 'package.json'];

/** As util.ts's cacheRoot(), which this module cannot import (it is TypeScript). */
const cacheRoot = () => path.resolve(env.cacheDir());

/** @param {string[]} parts */
function sha256(...parts) {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** Every file under `dir`, in a fixed order. @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** @param {string} msg */
const debug = (msg) => {
  if (env.debug()) console.error(`boot: ${msg}`);
};

/** @type {Promise<string | null> | undefined} */
let pending;

/**
 * The folder of the bundled entries, or null when they run through tsx. Bundles at most once per
 * process; the build calls it early so that the (cold) bundling overlaps with reading the content.
 */
export function bootBundle() {
  return (pending ??= (async () => {
    if (env.bootThroughTsx()) {
      debug('LEXORA_BOOT=tsx: the build, its workers and the bundle process run TypeScript through tsx');
      return null;
    }
    try {
      return await bundleEntries(root, path.join(cacheRoot(), 'boot'));
    } catch (e) {
      debug(
        `bundling failed, the build, its workers and the bundle process run TypeScript through tsx: ${e instanceof Error ? e.message : String(e)}`,
      );
      return null;
    }
  })());
}

/**
 * The cache key: every source file a bundle may be made of (path and content), and how it is made.
 * @param {string} root @param {string} esbuildVersion
 */
function bootKey(root, esbuildVersion) {
  const parts = [String(BOOT_FORMAT), esbuildVersion, process.version, root];
  const files = SOURCES.map((s) => path.join(root, s)).flatMap((p) =>
    fs.statSync(p).isDirectory() ? listFiles(p) : [p],
  );
  for (const f of files) parts.push(path.relative(root, f), sha256(fs.readFileSync(f, 'latin1')));
  return sha256(...parts);
}

/**
 * Bundles the entries of the project at `root` into a folder under `cacheDir` named by their key, or
 * finds it there; returns that folder. Throws when they cannot be bundled.
 * @param {string} root @param {string} cacheDir @returns {Promise<string>}
 */
export async function bundleEntries(root, cacheDir) {
  const started = performance.now();
  const esbuild = await import('esbuild');
  const dir = path.join(cacheDir, bootKey(root, esbuild.version).slice(0, 32));
  if (fs.existsSync(path.join(dir, 'entries.json')) && intact(dir)) {
    const now = new Date();
    fs.utimesSync(dir, now, now); // recently used: kept by prune()
    debug(
      `the build, its workers and the bundle process run the plain JavaScript bundle in ${dir} (reused, ${(performance.now() - started).toFixed(0)} ms)`,
    );
    return dir;
  }
  const tmp = `${dir}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRIES.map((e) => ({ in: path.join(root, 'prerender', `${e}.ts`), out: e })),
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true, // the entries share most of their modules: write them once
      chunkNames: 'chunks/[name]-[hash]',
      packages: 'external',
      platform: 'node',
      format: 'esm',
      // As tsx transpiles: for this Node, names kept (bundling renames clashing top-level names).
      target: `node${process.versions.node}`,
      keepNames: true,
      define: { 'import.meta.url': '__lexora_module_url' },
      plugins: [moduleUrls, ownModule],
      metafile: true,
      logLevel: 'silent',
    });
    // A bundle made of a file outside SOURCES would not be rebuilt when that file changes.
    const outside = Object.keys(result.metafile.inputs).filter(
      (f) => !f.includes('node_modules/') && !SOURCES.some((s) => f === s || f.startsWith(`${s}/`)),
    );
    if (outside.length) throw new Error(`the entries import files the cache key does not cover: ${outside.join(', ')}`);
    // Packages are found through this link only: without a node_modules folder in the project
    // (hoisted higher up, say) the entries run through tsx, which resolves them from the sources.
    const modules = path.join(root, 'node_modules');
    if (!fs.existsSync(modules)) throw new Error(`no ${modules} to resolve packages from`);
    fs.symlinkSync(modules, path.join(tmp, 'node_modules'), 'junction');
    // Written last: a folder with it is complete. It holds every file's checksum, checked before use.
    fs.writeFileSync(path.join(tmp, 'entries.json'), JSON.stringify({ entries: ENTRIES, sums: checksums(tmp) }));
    try {
      fs.renameSync(tmp, dir);
    } catch (e) {
      // Another build stored the same bundle first: use that one.
      if (!fs.existsSync(path.join(dir, 'entries.json'))) throw e;
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  prune(cacheDir);
  debug(
    `the build, its workers and the bundle process run the plain JavaScript bundle in ${dir} (bundled in ${(performance.now() - started).toFixed(0)} ms)`,
  );
  return dir;
}

/** The SHA-256 of every bundled file under `dir` (the node_modules link aside). @param {string} dir */
function checksums(dir) {
  /** @type {Record<string, string>} */
  const sums = {};
  const walk = (/** @type {string} */ d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) sums[path.relative(dir, full)] = sha256(fs.readFileSync(full, 'latin1'));
    }
  };
  walk(dir);
  return sums;
}

/**
 * Whether a stored bundle still holds what was written: a damaged one (a file emptied, truncated or
 * changed) gets a one-line warning naming it and is removed, to be bundled again.
 * @param {string} dir
 */
function intact(dir) {
  let damaged = 'entries.json';
  try {
    const { sums } = JSON.parse(fs.readFileSync(path.join(dir, 'entries.json'), 'utf8'));
    const found = checksums(dir);
    delete found['entries.json'];
    const names = Object.keys(sums);
    damaged =
      names.find((f) => found[f] !== sums[f]) ??
      Object.keys(found).find((f) => !(f in sums)) ??
      (names.length ? '' : damaged);
    if (!damaged) return true;
  } catch {
    /* unreadable entries.json */
  }
  console.warn(
    `warning: cache entry ${path.relative(process.cwd(), path.join(dir, damaged))} is damaged (its checksum does not match); it is made again`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  return false;
}

/** Gives each project module a constant with its own URL, which `import.meta.url` is defined as. @type {import('esbuild').Plugin} */
const moduleUrls = {
  name: 'lexora:module-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const code = fs.readFileSync(args.path, 'utf8');
      const loader = /\.[cm]?tsx?$/.test(args.path)
        ? args.path.endsWith('x')
          ? 'tsx'
          : 'ts'
        : args.path.endsWith('x')
          ? 'jsx'
          : 'js';
      if (!code.includes('import.meta')) return { contents: code, loader };
      return {
        contents: `const __lexora_module_url = ${JSON.stringify(pathToFileURL(args.path).href)};${code}`,
        loader,
      };
    });
  },
};

/** Leaves this module out of the bundle: the bundle imports it from its file. @type {import('esbuild').Plugin} */
const ownModule = {
  name: 'lexora:boot-module',
  setup(build) {
    build.onResolve({ filter: /(^|\/)boot\.mjs$/ }, (args) => ({
      path: pathToFileURL(path.resolve(args.resolveDir, args.path)).href,
      external: true,
    }));
  },
};

/** Removes bundles past KEEP that no build has used for an hour, and folders left by a process that died while bundling. */
/** @param {string} cacheDir */
function prune(cacheDir) {
  try {
    const policy = { keepNewest: KEEP, minIdleMs: IN_USE_MS };
    removeEntries(entriesToPrune(namedEntries(cacheDir, /^[0-9a-f]{32}$/), policy));
    removeEntries(entriesToPrune(namedEntries(cacheDir, /^(?![0-9a-f]{32}$)/), { ...policy, keepNewest: 0 }));
  } catch {
    /* another build pruned meanwhile */
  }
}

/**
 * Starts `entry` in a worker thread: from the bundle, or through tsx (worker-boot.mjs).
 * @param {string} entry @param {import('node:worker_threads').WorkerOptions & { workerData?: object }} options
 */
export async function startWorker(entry, options) {
  const dir = await bootBundle();
  if (dir) return new Worker(pathToFileURL(path.join(dir, `${entry}.mjs`)), options);
  return new Worker(new URL('./worker-boot.mjs', import.meta.url), {
    ...options,
    workerData: { ...options.workerData, module: `./${entry}.ts` },
  });
}

/**
 * Starts `entry` in a child process: from the bundle, or through tsx.
 * @param {string} entry @param {import('node:child_process').ForkOptions} options
 */
export async function forkEntry(entry, options) {
  const dir = await bootBundle();
  if (dir) return fork(path.join(dir, `${entry}.mjs`), [], { ...options, execArgv: [] });
  return fork(path.join(root, 'prerender', `${entry}.ts`), [], { ...options, execArgv: ['--import', 'tsx'] });
}
