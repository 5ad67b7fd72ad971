// Loading and validating the site configuration: the error report of every way it can be wrong.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { CUSTOM_NAVBAR_ITEM_TYPE, siteConfigSchema, type SiteConfig } from '../../src/shared/site-config-schema.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { keyLine, valueLine } from '../report/source-lines.ts';
import { importConfigFile } from './import-config-file.ts';
import { readTextFile } from './read-source.ts';

// The schema itself is shared with the browser side, which derives its SiteData type from it.
export { siteConfigSchema, type SiteConfig } from '../../src/shared/site-config-schema.ts';

const HINTS: Record<string, string> = {
  url: 'set `url` to the public origin of the site, e.g. "https://docs.lexora.dev"',
  baseUrl: 'use "/" unless the site is served from a sub-folder such as "/docs-site/"',
  trailingSlash: 'set `trailingSlash` to true, false, or leave it out (as Docusaurus)',
  'search.searchPagePath':
    'set `search.searchPagePath` to the search page\'s path (default "search"), or to false for no search page',
};

export function validateSiteConfig(raw: unknown, file: string, source = ''): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success)
    throw new BuildError('Invalid site configuration.', schemaProblems(result.error.issues, raw, file, source));
  const config = result.data;
  checkSearch(config, file, source);
  checkInlineScripts(config, file, source);
  checkLocales(config, file, source);
  checkDocsPluginIds(config, file, source);
  return config;
}

/** One problem per zod issue, at the line of the key it is about. */
function schemaProblems(issues: z.core.$ZodIssue[], raw: unknown, file: string, source: string): Problem[] {
  return issues.map((issue) => {
    const field = issue.path
      .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
      .join('')
      .replace(/^\./, '');
    const received =
      issue.code === 'invalid_type' ? ` (got ${describe(getAt(raw, issue.path as (string | number)[]))})` : '';
    return {
      file,
      line: keyLine(source, issue.path as (string | number)[], { format: 'code' }),
      message: `\`${field || '(root)'}\`: ${issue.message}${received}`,
      hint:
        HINTS[field] ??
        HINTS[String(issue.path[0])] ??
        `correct \`${field}\` in ${path.basename(file)}; see README.md, "Site configuration"`,
    };
  });
}

/** A partial hosted-search configuration is a mistake, not a reason to fall back silently. */
function checkSearch(config: SiteConfig, file: string, source: string): void {
  const s = config.search;
  if (s.appId || s.apiKey || s.indexName) {
    // A partial hosted-search configuration is a mistake, not a reason to fall back silently.
    const missing: Problem[] = [];
    const line = keyLine(source, ['search'], { format: 'code' });
    if (!s.appId)
      missing.push({
        file,
        line,
        message: '`appId` is missing.',
        hint: 'add search.appId, or remove search.apiKey/indexName to use the built-in offline search',
      });
    if (!s.apiKey)
      missing.push({
        file,
        line,
        message: '`apiKey` is missing.',
        hint: 'add search.apiKey (the search-only key), or remove search.appId/indexName',
      });
    if (!s.indexName) missing.push({ file, line, message: '`indexName` is missing.', hint: 'add search.indexName' });
    if (missing.length) throw new BuildError('Invalid search configuration.', missing);
  }
}

/** A `<script>` in the config's HTML fields, unless the site allows inline scripts. */
function checkInlineScripts(config: SiteConfig, file: string, source: string): void {
  // The two fields that are HTML (SECURITY.md): the announcement bar and navbar `html` items.
  const htmlFields: { value: string; path: (string | number)[]; name: string; shows: string }[] = [];
  if (config.announcementBar)
    htmlFields.push({
      value: config.announcementBar.content,
      path: ['announcementBar', 'content'],
      name: '`announcementBar.content`',
      shows: 'the bar',
    });
  config.navbar.items.forEach((item, i) => {
    if (item.type === 'html')
      htmlFields.push({
        value: item.label ?? '',
        path: ['navbar', 'items', i, 'label'],
        name: 'a navbar `html` item',
        shows: 'the item',
      });
  });
  const scripts = config.security.allowInlineScripts ? [] : htmlFields.filter((f) => /<script\b/i.test(f.value));
  if (scripts.length)
    throw new BuildError(
      'Invalid site configuration.',
      scripts.map((f) => ({
        file,
        // Where the value is written (keyLine skips list indexes in code: it would find the first item's key).
        line: valueLine(source, f.value, { format: 'code' }) ?? keyLine(source, f.path, { format: 'code' }),
        message: `${f.name} has a <script> element; the site does not allow inline scripts`,
        hint: `remove the script (${f.shows} shows HTML, links and formatting need none); if it must run, set \`security: { allowInlineScripts: true }\``,
      })),
    );
}

