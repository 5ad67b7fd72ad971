// A Docusaurus site's PostCSS config (Tailwind through `@tailwindcss/postcss`), run as Docusaurus's CSS
// loader runs it: Docusaurus builds from the site folder, so a plugin that takes its working directory
// as its base when it is created (Tailwind 4 scans that folder for class names; `postcss-import` and
// others resolve from it) finds the site's files. Our build runs from this project, so the config is
// loaded here (postcss-load-config's formats) with the content folder as the working directory while
// the config file runs and its plugins are created, and handed to Vite as its inline PostCSS options.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { listFiles } from '../util.ts';

/** PostCSS config files a Docusaurus site may have (postcss-load-config's names): the import copies it, the build reads it. */
export const POSTCSS_CONFIGS = [
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.cjs',
];

const requireHere = createRequire(import.meta.url);

type PostcssOptions = Exclude<NonNullable<NonNullable<UserConfig['css']>['postcss']>, string>;
type Creator = ((opts?: unknown) => unknown) & { postcss?: unknown };

/** The content folder's PostCSS config file, if it has one. */
export function postcssConfigFile(contentDir: string): string | undefined {
  return POSTCSS_CONFIGS.map((f) => path.join(contentDir, f)).find((f) => fs.existsSync(f));
}

const unwrap = (m: unknown): unknown =>
  m && typeof m === 'object' && 'default' in m ? (m as { default: unknown }).default : m;

async function readConfig(file: string): Promise<unknown> {
  const base = path.basename(file);
  if (base === '.postcssrc' || base.endsWith('.json')) {
    // js-yaml 3's safe loader (JSON is YAML too), as postcss-load-config reads an rc file.
    return (requireHere('js-yaml') as { safeLoad: (t: string) => unknown }).safeLoad(fs.readFileSync(file, 'utf8'));
  }
  if (file.endsWith('.ts')) {
    const { transform } = await import('esbuild');
    const { code } = await transform(fs.readFileSync(file, 'utf8'), { loader: 'ts', format: 'cjs', sourcefile: file });
    const mod = { exports: {} as unknown };
    new Function('module', 'exports', 'require', '__dirname', '__filename', code)(
      mod,
      mod.exports,
      createRequire(file),
      path.dirname(file),
      file,
    );
    return unwrap(mod.exports);
  }
  return unwrap(await import(pathToFileURL(file).href));
}

/**
 * Loads `file` as postcss-load-config does (an object or a function of the context; `plugins` as an
 * object of package names and options or as an array), creating every plugin with `contentDir` as the
 * working directory: a plugin written as a package name with no options, or as a creator in the array,
 * is created here rather than later by PostCSS (which would run it from this project's folder).
 */
export async function loadPostcssConfig(file: string, contentDir: string): Promise<PostcssOptions> {
  const cwd = process.cwd();
  const req = createRequire(file);
  process.chdir(contentDir);
  try {
    let config = await readConfig(file);
    if (typeof config === 'function')
      config = await (config as (ctx: unknown) => unknown)({
        cwd: contentDir,
        env: process.env.NODE_ENV ?? 'development',
        file: { dirname: contentDir, basename: '', extname: '' },
        options: {},
      });
    const { plugins: given, ...rest } = (config ?? {}) as { plugins?: unknown } & Record<string, unknown>;
    const plugins: unknown[] = [];
    const create = (p: unknown, opts?: unknown) => {
      const creator = unwrap(p) as Creator;
      const empty = opts === undefined || opts === null || opts === true || Object.keys(opts).length === 0;
      if (!empty) return creator(opts);
      // PostCSS calls a creator (`.postcss === true`) with no options; a plain function is a plugin as it is.
      return typeof creator === 'function' && creator.postcss === true ? creator() : creator;
    };
    if (Array.isArray(given)) for (const p of given.filter(Boolean)) plugins.push(create(p));
    else if (given && typeof given === 'object')
      for (const [name, opts] of Object.entries(given)) if (opts !== false) plugins.push(create(req(name), opts));
    // `parser`, `syntax` and `stringifier` may name packages, as postcss-load-config allows.
    for (const k of ['parser', 'syntax', 'stringifier'])
      if (typeof rest[k] === 'string') rest[k] = unwrap(req(rest[k] as string));
    return { ...rest, plugins } as PostcssOptions;
  } catch (e) {
    const rel = path.relative(cwd, file) || file;
    throw new Error(`${rel}: the site's PostCSS config could not be loaded: ${e instanceof Error ? e.message : e}`, {
      cause: e,
    });
  } finally {
    process.chdir(cwd);
  }
}

// The files under `dir` a `dir-dependency` names: every file for the glob `**/*`, the files with one of
// the extensions for `**/*.{md,mdx,…}` (Tailwind's forms); every file for a glob of another form.
export function dirDependencyFiles(dir: string, glob: string | undefined): string[] {
  const m = /^\*\*\/\*(?:\.\{([^{}]*)\}|\.([\w-]+))?$/.exec(glob ?? '**/*');
  const exts = m?.[1]?.split(',') ?? (m?.[2] ? [m[2]] : undefined);
  // Folders a scanner skips (dependencies, dot-folders such as .git and the build's .generated).
  const skip = (name: string) => name === 'node_modules' || name.startsWith('.');
  return listFiles(dir, { skip, keep: exts ? (f) => exts.some((e) => f.endsWith(`.${e}`)) : undefined });
}

/**
 * How a scanned folder is named among the bundle's dependencies: its path and glob joined by a NUL, which
 * no file path holds; its hash is that of its file list (bundle-cache.ts), so a new page is seen too.
 */
export const folderDependency = (dir: string, glob = '**/*') => `${dir}\0${glob}`;

/** The folder and glob a folderDependency() entry names; undefined for a file. */
export function parseFolderDependency(entry: string): { dir: string; glob: string } | undefined {
  const at = entry.indexOf('\0');
  return at < 0 ? undefined : { dir: entry.slice(0, at), glob: entry.slice(at + 1) };
}

/**
 * A last PostCSS plugin that records the files the site's plugins say the CSS depends on (PostCSS's
 * `dependency` and `dir-dependency` messages): Tailwind makes utilities from class names it finds in
 * pages and components, files no module graph holds, so the bundle cache must know them.
 */
function recordDependencies(into: Set<string>) {
  return {
    postcssPlugin: 'lexora-record-dependencies',
    OnceExit(_root: unknown, { result }: { result: { messages: { type: string; [k: string]: unknown }[] } }) {
      for (const m of result.messages) {
        if (m.type === 'dependency' && typeof m.file === 'string') into.add(m.file);
        else if (m.type === 'dir-dependency' && typeof m.dir === 'string') {
          const glob = typeof m.glob === 'string' && m.glob ? m.glob : '**/*';
          into.add(folderDependency(m.dir, glob));
          for (const f of dirDependencyFiles(m.dir, glob)) into.add(f);
        }
      }
    },
  };
}

/**
 * Vite's PostCSS options from the content folder's PostCSS config; no plugin when it has none.
 * `dependencies`, when given, receives every file the site's PostCSS plugins read (see recordDependencies).
 */
export function sitePostcss(contentDir: string, dependencies?: Set<string>): Plugin[] {
  const file = postcssConfigFile(contentDir);
  if (!file) return [];
  return [
    {
      name: 'lexora:site-postcss',
      config: async () => {
        const options = await loadPostcssConfig(file, contentDir);
        if (dependencies) options.plugins = [...(options.plugins ?? []), recordDependencies(dependencies)];
        return { css: { postcss: options } };
      },
    },
  ];
}
