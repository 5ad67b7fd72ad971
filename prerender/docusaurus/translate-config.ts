// Maps a loaded Docusaurus config onto our site config (prerender/content/config.ts), and says what it could
// not carry over and what to do about it. Only plain data is read; functions and stubs are reported.
import fs from 'node:fs';
import path from 'node:path';
import { packageExport, stubName, type LoadedModule, type PackageExport } from './load-module.ts';
import { prismNotes } from './prism-theme.ts';
import { CUSTOM_NAVBAR_ITEM_TYPE } from '../../src/shared/site-config-schema.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- a Docusaurus config is untyped user data */
type Any = any;

export interface Note {
  what: string;
  todo: string;
}

/** A remark/rehype plugin of the site, imported by site.config.ts from its package. */
export interface PluginImport extends PackageExport {
  /** What the translated config holds in its place (a function, as the schema wants), replaced when written. */
  ref: () => void;
  /** The identifier site.config.ts gives it. */
  ident: string;
  /**
   * A plugin written in a file of the site (`spec` is that file, relative to the site folder, copied to the same
   * place in the content folder); the import evaluates the file to find which export `fn` is (`name`).
   */
  local?: { fn: unknown };
}

/**
 * An `editUrl` function of the site (a closure, which cannot be written out): the import calls it for every
 * page it copies and writes the results; `ref` is what the translated config holds in its place.
 */
export interface EditUrlFunction {
  /** `docs`, `blog`, or a docs instance's id. */
  section: { kind: 'docs' | 'blog'; id: string };
  fn: (params: Record<string, unknown>) => unknown;
  ref: () => void;
}

export interface Translation {
  config: Record<string, unknown>;
  /** The site's editUrl functions, by section. */
  editUrlFns: EditUrlFunction[];
  /** The site's remark/rehype plugins the config holds, by value. */
  plugins: PluginImport[];
  /** plugin-client-redirects' `createRedirects` functions, called by the import for every route. */
  createRedirects: ((path: string) => unknown)[];
  translated: string[];
  skipped: Note[];
  /** Folders of the site (relative to it), as the classic preset names them. */
  paths: {
    docs: string | null;
    blog: string | null;
    sidebars: string | null;
    customCss: string[];
    /** Other docs instances (extra `@docusaurus/plugin-content-docs` plugins): id, folder and sidebars file as the site names them. */
    instances: { id: string; path: string; sidebarPath: string | null }[];
  };
}

const NAVBAR_TYPES: Record<string, string> = {
  default: 'default',
  doc: 'doc',
  docSidebar: 'docSidebar',
  docsVersionDropdown: 'docsVersionDropdown',
  localeDropdown: 'localeDropdown',
  dropdown: 'dropdown',
  html: 'html',
};

const isClassic = (name: unknown) => typeof name === 'string' && /(^classic$|preset-classic)/.test(name);

/** The options the classic preset takes, which a preset wrapping it (Meta's internaldocs-fb) takes too. */
const CLASSIC_KEYS = ['docs', 'blog', 'pages', 'theme'];

/**
 * The preset read as the classic one: `classic` or `@docusaurus/preset-classic` (or a package named
 * `…/preset-classic`); without one, a preset that wraps it, one whose options are the classic preset's
 * (`docusaurus-plugin-internaldocs-fb/docusaurus-preset` passes `docs`, `blog`, `pages` and `theme` to it).
 */
function classicPreset(dc: Any): { entry: unknown; opts: Any; wrapper: boolean } | null {
  const presets = ((dc.presets ?? []) as unknown[]).map((p) => (Array.isArray(p) ? p : [p, {}]) as [unknown, Any]);
  const named = presets.find(([name]) => isClassic(name));
  if (named) return { entry: named[0], opts: named[1] ?? {}, wrapper: false };
  const wrapper = presets.find(
    ([, opts]) =>
      opts && typeof opts === 'object' && CLASSIC_KEYS.some((k) => opts[k] === false || typeof opts[k] === 'object'),
  );
  return wrapper ? { entry: wrapper[0], opts: wrapper[1], wrapper: true } : null;
}

type PresetOptions = { docs: Any; blog: Any; theme: Any; pages: Any; sitemap: Any; gtag: Any; googleTagManager: Any };

function presetOptions(dc: Any): PresetOptions | null {
  return classicPreset(dc)?.opts ?? classicParts(dc)?.opts ?? null;
}

const CLASSIC_PARTS: Record<string, RegExp> = {
  blog: /(^|\/)plugin-content-blog$|^content-blog$/,
  pages: /(^|\/)plugin-content-pages$|^content-pages$/,
  sitemap: /(^|\/)plugin-sitemap$|^sitemap$/,
  // SVG imports are React components here already.
  svgr: /(^|\/)plugin-svgr$|^svgr$/,
};

/**
 * Without a classic preset, the parts it bundles listed on their own (Jellyfin's site: the blog, pages,
 * sitemap and svgr plugins in `plugins`, `@docusaurus/theme-classic` with its `customCss` in `themes`), read as
 * that preset's options: the blog with its route and options (one instance, whatever its id), the theme's CSS.
 * The docs plugin listed on its own is read as before (defaultDocsPlugin), so `docs` is false here. Null
 * when the site lists none of them but the docs plugin.
 */
function classicParts(dc: Any): { opts: PresetOptions; entries: unknown[] } | null {
  const entries = (list: unknown) =>
    ((Array.isArray(list) ? list : []) as unknown[]).map((p) => ({
      entry: p,
      name: Array.isArray(p) ? p[0] : p,
      opts: ((Array.isArray(p) ? p[1] : undefined) ?? {}) as Any,
    }));
  const plugins = entries(dc.plugins);
  const part = (key: string) => plugins.filter((p) => plainString(p.name) && CLASSIC_PARTS[key].test(p.name));
  const blogs = part('blog');
  const theme = entries(dc.themes).find((t) => t.name === '@docusaurus/theme-classic' || t.name === 'classic');
  const found = [...(blogs.length === 1 ? blogs : []), ...part('pages'), ...part('sitemap'), ...part('svgr')];
  if (!found.length && !theme) return null;
  return {
    opts: {
      docs: false,
      blog: blogs.length === 1 ? blogs[0].opts : blogs.length ? {} : false,
      pages: part('pages')[0]?.opts ?? {},
      sitemap: part('sitemap')[0]?.opts ?? {},
      theme: theme?.opts ?? {},
      gtag: undefined,
      googleTagManager: undefined,
    },
    entries: [...found.map((p) => p.entry), ...(theme ? [theme.entry] : [])],
  };
}

