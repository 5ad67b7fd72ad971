// Imports a TypeScript config file of the content (site.config.ts, sidebars.ts). A syntax error or an
// exception while it runs becomes one report with the file's line, not a stack trace of the loader.
// The file runs in a worker thread with a time limit (config-worker.mjs): an endless loop in it ends
// the build with a report naming the file instead of hanging it silently.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { Worker } from 'node:worker_threads';
import { BuildError } from '../report/errors.ts';
import { cacheRoot, packageName } from '../util.ts';
import * as env from '../report/env.mjs';
import { raceWithWatchdog } from './watchdog.ts';

/** Seconds a config file may take to run; LEXORA_CONFIG_TIMEOUT_S changes it. */
export function configTimeoutSeconds(): number {
  return env.configTimeoutSeconds();
}

/**
 * `fn()` stopped after `seconds` when it has not returned: an endless loop in a module a config runs
 * in this thread (where a worker cannot be used because the values it makes, functions and proxies,
 * cannot be copied between threads) throws the located `timeoutError` instead of hanging. V8's own
 * watchdog (vm's `timeout`) interrupts the synchronous code, whatever function it is in.
 */
export function callWithTimeLimit<T>(
  fn: () => T,
  rel: string,
  opts: { plainData?: boolean; error?: (seconds: number) => Error; seconds?: number } = {},
): T {
  const seconds = opts.seconds ?? configTimeoutSeconds();
  const key = `__lexoraTimed${++lastTimed}`;
  const g = globalThis as Record<string, unknown>;
  g[key] = fn;
  try {
    return new vm.Script(`globalThis.${key}()`).runInThisContext({ timeout: seconds * 1000 }) as T;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw opts.error?.(seconds) ?? timeoutError(rel, seconds, opts.plainData ?? true);
    throw e;
  } finally {
    delete g[key];
  }
}
let lastTimed = 0;

/**
 * `promise`, or the located `timeoutError` when it has not settled after `seconds`. Code that holds
 * this thread past the limit after an `await` (a loop in an async config function) is stopped by the
 * watchdog (./watchdog.ts), so the report comes instead of a hang.
 */
export async function settleWithTimeLimit<T>(
  promise: Promise<T>,
  rel: string,
  seconds = configTimeoutSeconds(),
  plainData = true,
): Promise<T> {
  return raceWithWatchdog(promise, seconds * 1000, () => timeoutError(rel, seconds, plainData));
}

interface EsbuildMessage {
  text: string;
  location?: { file?: string; line: number; column: number } | null;
}

const UNRESOLVED = /^Could not resolve "([^"]+)"/;

/** What to do about an import esbuild could not resolve: a file to fix the path of, or a package to install. */
function unresolvedHint(text: string, contentDir: string): string | undefined {
  const spec = UNRESOLVED.exec(text)?.[1];
  if (!spec) return undefined;
  const name = packageName(spec);
  if (!name)
    return /^[./]/.test(spec) || path.isAbsolute(spec) ? 'no such file: fix the path, or add the file' : undefined;
  const where = path.relative(process.cwd(), contentDir) || '.';
  return `the package ${name} is not installed: install it in the content folder (cd ${where} && npm install ${name}), or remove the import`;
}

export async function importConfigFile(file: string): Promise<Record<string, unknown>> {
  const rel = path.relative(process.cwd(), file) || file;
  try {
    return await importCompiled(file, rel);
  } catch (e) {
    if (e instanceof BuildError) throw e;
    const errors = (e as { errors?: EsbuildMessage[] }).errors;
    if (Array.isArray(errors) && errors.length) {
      const unresolved = errors.every((m) => UNRESOLVED.test(m.text));
      throw new BuildError(
        unresolved
          ? `${path.basename(file)} imports what cannot be found.`
          : `${path.basename(file)} has a syntax error.`,
        errors.map((m) => ({
          // The file the error is in: the config or a file it imports (a remark plugin of the site).
          file: m.location?.file ? path.relative(process.cwd(), path.resolve(m.location.file)) : rel,
          line: m.location?.line,
          column: m.location ? m.location.column + 1 : undefined,
          message: m.text,
          hint: unresolvedHint(m.text, path.dirname(file)) ?? 'fix the TypeScript syntax at this line',
        })),
      );
    }
    const err = e instanceof Error ? e : new Error(String(e));
    // A runtime error: its stack names the config file's line when it threw there.
    const at = new RegExp(`${path.basename(file).replace(/[.]/g, '\\.')}(?:\\?[^:]*)?:(\\d+)(?::(\\d+))?`).exec(
      err.stack ?? '',
    );
    throw new BuildError(`${path.basename(file)} failed to load.`, [
      {
        file: rel,
        line: at ? Number(at[1]) : undefined,
        message: `${err.name}: ${err.message}`,
        hint: `${path.basename(file)} must be plain data (an \`export default { … }\`); fix the expression at this line`,
      },
    ]);
  }
}

