// What the build makes itself besides content pages: the routes no content file may claim, and the
// files written beside the pages (which links may target). One list, read by the route-collision
// check, the link check and the step that writes the files.
import type { SiteConfig } from '../content/config.ts';

type Paths = Pick<SiteConfig, 'blog' | 'search'>;

/** `/a/b/` from path parts, whatever slashes they carry ('' is the root). */
const folder = (...parts: string[]) => `/${parts.join('/')}/`.replace(/\/+/g, '/');

/** The routes of the pages the build renders itself (not from a content file). */
export function builtInRoutes(config: Paths): {
  blog: string;
  blogArchive: string;
  blogTags: string;
  blogAuthors: string;
  /** null: `searchPagePath: false`, no search page. */
  search: string | null;
} {
  const blog = folder(config.blog.routeBasePath);
  return {
    blog,
    blogArchive: `${blog}archive/`,
    blogTags: `${blog}tags/`,
    blogAuthors: folder(blog, config.blog.authorsBasePath ?? 'authors'),
    search: config.search.searchPagePath === false ? null : folder(config.search.searchPagePath),
  };
}

/** Routes the build renders itself, with what a reader would call them (for the collision report). */
export function reservedRoutes(config: Paths): Map<string, string> {
  const r = builtInRoutes(config);
  return new Map([
    [r.blog, 'the blog list page'],
    [r.blogArchive, 'the blog archive page'],
    [r.blogTags, 'the blog tags page'],
    [r.blogAuthors, 'the blog authors page'],
    ...(r.search === null ? [] : ([[r.search, 'the search page']] as const)),
  ]);
}

/** The blog's feeds, by format. */
export function feedFiles(config: Paths): { rss: string; atom: string; json: string } {
  const { blog } = builtInRoutes(config);
  return { rss: `${blog}rss.xml`, atom: `${blog}atom.xml`, json: `${blog}feed.json` };
}

/**
 * The offline search index's stable address: a small file naming the current index's manifest (under
 * a content-hashed folder of /assets/). Pages name this file, not the folder, so a text edit that
 * changes the index changes this file and the index, not every page.
 */
export const SEARCH_INDEX_FILE = '/search-index.json';

/** Whether the site searches Algolia's hosted index (and publishes no offline index). */
export const hostedSearch = (config: Pick<SiteConfig, 'search'>) =>
  Boolean(config.search.appId && config.search.apiKey && config.search.indexName);

/**
 * Every file the build writes besides pages and bundles, as URL paths (`/opensearch.xml` only with a
 * search page, as in Docusaurus); `/openapi.yaml` and
 * `/operations.json` when the site has an API contract; the feeds unless `feeds: false` (a site
 * without blog posts has none, as in Docusaurus).
 */
export function generatedFiles(config: Paths, opts: { contract: boolean; feeds?: boolean }): string[] {
  const feeds = feedFiles(config);
  return [
    '/sitemap.xml',
    '/robots.txt',
    ...(config.search.searchPagePath === false ? [] : ['/opensearch.xml']),
    ...(opts.feeds === false ? [] : [feeds.rss, feeds.atom, feeds.json]),
    '/llms.txt',
    '/llms-full.txt',
    '/404.html',
    '/mcp.json',
    '/mcp.tgz',
    ...(hostedSearch(config) ? [] : [SEARCH_INDEX_FILE]),
    ...(opts.contract ? ['/openapi.yaml', '/operations.json'] : []),
  ];
}