function plainString(v: unknown): v is string {
  return typeof v === 'string';
}

/** A URL with a scheme (`https://medium.com/x`, `mailto:`): Docusaurus's Link leaves such a `to` as it is, an external link. */
const WITH_SCHEME = /^[a-z][a-z\d+.-]*:/i;

function link(item: Any): Record<string, string> | null {
  if (!item || !plainString(item.label)) return null;
  if (plainString(item.to) && WITH_SCHEME.test(item.to)) return { label: item.label, href: item.to };
  if (plainString(item.to)) return { label: item.label, to: item.to.startsWith('/') ? item.to : `/${item.to}` };
  if (plainString(item.href)) return { label: item.label, href: item.href };
  return null;
}

interface Ctx {
  loaded: Pick<LoadedModule, 'stubbed' | 'origins' | 'sourceOf'>;
  plugins: PluginImport[];
  editUrlFns: EditUrlFunction[];
  createRedirects: ((path: string) => unknown)[];
  dc: Any;
  tc: Any;
  preset: Any;
  docsOpts: Any;
  blogOpts: Any;
  translated: string[];
  skipped: Note[];
  /** The site's folder (its local plugins' files are read from it), when known. */
  siteDir?: string;
  /** Plugin entries carried over (the default docs plugin, local plugins run at build time): not reported as not run. */
  carried: Set<unknown>;
}

export function translateConfig(
  dc: Any,
  loaded: Pick<LoadedModule, 'stubbed' | 'origins' | 'sourceOf'> = { stubbed: [], origins: new Map() },
  siteDir?: string,
): Translation {
  const preset = presetOptions(dc);
  const defaultDocs = preset && preset.docs !== false ? undefined : defaultDocsPlugin(dc);
  const defaultDocsNote = defaultDocs
    ? [`docs plugin listed on its own (no id, the preset's \`docs\` ${preset ? 'false' : 'absent'}) -> docs`]
    : [];
  const ctx: Ctx = {
    loaded,
    plugins: [],
    editUrlFns: [],
    createRedirects: [],
    dc,
    tc: dc.themeConfig ?? {},
    preset,
    // `docs: false` in the preset (or no classic preset) with the docs plugin listed on its own, without
    // an id: that plugin is the default instance, as in Docusaurus.
    docsOpts: preset && preset.docs !== false ? (preset.docs ?? {}) : (defaultDocs?.opts ?? (preset ? null : {})),
    blogOpts: preset?.blog === false ? null : (preset?.blog ?? {}),
    translated: defaultDocsNote,
    skipped: [],
    siteDir,
    carried: new Set([
      ...(defaultDocs ? [defaultDocs.entry] : []),
      ...(classicPreset(dc) ? [] : (classicParts(dc)?.entries ?? [])),
    ]),
  };
  const config: Record<string, unknown> = {
    ...siteBasics(ctx),
    ...customFieldsConfig(ctx),
    i18n: i18nConfig(ctx),
    metadata: metadataConfig(ctx),
    ...announcementConfig(ctx),
    colorMode: colorModeConfig(ctx),
    ...docsSidebarConfig(ctx),
    navbar: navbarConfig(ctx),
    footer: footerConfig(ctx),
    // The classic theme's look (Infima's sidebar, tabs, code blocks, inline code and footer).
    look: 'infima',
    docs: docsConfig(ctx),
    ...docsInstancesConfig(ctx),
    // `blog: false` in the preset: no blog here either (a blog/ folder beside it is not read).
    blog: ctx.blogOpts ? blogConfig(ctx) : false,
    ...pagesConfig(ctx),
    ...buildOptions(ctx),
    ...integrations(ctx),
    ...clientRedirectsConfig(ctx),
    ...localPluginsConfig(ctx),
  };
  reportUnsupported(ctx);
  const customCss = [preset?.theme?.customCss ?? []].flat().filter(plainString);
  const { docsOpts, blogOpts } = ctx;
  return {
    config,
    plugins: ctx.plugins,
    editUrlFns: ctx.editUrlFns,
    createRedirects: ctx.createRedirects,
    translated: ctx.translated,
    skipped: ctx.skipped,
    paths: {
      docs: docsOpts ? String(docsOpts.path ?? 'docs') : null,
      blog: blogOpts ? String(blogOpts.path ?? 'blog') : null,
      sidebars: docsOpts && plainString(docsOpts.sidebarPath) ? docsOpts.sidebarPath : null,
      customCss,
      instances: docsPlugins(dc).map(({ opts }) => ({
        id: String(opts.id),
        path: String(opts.path ?? 'docs'),
        sidebarPath: plainString(opts.sidebarPath) ? opts.sidebarPath : null,
      })),
    },
  };
}

const isDocsPlugin = (name: unknown) => plainString(name) && /(^|\/)plugin-content-docs$|^content-docs$/.test(name);

/** The docs plugin listed without an id (or with `id: 'default'`): the default instance when the preset has none. */
function defaultDocsPlugin(dc: Any): { entry: unknown; opts: Any } | undefined {
  return (dc.plugins ?? [])
    .map((p: Any) => (Array.isArray(p) ? { entry: p, name: p[0], opts: p[1] ?? {} } : { entry: p, name: p, opts: {} }))
    .find((p: Any) => isDocsPlugin(p.name) && (p.opts.id === undefined || p.opts.id === 'default'));
}

/** The site's extra docs plugins with an id (the plugin without one is the default instance, which the preset's `docs` gives). */
function docsPlugins(dc: Any): { opts: Any }[] {
  return (dc.plugins ?? [])
    .map((p: Any) => (Array.isArray(p) ? { name: p[0], opts: p[1] ?? {} } : { name: p, opts: {} }))
    .filter((p: Any) => isDocsPlugin(p.name) && plainString(p.opts.id) && p.opts.id !== 'default');
}

