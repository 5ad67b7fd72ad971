// Evaluates a Docusaurus config or sidebars file as Docusaurus does: CommonJS or ESM, JavaScript or
// TypeScript, `__dirname` and `require` available, a default export that may be an (async) function.
// esbuild bundles the file's own relative imports into one CommonJS script (packages stay external);
// the script runs with a `require` that hands back a stub for any package not installed here (a
// Prism theme, a remark plugin), so a site's config loads without its node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire, SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Message } from 'esbuild';
import { BuildError } from '../report/errors.ts';
import { packageName } from '../util.ts';
import { callWithTimeLimit, settleWithTimeLimit } from '../content/import-config-file.ts';

export interface LoadedModule {
  value: unknown;
  /** Packages the file imports that are not installed here, replaced by stubs. */
  stubbed: string[];
  /** Where values of installed packages came from: the package and the export (`default` or a name; '' for the module itself). */
  origins: Map<unknown, PackageExport>;
  /**
   * The file of the site a function of the loaded value was written in (relative to the loaded file's folder),
   * when that is another file inside its folder (`./mdxToJsx.js`, a remark plugin the config requires), found through
   * the bundle's source map; undefined for a function of the file itself, of a package, or made at run time.
   */
  sourceOf?: (fn: unknown) => string | undefined;
}

export interface PackageExport {
  spec: string;
  name: string;
}

/** The package export `value` is (an installed package's, recorded while loading, or a stub's), if any. */
export function packageExport(
  value: unknown,
  loaded: Pick<LoadedModule, 'stubbed' | 'origins'>,
): PackageExport | undefined {
  const known = loaded.origins.get(value);
  if (known) return known;
  const name = stubName(value);
  if (!name) return undefined;
  // A stub's name is the specifier, then the properties read from it (`remark-math.default`).
  const spec = [...loaded.stubbed]
    .sort((a, b) => b.length - a.length)
    .find((s) => name === s || name.startsWith(`${s}.`));
  if (!spec) return undefined;
  const rest = name.slice(spec.length + 1);
  return /^[\w$]*$/.test(rest) ? { spec, name: rest } : undefined;
}

const STUB_NAME = Symbol('stubbed package');
const IS_STUB = Symbol.for('lexora.stub');

/** A value that survives any use a config makes of a package it cannot see: call, construct, read. */
function stub(name: string): unknown {
  const target = function () {} as unknown as Record<PropertyKey, unknown>;
  return new Proxy(target, {
    get(_t, key) {
      if (key === STUB_NAME) return name;
      if (key === IS_STUB) return true;
      if (key === Symbol.toPrimitive) return () => `[${name}]`;
      if (key === 'then') return undefined; // not a promise: `await stub` must not hang
      if (key === '__esModule') return false;
      return stub(`${name}.${String(key)}`);
    },
    apply: () => stub(`${name}()`),
    construct: () => stub(`new ${name}`) as object,
  });
}

/** The package name a stub stands for, if `value` is one. */
export function stubName(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  return (value as unknown as Record<symbol, string | undefined>)[STUB_NAME];
}

function locate(file: string, m: Message): { file: string; line?: number; column?: number } {
  if (!m.location) return { file };
  return {
    file: m.location.file ? path.resolve(m.location.file) : file,
    line: m.location.line,
    column: m.location.column + 1,
  };
}

/**
 * The site's own file, line and column where an exception from the bundled code was thrown: the first
 * frame of the stack in that code (`<anonymous>:line:column`; \`new Function\` puts two lines of its own
 * before it), mapped back through the bundle's source map. Undefined when no frame maps to a file.
 */
