// The data the browser gets about the site: config for the theme, and the spec's locale and docs
// version entities. Nothing here grows with the number of pages, except docs-version.json (build-side)
// and docs-global-data.json (only the Docusaurus docs hooks that return a version's docs load it).
import fs from 'node:fs';
import { writePageMetadata } from './page-metadata.ts';
import path from 'node:path';
import type { SiteConfig } from '../content/config.ts';
import type { DocsInstance, DocsVersion, SidebarModel, SiteModel } from '../content/model.ts';
import { DEFAULT_PLUGIN_ID, versionFileNames } from '../content/versions.ts';
import { BuildError } from '../report/errors.ts';
import { customCssFile } from '../content/custom-css.ts';
import type { SidebarItem } from '../../src/shared/types.ts';
import type { LocaleEntity, NavbarItemConfig, SiteData } from '../../src/shared/site-data.ts';
import { playgroundData } from '../contract/playground-data.ts';
import { cacheRoot } from '../util.ts';
import { builtInRoutes } from '../routes/reserved.ts';
import { siteLocales } from '../content/locales.ts';
import { blogSidebarTitle, translateFooter, translateNavbar } from '../content/translations.ts';
import * as env from '../report/env.mjs';

/**
 * Where the generated data of one build (`for`: its output folder) or of the dev server goes: under
 * the cache, never under src/, one folder each so builds can run side by side. The app imports it
 * as `@generated/site-data.json`. LEXORA_GENERATED_DIR moves it.
 */
export function generatedDir(forOutput: string | 'dev'): string {
  const moved = env.generatedDir();
  if (moved) return path.resolve(moved);
  return path.join(
    cacheRoot(),
    'generated',
    forOutput === 'dev' ? 'dev' : Buffer.from(path.resolve(forOutput)).toString('base64url').slice(-24),
  );
}

/** The default locale with every option resolved. */
export function localeEntity(config: SiteConfig): LocaleEntity {
  return siteLocales(config)[0]!;
}

/** The docs version entity (spec §3) of a version, by default the last. `docs` lists every doc, so it stays on the build side. */
export function versionEntity(site: SiteModel, version: DocsVersion | undefined = lastVersion(site)) {
  if (!version)
    return {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '',
      mainDocId: '',
      docs: [],
      draftIds: [],
      sidebars: {},
    };
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: version.routeBase.replace(/\/$/, ''),
    mainDocId: version.mainDocId,
    docs: version.docs.map((d) => ({
      id: d.id,
      path: d.route,
      sidebar: version.sidebars.docSidebar.get(d.id) ?? null,
    })),
    draftIds: [] as string[],
    sidebars: Object.fromEntries(
      Object.keys(version.sidebars.sidebars).map((name) => [
        name,
        { link: version.sidebars.sidebars[name][0] ?? null },
      ]),
    ),
  };
}

/** The instance links outside the docs go to: `default`, else the first of `docsInstances` (none: `docs: false` and no other). */
const mainInstance = (site: SiteModel): DocsInstance | undefined =>
  site.instances.find((i) => i.id === DEFAULT_PLUGIN_ID) ?? site.instances[0];

const lastVersion = (site: SiteModel): DocsVersion | undefined => mainInstance(site)?.versions.find((v) => v.isLast);

function mainDocRouteOf(version: DocsVersion): string {
  return version.docsById.get(version.mainDocId)?.route ?? version.routeBase;
}

type NavItem = SiteConfig['navbar']['items'][number];

/** The instance a navbar item names (`docsPluginId`, default `default`); the config check has made sure it exists. */
function instanceOf(site: SiteModel, item: NavItem): DocsInstance | undefined {
  const id = item.docsPluginId ?? DEFAULT_PLUGIN_ID;
  return site.instances.find((i) => i.id === id);
}

/**
 * On a versioned instance, where a `doc` or `docSidebar` navbar item goes in each version (the doc, or
 * the sidebar's first page; the version's main doc when it has neither), so it follows the version read.
 */
function targetsByVersion(instance: DocsInstance, item: NavItem): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of instance.versions) {
    const doc = item.type === 'doc' && item.docId ? v.docsById.get(item.docId)?.route : undefined;
    const bar =
      item.type === 'docSidebar' && item.sidebarId ? firstHref(v.sidebars.sidebars[item.sidebarId]) : undefined;
    out[v.name] = doc ?? bar ?? mainDocRouteOf(v);
  }
  return out;
}