/** Extra docs plugins -> `docsInstances`, with the options our docs have (versions, table of contents, route base). */
function docsInstancesConfig(ctx: Ctx): Record<string, unknown> {
  const { dc, translated, skipped } = ctx;
  const plugins = docsPlugins(dc);
  if (!plugins.length) return {};
  const instances = plugins.map(({ opts }) => ({
    ...sectionPlugins(ctx, opts, `docs plugin "${opts.id}"`),
    id: opts.id,
    path: String(opts.path ?? 'docs'),
    routeBasePath: String(opts.routeBasePath ?? 'docs').replace(/^\/|\/$/g, ''),
    ...(plainString(opts.sidebarPath) ? { sidebarPath: opts.sidebarPath } : {}),
    ...versionOptions(opts, [], skipped),
    ...editUrlOption(ctx, opts, { kind: 'docs', id: String(opts.id) }),
    ...(typeof opts.breadcrumbs === 'boolean' ? { breadcrumbs: opts.breadcrumbs } : {}),
    ...sidebarFolding(opts),
  }));
  translated.push(
    `docs plugins -> docsInstances: ${instances.map((i) => `"${i.id}" at /${i.routeBasePath}`).join(', ')}`,
  );
  return { docsInstances: instances };
}

function siteBasics({ dc, translated }: Ctx): Record<string, unknown> {
  translated.push('title, tagline, url, baseUrl, favicon, trailingSlash');
  return {
    ...(Array.isArray(dc.staticDirectories) && dc.staticDirectories.every(plainString)
      ? { staticDirectories: dc.staticDirectories }
      : {}),
    title: String(dc.title ?? 'Docs'),
    tagline: String(dc.tagline ?? ''),
    url: String(dc.url ?? 'https://example.com').replace(/\/+$/, ''),
    // Docusaurus's config validation adds the leading and trailing slash ('' and 'docs' are '/' and '/docs/').
    baseUrl: plainString(dc.baseUrl) ? `/${dc.baseUrl}/`.replace(/^\/+/, '/').replace(/\/+$/, '/') : '/',
    // Docusaurus's three settings carry over as they are (unset: URLs without the slash, a/index.html).
    ...(typeof dc.trailingSlash === 'boolean' ? { trailingSlash: dc.trailingSlash } : {}),
    favicon: plainString(dc.favicon) ? `/${dc.favicon.replace(/^\//, '')}` : '/favicon.ico',
  };
}

/** `customFields` as data (what `useDocusaurusContext().siteConfig.customFields` reads); functions are reported. */
function customFieldsConfig({ dc, translated, skipped }: Ctx): Record<string, unknown> {
  if (!dc.customFields || typeof dc.customFields !== 'object') return {};
  const customFields = jsonData(dc.customFields, 'customFields', skipped);
  translated.push(`customFields (${Object.keys(customFields as object).length} key(s))`);
  return { customFields };
}

/** Plain data of a config value: functions and stubs are left out and reported. */
function jsonData(value: unknown, where: string, skipped: Note[]): unknown {
  if (typeof value === 'function') {
    skipped.push({
      what: `${where}: ${stubName(value) ?? 'a function'}`,
      todo: 'only data is carried over; put the value it computes in site.config.ts',
    });
    return undefined;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v, i) => jsonData(v, `${where}[${i}]`, skipped) ?? null);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, jsonData(v, `${where}.${k}`, skipped)])
        .filter(([, v]) => v !== undefined),
    );
  return typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : value;
}

/** Docusaurus's i18n as it is: every locale, and each locale's settings the config gives (the build fills in the same defaults). */
function i18nConfig({ dc, translated }: Ctx): Record<string, unknown> {
  const i18n: Any = dc.i18n ?? {};
  const locale = String(i18n.defaultLocale ?? 'en');
  const locales: string[] = [...new Set([locale, ...(i18n.locales ?? []).filter(plainString)])];
  const localeConfigs: Record<string, Record<string, unknown>> = {};
  for (const l of locales) {
    const lc: Any = i18n.localeConfigs?.[l] ?? {};
    const kept = pick(lc, ['label', 'direction', 'htmlLang', 'calendar', 'path']);
    if (l === locale || Object.keys(kept).length) localeConfigs[l] = kept;
  }
  translated.push(
    locales.length > 1
      ? `i18n: default locale "${locale}", locales ${locales.join(', ')} (translations read from i18n/<locale>/, as in Docusaurus)`
      : `i18n default locale "${locale}"`,
  );
  return { defaultLocale: locale, locales, localeConfigs };
}