/** The default locale is one of the locales, and every localeConfigs entry names one. */
function checkLocales(config: SiteConfig, file: string, source: string): void {
  const loc = config.i18n;
  if (!loc.locales.includes(loc.defaultLocale)) {
    throw new BuildError('Invalid site configuration.', [
      {
        file,
        line: keyLine(source, ['i18n', 'defaultLocale'], { format: 'code' }),
        message: `i18n.defaultLocale "${loc.defaultLocale}" is not in i18n.locales`,
        hint: `add "${loc.defaultLocale}" to i18n.locales`,
      },
    ]);
  }
  const strays = Object.keys(loc.localeConfigs).filter((l) => !loc.locales.includes(l));
  if (strays.length)
    throw new BuildError(
      'Invalid site configuration.',
      strays.map((l) => ({
        file,
        line: keyLine(source, ['i18n', 'localeConfigs', l], { format: 'code' }),
        message: `i18n.localeConfigs names the locale "${l}", which is not in i18n.locales`,
        hint: `add "${l}" to i18n.locales, or remove its entry`,
      })),
    );
}

/** A navbar item's `docsPluginId` must name a docs instance: `default` (the `docs`, unless `false`) or a `docsInstances[].id`. */
function checkDocsPluginIds(config: SiteConfig, file: string, source: string): void {
  const ids = [...(config.docs === false ? [] : ['default']), ...config.docsInstances.map((i) => i.id)];
  const problems: Problem[] = [];
  // The items that name an instance: doc, docSidebar and version dropdown items, and dropdown links with a docId.
  const named = config.navbar.items.flatMap((item, i) => [
    ...(item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersionDropdown'
      ? [{ item, at: ['navbar', 'items', i] }]
      : []),
    ...(item.items ?? []).flatMap((link, j) =>
      link.docId ? [{ item: { ...link, type: 'doc' }, at: ['navbar', 'items', i, 'items', j] }] : [],
    ),
  ]);
  for (const { item, at } of named) {
    const id = item.docsPluginId ?? 'default';
    if (ids.includes(id)) continue;
    problems.push({
      file,
      line:
        (item.docsPluginId === undefined ? undefined : valueLine(source, item.docsPluginId, { format: 'code' })) ??
        keyLine(source, at, { format: 'code' }),
      message:
        item.docsPluginId === undefined
          ? `navbar item of type "${item.type}"${item.label ? ` ("${item.label}")` : ''} names no docsPluginId, and there is no default docs instance (docs: false)`
          : `navbar item of type "${item.type}"${item.label ? ` ("${item.label}")` : ''} has docsPluginId "${id}", which names no docs instance`,
      hint: ids.length
        ? `set docsPluginId to one of ${ids.map((x) => `"${x}"`).join(', ')}, or add a docs instance with the id "${id}" to docsInstances`
        : 'the site has no docs: remove the item, or add docs',
    });
  }
  if (problems.length) throw new BuildError('Invalid navbar item.', problems);
}

function getAt(obj: unknown, p: (string | number)[]): unknown {
  return p.reduce<unknown>(
    (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k as string] : undefined),
    obj,
  );
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'string' ? `the string ${JSON.stringify(v)}` : `${typeof v} ${JSON.stringify(v)}`;
}

