// The parts of every page's document that come from the site config rather than the page: <html>
// attributes, feed and OpenSearch links, search preconnect, analytics and configured scripts.
import type { SiteConfig } from '../content/config.ts';
import { inlineHeadScript, scriptJson } from './html.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { siteLocales } from '../content/locales.ts';
import { feedFiles } from '../routes/reserved.ts';

/** `<html>`'s attributes for the pages of a locale (by name; the default locale without one). */
export function htmlAttributes(config: SiteConfig, localeName?: string): string {
  const locales = siteLocales(config);
  const locale = locales.find((l) => l.name === localeName) ?? locales[0]!;
  const mode = escapeHtml(config.colorMode.defaultMode);
  return `lang="${escapeHtml(locale.htmlLang)}" dir="${escapeHtml(locale.direction)}" data-theme="${mode}" data-theme-choice="${config.colorMode.respectPrefersColorScheme ? 'system' : mode}" data-has-hydrated="false"${config.look === 'infima' ? ' data-look="infima"' : ''}`;
}

/** Head tags shared by every page. `searchIndexUrl`: the offline search index, when the site has one. */
export function sharedHead(
  config: SiteConfig,
  opts: { searchIndexUrl?: string; algolia: boolean; feeds?: boolean },
): string[] {
  const searchHost = config.search.hosts?.[0]
    ? `${config.search.hosts[0].protocol}://${config.search.hosts[0].url}`
    : `https://${config.search.appId}-dsn.algolia.net`;
  return [
    inlineHeadScript(config),
    ...(opts.searchIndexUrl ? [`<meta name="lexora-search-index" content="${escapeHtml(opts.searchIndexUrl)}">`] : []),
    ...(opts.algolia ? [`<link rel="preconnect" href="${escapeHtml(searchHost)}" crossorigin="anonymous">`] : []),
    ...(opts.feeds === false ? [] : feedLinks(config)),
    // The OpenSearch description exists only with a search page (prerender/outputs/site-files.ts).
    ...(config.search.searchPagePath === false
      ? []
      : [
          `<link rel="search" type="application/opensearchdescription+xml" title="${escapeHtml(config.title)}" href="${escapeHtml(config.baseUrl)}opensearch.xml">`,
        ]),
    ...analyticsHead(config),
  ];
}

function feedLinks(config: SiteConfig): string[] {
  const feeds = feedFiles(config);
  const title = escapeHtml(config.blog.title);
  return [
    `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(feeds.rss)}" title="${title} RSS Feed">`,
    `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(feeds.atom)}" title="${title} Atom Feed">`,
    `<link rel="alternate" type="application/json" href="${escapeHtml(feeds.json)}" title="${title} JSON Feed">`,
  ];
}

function analyticsHead(config: {
  analytics: { trackingId?: string; tagManagerId?: string; scriptSrc?: string };
  scripts: { src: string; async: boolean }[];
  stylesheets: string[];
}): string[] {
  const out: string[] = [];
  const { trackingId, tagManagerId, scriptSrc } = config.analytics;
  if (trackingId) {
    out.push(
      `<script async src="${escapeHtml(scriptSrc ?? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`)}"></script>`,
    );
    out.push(
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config',${scriptJson(trackingId)});</script>`,
    );
  }
  if (tagManagerId) {
    out.push(
      `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});</script>`,
    );
    out.push(
      `<script async src="${escapeHtml(scriptSrc && !trackingId ? scriptSrc : `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`)}"></script>`,
    );
  }
  for (const s of config.scripts) out.push(`<script src="${escapeHtml(s.src)}"${s.async ? ' async' : ''}></script>`);
  for (const href of config.stylesheets) out.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  return out;
}