function metadataConfig({ dc, tc, skipped }: Ctx): Record<string, unknown> {
  const metaTags: Any[] = Array.isArray(tc.metadata) ? tc.metadata : [];
  const metaValue = (name: string) => metaTags.find((m) => m?.name === name)?.content as string | undefined;
  const keywords = (metaValue('keywords') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const description = metaValue('description') ?? (dc.tagline || dc.title);
  if (!metaValue('keywords') || !metaValue('description')) {
    skipped.push({
      what: 'metadata keywords/description (themeConfig.metadata)',
      todo: 'filled in from the title and tagline; edit `metadata` in site.config.ts',
    });
  }
  return {
    keywords: keywords.length ? keywords : [String(dc.title ?? 'docs')],
    description: String(description || dc.title || 'Documentation'),
  };
}

function announcementConfig({ tc, translated }: Ctx): Record<string, unknown> {
  if (!tc.announcementBar?.content) return {};
  translated.push('themeConfig.announcementBar');
  return {
    announcementBar: pick(tc.announcementBar, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']),
  };
}

function colorModeConfig({ tc, translated }: Ctx): Record<string, unknown> {
  translated.push('themeConfig.colorMode');
  return {
    defaultMode: tc.colorMode?.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: Boolean(tc.colorMode?.disableSwitch),
    respectPrefersColorScheme: Boolean(tc.colorMode?.respectPrefersColorScheme),
  };
}

const SIDEBAR_OPTIONS = ['hideable', 'autoCollapseCategories'];

/**
 * `themeConfig.docs.sidebar` -> `docsSidebar` (`hideable`, `autoCollapseCategories`); a key it does not
 * know, or one that is not true or false, is reported. `themeConfig.docs.versionPersistence` is ours
 * already when it is Docusaurus's default (`localStorage`); another value is reported.
 */
function docsSidebarConfig({ tc, translated, skipped }: Ctx): Record<string, unknown> {
  const docs = tc.docs && typeof tc.docs === 'object' ? tc.docs : {};
  for (const k of Object.keys(docs))
    if (k !== 'sidebar' && !(k === 'versionPersistence' && docs[k] === 'localStorage'))
      skipped.push({
        what: `themeConfig.docs.${k}`,
        todo: 'not an option here (the docs sidebar takes hideable and autoCollapseCategories); left out',
      });
  const sidebar = docs.sidebar && typeof docs.sidebar === 'object' ? docs.sidebar : {};
  const out: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(sidebar)) {
    if (SIDEBAR_OPTIONS.includes(k) && typeof v === 'boolean') out[k] = v;
    else
      skipped.push({
        what: `themeConfig.docs.sidebar.${k}`,
        todo: SIDEBAR_OPTIONS.includes(k)
          ? `expected true or false; set docsSidebar.${k} in site.config.ts`
          : 'not an option of the docs sidebar here (hideable, autoCollapseCategories); left out',
      });
  }
  if (!Object.keys(out).length) return {};
  translated.push(`themeConfig.docs.sidebar (${Object.keys(out).join(', ')}) -> docsSidebar`);
  return { docsSidebar: out };
}

function navbarItem(item: Any, skipped: Note[]): Record<string, unknown> | null {
  // An item with `items` and no type (or `default`) is a dropdown, as Docusaurus's NavbarItem draws it.
  const type =
    (item.type ?? 'default') === 'default' && Array.isArray(item.items) ? 'dropdown' : (item.type ?? 'default');
  // Docusaurus's search item: the search box drawn where the item is (left by default, as every item).
  if (type === 'search')
    return {
      type,
      position: item.position === 'right' ? 'right' : 'left',
      ...(plainString(item.className) ? { className: item.className } : {}),
    };
  // A custom type is drawn by the site's swizzled NavbarItem/ComponentTypes (copied with src/theme): the item is
  // carried with its own fields, as its component reads them (values JSON cannot hold are left out).
  if (CUSTOM_NAVBAR_ITEM_TYPE.test(type)) {
    const fields = JSON.parse(JSON.stringify(item)) as Record<string, unknown>;
    return { ...fields, type, position: item.position === 'right' ? 'right' : 'left' };
  }
  if (!NAVBAR_TYPES[type]) {
    skipped.push({
      what: `navbar item of type "${type}"${item.label ? ` ("${item.label}")` : ''}`,
      todo: `not supported here (supported: ${Object.keys(NAVBAR_TYPES).join(', ')}); replace it with a link item in site.config.ts`,
    });
    return null;
  }
  const out: Record<string, unknown> = { position: item.position === 'right' ? 'right' : 'left' };
  if (type !== 'default') out.type = type;
  // The links a version or locale dropdown adds around its entries (socket.io's "Changelog" after its versions).
  for (const k of ['dropdownItemsBefore', 'dropdownItemsAfter'])
    if ((type === 'docsVersionDropdown' || type === 'localeDropdown') && Array.isArray(item[k]) && item[k].length) {
      const links = (item[k] as Any[]).map(link).filter(Boolean);
      if (links.length) out[k] = links;
      if (links.length < item[k].length)
        skipped.push({
          what: `navbar item of type "${type}": ${item[k].length - links.length} of its ${k}`,
          todo: 'only links (`to`, `href`) are listed there here (not `html` items such as separators); left out',
        });
    }
  // Docusaurus's HTML item holds its markup in `value`; ours in `label` (SECURITY.md: one of the two HTML fields).
  if (type === 'html') {
    if (!plainString(item.value)) {
      skipped.push({ what: 'navbar item of type "html" with no `value`', todo: 'give it its HTML in site.config.ts' });
      return null;
    }
    return { ...out, label: item.value, ...(plainString(item.className) ? { className: item.className } : {}) };
  }
  for (const k of [
    'label',
    'to',
    'href',
    'docId',
    'sidebarId',
    'activeBasePath',
    'activeBaseRegex',
    'className',
    'aria-label',
    'docsPluginId',
  ])
    if (plainString(item[k])) out[k] = item[k];
  // Docusaurus prefixes activeBasePath with the base URL: `docs` means `/docs`.
  if (plainString(out.activeBasePath) && !(out.activeBasePath as string).startsWith('/'))
    out.activeBasePath = `/${out.activeBasePath}`;
  if (plainString(out.to) && WITH_SCHEME.test(out.to as string) && !out.href) {
    out.href = out.to;
    delete out.to;
  }
  if (plainString(out.to) && !(out.to as string).startsWith('/')) out.to = `/${out.to}`;
  if (type === 'dropdown') out.items = dropdownLinks(item, skipped);
  if (type === 'default' && !out.to && !out.href) {
    skipped.push({
      what: `navbar item ${JSON.stringify(item.label ?? item.html ?? '')} (no "to" or "href")`,
      todo: 'HTML navbar items are not supported; add a link item in site.config.ts',
    });
    return null;
  }
  return out;
}

/**
 * A dropdown's links: `to`/`href` items, and `type: 'doc'` items (by `docId`, resolved at build time); an item
 * of another type (`html` headings and separators, `docSidebar`) or a doc item without a label is reported.
 */
function dropdownLinks(item: Any, skipped: Note[]): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const child of (item.items ?? []) as Any[]) {
    const type = child?.type ?? 'default';
    const doc = type === 'doc' && plainString(child.docId) && plainString(child.label);
    const l: Record<string, string> | null =
      type === 'default' ? link(child) : doc ? { label: child.label, docId: child.docId } : null;
    if (l && doc && plainString(child.docsPluginId)) l.docsPluginId = child.docsPluginId;
    if (l) out.push(l);
    else
      skipped.push({
        what: `navbar dropdown "${String(item.label ?? '')}": its item ${type === 'default' ? '' : `of type "${type}" `}${JSON.stringify(child?.label ?? child?.value ?? child?.docId ?? '')}`,
        todo:
          type === 'doc'
            ? 'left out: add it to the dropdown in site.config.ts with a `label` (Docusaurus shows the doc title)'
            : 'dropdown items here are links (`to`, `href`) and doc links (`docId`); left out',
      });
  }
  return out;
}