/** Why a content folder has no site.config.ts: a mistyped folder, a file, a Docusaurus site, or none yet. */
function noSiteConfig(contentDir: string, file: string): BuildError {
  const folder = path.relative(process.cwd(), contentDir) || '.';
  const given = 'the folder that --content (or LEXORA_CONTENT_DIR) names';
  const stat = fs.statSync(contentDir, { throwIfNoEntry: false });
  if (!stat)
    return new BuildError('No content folder.', [
      {
        file: folder,
        message: `no such folder: ${given}`,
        hint: 'check the path: the content folder holds site.config.ts, docs/ and blog/',
      },
    ]);
  if (!stat.isDirectory())
    return new BuildError('No content folder.', [
      {
        file: folder,
        message: `is a file, not a folder: ${given}`,
        hint: 'name the folder that holds site.config.ts, docs/ and blog/',
      },
    ]);
  const docusaurus = [
    'docusaurus.config.js',
    'docusaurus.config.ts',
    'docusaurus.config.mjs',
    'docusaurus.config.cjs',
  ].find((name) => fs.existsSync(path.join(contentDir, name)));
  if (docusaurus)
    return new BuildError('No site configuration.', [
      {
        file: path.join(folder, docusaurus),
        message: 'this is a Docusaurus site, not a content folder (it has no site.config.ts)',
        hint: `turn it into one first: npm run import:docusaurus -- ${folder} --out <new folder>, then build with --content <new folder>`,
      },
    ]);
  // A folder inside a content folder (its docs/, say) named instead of the content folder.
  const parent = path.dirname(contentDir);
  const above = fs.existsSync(path.join(parent, 'site.config.ts'));
  return new BuildError('No site configuration.', [
    {
      file: path.relative(process.cwd(), file),
      message: 'file not found',
      hint: above
        ? `the content folder is the one above: --content ${path.relative(process.cwd(), parent) || '.'}`
        : 'create it; copy content/site.config.ts of this repository as a start',
    },
  ]);
}

export async function loadSiteConfig(contentDir: string): Promise<SiteConfig> {
  const file = path.join(contentDir, 'site.config.ts');
  if (!fs.existsSync(file)) throw noSiteConfig(contentDir, file);
  const mod = await importConfigFile(file);
  if (!mod.default)
    throw new BuildError('Invalid site configuration.', [
      { file, message: 'no default export', hint: 'write `export default { title: …, url: …, … }`' },
    ]);
  const rel = path.relative(process.cwd(), file);
  const source = readTextFile(file);
  const config = validateSiteConfig(mod.default, rel, source);
  checkCustomNavbarItems(config, contentDir, rel, source);
  return config;
}

/**
 * A `custom-*` navbar item is drawn by the site's swizzled NavbarItem/ComponentTypes (as in Docusaurus): without
 * one, every page would fail to render it, so the build stops at the item's line.
 */
function checkCustomNavbarItems(config: SiteConfig, contentDir: string, file: string, source: string): void {
  const custom = config.navbar.items.flatMap((item, i) =>
    CUSTOM_NAVBAR_ITEM_TYPE.test(item.type) ? [{ item, i }] : [],
  );
  if (custom.length === 0) return;
  const dir = path.join(contentDir, 'src', 'theme', 'NavbarItem');
  const swizzled = ['ComponentTypes', 'ComponentTypes/index'].some((base) =>
    ['.js', '.jsx', '.ts', '.tsx'].some((ext) => fs.existsSync(path.join(dir, base + ext))),
  );
  if (swizzled) return;
  const problems: Problem[] = custom.map(({ item, i }) => ({
    file,
    line:
      valueLine(source, item.type, { format: 'code' }) ?? keyLine(source, ['navbar', 'items', i], { format: 'code' }),
    message: `navbar item of type "${item.type}": no src/theme/NavbarItem/ComponentTypes of the site draws it`,
    hint: `add src/theme/NavbarItem/ComponentTypes.js exporting Docusaurus's table with it ({ ...ComponentTypes, '${item.type}': MyItem }, ComponentTypes from '@theme-original/NavbarItem/ComponentTypes'), or remove the item`,
  }));
  throw new BuildError('Invalid navbar item.', problems);
}
