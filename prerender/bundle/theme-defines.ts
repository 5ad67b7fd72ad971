// Theme options the client bundle is built for, as compile-time constants (vite.config.ts `define`): the
// code of a part a site does not use is left out of its JavaScript, so a site without them ships the
// bytes it shipped before. The dev server keeps the code and decides from the site data as a page draws.
import type { SiteConfig } from '../content/config.ts';

/** Only what differs from the defaults (a site that sets none has `{}`, and its bundle cache key is as before). */
export interface ThemeOptions {
  /** The search page's route (`/find/`) when it is not `/search/`; null: none (`search.searchPagePath: false`). */
  searchPage?: string | null;
  /** The docs' home route (`/guide/`) when it is not `/docs/`; null: the site has no docs. */
  docsHome?: string | null;
  /** `docsSidebar.hideable`. */
  sidebarHideable?: true;
  /** `docsSidebar.autoCollapseCategories`. */
  sidebarAutoCollapse?: true;
}

/** The docs' home route, as the route base of the docs a site's links go to (the default instance, else the first). */
function docsHome(config: Pick<SiteConfig, 'docs' | 'docsInstances'>): string | null {
  const base = config.docs === false ? config.docsInstances[0]?.routeBasePath : config.docs.routeBasePath;
  return base === undefined ? null : `/${base}/`.replace(/\/+/g, '/');
}

export function themeOptions(
  config: Pick<SiteConfig, 'docs' | 'docsInstances' | 'search' | 'docsSidebar'>,
): ThemeOptions {
  const home = docsHome(config);
  const { searchPagePath } = config.search;
  const search = searchPagePath === false ? null : `/${searchPagePath}/`.replace(/\/+/g, '/');
  return {
    ...(search !== '/search/' ? { searchPage: search } : {}),
    ...(home !== '/docs/' ? { docsHome: home } : {}),
    ...(config.docsSidebar.hideable ? { sidebarHideable: true as const } : {}),
    ...(config.docsSidebar.autoCollapseCategories ? { sidebarAutoCollapse: true as const } : {}),
  };
}

/**
 * The `define` entries (declared in src/generated-modules.d.ts). `dev`: the boolean parts stay in the
 * bundle and read the site data, which the dev server rewrites when the config changes.
 */
export function themeDefines(t: ThemeOptions, dev = false): Record<string, string> {
  return {
    __SEARCH_PAGE__: JSON.stringify(t.searchPage === undefined ? '/search/' : t.searchPage),
    __SEARCH_PAGE_OPTIONAL__: JSON.stringify(dev || t.searchPage === null),
    __DOCS_HOME__: JSON.stringify(t.docsHome === undefined ? '/docs/' : t.docsHome),
    __DOCS_SIDEBAR_HIDEABLE__: JSON.stringify(dev || Boolean(t.sidebarHideable)),
    __DOCS_SIDEBAR_AUTO_COLLAPSE__: JSON.stringify(dev || Boolean(t.sidebarAutoCollapse)),
  };
}