function firstHref(items: SidebarItem[] | undefined): string | undefined {
  for (const it of items ?? []) {
    const href = it.href ?? (it.type === 'category' ? firstHref(it.items) : undefined);
    if (href) return href;
  }
  return undefined;
}

/** A docSidebar navbar item links to the first page of its sidebar (in its instance's last version), as in Docusaurus. */
function sidebarTarget(site: SiteModel, sidebars: SidebarModel, item: NavItem): string {
  const id = item.sidebarId;
  const names = Object.keys(sidebars.sidebars);
  const to = id ? firstHref(sidebars.sidebars[id]) : undefined;
  if (!to) {
    const of = item.docsPluginId ? ` of the docs instance "${item.docsPluginId}"` : '';
    throw new BuildError('Invalid navbar item.', [
      {
        file: path.relative(process.cwd(), path.join(site.contentDir, 'site.config.ts')),
        message: `navbar item of type "docSidebar" names the sidebar ${JSON.stringify(id ?? '')}${of}, which ${id && names.includes(id) ? 'has no page' : 'does not exist'}`,
        hint: `set \`sidebarId\` to one of ${names.map((n) => `"${n}"`).join(', ') || '(no sidebars)'}`,
      },
    ]);
  }
  return to;
}

/** Doc items point at the doc's route and name its sidebar and instance (the item is active on every page of that sidebar, as in Docusaurus). */
function navbarItemData(site: SiteModel, item: NavItem): NavbarItemConfig {
  if (item.items?.some((c) => c.docId)) item = { ...item, items: item.items.map((c) => dropdownLink(site, c)) };
  // The infima look: a `to: '/'` item is active on every page, as Docusaurus's NavLink (not exact) on the base URL.
  if (item.type !== 'doc' && item.type !== 'docSidebar')
    return site.config.look === 'infima' && item.to === '/' && !item.activeBasePath && !item.activeBaseRegex
      ? { ...item, activeEverywhere: true }
      : item;
  const instance = instanceOf(site, item);
  const last = instance?.versions.find((v) => v.isLast);
  if (!instance || !last) return item;
  const byVersion = instance.versions.length > 1 ? { toByVersion: targetsByVersion(instance, item) } : {};
  const plugin = { docsPluginId: instance.id };
  if (item.type === 'doc')
    return item.docId
      ? {
          ...item,
          ...plugin,
          to: last.docsById.get(item.docId)?.route,
          sidebar: last.sidebars.docSidebar.get(item.docId) ?? null,
          ...byVersion,
        }
      : item;
  return { ...item, ...plugin, to: sidebarTarget(site, last.sidebars, item), sidebar: item.sidebarId, ...byVersion };
}

/** A dropdown link with a `docId` goes to that doc in its instance's last version (the link check has made sure it exists). */
function dropdownLink(
  site: SiteModel,
  link: NonNullable<NavItem['items']>[number],
): NonNullable<NavItem['items']>[number] {
  if (!link.docId) return link;
  const last = site.instances
    .find((i) => i.id === (link.docsPluginId ?? DEFAULT_PLUGIN_ID))
    ?.versions.find((v) => v.isLast);
  const to = last?.docsById.get(link.docId)?.route;
  return to ? { ...link, to } : link;
}

/** Each docs instance as the browser needs it: its route base and versions (the dropdown's entries). */
function instanceData(instance: DocsInstance): SiteData['docsInstances'][number] {
  const last = instance.versions.find((v) => v.isLast)!;
  return {
    id: instance.id,
    basePath: instance.routeBase,
    lastVersion: last.name,
    versions: instance.versions.map((v) => ({
      name: v.name,
      label: v.label,
      mainDocRoute: mainDocRouteOf(v),
      path: v.routeBase.replace(/\/$/, ''),
      mainDocId: v.mainDocId,
    })),
  };
}

/** The first link of a sidebar as Docusaurus's global data gives it: its first doc or category page, with the item's label. */
function firstSidebarLink(items: SidebarItem[]): { path: string; label: string } | undefined {
  for (const it of items) {
    if (it.type === 'link' && it.docId) return { path: it.href, label: it.label };
    if (it.type !== 'category') continue;
    if (it.href) return { path: it.href, label: it.label };
    const inner = firstSidebarLink(it.items);
    if (inner) return inner;
  }
  return undefined;
}