/**
 * The file compiled by esbuild (with what it imports) into a temporary module under the cache folder,
 * given to `run`, then deleted. A syntax error throws esbuild's failure (its `errors` are reported by
 * importConfigFile). `sourcemap`: the module carries an inline source map, so an exception's stack
 * names the config file's own lines. `format` `cjs`: a CommonJS module (`.cjs`), which `require`
 * runs synchronously, so within callWithTimeLimit.
 */
async function compileConfig<T>(
  file: string,
  opts: { sourcemap: boolean; format?: 'esm' | 'cjs' },
  run: (url: string) => Promise<T>,
): Promise<T> {
  const esbuild = await import('esbuild');
  const format = opts.format ?? 'esm';
  const name = `config-${process.pid}-${Math.random().toString(36).slice(2)}.${format === 'cjs' ? 'cjs' : 'mjs'}`;
  const out = path.join(cacheRoot(), 'boot', name);
  try {
    await esbuild.build({
      entryPoints: [file],
      outfile: out,
      bundle: true,
      format,
      platform: 'node',
      target: `node${process.versions.node}`,
      ...(opts.sourcemap ? { sourcemap: 'inline' as const } : {}),
      // A CommonJS package the file imports (typescript, which a Docusaurus site's remark plugin imports)
      // requires Node's modules; an ES module bundle has no `require` of its own ("Dynamic require of
      // "fs" is not supported"). esbuild renames a module's own `require`, so this one does not clash.
      ...(format === 'esm'
        ? {
            banner: {
              js: "import { createRequire as __lexoraCreateRequire } from 'node:module';\nconst require = __lexoraCreateRequire(import.meta.url);",
            },
          }
        : {}),
      plugins: [ownPaths(), installedPackagesStay(format)],
      logLevel: 'silent',
    });
    return await run(pathToFileURL(out).href);
  } finally {
    fs.rmSync(out, { force: true });
  }
}

const LOADERS: Record<string, import('esbuild').Loader> = {
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
};

/**
 * Each bundled file keeps its own location, as when Docusaurus loads its config (jiti runs every file where it
 * is). `import.meta.url`, `.dirname` and `.filename` name the file they are in: a bundle's would name the bundle
 * in the cache, and a CommonJS bundle has none (an ES module package bundled into one, as @electron/get's
 * `createRequire(import.meta.url)` under Electron's remark plugins, threw on every page). `__dirname` and
 * `__filename` in the site's own files (not packages, which have their own in CommonJS) name those files too:
 * Electron's remark plugins find its docs folder with `path.join(__dirname, '..', '..', 'docs')`. Declared on
 * the file's first line (after a `#!` line), so line numbers in errors stay the file's; a file that declares
 * them itself keeps its own.
 */
function ownPaths(): import('esbuild').Plugin {
  return {
    name: 'lexora:own-paths',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        const values = { __dirname: path.dirname(args.path), __filename: args.path };
        const meta: Record<string, string> = { url: pathToFileURL(args.path).href, ...values };
        let contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) =>
          JSON.stringify(meta[key === 'url' ? 'url' : `__${key}`]),
        );
        const own = !/[\\/]node_modules[\\/]/.test(args.path);
        const used = ['__dirname', '__filename'].filter(
          (n) =>
            own &&
            new RegExp(`\\b${n}\\b`).test(source) &&
            !new RegExp(`\\b(?:const|let|var|function|class|import)\\b[^;=\\n]*\\b${n}\\b`).test(source),
        );
        // Returned even when unchanged: esbuild would otherwise read the file a second time.
        if (used.length) {
          const declare = `var ${used.map((n) => `${n} = ${JSON.stringify(values[n as keyof typeof values])}`).join(', ')}; `;
          const shebang = contents.startsWith('#!') ? contents.indexOf('\n') + 1 : 0;
          contents = contents.slice(0, shebang) + declare + contents.slice(shebang);
        }
        return { contents, loader: LOADERS[path.extname(args.path)] ?? 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Installed packages the file imports (a Docusaurus site's remark plugins in its content folder's
 * node_modules) are not bundled but imported from where they are, as Node runs them: a bundled package
 * loses its own location (typescript finds its lib files next to its `__filename`) and its CommonJS
 * `require`s of Node's modules. The bundle names each by its resolved file.
 */
function installedPackagesStay(format: 'esm' | 'cjs'): import('esbuild').Plugin {
  return {
    name: 'lexora:installed-packages-stay',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if ((args.pluginData as { inner?: boolean } | undefined)?.inner) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { inner: true },
        });
        if (found.errors.length || found.external || !/[\\/]node_modules[\\/]/.test(found.path)) return undefined;
        if (!/\.[cm]?js$/.test(found.path)) return undefined;
        // Node 20's require() cannot load an ES module: in a CommonJS bundle those stay bundled.
        if (format === 'cjs' && isEsModule(found.path)) return undefined;
        return { path: format === 'esm' ? pathToFileURL(found.path).href : found.path, external: true };
      });
    },
  };
}

