// What a site adds to the Markdown pipeline through its config, per section (docs, blog, pages), as
// Docusaurus's content plugins take it: admonition keywords and the site's own remark/rehype plugins.
// The settings are plain data (worker threads and the bundle process receive them); the plugins
// themselves are functions, so each process imports the site config again to get them.
import crypto from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '../content/config.ts';
import { callWithTimeLimit, importConfigInProcess } from '../content/import-config-file.ts';
import { BuildError } from '../report/errors.ts';
import * as env from '../report/env.mjs';
import { raceWithWatchdog } from '../content/watchdog.ts';
import { cacheRoot } from '../util.ts';
import { themeOptions, type ThemeOptions } from '../bundle/theme-defines.ts';
import { pluginSource } from './plugin-source.ts';

export type Section = 'docs' | 'blog' | 'pages';

/** Docusaurus 3's keywords: the five, `caution`, and `important`, `secondary`, `success`. */
export const DEFAULT_ADMONITIONS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'secondary',
  'success',
];

const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;
type PluginList = (typeof PLUGIN_LISTS)[number];
export type SectionPlugins = Record<PluginList, unknown[]>;

export interface MarkdownExtensions {
  contentDir: string;
  /** The admonition keywords of each section; an empty list: admonitions are off (`admonitions: false`). */
  admonitions: Record<Section, string[]>;
  /** `markdown.mermaid`: ```mermaid code blocks become diagrams (./remark-mermaid.ts). */
  mermaid?: boolean;
  /**
   * A navbar item of type `search` (Docusaurus's): the navbar draws the search box there and none at its end.
   * A bundle without one has that code left out (`__NAVBAR_SEARCH_ITEM__`, vite.config.ts).
   */
  navbarSearchItem?: boolean;
  /** Theme options the client bundle is built for, those that differ from the defaults (../bundle/theme-defines.ts). */
  theme?: ThemeOptions;
  /** With plugins in the config: the file to import them from, and a digest of them (part of the compile cache key). */
  plugins?: { configFile: string; digest: string };
}

const SECTIONS: Section[] = ['docs', 'blog', 'pages'];

type SectionOptions = Partial<Record<PluginList, unknown[]>> & {
  admonitions?: false | { keywords: string[]; extendDefaults: boolean };
};

function sectionOptions(config: SiteConfig, section: Section): SectionOptions {
  return (config[section] ?? {}) as SectionOptions;
}

/** A plugin's identity for the cache key: its code and its options. */
function pluginDigest(entry: unknown): string {
  const [fn, ...opts] = Array.isArray(entry) ? entry : [entry];
  let options: string;
  try {
    options = JSON.stringify(opts) ?? '';
  } catch {
    options = String(opts);
  }
  const code = fn && typeof fn === 'object' ? String((fn as { lexoraPlugin?: string }).lexoraPlugin) : String(fn);
  return `${code}\u0000${options}`;
}

export function markdownExtensions(config: SiteConfig, contentDir: string): MarkdownExtensions {
  const admonitions = {} as Record<Section, string[]>;
  const digest = crypto.createHash('sha256');
  let anyPlugin = false;
  for (const section of SECTIONS) {
    const opts = sectionOptions(config, section);
    const a = opts.admonitions;
    admonitions[section] =
      a === false
        ? []
        : a
          ? [...new Set([...(a.extendDefaults ? DEFAULT_ADMONITIONS : []), ...a.keywords])]
          : DEFAULT_ADMONITIONS;
    for (const list of PLUGIN_LISTS) {
      for (const p of opts[list] ?? []) {
        anyPlugin = true;
        digest.update(`${section}/${list}\u0000${pluginDigest(p)}\u0000`);
      }
    }
  }
  const theme = themeOptions(config);
  return {
    contentDir,
    admonitions,
    ...(config.markdown.mermaid ? { mermaid: true } : {}),
    ...(config.navbar.items.some((i) => i.type === 'search') ? { navbarSearchItem: true } : {}),
    ...(Object.keys(theme).length ? { theme } : {}),
    ...(anyPlugin
      ? { plugins: { configFile: path.join(contentDir, 'site.config.ts'), digest: digest.digest('hex') } }
      : {}),
  };
}