/** A version's `docs`, `draftIds` and `sidebars` as Docusaurus's global data has them (paths: our routes). */
function globalVersionData(version: DocsVersion) {
  const { docSidebar, sidebars, indexes } = version.sidebars;
  const slugOf = (route: string) => `/${route.slice(version.routeBase.length)}`.replace(/\/$/, '');
  return {
    docs: [
      ...version.docs.map((d) => ({
        id: d.id,
        path: d.route,
        ...(d.frontmatter.unlisted ? { unlisted: true } : {}),
        ...(docSidebar.has(d.id) ? { sidebar: docSidebar.get(d.id) } : {}),
      })),
      // Its categories' generated index pages, by slug, as Docusaurus lists them after the docs.
      ...indexes.map((i) => ({ id: slugOf(i.route), path: i.route, sidebar: i.sidebar })),
    ],
    // Drafts are left out of a build before the versions are made, so none is known here.
    draftIds: [] as string[],
    sidebars: Object.fromEntries(
      Object.entries(sidebars).map(([name, items]) => {
        const link = firstSidebarLink(items);
        return [name, link ? { link } : {}];
      }),
    ),
  };
}

/**
 * Every docs instance's versions' docs (pluginId -> version name -> Docusaurus's global data of the version):
 * what `@docusaurus/plugin-content-docs/client`'s hooks give a version's `docs`. It grows with the pages, so
 * only the Docusaurus hooks that return a version's docs import it (src/theme/docusaurus/docs-global-data.ts).
 */
export function docsGlobalData(site: SiteModel) {
  return Object.fromEntries(
    site.instances.map((i) => [i.id, Object.fromEntries(i.versions.map((v) => [v.name, globalVersionData(v)]))]),
  );
}

export function clientSiteData(site: SiteModel, year: number): SiteData {
  const { config } = site;
  const last = lastVersion(site);
  const version = versionEntity(site, last);
  const mainDocRoute = last ? mainDocRouteOf(last) : config.baseUrl;
  const locale = localeEntity(config);
  // Synonyms travel in the search index, not in the app's JavaScript.
  const { synonyms: _synonyms, ...search } = config.search;
  const data: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    favicon: config.favicon,
    locale,
    locales: site.locales,
    translations: {},
    version: {
      name: version.name,
      label: version.label,
      isLast: version.isLast,
      path: version.path,
      mainDocId: version.mainDocId,
      mainDocRoute,
      draftIds: version.draftIds,
      sidebars: Object.keys(version.sidebars),
    },
    versions: (mainInstance(site)?.versions ?? []).map((v) => ({
      name: v.name,
      label: v.label,
      mainDocRoute: mainDocRouteOf(v),
    })),
    docsInstances: site.instances.map(instanceData),
    navbar: { ...config.navbar, items: config.navbar.items.map((item) => navbarItemData(site, item)) },
    footer: {
      style: config.footer.style,
      links: config.footer.links,
      copyright: config.footer.copyright.replace('{year}', String(year)),
      ...(config.footer.logo ? { logo: config.footer.logo } : {}),
    },
    colorMode: config.colorMode,
    announcementBar: config.announcementBar ?? null,
    blog: {
      title: config.blog.title,
      basePath: config.blog.routeBasePath,
      description: config.blog.description,
      sidebarTitle: blogSidebarTitle(config.blog),
      authorsPath: builtInRoutes(config).blogAuthors,
    },
    docsBasePath: (mainInstance(site)?.routeBase ?? '/docs/').replace(/^\/|\/$/g, ''),
    search,
    ...(config.docsSidebar.hideable || config.docsSidebar.autoCollapseCategories
      ? { docsSidebar: config.docsSidebar }
      : {}),
    analytics: { trackingId: config.analytics.trackingId, tagManagerId: config.analytics.tagManagerId },
    customFields: config.customFields,
    mermaid: config.mermaid,
  };
  return { ...data, translations: localeTranslations(site, data, year) };
}

