// Files written beside the pages: sitemap.xml, robots.txt, opensearch.xml, blog feeds, llms.txt.
import fs from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import type { SiteModel } from './collect.ts';
import type { RouteData } from '../src/shared/types.ts';
import { escapeHtml } from '../src/shared/html-text.ts';
import { llmsFiles } from './markdown/copies.ts';
import { feedFiles, generatedFiles } from './reserved.ts';

export function sitemapXml(site: SiteModel, routes: RouteData[]): string {
  const { ignorePatterns, changefreq, priority } = site.config.sitemap;
  const ignored = (p: string) => ignorePatterns.some((pat) => (pat.endsWith('**') ? p.startsWith(pat.slice(0, -2)) : p === pat));
  const urls = routes
    .filter((r) => r.kind !== 'notFound' && !r.noIndex && !ignored(r.path))
    .map((r) => r.path)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${escapeHtml(site.config.url + u)}</loc><changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`)
    .join('\n')}\n</urlset>\n`;
}

function absolutize(html: string, base: string): string {
  return html.replace(/(href|src)="(\/[^"]*)"/g, (_m, attr, url) => `${attr}="${base}${url}"`);
}

function postContent(outDir: string, route: string): string {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const m = /<div class="markdown">([\s\S]*?)<\/div><footer class="blog-post__footer">/.exec(html);
  return m ? m[1] : '';
}

export function writeFeeds(site: SiteModel, outDir: string): void {
  const { config } = site;
  const blogUrl = `${config.url}/${config.blog.routeBasePath}/`;
  const posts = site.posts.filter((p) => !p.frontmatter.unlisted);
  const feeds = feedFiles(config);
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: config.blog.title,
    description: config.blog.description,
    language: config.i18n.defaultLocale,
    favicon: config.url + config.favicon,
    copyright: config.footer.copyright.replace('{year}', String(posts[0]?.date.getUTCFullYear() ?? 1970)),
    updated: posts[0]?.date ?? new Date(0),
    feedLinks: { rss: config.url + feeds.rss, atom: config.url + feeds.atom, json: config.url + feeds.json },
  });
  for (const p of posts) {
    feed.addItem({
      title: p.title,
      id: config.url + p.route,
      link: config.url + p.route,
      date: p.date,
      description: p.description,
      content: absolutize(postContent(outDir, p.route), config.url),
      ...(p.authors.length ? { author: p.authors.map((a) => ({ name: a.name, link: a.url })) } : {}),
      category: p.tags.map((t) => ({ name: t.label })),
    });
  }
  fs.mkdirSync(path.join(outDir, config.blog.routeBasePath), { recursive: true });
  fs.writeFileSync(path.join(outDir, feeds.rss), feed.rss2());
  fs.writeFileSync(path.join(outDir, feeds.atom), feed.atom1());
  fs.writeFileSync(path.join(outDir, feeds.json), feed.json1());
}

/**
 * `copies`: the pages' Markdown copies by route (prerender/markdown/copies.ts), indexed in llms.txt.
 * `contract`: the source of content/openapi.yaml, published as /openapi.yaml for client generators.
 */
export function writeExtras(site: SiteModel, routes: RouteData[], outDir: string, copies: Map<string, string>, contract?: string): string[] {
  const { config } = site;
  if (contract !== undefined) fs.writeFileSync(path.join(outDir, 'openapi.yaml'), contract);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(site, routes));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${config.url}/sitemap.xml\n`);
  fs.writeFileSync(
    path.join(outDir, 'opensearch.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">\n  <ShortName>${escapeHtml(config.title)}</ShortName>\n  <Description>Search ${escapeHtml(config.title)}</Description>\n  <InputEncoding>UTF-8</InputEncoding>\n  <Url type="text/html" method="get" template="${escapeHtml(`${config.url}/${config.search.searchPagePath}/`)}?q={searchTerms}"/>\n</OpenSearchDescription>\n`,
  );
  writeFeeds(site, outDir);
  const llms = llmsFiles(site, copies, contract !== undefined);
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llms.index);
  fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llms.full);
  // 404.html is in the list too, but the prerender step writes it.
  return generatedFiles(config, { contract: contract !== undefined })
    .filter((f) => f !== '/404.html')
    .map((f) => path.posix.basename(f));
}
