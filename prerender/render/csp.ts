// The Content-Security-Policy of the built site, built in one place so other features can extend it.
// Scripts: the site's own files and the exact inline scripts the build writes (its template and head,
// by SHA-256 hash), never 'unsafe-inline' or 'unsafe-eval'. A script in the app came from content or
// the config (an announcement bar): it is hashed, and so runs, only when the site config sets
// `security.allowInlineScripts` (the build refuses such scripts otherwise). Connections: the site,
// plus Algolia and analytics hosts when they are configured, plus what the config adds.
import crypto from 'node:crypto';
import type { SiteConfig } from '../content/config.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';

export type Directives = Record<string, string[]>;

const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

/**
 * The directives every page shares (per-page script hashes are added by withCsp). `frameSources`: the origins
 * of the iframes the content embeds (a video on one post): every page shares them, since the policy of the page
 * a reader opened first stays in force as they move between pages in the app.
 */
export function siteDirectives(config: SiteConfig, frameSources: string[] = []): Directives {
  const { search, analytics } = config;
  const d: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // 'unsafe-inline' for styles only: server-rendered style attributes (table alignment, the
    // announcement bar's colours, the base-URL banner) and DocSearch's inline styles. Styles cannot
    // run script; every script source stays locked down.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Content may show images from other sites (badges, diagrams); data: for inline SVG icons.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'", ...frameSources],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (search.appId && search.apiKey && search.indexName) {
    if (search.hosts?.length) d['connect-src'].push(...search.hosts.map((h) => `${h.protocol}://${h.url}`));
    else
      d['connect-src'].push(
        `https://${search.appId}-dsn.algolia.net`,
        `https://${search.appId}.algolia.net`,
        'https://*.algolianet.com',
      );
    if (search.insights) d['connect-src'].push(originOf(search.insightsHost) ?? 'https://insights.algolia.io');
  }
  if (analytics.trackingId || analytics.tagManagerId) {
    d['script-src'].push(...ANALYTICS_SCRIPT);
    d['connect-src'].push(...ANALYTICS_CONNECT);
    d['img-src'].push('https://www.google-analytics.com');
  }
  for (const src of [analytics.scriptSrc, ...config.scripts.map((s) => s.src)]) {
    const o = originOf(src);
    if (o) d['script-src'].push(o);
  }
  for (const href of config.stylesheets) {
    const o = originOf(href);
    if (o) d['style-src'].push(o);
  }
  const extra = config.csp ? config.csp.directives : {};
  for (const [name, sources] of Object.entries(extra)) d[name] = [...(d[name] ?? []), ...sources];
  for (const name of Object.keys(d)) d[name] = [...new Set(d[name])];
  return d;
}

export function serializeCsp(d: Directives): string {
  return Object.entries(d)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function scriptHash(content: string): string {
  return `'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Contents of the document's inline scripts (no src, JavaScript types), exactly as written. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    out.push(m[2]);
  }
  return out;
}

/** The policy of one document: the site's directives plus a hash of each of its inline scripts. */
export function documentPolicy(html: string, site: Directives): string {
  return scriptsPolicy(inlineScripts(html), site);
}

function scriptsPolicy(scripts: string[], site: Directives): string {
  const hashes = [...new Set(scripts.map(scriptHash))];
  return serializeCsp({ ...site, 'script-src': [...site['script-src'], ...hashes] });
}

const cspMeta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`;

/** Puts the policy as the first element of <head>, before any script it governs. */
export function withCsp(html: string, site: Directives | null): string {
  if (!site) return html;
  const meta = cspMeta(documentPolicy(html, site));
  return html.replace(/<head>/i, () => `<head>\n    ${meta}`);
}

const ROUTER_DATA = /^window\.__staticRouterHydrationData = JSON\.parse\("(?:[^"\\]|\\.)*"\);$/;

/**
 * withCsp of a document given as parts (documentRenderer's: the app apart), as parts: the same text
 * as withCsp(parts.join('')), without joining a large page into one string first. Scripts are looked
 * for in each part, so when the first part ends inside a script, or has no <head>, the parts are joined.
 * `ownScripts`: the texts the build wrote the document from (its template and head): only their inline
 * scripts are hashed, and the router's hydration data, not other scripts of the app (content's, or an
 * announcement bar's). Without it (the site
 * sets `security.allowInlineScripts`), every inline script of the document is.
 */
export function withCspParts(parts: string[], site: Directives | null, opts: { ownScripts?: string[] } = {}): string[] {
  if (!site) return parts;
  if (opts.ownScripts) {
    // The app's own script: React Router's hydration data (the last script of the app that sets it).
    const hydration = parts
      .flatMap(inlineScripts)
      .filter((s) => ROUTER_DATA.test(s))
      .slice(-1);
    const meta = cspMeta(scriptsPolicy([...opts.ownScripts.flatMap(inlineScripts), ...hydration], site));
    const at = parts[0]!.search(/<head>/i);
    if (at < 0) return [parts.join('').replace(/<head>/i, () => `<head>\n    ${meta}`)];
    return [`${parts[0]!.slice(0, at)}<head>\n    ${meta}${parts[0]!.slice(at + '<head>'.length)}`, ...parts.slice(1)];
  }
  const first = parts[0] ?? '';
  const lower = first.toLowerCase();
  const headAt = first.search(/<head>/i);
  if (parts.length < 2 || headAt < 0 || lower.lastIndexOf('<script') > lower.lastIndexOf('</script>'))
    return [withCsp(parts.join(''), site)];
  const meta = cspMeta(scriptsPolicy(parts.flatMap(inlineScripts), site));
  return [`${first.slice(0, headAt)}<head>\n    ${meta}${first.slice(headAt + '<head>'.length)}`, ...parts.slice(1)];
}

/** The origins of every iframe the site's pages and partials embed, sorted (Analysis.frames). */
export function contentFrameSources(analyses: Iterable<{ frames?: string[] } | undefined>): string[] {
  const all = new Set<string>();
  for (const a of analyses) for (const origin of a?.frames ?? []) all.add(origin);
  return [...all].sort();
}
