// The blog's RSS, Atom and JSON feeds. An item's content is the post's body rendered by the SSR
// bundle on its own (renderContent), with site-relative URLs made absolute for feed readers.
import fs from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import type { SiteModel } from '../content/model.ts';
import type { RouteTable } from '../routes/route-data.ts';
import type { ServerEntry } from '../render/server-entry.ts';
import { RenderCache } from '../render/render-cache.ts';
import { builtInRoutes, feedFiles } from '../routes/reserved.ts';
import { publicPath, withBaseUrl, withoutBaseUrl } from '../../src/shared/paths.ts';
import { siteBaseUrl } from '../../src/shared/locales.ts';
import * as env from '../report/env.mjs';

/** Site-relative `href`/`src` values (`/docs/x/`, not `//host/x`) with the site's URL in front. */
export function absolutize(html: string, base: string): string {
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_m, attr, url) => `${attr}="${base}${url}"`);
}

function listedPosts(site: SiteModel) {
  return site.posts.filter((p) => !p.frontmatter.unlisted);
}

/**
 * A post body as feed readers get it: absolute URLs, and without the `data-discover` attribute React
 * Router's links carry for its route discovery, which means nothing outside the site. (Rendered text
 * escapes its quotes, so the raw attribute can only be an attribute.)
 */
export function feedHtml(html: string, base: string): string {
  return absolutize(html.replaceAll(' data-discover="true"', ''), base);
}

/**
 * Each listed post's content HTML by route, rendered from its compiled module; from the render cache when an
 * earlier build rendered it from the same inputs (the render cache's key of the post's page, with a
 * salt of its own): a rebuild after an edit renders no unchanged post again (50 renders took about
 * 0.2 s of every rebuild of the bench corpus).
 */
export async function feedContent(
  site: SiteModel,
  table: RouteTable,
  server: () => Promise<ServerEntry>,
  cacheIn?: { root: string; serverDir: string },
): Promise<Map<string, string>> {
  // This module's code (feedHtml) is in the key with the site config: a change to either renders them again.
  const cache = cacheIn
    ? new RenderCache({
        ...cacheIn,
        table,
        salt: ['feed content', fs.readFileSync(new URL(import.meta.url), 'utf8'), JSON.stringify(site.config)],
      })
    : undefined;
  const byPath = new Map(table.routes.map((r) => [r.path, r]));
  const content = new Map<string, string>();
  let rendered = 0;
  for (const post of listedPosts(site)) {
    const data = byPath.get(post.route);
    if (!data) continue;
    const key = cache?.keyOf(data) ?? null;
    const cached = cache?.get(key);
    if (cached) {
      content.set(post.route, cached.toString());
      continue;
    }
    const html = feedHtml(await (await server()).renderContent(data), site.config.url);
    rendered++;
    content.set(post.route, html);
    await cache?.put(key, html);
  }
  if (env.debug()) console.error(`feeds: ${rendered} of ${content.size} posts' content rendered, the rest cached`);
  return content;
}

/** The feeds of `site`'s blog (a locale's, as localeView gives it), in `language` (Docusaurus: the locale's name). */
export function writeFeeds(
  site: SiteModel,
  outDir: string,
  content: Map<string, string>,
  language = site.config.i18n.defaultLocale,
): void {
  const { config } = site;
  const blogUrl = config.url + publicPath(builtInRoutes(config).blog, config.trailingSlash, config.baseUrl);
  const posts = listedPosts(site);
  const feeds = feedFiles(config);
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: config.blog.title,
    description: config.blog.description,
    language,
    favicon: config.url + withBaseUrl(config.favicon, siteBaseUrl(site.locales)),
    copyright: config.footer.copyright.replace('{year}', String(posts[0]?.date.getUTCFullYear() ?? 1970)),
    updated: posts[0]?.date ?? new Date(0),
    feedLinks: { rss: config.url + feeds.rss, atom: config.url + feeds.atom, json: config.url + feeds.json },
  });
  for (const p of posts) {
    feed.addItem({
      title: p.title,
      id: config.url + publicPath(p.route, config.trailingSlash, config.baseUrl),
      link: config.url + publicPath(p.route, config.trailingSlash, config.baseUrl),
      date: p.date,
      description: p.description,
      content: content.get(p.route) ?? '',
      ...(p.authors.length ? { author: p.authors.map((a) => ({ name: a.name, link: a.url })) } : {}),
      category: p.tags.map((t) => ({ name: t.label })),
    });
  }
  // The output folder is served at the base URL: /sub/blog/rss.xml is its blog/rss.xml.
  const file = (url: string) => path.join(outDir, withoutBaseUrl(url, siteBaseUrl(site.locales)));
  fs.mkdirSync(file(builtInRoutes(config).blog), { recursive: true });
  fs.writeFileSync(file(feeds.rss), feed.rss2());
  fs.writeFileSync(file(feeds.atom), feed.atom1());
  fs.writeFileSync(file(feeds.json), feed.json1());
}
