// Assembles one HTML document: head tags for the route, the no-flash inline script, the
// prerendered app and the route's modulepreload links.
import type { SiteConfig } from '../content/config.ts';
import type { RouteData } from '../../src/shared/types.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { siteLocales, type LocaleInfo } from '../content/locales.ts';
import { alternatePath, localeOfPath } from '../../src/shared/locales.ts';
import { formatPageTitle } from '../../src/shared/titles.ts';
import { isPageTreeUrl, publicPath, withBaseUrl } from '../../src/shared/paths.ts';

/** A value as a JavaScript literal inside an inline <script>: `</script>` and `<!--` cannot end or
 * bend the element, and U+2028/2029 cannot end the line. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageTitle(config: SiteConfig, title: string): string {
  return formatPageTitle(title, config.title);
}

/** Runs before first paint: colour mode and announcement-bar state go on <html> as attributes. */
export function inlineHeadScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = config.colorMode;
  const bar = config.announcementBar;
  const js = `(function(){var d=document.documentElement,c=null;try{${disableSwitch ? '' : `c=new URLSearchParams(location.search).get('docusaurus-theme')||localStorage.getItem('theme');`}}catch(e){}
if(c!=='light'&&c!=='dark')c=null;var r=${respectPrefersColorScheme === true};var s=r&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';
d.setAttribute('data-theme',c||(r?s:${scriptJson(defaultMode)}));d.setAttribute('data-theme-choice',c||(r?'system':${scriptJson(defaultMode)}));
${bar ? `var x=false;try{x=localStorage.getItem('docusaurus.announcement.id')===${scriptJson(bar.id)}&&localStorage.getItem('docusaurus.announcement.dismiss')==='true'}catch(e){}d.setAttribute('data-announcement-bar-initially-dismissed',String(x));` : ''}})();`;
  return `<script>${js.replace(/\n/g, '')}</script>`;
}

/**
 * The "site did not load properly" banner: shown when the app's JS never ran (wrong base URL). Checked once
 * the entry script has loaded or failed (the `lexora:entry` event of AFTER_PAINT_LOADER), not at
 * DOMContentLoaded: the entry script starts after the first paint, so it has not run by then.
 */
export function baseUrlBannerScript(config: SiteConfig): string {
  const js = `document.addEventListener('lexora:entry',function(){if(window.__lexora)return;var b=document.createElement('div');b.id='base-url-issue-banner-container';b.innerHTML='<div id="base-url-issue-banner" style="border:thick solid red;background:#ffe6b3;margin:20px;padding:20px;font-size:20px"><p style="font-weight:bold;font-size:30px">Your Docusaurus site did not load properly.</p><p>A very common reason is a wrong site baseUrl configuration.</p><p>Current configured baseUrl = <span style="font-weight:bold;color:red"></span></p><p>We suggest trying baseUrl = <span id="base-url-suggestion" style="font-weight:bold;color:green"></span></p></div>';document.body.prepend(b);b.querySelector('span').textContent=${scriptJson(config.baseUrl + (config.baseUrl === '/' ? ' (default value)' : ''))};var p=location.pathname;document.getElementById('base-url-suggestion').textContent=p.endsWith('/')?p:p+'/';});`;
  return `<script>${js}</script>`;
}