function navbarConfig({ dc, tc, translated, skipped }: Ctx): Record<string, unknown> {
  const nav: Any = tc.navbar ?? {};
  const items = (nav.items ?? []).map((item: Any) => navbarItem(item, skipped)).filter(Boolean);
  translated.push(`navbar: title, logo, style, ${items.length} item(s)`);
  return {
    // No `navbar.title`: no title beside the logo, as in Docusaurus (not the site's title); the logo's alt
    // text is then the site's title, as Docusaurus's.
    title: String(nav.title ?? ''),
    ...(nav.style === 'dark' || nav.style === 'primary' ? { style: nav.style } : {}),
    ...(nav.logo?.src
      ? {
          logo: {
            alt: String(nav.logo.alt ?? (nav.title ? '' : (dc.title ?? ''))),
            src: `/${String(nav.logo.src).replace(/^\//, '')}`,
            ...(nav.logo.srcDark ? { srcDark: `/${String(nav.logo.srcDark).replace(/^\//, '')}` } : {}),
          },
        }
      : {}),
    hideOnScroll: Boolean(nav.hideOnScroll),
    items,
  };
}

function footerConfig({ tc, translated, skipped }: Ctx): Record<string, unknown> {
  const footer: Any = tc.footer ?? {};
  const rawLinks: Any[] = footer.links ?? [];
  // The "simple" footer style is a flat list of links; ours always has columns.
  const columns =
    rawLinks.length && !Array.isArray(rawLinks[0]?.items) ? [{ title: 'Links', items: rawLinks }] : rawLinks;
  const year = String(new Date().getFullYear());
  const copyright = plainString(footer.copyright) ? footer.copyright.replaceAll(year, '{year}') : '';
  if (rawLinks.some((c: Any) => (c.items ?? []).some((i: Any) => i.html)))
    skipped.push({ what: 'footer HTML items', todo: 'replace them with `{ label, href }` links in site.config.ts' });
  translated.push(
    `footer: style, ${columns.length} column(s), ${footer.logo?.src ? 'the logo, ' : ''}the copyright line (the current year becomes {year})`,
  );
  return {
    style: footer.style === 'dark' ? 'dark' : 'light',
    links: columns.map((c: Any) => ({
      title: String(c.title ?? ''),
      items: (c.items ?? []).map(link).filter(Boolean),
    })),
    copyright,
    ...(footer.logo?.src
      ? {
          logo: {
            alt: String(footer.logo.alt ?? ''),
            src: `/${String(footer.logo.src).replace(/^\//, '')}`,
            ...(footer.logo.srcDark ? { srcDark: `/${String(footer.logo.srcDark).replace(/^\//, '')}` } : {}),
            ...(typeof footer.logo.href === 'string' ? { href: footer.logo.href } : {}),
            ...(footer.logo.width !== undefined ? { width: footer.logo.width } : {}),
            ...(footer.logo.height !== undefined ? { height: footer.logo.height } : {}),
          },
        }
      : {}),
  };
}

/** The docs plugin's version options our config has: lastVersion, includeCurrentVersion, onlyIncludeVersions, versions.<name>.{label,path,banner,badge,noIndex}. */
function versionOptions(docsOpts: Any, translated: string[], skipped: Ctx['skipped']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!docsOpts) return out;
  for (const key of ['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions'])
    if (docsOpts[key] !== undefined) out[key] = docsOpts[key];
  if (docsOpts.versions && typeof docsOpts.versions === 'object') {
    const kept = ['label', 'path', 'banner', 'badge', 'noIndex'];
    out.versions = Object.fromEntries(
      Object.entries(docsOpts.versions as Record<string, Any>).map(([name, v]) => {
        for (const k of Object.keys(v ?? {}))
          if (!kept.includes(k)) skipped.push({ what: `docs versions.${name}.${k}`, todo: 'not supported; left out' });
        return [name, Object.fromEntries(Object.entries(v ?? {}).filter(([k]) => kept.includes(k)))];
      }),
    );
  }
  if (Object.keys(out).length) translated.push(`docs versions: ${Object.keys(out).join(', ')}`);
  return out;
}

/**
 * Docusaurus's `sidebarCollapsible` and `sidebarCollapsed`, written with its defaults where unset (true and
 * true: categories fold, and start folded unless they hold the page); not collapsible forces them open.
 */
function sidebarFolding(opts: Any): { sidebarCollapsible: boolean; sidebarCollapsed: boolean } {
  const sidebarCollapsible = opts?.sidebarCollapsible !== false;
  return { sidebarCollapsible, sidebarCollapsed: sidebarCollapsible && opts?.sidebarCollapsed !== false };
}

function docsConfig(ctx: Ctx): Record<string, unknown> {
  const { tc, docsOpts, translated, skipped } = ctx;
  translated.push('docs: routeBasePath, table of contents levels, sidebarCollapsible, sidebarCollapsed');
  return {
    ...sectionPlugins(ctx, docsOpts, 'docs'),
    ...editUrlOption(ctx, docsOpts, { kind: 'docs', id: 'default' }),
    // Docs-only mode ("/") carries over as "": the docs at the site root.
    routeBasePath: String(docsOpts?.routeBasePath ?? 'docs').replace(/^\/|\/$/g, ''),
    versionLabel: 'Next',
    ...(docsOpts?.breadcrumbs === false ? { breadcrumbs: false } : {}),
    ...sidebarFolding(docsOpts),
    ...versionOptions(docsOpts, translated, skipped),
    tableOfContents: {
      minHeadingLevel: tc.tableOfContents?.minHeadingLevel ?? 2,
      maxHeadingLevel: tc.tableOfContents?.maxHeadingLevel ?? 3,
    },
  };
}