/** Each locale's navbar and footer with the labels of its translation files, and its UI strings (code.json). */
function localeTranslations(site: SiteModel, data: SiteData, year: number): SiteData['translations'] {
  const out: SiteData['translations'] = {};
  for (const lc of site.localized) {
    const { navbar, footer, code, blog } = lc.messages;
    if (!navbar.size && !footer.size && !code.size && !blog.size) continue;
    const translatedFooter = translateFooter(site.config.footer, footer);
    out[lc.locale.name] = {
      ...(navbar.size ? { navbar: translateNavbar(data.navbar, navbar) as SiteData['navbar'] } : {}),
      ...(footer.size
        ? { footer: { ...translatedFooter, copyright: translatedFooter.copyright.replace('{year}', String(year)) } }
        : {}),
      ...(blog.size
        ? {
            blog: {
              ...data.blog,
              title: lc.config.blog.title,
              description: lc.config.blog.description,
              sidebarTitle: blog.get('sidebar.title') ?? data.blog.sidebarTitle,
            },
          }
        : {}),
      messages: Object.fromEntries(code),
    };
  }
  return out;
}

function writeIfChanged(file: string, content: string) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.writeFileSync(file, content);
}

/**
 * Content folders of page modules besides docs/, versioned_docs/ and blog/ (which the page registry
 * globs itself): each other docs instance's folder and its versioned folder, relative to the content folder.
 */
export function instancePageFolders(site: SiteModel): string[] {
  return site.config.docsInstances.flatMap((i) => [
    i.path.replace(/\\/g, '/').replace(/\/+$/, ''),
    versionFileNames(i.id).docs,
  ]);
}

/**
 * The page registry's and server entry's module of those folders' pages: `import.meta.glob` takes only
 * literal patterns, so they are written here, per site (an empty object without other instances).
 */
function instancePagesModule(site: SiteModel): string {
  // With their translations (i18n/<locale>/docusaurus-plugin-content-docs-<id>/), as Docusaurus names them.
  const folders = [
    ...instancePageFolders(site),
    ...site.config.docsInstances.map((i) => `i18n/*/docusaurus-plugin-content-docs-${i.id}`),
  ];
  if (!folders.length) return 'export const pages = {};\n';
  const glob = (alias: string, ext: string) =>
    `import.meta.glob(${JSON.stringify(folders.map((f) => `${alias}/${f}/**/*.${ext}`))})`;
  return `export const pages = {\n  ...${glob('@content', 'mdx')},\n  ...${glob('@markdown-modules', 'md')},\n};\n`;
}

export function writeGeneratedData(site: SiteModel, year: number, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  writeIfChanged(path.join(dir, 'instance-pages.js'), instancePagesModule(site));
  writeIfChanged(path.join(dir, 'site-data.json'), JSON.stringify(clientSiteData(site, year), null, 2) + '\n');
  // The site's own stylesheets (customCss), imported by the browser entry after the theme's CSS. Under
  // look 'infima', the Infima classes of Docusaurus's React pages (infima-compat.css) come first, in the
  // same stylesheet, as Infima comes before the site's CSS in Docusaurus: a site rule of the same
  // specificity wins (TypeORM's `.hero--primary { background: gradient }`). @theme/Layout imports them
  // through layout-css.js, which then imports nothing; under our own look it imports them (from the page's chunk).
  const compat = path.resolve('src/theme/docusaurus/infima-compat.css');
  const infima = site.config.look === 'infima';
  writeIfChanged(
    path.join(dir, 'custom-css.js'),
    [...(infima ? [compat] : []), ...site.config.customCss.map((f) => customCssFile(site.contentDir, f))]
      .map((f) => `import ${JSON.stringify(f)};\n`)
      .join('') || 'export {};\n',
  );
  writeIfChanged(path.join(dir, 'layout-css.js'), infima ? 'export {};\n' : `import ${JSON.stringify(compat)};\n`);
  writeIfChanged(path.join(dir, 'api-playground.json'), JSON.stringify(playgroundData(site.api)) + '\n');
  // The global data of the site's own plugins, which only `@docusaurus/useGlobalData` imports.
  writeIfChanged(path.join(dir, 'global-data.json'), JSON.stringify(site.globalData ?? {}) + '\n');
  writeIfChanged(path.join(dir, 'docs-global-data.json'), JSON.stringify(docsGlobalData(site)) + '\n');
  writeIfChanged(
    path.join(dir, 'docs-version.json'),
    JSON.stringify({ locale: localeEntity(site.config), version: versionEntity(site) }, null, 2) + '\n',
  );
  // Docusaurus's `metadata` of the pages that read it (./page-metadata.ts).
  writePageMetadata(site, dir);
}
