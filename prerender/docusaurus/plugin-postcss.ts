// A Docusaurus plugin's `configurePostCss` hook: the usual way a site adds Tailwind (a plugin of a few lines,
// inline in the config or in a local file, whose hook puts `require('@tailwindcss/postcss')` or
// `require('tailwindcss')` into the PostCSS plugins). Plugins do not run here, so the import calls each
// local plugin's hook once, as Docusaurus does, and writes the PostCSS plugins it adds as the content
// folder's `postcss.config.cjs`, which the build runs on the site's CSS (postcss.ts). A plugin value
// that is not a package's export (a plugin object made in the hook) cannot be written, and is named.
import fs from 'node:fs';
import path from 'node:path';
import { packageExport, type LoadedModule } from './load-module.ts';
import type { Note } from './translate-config.ts';

type Hooked = { name?: string; configurePostCss?: (options: { plugins: unknown[] }) => unknown };

export interface PluginPostcss {
  /** The config file written (relative to the content folder), if a hook added plugins. */
  file?: string;
  translated: string[];
  notes: Note[];
}

/** Where a value of the plugin's PostCSS plugins comes from, as `require(...)` code; undefined when unknown. */
function requireExpr(value: unknown, loaded: Pick<LoadedModule, 'stubbed' | 'origins'>): string | undefined {
  const from = packageExport(value, loaded);
  if (!from) return undefined;
  const req = `require(${JSON.stringify(from.spec)})`;
  return from.name
    ? `${req}${/^[A-Za-z_$][\w$]*$/.test(from.name) ? `.${from.name}` : `[${JSON.stringify(from.name)}]`}`
    : req;
}

/**
 * Calls the `configurePostCss` hook of the config's plugins that are functions (written in the config, or
 * imported by it from a local file; a plugin named by a path string is not loaded) and writes what they add as `postcss.config.cjs` in `out`, unless the site has a PostCSS config of
 * its own (that one is copied, and wins as in Docusaurus, whose loader reads both).
 */
export async function carryPluginPostcss(
  site: string,
  out: string,
  config: { plugins?: unknown[] },
  loaded: Pick<LoadedModule, 'stubbed' | 'origins'>,
  hasOwnConfig: boolean,
): Promise<PluginPostcss> {
  const result: PluginPostcss = { translated: [], notes: [] };
  const exprs: string[] = [];
  const sources: string[] = [];
  for (const entry of config.plugins ?? []) {
    const [ref, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const fn: unknown = ref;
    if (typeof fn !== 'function') continue;
    let plugin: Hooked;
    try {
      // Called as Docusaurus calls it (context, options); one that never settles is given up after 10 s.
      const made = Promise.resolve(
        (fn as (ctx: unknown, opts: unknown) => unknown)(
          { siteDir: site, siteConfig: config, generatedFilesDir: path.join(site, '.docusaurus'), baseUrl: '/' },
          options ?? {},
        ),
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), 10_000);
      });
      plugin = (await Promise.race([made, late]).finally(() => clearTimeout(timer))) as Hooked;
    } catch {
      continue; // A plugin that needs more of Docusaurus's context: named among the plugins that do not run.
    }
    if (!plugin || typeof plugin.configurePostCss !== 'function') continue;
    const label = plugin.name ?? ((fn as { name?: string }).name || '(anonymous)');
    const given = { ident: 'postcss', plugins: [] as unknown[] };
    let returned: unknown;
    try {
      returned = plugin.configurePostCss(given);
    } catch (e) {
      result.notes.push({
        what: `plugin ${label}: configurePostCss`,
        todo: `it failed when called (${e instanceof Error ? e.message : String(e)}); write its PostCSS plugins in a postcss.config.cjs of the content folder`,
      });
      continue;
    }
    const plugins = ((returned as { plugins?: unknown[] } | undefined)?.plugins ?? given.plugins).filter(Boolean);
    const unknown: string[] = [];
    for (const p of plugins) {
      const expr = requireExpr(p, loaded);
      if (expr) exprs.push(expr);
      else unknown.push((p as { postcssPlugin?: string }).postcssPlugin ?? typeof p);
    }
    sources.push(label);
    if (unknown.length)
      result.notes.push({
        what: `plugin ${label}: configurePostCss adds PostCSS plugins made in the hook (${unknown.join(', ')})`,
        todo: 'not a package export the import can name: add them to the postcss.config.cjs of the content folder by hand',
      });
  }
  if (!exprs.length) return result;
  if (hasOwnConfig) {
    result.notes.push({
      what: `plugin ${sources.join(', ')}: configurePostCss (${exprs.join(', ')})`,
      todo: "the site's own PostCSS config is used; add these plugins to it if it lacks them",
    });
    return result;
  }
  result.file = 'postcss.config.cjs';
  fs.writeFileSync(
    path.join(out, result.file),
    `// Written by \`npm run import:docusaurus\` from the configurePostCss hook of the site's plugin ${sources.join(', ')}:\n// the PostCSS plugins it adds, which the build runs on the site's CSS.\nmodule.exports = {\n  plugins: [\n${[
      ...new Set(exprs),
    ]
      .map((e) => `    ${e},`)
      .join('\n')}\n  ],\n};\n`,
  );
  result.translated.push(
    `plugin ${sources.join(', ')}: configurePostCss -> ${result.file} (${[...new Set(exprs)].join(', ')})`,
  );
  return result;
}