function blogConfig(ctx: Ctx): Record<string, unknown> {
  const { blogOpts, translated } = ctx;
  translated.push(
    'blog: routeBasePath, title, description, tags file, onInlineTags, postsPerPage, authorsBasePath, sidebar title and count',
  );
  return {
    ...sectionPlugins(ctx, blogOpts, 'blog'),
    ...editUrlOption(ctx, blogOpts, { kind: 'blog', id: 'blog' }),
    routeBasePath: String(blogOpts?.routeBasePath ?? 'blog').replace(/^\/|\/$/g, '') || 'blog',
    title: String(blogOpts?.blogTitle ?? 'Blog'),
    description: String(blogOpts?.blogDescription ?? 'Blog'),
    // Docusaurus's `tags` file option and what to do with tags it does not define ('log' prints, as 'warn' does).
    ...(plainString(blogOpts?.tags) || blogOpts?.tags === false
      ? { tags: blogOpts.tags }
      : blogOpts?.tags === null
        ? { tags: false }
        : {}),
    ...(['warn', 'throw', 'ignore', 'log'].includes(blogOpts?.onInlineTags)
      ? { onInlineTags: blogOpts.onInlineTags === 'log' ? 'warn' : blogOpts.onInlineTags }
      : {}),
    ...((Number.isInteger(blogOpts?.postsPerPage) && blogOpts.postsPerPage > 0) || blogOpts?.postsPerPage === 'ALL'
      ? { postsPerPage: blogOpts.postsPerPage }
      : {}),
    ...(plainString(blogOpts?.authorsBasePath)
      ? { authorsBasePath: blogOpts.authorsBasePath.replace(/^\/|\/$/g, '') || 'authors' }
      : {}),
    // The blog sidebar as Docusaurus's defaults draw it: "Recent posts", the 5 newest.
    sidebarTitle: plainString(blogOpts?.blogSidebarTitle) ? blogOpts.blogSidebarTitle : 'Recent posts',
    sidebarCount:
      (Number.isInteger(blogOpts?.blogSidebarCount) && blogOpts.blogSidebarCount >= 0) ||
      blogOpts?.blogSidebarCount === 'ALL'
        ? blogOpts.blogSidebarCount
        : 5,
  };
}

// Docusaurus 3's defaults when the config leaves them unset: a broken page link fails the build, a
// broken anchor or Markdown file link only warns ('log' prints, as 'warn' does here).
const BROKEN_DEFAULTS: Record<string, string> = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  // Two pages on one route (Capacitor's versioned README.md beside index.md): Docusaurus warns, serves one.
  onDuplicateRoutes: 'warn',
};

function buildOptions({ dc, translated, skipped }: Ctx): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Docusaurus compiles `.md` files as MDX unless the config says otherwise.
  const format = dc.markdown?.format ?? 'mdx';
  if (['mdx', 'md', 'detect'].includes(format)) {
    out.markdown = { format };
    translated.push(`markdown.format "${format}"${format === 'mdx' ? ' (.md files are MDX, as in Docusaurus)' : ''}`);
  }
  // markdown.mermaid with @docusaurus/theme-mermaid: ```mermaid blocks are diagrams here too.
  if (dc.markdown?.mermaid === true) {
    out.markdown = { ...(out.markdown as object), mermaid: true };
    const mermaid = dc.themeConfig?.mermaid ?? {};
    const theme = pick(mermaid.theme ?? {}, ['light', 'dark']);
    const options = mermaid.options ? jsonData(mermaid.options, 'themeConfig.mermaid.options', skipped) : {};
    out.mermaid = { theme: { light: 'default', dark: 'dark', ...theme }, options };
    translated.push('markdown.mermaid, themeConfig.mermaid (diagrams drawn in the browser, light and dark themes)');
  }
  for (const [key, fallback] of Object.entries(BROKEN_DEFAULTS)) {
    const v = dc.markdown?.hooks?.[key] ?? dc[key];
    out[key] = v === 'log' ? 'warn' : ['throw', 'warn', 'ignore'].includes(v) ? v : fallback;
  }
  translated.push(
    'onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, onDuplicateRoutes (Docusaurus 3 defaults where unset)',
  );
  const scripts = (dc.scripts ?? [])
    .map((s: Any) =>
      plainString(s) ? { src: s, async: false } : plainString(s?.src) ? { src: s.src, async: Boolean(s.async) } : null,
    )
    .filter(Boolean);
  if (scripts.length) out.scripts = scripts;
  const stylesheets = (dc.stylesheets ?? []).map((s: Any) => (plainString(s) ? s : s?.href)).filter(plainString);
  if (stylesheets.length) out.stylesheets = stylesheets;
  clientModulesNote(dc, skipped);
  return out;
}

/**
 * `clientModules` do not run here (Docusaurus imports each on every page and calls their `onRouteUpdate` and
 * `onRouteDidUpdate` on navigation): named, with what to do for a stylesheet and for a script.
 */
function clientModulesNote(dc: Any, skipped: Ctx['skipped']): void {
  const modules: unknown[] = Array.isArray(dc.clientModules) ? dc.clientModules : [];
  if (!modules.length) return;
  const names = modules.map((m) => (plainString(m) ? m : (stubName(m) ?? 'a value')));
  skipped.push({
    what: `clientModules: ${names.join(', ')}`,
    todo: 'not loaded here: add a stylesheet to customCss in site.config.ts; a script (its onRouteUpdate, onRouteDidUpdate) does not run, so do its work in a swizzled src/theme/Root.js',
  });
}

/** `@docusaurus/plugin-client-redirects` however the config names it (`'client-redirects'`, its package, a resolved path). */
/**
 * The community plugins that only let webpack load Sass, Less or Stylus (`docusaurus-plugin-sass`…): the build
 * compiles a customCss entry with that extension itself (prerender/content/custom-css.ts), so they need no run.
 */
function stylePluginOf(entry: unknown): { name: string; files: string } | undefined {
  const name = plainString(entry) ? entry : stubName(entry);
  const m = typeof name === 'string' ? /(?:^|\/)docusaurus-plugin-(sass|less|stylus)$/.exec(name) : null;
  if (!m || typeof name !== 'string') return undefined;
  return { name, files: m[1] === 'sass' ? '.scss/.sass' : m[1] === 'less' ? '.less' : '.styl' };
}

function isClientRedirects(name: unknown): boolean {
  const n = plainString(name) ? name : stubName(name);
  return (
    n !== undefined && (n === 'client-redirects' || /(^|[/\\])(docusaurus-)?plugin-client-redirects([/\\]|$)/.test(n))
  );
}

/**
 * plugin-client-redirects -> `redirects`: its `redirects` option as it is; its `createRedirects` function is
 * kept for the import, which calls it for every route of the site (import.ts, writeCreatedRedirects).
 */
