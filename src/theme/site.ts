// Typed access to the site data the build generates (@generated/site-data.json, see prerender/site-data.ts).
import raw from '@generated/site-data.json';

export interface NavbarItemConfig {
  type: string;
  label?: string;
  to?: string;
  href?: string;
  docId?: string;
  /** `doc` items: the sidebar holding the doc (null when it is in none). */
  sidebar?: string | null;
  position: 'left' | 'right';
  activeBasePath?: string;
  versions?: string[];
  items?: { label: string; to?: string; href?: string }[];
}

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string;
  locale: { name: string; label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string };
  locales: { name: string; label: string; htmlLang: string; path: string }[];
  version: { name: string; label: string; isLast: boolean; path: string; mainDocId: string; mainDocRoute: string; draftIds: string[]; sidebars: string[] };
  versions: { name: string; label: string; mainDocRoute: string }[];
  navbar: { title: string; logo?: { alt: string; src: string }; hideOnScroll: boolean; items: NavbarItemConfig[] };
  footer: { links: { title: string; items: { label: string; to?: string; href?: string }[] }[]; copyright: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar: null | { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  blog: { title: string; basePath: string; description: string };
  docsBasePath: string;
  search: {
    appId?: string;
    apiKey?: string;
    indexName?: string;
    contextualSearch: boolean;
    searchPagePath: string;
    insights: boolean;
    insightsHost?: string;
    hosts?: { url: string; protocol: 'http' | 'https' }[];
  };
  analytics: { trackingId?: string; tagManagerId?: string };
}

export const site = raw as unknown as SiteData;