/** A frontmatter `image` as Docusaurus writes it in the social card: absolute, on the site's URL and base. */
function absoluteUrl(config: SiteConfig, image: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(image)) return image;
  return config.url + (image.startsWith(config.baseUrl) ? image : config.baseUrl + image.replace(/^\.?\//, ''));
}

export interface HeadOptions {
  config: SiteConfig;
  data: RouteData;
  canonicalPath: string;
  extraHead?: string[];
}

export function headTags({ config, data, canonicalPath, extraHead = [] }: HeadOptions): string {
  const title = pageTitle(config, data.title);
  const url = config.url + canonicalPath;
  const description = data.description || config.metadata.description;
  const locales = siteLocales(config);
  const locale = localeOfPath(canonicalPath, locales);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="keywords" content="${escapeHtml((data.keywords ?? config.metadata.keywords).join(', '))}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${data.kind === 'blogPost' ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${escapeHtml(locale.htmlLang.replace('-', '_'))}">`,
    ...locales
      .filter((l) => l !== locale)
      .map((l) => `<meta property="og:locale:alternate" content="${escapeHtml(l.htmlLang.replace('-', '_'))}">`),
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...(data.image
      ? [
          `<meta property="og:image" content="${escapeHtml(absoluteUrl(config, data.image))}">`,
          `<meta name="twitter:image" content="${escapeHtml(absoluteUrl(config, data.image))}">`,
        ]
      : []),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...hreflangLinks(config, locales, canonicalPath),
    `<link rel="icon" href="${escapeHtml(withBaseUrl(config.favicon, config.baseUrl))}">`,
    `<meta name="docsearch:language" content="${escapeHtml(locale.name)}">`,
    `<meta name="docsearch:docusaurus_tag" content="${escapeHtml(data.searchTag)}">`,
    ...(data.kind === 'doc' ? [`<meta name="docsearch:version" content="current">`] : []),
    ...(data.noIndex ? ['<meta name="robots" content="noindex, nofollow">'] : []),
    ...(data.kind === 'blogPost' && data.blog?.post
      ? [
          `<meta property="article:published_time" content="${escapeHtml(data.blog.post.date)}">`,
          ...data.blog.post.authors
            .filter((a) => a.url)
            .map((a) => `<meta property="article:author" content="${escapeHtml(a.url!)}">`),
          ...data.blog.post.tags.map((t) => `<meta property="article:tag" content="${escapeHtml(t.label)}">`),
        ]
      : []),
    ...extraHead,
  ];
  return tags.join('\n    ');
}

/**
 * The same page in every locale (config order), then `x-default` (the default locale's), as Docusaurus
 * writes them: the path after the page's locale base URL under each locale's; existence is not checked.
 */
function hreflangLinks(config: SiteConfig, locales: LocaleInfo[], pathname: string): string[] {
  const byName = new Map(locales.map((l) => [l.name, l]));
  const ordered = config.i18n.locales.map((n) => byName.get(n)!).filter(Boolean);
  // Served as the canonical URL is: without the trailing slash unless trailingSlash is true.
  const href = (l: LocaleInfo) =>
    escapeHtml(config.url + publicPath(alternatePath(pathname, l, locales), config.trailingSlash, config.baseUrl));
  return [
    ...ordered.map((l) => `<link rel="alternate" href="${href(l)}" hreflang="${escapeHtml(l.htmlLang)}">`),
    `<link rel="alternate" href="${href(locales[0]!)}" hreflang="x-default">`,
  ];
}

/**
 * Preloads of what the page needs to hydrate: its module or page tree, their chunks, its sidebar. At low
 * priority, like the entry script (lowPriorityScripts): the page is drawn from its HTML and stylesheet.
 */
export function modulePreloads(data: RouteData): string {
  const urls = [data.module, ...(data.preload ?? [])].filter(Boolean) as string[];
  const fetched = [...urls.filter(isPageTreeUrl), ...(data.sidebarUrl ? [data.sidebarUrl] : [])];
  const preloads = [
    ...urls
      .filter((u) => !isPageTreeUrl(u))
      .map((u) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(u)}">`),
    ...fetched.map((u) => `<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="${escapeHtml(u)}">`),
  ];
  return [
    ...(data.css ?? []).map((c) => `<link rel="stylesheet" href="${escapeHtml(c)}">`),
    ...(preloads.length ? [afterPaint(preloads.join(''))] : []),
  ].join('\n    ');
}

/**
 * Markup the browser fetches nothing for until AFTER_PAINT_LOADER moves it into the head, after the first
 * paint: a template's content is inert (no request, no script run); imported into the document, its links
 * preload and its scripts run as if they had been written there.
 */
function afterPaint(markup: string): string {
  return `<template data-after-paint>${markup}</template>`;
}

/**
 * Starts the scripts and preloads of every `<template data-after-paint>` once the first contentful paint has
 * been presented (the Paint Timing entry), then tells the base-URL banner (`lexora:entry`) when the entry
 * script has loaded or failed. A hidden document, or a browser without paint timing, starts them at once;
 * three seconds without a paint, too. Why: the page is drawn from its HTML and stylesheet alone, and
 * Lighthouse's simulation counts every request that finished before the observed paint as one the paint
 * waited for (on a local or fast server, all the scripts did): LCP 1.7-2.0 s simulated instead of about 0.9.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var d=document,P=window.PerformanceObserver,s=0;' +
  'function e(){d.dispatchEvent(new Event("lexora:entry"))}' +
  'function go(){if(s)return;s=1;var m;d.querySelectorAll("template[data-after-paint]").forEach(function(t){' +
  'var n=d.importNode(t.content,true);m=m||n.querySelector("script[src]");d.head.appendChild(n)});' +
  'if(m){m.addEventListener("load",e);m.addEventListener("error",e)}else e()}' +
  'if(d.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();' +
  'function f(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,100)})})}' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});' +
  'setTimeout(go,3000)})();';

/**
 * The client build's template with its entry script and module preloads (lowPriorityScripts) started after
 * the first paint: moved into a `<template data-after-paint>` where the first of them was, and
 * AFTER_PAINT_LOADER put at the end of the body. Module scripts ran after parsing anyway; now they run
 * after the first paint, and no script request can finish before it.
 */