function clientRedirectsConfig({ dc, translated, createRedirects }: Ctx): Record<string, unknown> {
  const redirects: { from: string | string[]; to: string }[] = [];
  for (const p of dc.plugins ?? []) {
    const [name, opts] = Array.isArray(p) ? p : [p, {}];
    if (!isClientRedirects(name)) continue;
    for (const r of (opts?.redirects ?? []) as Any[]) {
      const from = [r?.from].flat().filter(plainString);
      if (from.length && plainString(r?.to)) redirects.push({ from: from.length === 1 ? from[0] : from, to: r.to });
    }
    if (typeof opts?.createRedirects === 'function') createRedirects.push(opts.createRedirects);
    // fromExtensions/toExtensions as the plugin makes them: `/a` <- `/a.html`; `/a.html` <- `/a`.
    const exts = (key: string) =>
      ((opts?.[key] ?? []) as unknown[]).filter((e): e is string => plainString(e) && /^[\w-]+$/.test(e));
    const from = exts('fromExtensions');
    if (from.length)
      createRedirects.push((p: string) =>
        p === '' || p === '/' || from.some((e) => p.endsWith(`.${e}`))
          ? []
          : from.map((e) => (p.endsWith('/') ? `${p.replace(/\/+$/, '')}.${e}/` : `${p}.${e}`)),
      );
    const to = exts('toExtensions');
    if (to.length)
      createRedirects.push((p: string) => {
        const e = to.find((x) => p.endsWith(`.${x}`));
        return e ? [p.slice(0, -e.length - 1)] : [];
      });
    translated.push(
      `plugin-client-redirects -> redirects (${redirects.length} from its \`redirects\`${typeof opts?.createRedirects === 'function' ? '; `createRedirects` called for every route' : ''}${from.length || to.length ? `; fromExtensions [${from.join(', ')}], toExtensions [${to.join(', ')}] applied to every route` : ''}): a redirect page at each \`from\`, as the plugin writes it`,
    );
  }
  return redirects.length || createRedirects.length ? { redirects } : {};
}

function integrations({ tc, preset, translated }: Ctx): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (tc.algolia?.appId) {
    out.search = pick(tc.algolia, ['appId', 'apiKey', 'indexName', 'contextualSearch', 'searchPagePath', 'insights']);
    translated.push('themeConfig.algolia -> search');
  }
  const sitemap = preset?.sitemap;
  if (sitemap && typeof sitemap === 'object') {
    out.sitemap = pick(sitemap, ['ignorePatterns', 'changefreq', 'priority', 'lastmod']);
    translated.push('sitemap options');
  }
  const analytics: Record<string, string> = {};
  if (plainString(preset?.gtag?.trackingID)) analytics.trackingId = preset.gtag.trackingID;
  if (plainString(preset?.googleTagManager?.containerId)) analytics.tagManagerId = preset.googleTagManager.containerId;
  if (Object.keys(analytics).length) {
    out.analytics = analytics;
    translated.push('gtag / googleTagManager -> analytics');
  }
  return out;
}

const SCRIPT_EXTS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx'];