function thrownAt(
  e: unknown,
  map: SourceMap,
  mapDir: string,
): { file: string; line: number; column: number } | undefined {
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  for (const m of stack.matchAll(/<anonymous>:(\d+):(\d+)\)?$/gm)) {
    const entry = map.findEntry(Number(m[1]) - 3, Number(m[2]) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (!entry.originalSource || entry.originalLine === undefined) continue;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(mapDir, entry.originalSource);
    return { file: source, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}

/** See LoadedModule.sourceOf: the function's text, found once in the bundle, mapped back to its file. */
function definedIn(fn: unknown, code: string, map: SourceMap, mapDir: string, file: string): string | undefined {
  if (typeof fn !== 'function') return undefined;
  const text = Function.prototype.toString.call(fn);
  const at = code.indexOf(text);
  // Native or bound functions ("[native code]") and a text found twice (the same plugin written twice) say nothing.
  if (at < 0 || text.includes('[native code]') || code.indexOf(text, at + 1) >= 0) return undefined;
  const line = code.slice(0, at).split('\n').length - 1;
  const column = at - (code.lastIndexOf('\n', at - 1) + 1);
  const entry = map.findEntry(line, column) as { originalSource?: string };
  if (!entry.originalSource) return undefined;
  const source = entry.originalSource.startsWith('file:')
    ? fileURLToPath(entry.originalSource)
    : path.resolve(mapDir, entry.originalSource);
  const rel = path.relative(path.dirname(file), source);
  if (source === file || !rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).includes('node_modules') ? undefined : `./${rel.split(path.sep).join('/')}`;
}

/** The file and its relative imports as one CommonJS script, and the packages it imports (left external). */
async function bundleModule(file: string, label: string, rel: (f: string) => string) {
  try {
    const out = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      // Kept beside the code (not run): maps an exception's line back to the site's own file.
      sourcemap: 'external',
      sourcesContent: false,
      // Names the output only (nothing is written): apart from the input, which it must not overwrite.
      outdir: path.join(path.dirname(file), '.lexora-bundle'),
      // import.meta.url in an ESM config means the config file itself.
      define: { 'import.meta.url': '__lexora_import_meta_url' },
    });
    const packages = new Set<string>();
    for (const input of Object.values(out.metafile.inputs))
      for (const i of input.imports) {
        const name = i.external ? packageName(i.original ?? i.path) : undefined;
        if (name) packages.add(name);
      }
    // esbuild's ESM interop copies a module's own keys into a namespace object; a stub has none, so
    // `import * as yaml from 'js-yaml'` would lose `yaml.load`. Stubs pass through as themselves.
    const output = (ext: string) => out.outputFiles.find((f) => f.path.endsWith(ext))!.text;
    const code = output('.js').replace(
      /\bvar __toESM = /,
      "var __toESM = (m, n, t) => (m && m[Symbol.for('lexora.stub')] ? m : __lexoraToESM(m, n, t));\nvar __lexoraToESM = ",
    );
    return {
      code,
      map: new SourceMap(JSON.parse(output('.js.map'))),
      mapDir: path.join(path.dirname(file), '.lexora-bundle'),
      packages: [...packages].sort(),
    };
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors ?? [];
    if (!errors.length) throw e;
    throw new BuildError(
      `Could not read ${label}.`,
      errors.map((m) => {
        const where = locate(file, m);
        return {
          ...where,
          file: rel(where.file),
          message: m.text,
          hint: `fix the syntax of ${path.basename(where.file)} at this line`,
        };
      }),
    );
  }
}

export interface LoadOptions {
  /**
   * Called with the packages the file imports before it runs (e.g. to install them); returns a folder
   * whose node_modules is searched for a package the file's own folder does not have.
   */
  prepare?: (packages: string[]) => string | undefined;
  /** The module's exports as they are: no `default` taken, no exported function called (a config's is). */
  exports?: boolean;
}

/** A module's default export (an ES module's `default`), else the module itself (CommonJS `module.exports`). */
export const defaultExport = (exp: unknown): unknown =>
  exp && typeof exp === 'object' && 'default' in exp ? (exp as { default: unknown }).default : exp;