export function scriptsAfterFirstPaint(template: string): string {
  const end = template.indexOf('</head>');
  const bodyEnd = template.lastIndexOf('</body>');
  if (end < 0 || bodyEnd < end || template.includes('data-after-paint')) return template;
  const tags: string[] = [];
  let at = -1;
  const head = template
    .slice(0, end)
    .replace(
      /\n?[ \t]*(<script type="module"[^>]*\bsrc=[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
      (m, tag: string, offset: number) => {
        if (at < 0) at = offset;
        tags.push(tag);
        return '';
      },
    );
  if (!tags.length) return template;
  const indent = /\n([ \t]*)<\/head>/.exec(template.slice(0, end + 7))?.[1] ?? '';
  const deferred = `\n${indent}  ${afterPaint(tags.join(''))}`;
  const body = template.slice(end, bodyEnd);
  return (
    head.slice(0, at) +
    deferred +
    head.slice(at) +
    body.replace(/\n?([ \t]*)$/, (m, ind: string) => `\n${ind}  <script>${AFTER_PAINT_LOADER}</script>${m}`) +
    template.slice(bodyEnd)
  );
}

/**
 * The client build's entry script and its module preloads at low fetch priority. Nothing the first paint
 * needs is in them (the page is prerendered; they hydrate it), yet at the default high priority they share a
 * slow link with the stylesheet, and Lighthouse counts every high-priority script that finished before the
 * first paint as blocking it (First Contentful Paint 1.5 s on a mobile link instead of about 0.9 s).
 */
export function lowPriorityScripts(template: string): string {
  const end = template.indexOf('</head>');
  if (end < 0) return template;
  const head = template
    .slice(0, end)
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
  return head + template.slice(end);
}

/**
 * The client build's template with its stylesheets moved ahead of the head slot: Vite writes them after
 * the module preloads, and the page's own preloads come before those, so the one render-blocking file
 * shared the connection with every script the page preloads. First in the head, the browser asks for it
 * first and paints sooner (Lighthouse's render-blocking estimate on a throttled mobile link).
 */
export function stylesheetsFirst(template: string): string {
  const slot = template.indexOf('<!--head-->');
  const end = template.indexOf('</head>');
  if (slot < 0 || end < slot) return template;
  const links: string[] = [];
  const tail = template
    .slice(slot, end)
    .replace(/\n?[ \t]*<link rel="stylesheet"[^>]*>/g, (m) => (links.push(m.trim()), ''));
  if (!links.length) return template;
  const indent = /[ \t]*$/.exec(template.slice(0, slot))![0];
  return template.slice(0, slot) + links.map((l) => l + '\n' + indent).join('') + tail + template.slice(end);
}

/**
 * renderDocument() for many pages of one template: the template is split once at its two slots, so a
 * page costs one concatenation instead of four scans and copies of a large string. The document comes
 * as consecutive parts, [before the app, the app, after it] (the app kept apart, so the page writer
 * encodes it once for the output and the render cache), or as one part when the template's slots are
 * unusual; joined, they are renderDocument's text.
 */
/**
 * The document of a page as consecutive parts: [before the app, the app, after it] (the app kept apart,
 * so the page writer encodes it once for the output and the render cache), or the whole document as one
 * part when the template's slots are unusual. The parts joined are renderDocument's text.
 */
export function documentRenderer(
  template: string,
  htmlAttrs: string,
): (opts: { head: string; app: string }) => string[] {
  const fixed = template.replace(/<html[^>]*>/, () => `<html ${htmlAttrs}>`);
  const headAt = fixed.indexOf('<!--head-->');
  const rest = headAt < 0 ? '' : fixed.slice(headAt + '<!--head-->'.length).replace('<!--body-start-->', '');
  const appAt = rest.indexOf('<!--app-->');
  // Slots in another order, or a head that names the app slot: the general path keeps its exact output.
  if (headAt < 0 || appAt < 0 || fixed.slice(0, headAt).includes('<!--body-start-->'))
    return (o) => [renderDocument(template, { ...o, htmlAttrs })];
  const [before, middle, after] = [
    fixed.slice(0, headAt),
    rest.slice(0, appAt),
    rest.slice(appAt + '<!--app-->'.length),
  ];
  return ({ head, app }) =>
    head.includes('<!--app-->') || head.includes('<!--body-start-->')
      ? [renderDocument(template, { head, app, htmlAttrs })]
      : [before + head + middle, app, after];
}

export function renderDocument(template: string, opts: { head: string; app: string; htmlAttrs: string }): string {
  // Replacer functions, not strings: page text may contain `$&` or `$'`, which a replacement string
  // would expand.
  return template
    .replace(/<html[^>]*>/, () => `<html ${opts.htmlAttrs}>`)
    .replace('<!--head-->', () => opts.head)
    .replace('<!--body-start-->', '')
    .replace('<!--app-->', () => opts.app);
}