/** The file a plugin given as a path (`./src/plugins/events`, or `require.resolve`d) names in the site's `src/` (or anywhere in the site), if any. */
export function localPluginFile(siteDir: string, name: unknown, anywhere = false): string | undefined {
  if (!plainString(name) || !(/^\.\.?\//.test(name) || path.isAbsolute(name))) return undefined;
  const base = path.resolve(siteDir, name);
  const candidates = [
    ...SCRIPT_EXTS.map((e) => base + e),
    ...SCRIPT_EXTS.slice(1).map((e) => path.join(base, `index${e}`)),
  ];
  const file = candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  const rel = file && path.relative(siteDir, file).split(path.sep).join('/');
  return rel && (rel.startsWith('src/') || (anywhere && !rel.startsWith('../'))) ? file : undefined;
}

/** The 1-based lines of `name(` calls in a file's text. */
const callLines = (text: string, name: string) =>
  text.split('\n').flatMap((l, i) => (new RegExp(`\\b${name}\\s*\\(`).test(l) ? [i + 1] : []));

/**
 * The site's own plugins (a file of its `src/`) that set global data (`actions.setGlobalData` in
 * `contentLoaded`) -> `plugins`: the build runs them for `usePluginData` (prerender/docusaurus/site-plugins.ts).
 * Their `addRoute`/`createData` calls are named with file:line (not supported here).
 */
function localPluginsConfig(ctx: Ctx): Record<string, unknown> {
  const { dc, siteDir, translated, skipped } = ctx;
  if (!siteDir) return {};
  const plugins: { module: string; options: unknown }[] = [];
  for (const p of dc.plugins ?? []) {
    const [name, opts] = Array.isArray(p) ? p : [p, undefined];
    const file = localPluginFile(siteDir, name);
    if (!file) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (!/\bsetGlobalData\s*\(/.test(text)) continue;
    const module = path.relative(siteDir, file).split(path.sep).join('/');
    const options = opts === undefined ? {} : jsonData(opts, `plugin ${module} options`, skipped);
    plugins.push({ module, options: options && typeof options === 'object' ? options : {} });
    ctx.carried.add(p);
    translated.push(
      `plugin ${module}: runs at build time (loadContent, contentLoaded) for its global data (usePluginData)`,
    );
    for (const action of ['addRoute', 'createData'])
      for (const line of callLines(text, action))
        skipped.push({
          what: `plugin ${module}:${line}: ${action}`,
          todo:
            action === 'addRoute'
              ? 'not supported here: the routes it adds are not built (the build names each); write such pages in src/pages'
              : 'not supported here: the data it writes is not built; give it to setGlobalData instead',
        });
  }
  return plugins.length ? { plugins } : {};
}

const pluginLabel = (fn: unknown, kind: string) =>
  plainString(fn)
    ? fn
    : (stubName(fn) ??
      (typeof fn === 'function' ? `inline ${kind} ${(fn as { name?: string }).name || '(anonymous)'}` : `a ${kind}`));

/** What has no equivalent here. */
function reportUnsupported(ctx: Ctx): void {
  const { dc, tc, blogOpts, skipped } = ctx;
  for (const p of dc.plugins ?? []) {
    if (ctx.carried.has(p)) continue;
    if (docsPlugins({ plugins: [p] }).length || isClientRedirects(Array.isArray(p) ? p[0] : p)) continue;
    const styles = stylePluginOf(Array.isArray(p) ? p[0] : p);
    if (styles) {
      ctx.translated.push(`plugin ${styles.name}: the build compiles ${styles.files} customCss files itself`);
      continue;
    }
    skipped.push({
      what: `plugin ${pluginLabel(Array.isArray(p) ? p[0] : p, 'plugin')}`,
      todo: 'plugins do not run here; if it adds pages, write them as content; if it adds remark/rehype behaviour, open an issue with an example',
    });
  }
  const classic = classicPreset(dc);
  for (const p of dc.presets ?? []) {
    const name = Array.isArray(p) ? p[0] : p;
    if (isClassic(name)) continue;
    if (classic?.wrapper && name === classic.entry) {
      skipped.push({
        what: `preset ${pluginLabel(name, 'preset')}`,
        todo: 'read as the classic preset it wraps (its docs, blog, pages and theme options are carried over); what it adds of its own is not built: write such pages as content',
      });
      continue;
    }
    skipped.push({
      what: `preset ${pluginLabel(name, 'preset')}`,
      todo: 'only the classic preset is read (docs, blog, pages, theme); the pages this one adds are not built: write them as content',
    });
  }
  for (const t of dc.themes ?? []) {
    if (ctx.carried.has(t)) continue;
    const name = Array.isArray(t) ? t[0] : t;
    // Carried over by buildOptions (markdown.mermaid): our theme draws the diagrams.
    if (name === '@docusaurus/theme-mermaid' && dc.markdown?.mermaid === true) continue;
    skipped.push({
      what: `theme ${pluginLabel(Array.isArray(t) ? t[0] : t, 'theme')}`,
      todo: 'themes do not load here; the site uses our theme (search is built in)',
    });
  }
  reportBlogOptions(blogOpts, skipped);
  reportDocsFunctions(ctx.docsOpts, skipped);
  skipped.push(...prismNotes(tc.prism));
}

/** The docs options that are functions of the config (not data): named, as they are not run here. */
function reportDocsFunctions(docsOpts: Any, skipped: Note[]): void {
  if (typeof docsOpts?.sidebarItemsGenerator === 'function')
    skipped.push({
      what: 'docs sidebarItemsGenerator (a function of the config)',
      todo: "not run here: autogenerated sidebars follow Docusaurus's default generator (a category's index.md, README.md or <folder>.md is its link); write the sidebar out in sidebars.js where it should differ",
    });
  if (typeof docsOpts?.numberPrefixParser === 'function')
    skipped.push({
      what: 'docs numberPrefixParser (a function of the config)',
      todo: "not run here: number prefixes follow Docusaurus's default parser (`01-intro.md`); set `slug` and `sidebar_position` in the front matter where they should differ",
    });
}

function reportBlogOptions(blogOpts: Any, skipped: Note[]): void {
  if (blogOpts?.onUntruncatedBlogPosts && blogOpts.onUntruncatedBlogPosts !== 'ignore') {
    skipped.push({
      what: 'blog onUntruncatedBlogPosts',
      todo: 'nothing to do: a long post without a truncate marker is shown in the list as an excerpt with "Read more"',
    });
  }
  if (blogOpts?.onInlineAuthors && blogOpts.onInlineAuthors !== 'ignore')
    skipped.push({
      what: 'blog onInlineAuthors',
      todo: 'inline authors are accepted without a warning; keep regular authors in authors.yml',
    });
  if (blogOpts?.feedOptions?.xslt)
    skipped.push({ what: 'blog feedOptions.xslt', todo: 'feeds are written without XSLT styling' });
}

const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

/**
 * A content plugin's remark/rehype plugins, in Docusaurus's four lists: each one a package exports is
 * kept (site.config.ts imports it from that package); an inline or local one, or options that are not
 * data, are reported.
 */
function sectionPlugins(ctx: Ctx, opts: Any, where: string): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const list of PLUGIN_LISTS) {
    const kept: unknown[] = [];
    for (const entry of opts?.[list] ?? []) {
      const [fn, ...options] = Array.isArray(entry) ? entry : [entry];
      // A package's export, else a function written in another file of the site (copied, imported from there).
      const localFile = packageExport(fn, ctx.loaded) ? undefined : ctx.loaded.sourceOf?.(fn);
      const from = packageExport(fn, ctx.loaded) ?? (localFile ? { spec: localFile, name: '' } : undefined);
      const label = from
        ? `${from.spec}${from.name && from.name !== 'default' ? ` (${from.name})` : ''}`
        : pluginLabel(fn, 'plugin');
      if (!from) {
        ctx.skipped.push({
          what: `${where} ${list}: ${label}`,
          todo: 'a plugin written in the config or in a file of the site, not a package: copy its file into the content folder, import it in site.config.ts and add it to the same list there',
        });
        continue;
      }
      let ref = ctx.plugins.find(
        (p) => p.spec === from.spec && (localFile ? p.local?.fn === fn : p.name === from.name),
      )?.ref;
      if (!ref) {
        ref = () => undefined;
        const base = from.spec
          .replace(/^\.\//, '')
          .replace(/\.[cm]?[jt]sx?$/, '')
          .replace(/^@[^/]+\//, '')
          .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase());
        let ident = /^[A-Za-z_$]/.test(base) ? base : `plugin${base}`;
        while (ctx.plugins.some((p) => p.ident === ident)) ident += '_';
        ctx.plugins.push({ ...from, ref, ident, ...(localFile ? { local: { fn } } : {}) });
      }
      const data = options.map((o, i) => jsonData(o, `${where} ${list} ${label} options[${i}]`, ctx.skipped));
      kept.push(data.length ? [ref, ...data] : ref);
    }
    if (kept.length) {
      out[list] = kept;
      ctx.translated.push(
        `${where} ${list}: ${kept.length} plugin(s), imported in site.config.ts from their packages or the site's files`,
      );
    }
  }
  return out;
}

function pagesConfig(ctx: Ctx): Record<string, unknown> {
  const pages = sectionPlugins(ctx, ctx.preset?.pages, 'pages');
  return Object.keys(pages).length ? { pages } : {};
}

/**
 * Docusaurus's `editUrl`: a URL string carries over (the file's path is appended to it); a function is kept
 * for the import, which calls it for each page (import.ts, writeEditUrls) and writes a lookup in its place.
 */
function editUrlOption(ctx: Ctx, opts: Any, section: EditUrlFunction['section']): Record<string, unknown> {
  if (plainString(opts?.editUrl)) return { editUrl: opts.editUrl };
  if (typeof opts?.editUrl === 'function') {
    const ref = () => {};
    ctx.editUrlFns.push({ section, fn: opts.editUrl, ref });
    return { editUrl: ref };
  }
  return {};
}

function pick(obj: Any, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (obj[k] !== undefined && typeof obj[k] !== 'function') out[k] = obj[k];
  return out;
}