/** Whether Node runs `file` as an ES module (`.mjs`, or `.js` under a package.json with `"type": "module"`). */
function isEsModule(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (file.endsWith('.cjs')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (!fs.existsSync(pkg)) continue;
    try {
      return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { type?: string }).type === 'module';
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The file's exports, run by a worker thread (a new module each time, so a rebuild in the same process
 * sees an edited file) with the time limit.
 */
async function importCompiled(file: string, rel: string): Promise<Record<string, unknown>> {
  configWorker(); // the thread starts while esbuild compiles
  return compileConfig(file, { sourcemap: true }, (url) => runInWorker(url, rel));
}

/**
 * The config's module imported in this thread, for the values that cannot be copied from the config
 * thread (the site's remark/rehype plugins are functions). It runs with the time limit too (as a
 * CommonJS module, which runs synchronously; a config with a top-level await, which CommonJS cannot
 * hold, is imported as ES module, its evaluation raced against the limit with the watchdog).
 */
export async function importConfigInProcess(file: string): Promise<Record<string, unknown>> {
  const rel = path.relative(process.cwd(), file) || file;
  const load = createRequire(import.meta.url);
  try {
    return await compileConfig(file, { sourcemap: false, format: 'cjs' }, async (url) => ({
      ...(callWithTimeLimit(() => load(fileURLToPath(url)), rel) as Record<string, unknown>),
    }));
  } catch (e) {
    const errors = (e as { errors?: EsbuildMessage[] }).errors;
    if (!errors?.some((m) => /top-level await/i.test(m.text))) throw e;
    return compileConfig(file, { sourcemap: false }, async (url) => ({
      ...(await settleWithTimeLimit(import(url) as Promise<Record<string, unknown>>, rel)),
    }));
  }
}

/** A reply of config-worker.mjs. */
interface Reply {
  id: number;
  exports?: Record<string, unknown>;
  error?: { name: string; message: string; stack?: string };
}

/**
 * The config thread, started on first use and shared by the config files of a build (a thread costs
 * tens of milliseconds of CPU to start). It does not keep the process alive, and ends when idle.
 */
let shared: { worker: Worker; busy: number; idle?: NodeJS.Timeout } | undefined;
let lastId = 0;

/** Starts the config thread ahead of its first use (the build does while it starts up). */
export function startConfigThread(): void {
  configWorker();
}

function configWorker() {
  if (!shared) {
    // No TypeScript loader in the thread (execArgv): the modules are plain JavaScript.
    const worker = new Worker(new URL('./config-worker.mjs', import.meta.url), { execArgv: [] });
    worker.unref(); // referenced while it runs a module
    worker.on('error', () => {}); // reported to the request it was running, if any
    worker.once('exit', () => {
      if (shared?.worker === worker) shared = undefined;
    });
    shared = { worker, busy: 0 };
  }
  clearTimeout(shared.idle);
  return shared;
}

/** The exports of the module at `url`, run in the config thread, which is stopped after the time limit. */
async function runInWorker(url: string, rel: string): Promise<Record<string, unknown>> {
  const seconds = configTimeoutSeconds();
  const thread = configWorker();
  const { worker } = thread;
  const id = ++lastId;
  thread.busy++;
  worker.ref();
  try {
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      const settle = (fn: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        fn();
      };
      const onMessage = (m: Reply) => {
        if (m.id !== id) return;
        settle(() =>
          m.exports
            ? resolve(m.exports)
            : reject(Object.assign(new Error(m.error?.message), { name: m.error?.name, stack: m.error?.stack })),
        );
      };
      const onError = (e: Error) => settle(() => reject(e));
      const onExit = () => settle(() => reject(new Error('the config thread stopped without a result')));
      const timer = setTimeout(() => {
        void worker.terminate(); // the only way to stop a loop that never ends
        settle(() => reject(timeoutError(rel, seconds)));
      }, seconds * 1000);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ id, url });
    });
  } finally {
    if (--thread.busy === 0) {
      worker.unref();
      thread.idle = setTimeout(() => void worker.terminate(), 5000).unref();
    }
  }
}

/** `plainData`: the hint says the file must be plain data (our config files; a Docusaurus config need not). */
export function timeoutError(rel: string, seconds: number, plainData = true): BuildError {
  const name = path.basename(rel);
  const what = plainData ? `${name} must be plain data (an \`export default { … }\`); look` : 'look';
  return new BuildError(`${name} did not finish loading.`, [
    {
      file: rel,
      message: `evaluating took longer than ${seconds}s (an endless loop?)`,
      hint: `${what} for a loop that never ends or a slow computation (LEXORA_CONFIG_TIMEOUT_S=<seconds> allows more time)`,
    },
  ]);
}
