// A site's own Docusaurus plugins (`plugins` of site.config.ts: a file of the content folder and its
// options), run at build time as Docusaurus runs them: the module's export called with a context and the
// options, then its `loadContent()` and `contentLoaded({ content, actions })`, in Node, with the content
// folder's packages. What it gives `actions.setGlobalData` becomes the site's global data
// (`@docusaurus/useGlobalData`: globalData[plugin name][plugin id]). `addRoute` and `createData` have no
// equivalent here: each call is named with the plugin file's line, and the routes it would add are not built.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../src/shared/site-config-schema.ts';
import { BuildError } from '../report/errors.ts';
import { settleWithTimeLimit } from '../content/import-config-file.ts';
import { defaultExport, loadModule } from './load-module.ts';

export type GlobalData = Record<string, Record<string, unknown>>;

export interface SitePluginsResult {
  globalData: GlobalData;
  /** Warnings: calls that have no equivalent here (`file:line: …`), packages the plugin lacks. */
  notes: string[];
}

const UNSUPPORTED_ACTIONS = ['addRoute', 'createData'] as const;

/** The 1-based line of the first call of `name(` in the plugin's file (where the action is used). */
function lineOf(file: string, name: string): number | undefined {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const i = lines.findIndex((l) => new RegExp(`\\b${name}\\s*\\(`).test(l));
  return i < 0 ? undefined : i + 1;
}

function pluginError(rel: string, message: string, line?: number): BuildError {
  return new BuildError(`A plugin of the site could not run.`, [
    {
      file: rel,
      line,
      message,
      hint: "the build runs the site's own plugins (site.config.ts `plugins`) as Docusaurus does: fix the plugin, or remove it from `plugins`",
    },
  ]);
}

/** The context a plugin function gets (what plugins read of Docusaurus's LoadContext). */
function pluginContext(config: SiteConfig, contentDir: string) {
  return {
    siteDir: contentDir,
    baseUrl: config.baseUrl,
    siteConfig: { title: config.title, url: config.url, baseUrl: config.baseUrl, customFields: config.customFields },
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales,
      currentLocale: config.i18n.defaultLocale,
    },
  };
}

export async function runSitePlugins(config: SiteConfig, contentDir: string): Promise<SitePluginsResult> {
  const globalData: GlobalData = {};
  const notes: string[] = [];
  for (const entry of config.plugins) {
    const file = path.resolve(contentDir, entry.module);
    const rel = path.relative(process.cwd(), file) || file;
    if (!fs.existsSync(file))
      throw new BuildError('A plugin of the site names no file.', [
        {
          file: path.relative(process.cwd(), path.join(contentDir, 'site.config.ts')),
          message: `plugins: "${entry.module}" is not a file of the content folder`,
          hint: 'give the path of the plugin file relative to the content folder',
        },
      ]);
    const loaded = await loadModule(file, entry.module, { exports: true });
    const fn = defaultExport(loaded.value);
    if (loaded.stubbed.length)
      notes.push(
        `${rel}: packages not installed, replaced by stubs: ${loaded.stubbed.join(', ')} (install them in the content folder)`,
      );
    if (typeof fn !== 'function') throw pluginError(rel, 'its default export is not a plugin function');
    const context = pluginContext(config, contentDir);
    const run = async <T>(what: string, f: () => T | Promise<T>): Promise<T> => {
      try {
        return await settleWithTimeLimit(Promise.resolve().then(f), `${rel} (${what})`, undefined, false);
      } catch (e) {
        if (e instanceof BuildError) throw e;
        throw pluginError(rel, `${what} threw: ${e instanceof Error ? e.message : String(e)}`);
      }
    };
    const plugin = (await run('the plugin function', () =>
      (fn as (c: unknown, o: unknown) => unknown)(context, entry.options),
    )) as Record<string, unknown> | null;
    if (!plugin || typeof plugin !== 'object') throw pluginError(rel, 'the plugin function returned no plugin object');
    const name = typeof plugin.name === 'string' ? plugin.name : entry.module;
    const id = typeof entry.options.id === 'string' ? entry.options.id : 'default';
    const content =
      typeof plugin.loadContent === 'function'
        ? await run('loadContent()', () => (plugin.loadContent as () => unknown).call(plugin))
        : undefined;
    if (typeof plugin.contentLoaded !== 'function') continue;
    const unsupported = new Set<string>();
    const actions = {
      setGlobalData: (data: unknown) => {
        (globalData[name] ??= {})[id] = JSON.parse(JSON.stringify(data ?? null));
      },
      ...Object.fromEntries(
        UNSUPPORTED_ACTIONS.map((action) => [
          action,
          (arg?: { path?: unknown }) => {
            unsupported.add(action);
            if (action === 'addRoute' && typeof arg?.path === 'string')
              notes.push(
                `${rel}:${lineOf(file, action) ?? ''} addRoute: the route ${arg.path} is not built (addRoute is not supported here; write the page as src/pages or content)`,
              );
            return Promise.resolve(path.join(contentDir, '.docusaurus-data-not-supported'));
          },
        ]),
      ),
    };
    await run('contentLoaded()', () =>
      (plugin.contentLoaded as (a: unknown) => unknown).call(plugin, { content, actions, allContent: {} }),
    );
    if (unsupported.has('createData'))
      notes.push(
        `${rel}:${lineOf(file, 'createData') ?? ''} createData is not supported here: the data it writes is not built`,
      );
  }
  return { globalData, notes };
}
