// The data the browser gets about the site: config for the theme, and the spec's locale and docs
// version entities. Nothing here grows with the number of pages, except version.json (build-side).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../content/config.ts';
import type { DocsVersion, SiteModel } from '../content/model.ts';
import { BuildError } from '../report/errors.ts';
import type { SidebarItem } from '../../src/shared/types.ts';
import type { LocaleEntity, SiteData } from '../../src/shared/site-data.ts';
import { playgroundData } from '../contract/playground-data.ts';
import { cacheRoot } from '../util.ts';
import { siteLocales } from '../content/locales.ts';
import { translateFooter, translateNavbar } from '../content/translations.ts';

/**
 * Where the generated data of one build (`for`: its output folder) or of the dev server goes: under
 * the cache, never under src/, one folder each so builds can run side by side. The app imports it
 * as `@generated/site-data.json`. LEXORA_GENERATED_DIR moves it.
 */
export function generatedDir(forOutput: string | 'dev'): string {
  if (process.env.LEXORA_GENERATED_DIR) return path.resolve(process.env.LEXORA_GENERATED_DIR);
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
export function versionEntity(site: SiteModel, version = lastVersion(site)) {
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

const lastVersion = (site: SiteModel): DocsVersion => site.versions.find((v) => v.isLast)!;

function mainDocRouteOf(version: DocsVersion): string {
  return version.docsById.get(version.mainDocId)?.route ?? version.routeBase;
}

/**
 * On a versioned site, where a `doc` or `docSidebar` navbar item goes in each version (the doc, or
 * the sidebar's first page; the version's main doc when it has neither), so it follows the version read.
 */
function targetsByVersion(site: SiteModel, item: SiteConfig['navbar']['items'][number]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of site.versions) {
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

/** A docSidebar navbar item links to the first page of its sidebar, as in Docusaurus. */
function sidebarTarget(site: SiteModel, id: string | undefined): string {
  const first = firstHref;
  const names = Object.keys(site.sidebars.sidebars);
  const to = id ? first(site.sidebars.sidebars[id]) : undefined;
  if (!to) {
    throw new BuildError('Invalid navbar item.', [
      {
        file: path.relative(process.cwd(), path.join(site.contentDir, 'site.config.ts')),
        message: `navbar item of type "docSidebar" names the sidebar ${JSON.stringify(id ?? '')}, which ${id && names.includes(id) ? 'has no page' : 'does not exist'}`,
        hint: `set \`sidebarId\` to one of ${names.map((n) => `"${n}"`).join(', ') || '(no sidebars)'}`,
      },
    ]);
  }
  return to;
}

export function clientSiteData(site: SiteModel, year: number): SiteData {
  const { config } = site;
  const version = versionEntity(site);
  const mainDocRoute = mainDocRouteOf(lastVersion(site));
  const versioned = site.versions.length > 1;
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
    versions: site.versions.map((v) => ({ name: v.name, label: v.label, mainDocRoute: mainDocRouteOf(v) })),
    navbar: {
      ...config.navbar,
      // Doc items point at the doc's route and name its sidebar (the item is active on every page of
      // that sidebar, as in Docusaurus); the browser needs no doc table for that.
      items: config.navbar.items.map((item) => {
        const byVersion = versioned ? { toByVersion: targetsByVersion(site, item) } : {};
        return item.type === 'doc' && item.docId
          ? {
              ...item,
              to: site.docsById.get(item.docId)?.route,
              sidebar: site.sidebars.docSidebar.get(item.docId) ?? null,
              ...byVersion,
            }
          : item.type === 'docSidebar'
            ? { ...item, to: sidebarTarget(site, item.sidebarId), sidebar: item.sidebarId, ...byVersion }
            : item;
      }),
    },
    footer: { links: config.footer.links, copyright: config.footer.copyright.replace('{year}', String(year)) },
    colorMode: config.colorMode,
    announcementBar: config.announcementBar ?? null,
    blog: { title: config.blog.title, basePath: config.blog.routeBasePath, description: config.blog.description },
    docsBasePath: config.docs.routeBasePath,
    search,
    analytics: { trackingId: config.analytics.trackingId, tagManagerId: config.analytics.tagManagerId },
    customFields: config.customFields,
  };
  return { ...data, translations: localeTranslations(site, data, year) };
}

/** Each locale's navbar and footer with the labels of its translation files, and its UI strings (code.json). */
function localeTranslations(site: SiteModel, data: SiteData, year: number): SiteData['translations'] {
  const out: SiteData['translations'] = {};
  for (const lc of site.localized) {
    const { navbar, footer, code } = lc.messages;
    if (!navbar.size && !footer.size && !code.size) continue;
    const translatedFooter = translateFooter(site.config.footer, footer);
    out[lc.locale.name] = {
      ...(navbar.size ? { navbar: translateNavbar(data.navbar, navbar) as SiteData['navbar'] } : {}),
      ...(footer.size
        ? { footer: { ...translatedFooter, copyright: translatedFooter.copyright.replace('{year}', String(year)) } }
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

export function writeGeneratedData(site: SiteModel, year: number, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  writeIfChanged(path.join(dir, 'site-data.json'), JSON.stringify(clientSiteData(site, year), null, 2) + '\n');
  // The site's own stylesheets (customCss), imported by the browser entry after the theme's CSS.
  writeIfChanged(
    path.join(dir, 'custom-css.js'),
    site.config.customCss.map((f) => `import ${JSON.stringify(path.resolve(site.contentDir, f))};\n`).join('') ||
      'export {};\n',
  );
  writeIfChanged(path.join(dir, 'api-playground.json'), JSON.stringify(playgroundData(site.api)) + '\n');
  writeIfChanged(
    path.join(dir, 'docs-version.json'),
    JSON.stringify({ locale: localeEntity(site.config), version: versionEntity(site) }, null, 2) + '\n',
  );
}
