// The site data the browser gets (@generated/site-data.json, written by prerender/bundle/site-data.ts): the
// parts of the validated site config the theme needs, in the types the config schema gives them, plus
// the locale and docs version entities. The build's clientSiteData() is checked against this type.
import type { SiteConfig } from './site-config-schema';

import type { LocaleInfo } from './locales';

export type LocaleEntity = LocaleInfo;

/** A navbar item; `doc` and `docSidebar` items also carry their target route and the sidebar they belong to. */
export type NavbarItemConfig = SiteConfig['navbar']['items'][number] & {
  /** `doc` items: the sidebar holding the doc (null when it is in none). */
  sidebar?: string | null;
  /** `doc` and `docSidebar` items of a versioned site: the target in each version, by version name. */
  toByVersion?: Record<string, string>;
  /** A `to: '/'` item under `look: 'infima'`: active on every page, as Docusaurus's (a NavLink that is not exact). */
  activeEverywhere?: boolean;
};

export interface LocaleTranslations {
  navbar?: SiteData['navbar'];
  footer?: SiteData['footer'];
  /** The blog's title, description and sidebar title of the locale's options.json. */
  blog?: SiteData['blog'];
  messages: Record<string, string>;
}

export interface SiteData extends Pick<
  SiteConfig,
  | 'title'
  | 'tagline'
  | 'url'
  | 'baseUrl'
  | 'trailingSlash'
  | 'favicon'
  | 'colorMode'
  | 'footer'
  | 'customFields'
  | 'mermaid'
> {
  /** The current locale (the default one in the generated file; src/theme/site.ts sets the page's). */
  locale: LocaleEntity;
  /** Every locale, the default first. */
  locales: LocaleEntity[];
  /** By locale other than the default: its navbar and footer with their labels translated, and its UI strings by id. */
  translations: Record<string, LocaleTranslations>;
  version: {
    name: string;
    label: string;
    isLast: boolean;
    path: string;
    mainDocId: string;
    mainDocRoute: string;
    draftIds: string[];
    sidebars: string[];
  };
  versions: { name: string; label: string; mainDocRoute: string }[];
  /** Every docs instance (`default` first, unless `docs: false`): its route base, last version and versions. */
  docsInstances: {
    id: string;
    basePath: string;
    lastVersion: string;
    versions: { name: string; label: string; mainDocRoute: string; path?: string; mainDocId?: string }[];
  }[];
  navbar: Omit<SiteConfig['navbar'], 'items'> & { items: NavbarItemConfig[] };
  announcementBar: NonNullable<SiteConfig['announcementBar']> | null;
  /** `authorsPath`: the authors list page's route (`/blog/authors/`). */
  blog: { title: string; basePath: string; description: string; sidebarTitle: string; authorsPath: string };
  docsBasePath: string;
  /** `docsSidebar` of the config, only when it turns something on (a site that does not has the data it had). */
  docsSidebar?: SiteConfig['docsSidebar'];
  /** Synonyms travel in the search index, not in the app's JavaScript. */
  search: Omit<SiteConfig['search'], 'synonyms'>;
  analytics: Pick<SiteConfig['analytics'], 'trackingId' | 'tagManagerId'>;
}