/** Which section a page file is in: the blog folder, src/pages, else docs (the docs and versioned docs folders); the same for their translations under i18n/. */
export function sectionOf(file: string, contentDir: string): Section {
  const rel = path.relative(contentDir, file).split(path.sep).join('/');
  // A locale's translations are in its i18n/ folder, by plugin: they take that plugin's options.
  const plugin = /^i18n\/[^/]+\/docusaurus-plugin-content-(blog|pages)(?:-[^/]+)?\//.exec(rel)?.[1];
  if (rel.startsWith('blog/') || plugin === 'blog') return 'blog';
  if (rel.startsWith('src/pages/') || plugin === 'pages') return 'pages';
  return 'docs';
}

/**
 * A plugin entry (`fn` or `[fn, options]`) whose function, the plugin's set-up that unified calls
 * once per processor, runs with the config time limit, and whose transformer runs on each page with
 * the page time limit (LEXORA_PAGE_TIMEOUT_S): one that never returns ends the build with a report
 * naming it (and the page) instead of hanging a compile thread.
 */
function limited(entry: unknown, at: PluginPlace, configFile: string): unknown {
  const [fn, ...options] = Array.isArray(entry) ? entry : [entry];
  if (typeof fn !== 'function') return entry;
  const rel = path.relative(process.cwd(), configFile) || configFile;
  // Named by where the config imports it from (read from its source when a report needs it), else by its name.
  let named: string | undefined;
  const label = () =>
    (named ??= `${at.section}.${at.list}[${at.index}] (${pluginSource(configFile, at.section, at.list, at.index) ?? (fn.name || 'anonymous')})`);
  const error = (seconds: number) =>
    new BuildError('A Markdown plugin of the site config did not finish.', [
      {
        file: rel,
        message: `${label()} did not return within ${seconds}s when it was set up (an endless loop?)`,
        hint: 'look for a loop that never ends in that plugin function (LEXORA_CONFIG_TIMEOUT_S=<seconds> allows more time)',
      },
    ]);
  const run = function (this: unknown, ...args: unknown[]) {
    const transformer = callWithTimeLimit(() => (fn as (...a: unknown[]) => unknown).apply(this, args), rel, {
      error,
    });
    return typeof transformer === 'function'
      ? limitedTransformer(transformer as (...a: unknown[]) => unknown, label)
      : transformer;
  };
  Object.defineProperty(run, 'name', { value: fn.name });
  return Array.isArray(entry) ? [run, ...options] : run;
}

/**
 * What a site plugin threw on a page, as the plugin's error: named, at the page's line when the error
 * has a position (`file.fail(reason, node)`), with where in the plugin's code it was thrown. Not an
 * "MDX syntax error": the page parsed; the plugin failed on it.
 */
