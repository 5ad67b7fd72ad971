// Files written beside the pages: sitemap.xml, robots.txt, opensearch.xml, blog feeds, llms.txt.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../content/model.ts';
import type { RouteData } from '../../src/shared/types.ts';
import { publicPath } from '../../src/shared/paths.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { mainDocsVersion, llmsFiles, type MarkdownCopies } from './markdown/copies.ts';
import { builtInRoutes, generatedFiles } from '../routes/reserved.ts';
import { writeFeeds } from './feeds.ts';

export function sitemapXml(site: SiteModel, routes: RouteData[]): string {
  const { ignorePatterns, changefreq, priority } = site.config.sitemap;
  const ignored = (p: string) =>
    ignorePatterns.some((pat) => (pat.endsWith('**') ? p.startsWith(pat.slice(0, -2)) : p === pat));
  const urls = routes
    .filter((r) => r.kind !== 'notFound' && !r.noIndex && !ignored(r.path))
    .map((r) => publicPath(r.path, site.config.trailingSlash, site.config.baseUrl))
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map(
      (u) =>
        `  <url><loc>${escapeHtml(site.config.url + u)}</loc><changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`,
    )
    .join('\n')}\n</urlset>\n`;
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
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(site, routes));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${config.url}/sitemap.xml\n`);
  fs.writeFileSync(
    path.join(outDir, 'opensearch.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">\n  <ShortName>${escapeHtml(config.title)}</ShortName>\n  <Description>Search ${escapeHtml(config.title)}</Description>\n  <InputEncoding>UTF-8</InputEncoding>\n  <Url type="text/html" method="get" template="${escapeHtml(config.url + builtInRoutes(config).search)}?q={searchTerms}"/>\n</OpenSearchDescription>\n`,
  );
  // No blog posts, no feeds (Docusaurus writes none either).
  if (site.posts.length) writeFeeds(site, outDir, feedContent);
  const llms = llmsFiles(site, copies, contract !== undefined);
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llms.index);
  // Each other docs version (of every instance): its own llms.txt and llms-full.txt at its root, linked from the main one.
  const main = mainDocsVersion(site);
  for (const v of site.instances.flatMap((i) => i.versions).filter((x) => x !== main)) {
    fs.mkdirSync(path.join(outDir, v.routeBase), { recursive: true });
    const files = llmsFiles(site, copies, false, v);
    fs.writeFileSync(path.join(outDir, v.routeBase, 'llms.txt'), files.index);
    fs.writeFileSync(path.join(outDir, v.routeBase, 'llms-full.txt'), [...files.full].join(''));
  }
  const fd = fs.openSync(path.join(outDir, 'llms-full.txt'), 'w');
  try {
    for (const part of llms.full) fs.writeSync(fd, part);
  } finally {
    fs.closeSync(fd);
  }
  // 404.html is in the list too, but the prerender step writes it.
  return generatedFiles(config, { contract: contract !== undefined, feeds: site.posts.length > 0 })
    .filter((f) => f !== '/404.html')
    .map((f) => path.posix.basename(f));
}
