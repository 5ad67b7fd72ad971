// Files written beside the pages: sitemap.xml, robots.txt, opensearch.xml, blog feeds, llms.txt.
import fs from 'node:fs';
import path from 'node:path';
import type { LocaleContent, SiteModel } from '../content/model.ts';
import { localeView } from '../routes/route-data.ts';
import { alternatePath, localeOfPath, siteBaseUrl } from '../../src/shared/locales.ts';
import type { RouteData } from '../../src/shared/types.ts';
import { publicPath, withoutBaseUrl } from '../../src/shared/paths.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { mainDocsVersion, llmsFiles, type MarkdownCopies } from './markdown/copies.ts';
import { builtInRoutes, generatedFiles } from '../routes/reserved.ts';
import { writeFeeds } from './feeds.ts';

/**
 * One locale's sitemap (`site` as that locale sees it, prerender/routes/route-data.ts localeView; its routes
 * only, as each Docusaurus locale build writes its own). With several locales, each URL lists the same page
 * in every locale and `x-default` as `xhtml:link` alternates, as the pages' heads do.
 */
export function sitemapXml(site: SiteModel, routes: RouteData[]): string {
  const { ignorePatterns, changefreq, priority, lastmod } = site.config.sitemap;
  const lastmodOf = (p: string) => {
    const at = lastmod === null ? undefined : site.pageMeta.get(p)?.lastmod;
    if (at === undefined) return '';
    const iso = new Date(at).toISOString();
    return `<lastmod>${lastmod === 'date' ? iso.slice(0, 10) : iso}</lastmod>`;
  };
  const { url, trailingSlash, baseUrl } = site.config;
  const ignored = (p: string) =>
    ignorePatterns.some((pat) => (pat.endsWith('**') ? p.startsWith(pat.slice(0, -2)) : p === pat));
  const locales = site.locales;
  const byName = new Map(locales.map((l) => [l.name, l]));
  const ordered = site.config.i18n.locales.map((n) => byName.get(n)!).filter(Boolean);
  const href = (p: string) => escapeHtml(url + publicPath(p, trailingSlash, baseUrl));
  const alternates = (p: string) =>
    locales.length < 2
      ? ''
      : [...ordered.map((l) => [l.htmlLang, l] as const), ['x-default', locales[0]!] as const]
          .map(
            ([lang, l]) =>
              `<xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${href(alternatePath(p, l, locales))}"/>`,
          )
          .join('');
  const entries = routes
    .filter((r) => r.kind !== 'notFound' && !r.noIndex && !ignored(r.path))
    .map((r) => r.path)
    .sort((a, b) => publicPath(a, trailingSlash, baseUrl).localeCompare(publicPath(b, trailingSlash, baseUrl)));
  const ns = locales.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${ns}>\n${entries
    .map(
      (p) =>
        `  <url><loc>${href(p)}</loc>${lastmodOf(p)}${changefreq === null ? '' : `<changefreq>${changefreq}</changefreq>`}${priority === null ? '' : `<priority>${priority}</priority>`}${alternates(p)}</url>`,
    )
    .join('\n')}\n</urlset>\n`;
}

/** The folder of a locale's own files in the output ('' for the default locale: the root). */
export function localeFolder(lc: LocaleContent, siteBaseUrl: string): string {
  return withoutBaseUrl(lc.locale.baseUrl, siteBaseUrl).replace(/^\/+/, '');
}

/**
 * `copies`: the pages' Markdown copies by route (prerender/outputs/markdown/copies.ts), indexed in llms.txt.
 * `feedContent`: the blog posts' content HTML by route (feedContent() in prerender/outputs/feeds.ts).
 * `contract`: the source of content/openapi.yaml, published as /openapi.yaml for client generators.
 */
export function writeExtras(
  site: SiteModel,
  routes: RouteData[],
  outDir: string,
  copies: MarkdownCopies,
  feedContent: Map<string, string>,
  contract?: string,
): string[] {
  const { config } = site;
  if (contract !== undefined) fs.writeFileSync(path.join(outDir, 'openapi.yaml'), contract);
  // Each locale built has its own sitemap, feeds and llms files in its folder (/fr/sitemap.xml,
  // /fr/devblog/rss.xml, /fr/llms.txt), made from its own pages only.
  const sitemaps: string[] = [];
  for (const lc of site.localized) {
    const view = localeView(site, lc);
    const dir = path.join(outDir, localeFolder(lc, config.baseUrl));
    fs.mkdirSync(dir, { recursive: true });
    const own = routes.filter((r) => localeOfPath(r.path, site.locales).name === lc.locale.name);
    fs.writeFileSync(path.join(dir, 'sitemap.xml'), sitemapXml(view, own));
    sitemaps.push(`${config.url}${lc.locale.baseUrl}sitemap.xml`);
    // No blog posts, no feeds (Docusaurus writes none either).
    if (lc.posts.length) writeFeeds(view, outDir, feedContent, lc.locale.name);
    writeLlmsFiles(view, outDir, lc.locale.baseUrl, copies, contract !== undefined);
  }
  fs.writeFileSync(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\n${sitemaps.map((s) => `Sitemap: ${s}\n`).join('')}`,
  );
  // No search page (`searchPagePath: false`), no OpenSearch description (Docusaurus writes none either).
  const searchPage = builtInRoutes(config).search;
  if (searchPage !== null)
    fs.writeFileSync(
      path.join(outDir, 'opensearch.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">\n  <ShortName>${escapeHtml(config.title)}</ShortName>\n  <Description>Search ${escapeHtml(config.title)}</Description>\n  <InputEncoding>UTF-8</InputEncoding>\n  <Url type="text/html" method="get" template="${escapeHtml(config.url + searchPage)}?q={searchTerms}"/>\n</OpenSearchDescription>\n`,
    );
  // 404.html is in the list too, but the prerender step writes it.
  return generatedFiles(config, { contract: contract !== undefined, feeds: site.posts.length > 0 })
    .filter((f) => f !== '/404.html')
    .map((f) => path.posix.basename(f));
}

/** A locale's llms.txt and llms-full.txt at its base URL (`base`), and each other docs version's at that version's root. */
function writeLlmsFiles(
  site: SiteModel,
  outDir: string,
  base: string,
  copies: MarkdownCopies,
  contract: boolean,
): void {
  // A locale's view has the locale's base URL as its own: files are placed by the site's.
  const file = (url: string) => path.join(outDir, withoutBaseUrl(url, siteBaseUrl(site.locales)));
  const dir = file(base);
  const llms = llmsFiles(site, copies, contract, mainDocsVersion(site), base);
  fs.writeFileSync(path.join(dir, 'llms.txt'), llms.index);
  const fd = fs.openSync(path.join(dir, 'llms-full.txt'), 'w');
  try {
    for (const part of llms.full) fs.writeSync(fd, part);
  } finally {
    fs.closeSync(fd);
  }
  // Each other docs version (of every instance): its own llms.txt and llms-full.txt at its root, linked from the main one.
  const main = mainDocsVersion(site);
  for (const v of site.instances.flatMap((i) => i.versions).filter((x) => x !== main)) {
    fs.mkdirSync(file(v.routeBase), { recursive: true });
    const files = llmsFiles(site, copies, false, v, base);
    fs.writeFileSync(path.join(file(v.routeBase), 'llms.txt'), files.index);
    fs.writeFileSync(path.join(file(v.routeBase), 'llms-full.txt'), [...files.full].join(''));
  }
}