export function pluginError(e: unknown, label: string, page: string): BuildError {
  if (e instanceof BuildError) return e;
  const err = (e ?? {}) as {
    reason?: unknown;
    message?: unknown;
    stack?: unknown;
    line?: unknown;
    column?: unknown;
    place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
  };
  const place = err.place?.start ?? err.place;
  const line = place?.line ?? (typeof err.line === 'number' ? err.line : undefined);
  const column = place?.column ?? (typeof err.column === 'number' ? err.column : undefined);
  const reason = String(err.reason ?? err.message ?? e).split('\n')[0];
  // The first frame of the stack in the plugin's own file: an installed CommonJS package's (not this
  // project's code, nor unified's pipeline, nor the bundle of site.config.ts that a plugin of the site's own
  // files or an ES module package runs from, whose lines are not the plugin's).
  const bundled = path.join(cacheRoot(), 'boot');
  const frame = String(err.stack ?? '')
    .split('\n')
    .map((l) => /\(?(?:file:\/\/)?(\/[^()\s]+):(\d+):\d+\)?\s*$/.exec(l.trim()))
    .find(
      (m) =>
        m &&
        !m[1].includes(`${path.sep}prerender${path.sep}`) &&
        !m[1].startsWith(bundled) &&
        !/[\\/]node_modules[\\/](trough|unified|vfile|vfile-message)[\\/]/.test(m[1]),
    );
  const thrownAt = frame ? `${path.relative(process.cwd(), frame[1])}:${frame[2]}` : undefined;
  return new BuildError("A Markdown plugin of the site config failed on a page (the plugin's error).", [
    {
      file: path.relative(process.cwd(), page) || page,
      ...(line !== undefined ? { line } : {}),
      ...(line !== undefined && column !== undefined ? { column } : {}),
      message: `${label} threw: ${reason}`,
      hint: `this is the plugin's own error${thrownAt ? `, thrown at ${thrownAt}` : ''}, not a syntax error (the page parsed): change what the page gives the plugin, or fix or update the plugin`,
    },
  ]);
}

/** A plugin's place in the config: `docs.remarkPlugins[3]`. */
interface PluginPlace {
  section: string;
  list: string;
  index: number;
}

/** A plugin's transformer, stopped on a page after LEXORA_PAGE_TIMEOUT_S with a report naming the plugin and the page. */
function limitedTransformer(transformer: (...a: unknown[]) => unknown, label: () => string) {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const seconds = env.pageTimeoutSeconds();
    const page = (args[1] as { path?: string } | undefined)?.path ?? 'a page';
    const error = () =>
      new BuildError('A Markdown plugin of the site config did not finish on a page.', [
        {
          file: path.relative(process.cwd(), page) || page,
          message: `${label()} did not return within ${seconds}s on this page (an endless loop?)`,
          hint: 'look for a loop that never ends in that plugin on what this page holds (LEXORA_PAGE_TIMEOUT_S=<seconds> allows more time)',
        },
      ]);
    const failed = (e: unknown) => pluginError(e, label(), page);
    // A transformer that takes a callback (tree, file, next) reports its error through it.
    if (transformer.length >= 3 && typeof args[2] === 'function') {
      const next = args[2] as (err?: unknown, ...rest: unknown[]) => void;
      args[2] = (err?: unknown, ...rest: unknown[]) => next(err ? failed(err) : err, ...rest);
    }
    let out: unknown;
    try {
      out = callWithTimeLimit(() => transformer.apply(this, args), page, { error, seconds });
    } catch (e) {
      throw failed(e);
    }
    if (!out || typeof (out as { then?: unknown }).then !== 'function') return out;
    return raceWithWatchdog(Promise.resolve(out), seconds * 1000, error).catch((e: unknown) => {
      throw failed(e);
    });
  };
  // unified passes a callback to a transformer that declares one (tree, file, next): keep its arity.
  Object.defineProperty(wrapped, 'length', { value: transformer.length });
  return wrapped;
}

const loaded = new Map<string, Promise<Record<Section, SectionPlugins>>>();

/** The site's plugins by section, imported from its config once per process. */
export function loadPlugins(configFile: string): Promise<Record<Section, SectionPlugins>> {
  let p = loaded.get(configFile);
  if (!p) {
    p = importConfigInProcess(configFile).then((mod) => {
      const config = (mod.default ?? {}) as Record<string, Record<string, unknown> | undefined>;
      const out = {} as Record<Section, SectionPlugins>;
      for (const section of SECTIONS) {
        const opts = config[section] ?? {};
        out[section] = Object.fromEntries(
          PLUGIN_LISTS.map((l) => [
            l,
            Array.isArray(opts[l])
              ? (opts[l] as unknown[]).map((p, i) => limited(p, { section, list: l, index: i }, configFile))
              : [],
          ]),
        ) as SectionPlugins;
      }
      return out;
    });
    loaded.set(configFile, p);
  }
  return p;
}