export async function loadModule(
  file: string,
  label = path.basename(file),
  opts: LoadOptions = {},
): Promise<LoadedModule> {
  const startCwd = process.cwd();
  const rel = (f: string) => path.relative(startCwd, f) || f;
  const { code, map, mapDir, packages } = await bundleModule(file, label, rel);
  const fallbackDir = opts.prepare?.(packages);
  const fallback = fallbackDir ? createRequire(path.join(fallbackDir, 'package.json')) : undefined;
  const stubbed = new Set<string>();
  const origins = new Map<unknown, PackageExport>();
  const customRequire = stubbingRequire(file, stubbed, origins, fallback);
  const mod = { exports: {} as Record<string, unknown> };
  // Docusaurus runs from the site folder (configs resolve paths such as path.resolve('src/css/x.css')
  // against it) with NODE_ENV=production for a build (configs choose production URLs by it).
  const cwd = process.cwd();
  const nodeEnv = process.env.NODE_ENV;
  process.chdir(path.dirname(file));
  process.env.NODE_ENV = 'production';
  try {
    const fn = new Function(
      'module',
      'exports',
      'require',
      '__dirname',
      '__filename',
      '__lexora_import_meta_url',
      code,
    );
    // With the time limit of the site's own config files: an endless loop ends with a report naming the file.
    const limited = <T>(f: () => T) => callWithTimeLimit(f, rel(file), { plainData: false });
    limited(() => fn(mod, mod.exports, customRequire, path.dirname(file), file, `file://${file}`));
    let value: unknown = mod.exports;
    const exp = mod.exports as { default?: unknown; __esModule?: boolean };
    if (!opts.exports) {
      if (exp && typeof exp === 'object' && 'default' in exp) value = exp.default;
      if (typeof value === 'function') value = limited(value as () => unknown);
    }
    return {
      value: await settleWithTimeLimit(Promise.resolve(value), rel(file), undefined, false),
      stubbed: [...stubbed].sort(),
      origins,
      sourceOf: (fn) => definedIn(fn, code, map, mapDir, file),
    };
  } catch (e) {
    if (e instanceof BuildError) throw e;
    const where = thrownAt(e, map, mapDir);
    throw new BuildError(`Could not evaluate ${label}.`, [
      {
        file: rel(where?.file ?? file),
        line: where?.line,
        column: where?.column,
        message: e instanceof Error ? e.message : String(e),
        hint: where
          ? `${label} threw here while running; fix it (the import runs it as Docusaurus does, in the site folder with NODE_ENV=production)`
          : `${label} threw while running; run it with Node to see where, and fix it`,
      },
    ]);
  } finally {
    process.chdir(cwd);
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const isMissing = (e: unknown, id: string) => {
  const code = (e as NodeJS.ErrnoException).code;
  // Only a missing package gets a stub; a missing relative file is the site's own mistake.
  return (
    (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') && !id.startsWith('.') && !path.isAbsolute(id)
  );
};

/**
 * A `require` for `file` that hands back a stub for a package not installed here, and whose
 * `require.resolve` returns the bare name of one. `module.createRequire` (a config's own
 * `createRequire(import.meta.url)`) makes requires of the same kind.
 */
function stubbingRequire(
  file: string,
  stubbed: Set<string>,
  origins: Map<unknown, PackageExport>,
  fallback?: NodeJS.Require,
): NodeJS.Require {
  const own = createRequire(file);
  // The file's own folder first, then the folder its packages were installed into (if any).
  const req = Object.assign((id: string) => withFallback(id, () => own(id), fallback && (() => fallback(id))), {
    resolve: (id: string, options?: { paths?: string[] }) =>
      withFallback(id, () => own.resolve(id, options), fallback && (() => fallback.resolve(id))),
  });
  const customRequire = (id: string) => {
    if (id === 'module' || id === 'node:module') {
      const real = own(id) as typeof import('node:module');
      const make = (from: string | URL) =>
        stubbingRequire(
          String(from).startsWith('file:') ? fileURLToPath(from) : String(from),
          stubbed,
          origins,
          fallback,
        );
      return { ...real, createRequire: make, default: { ...real, createRequire: make } };
    }
    try {
      const value = req(id);
      if (!/^[./]/.test(id) && !path.isAbsolute(id)) recordOrigins(value, id, origins);
      return value;
    } catch (e) {
      if (!isMissing(e, id)) throw e;
      stubbed.add(id);
      return stub(id);
    }
  };
  // `require.resolve('pkg/theme.css')` (customCss, plugin paths) of a package not installed here.
  const customResolve = (id: string, options?: { paths?: string[] }) => {
    try {
      return req.resolve(id, options);
    } catch (e) {
      if (!isMissing(e, id)) throw e;
      stubbed.add(id);
      return id;
    }
  };
  return Object.assign(customRequire, { resolve: customResolve }) as unknown as NodeJS.Require;
}

function withFallback<T>(id: string, first: () => T, second?: () => T): T {
  try {
    return first();
  } catch (e) {
    if (!second || !isMissing(e, id)) throw e;
    return second();
  }
}

/** Remembers a package's module, its default export and its named function exports as coming from it. */
function recordOrigins(value: unknown, spec: string, origins: Map<unknown, PackageExport>): void {
  if (!value || (typeof value !== 'object' && typeof value !== 'function')) return;
  if (!origins.has(value)) origins.set(value, { spec, name: '' });
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'function' && !origins.has(v)) origins.set(v, { spec, name: k });
    // `module.exports = { default: plugin }` or an ES module's namespace.
    if (k === 'default' && v && typeof v === 'object')
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>))
        if (typeof v2 === 'function' && !origins.has(v2))
          origins.set(v2, { spec, name: k2 === 'default' ? 'default' : k2 });
  }
}

export function findFile(dir: string, base: string, exts: string[]): string | undefined {
  return exts.map((e) => path.join(dir, `${base}.${e}`)).find((f) => fs.existsSync(f));
}
