// Server entry, used only by the prerender step: renders one route to HTML.
import { StrictMode } from 'react';
import { pages as instancePages } from '@generated/instance-pages.js';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useLoaderData } from './app/router';
import { PageRoute } from './app/routes';
import {
  importPageModule,
  RouteAssetsContext,
  setModuleImporter,
  setTreeFetcher,
  useLoadedModule,
  type RouteAssets,
} from './app/route-cache';
import { loadKind } from './app/page-kinds';
import { loadDeferredParts } from './app/deferred';
import { MdxContent } from './theme/mdx/MdxContent';
import { withLocaleOf } from './theme/site';
import { setServerOrigin } from './app/resolve-route';
import type { RouteData, SidebarCategory } from './shared/types';
import { DocSidebarCategory, SidebarSpliceContext, type SidebarSplicer } from './theme/docs/DocSidebar';
import { PageHeadContext, type PageHead } from './theme/docusaurus/page-head';
import { provideHighlighter } from './theme/mdx/code-highlight';
import { highlight } from './theme/mdx/prism-highlight';

/** Page modules of the SSR build, keyed by content-relative path ("docs/api/tone.mdx"). Plain
 * Markdown pages are not modules: their trees come from setPageTreeSource. */
const pages = {
  ...import.meta.glob([
    '@content/docs/**/*.mdx',
    '@content/versioned_docs/**/*.mdx',
    '@content/blog/**/*.mdx',
    '@content/i18n/*/docusaurus-plugin-content-{docs,blog,pages}/**/*.mdx',
    '@content/src/pages/**/*.{mdx,js,jsx,ts,tsx}',
    '!@content/src/pages/**/_*',
    '!@content/src/pages/**/_*/**',
    '!@content/src/pages/**/__tests__/**',
    '!@content/src/pages/**/*.{test,spec}.*',
    '!@content/src/pages/**/*.d.ts',
  ]),
  // A glob of its own, as in prerender/bundle/page-registry.ts (why there).
  ...import.meta.glob([
    '@markdown-modules/docs/**/*.md',
    '@markdown-modules/versioned_docs/**/*.md',
    '@markdown-modules/blog/**/*.md',
    '@markdown-modules/i18n/*/docusaurus-plugin-content-{docs,blog,pages}/**/*.md',
    '@markdown-modules/src/pages/**/*.md',
    '!@markdown-modules/src/pages/**/_*',
    '!@markdown-modules/src/pages/**/_*/**',
  ]),
  // The folders of the site's other docs instances (prerender/bundle/site-data.ts writes their globs).
  ...instancePages,
};

export const pageKeys = Object.keys(pages);

// `<CodeBlock>` with a string child is coloured in the prerendered HTML: Prism is at hand here, while the
// browser fetches it only on a page that draws such a block (src/theme/mdx/code-highlight.ts).
provideHighlighter(highlight);

export function setPageModuleResolver(resolve: (moduleUrl: string) => string | undefined): void {
  setModuleImporter(async (url) => {
    const key = resolve(url);
    const load = key ? pages[key] : undefined;
    if (!load) throw new Error(`No SSR module for ${url}`);
    return load();
  });
}

export function setPageTreeSource(source: (url: string) => string | undefined): void {
  setTreeFetcher(async (url) => {
    const json = source(url);
    if (json === undefined) throw new Error(`No page tree for ${url}`);
    return JSON.parse(json);
  });
}

/** The page's content alone, without the layout around it: what a blog feed item carries. Content
 * that reads the page's data (an inline TOC) finds it as on the page. */
function PageContent() {
  const data = useLoaderData<RouteData>();
  const mod = useLoadedModule(data.module);
  return mod ? <MdxContent module={mod} /> : null;
}

/** What the route's loader does in the browser: the page's module (and, for the whole page, its
 * sidebar and kind), ready to render without suspending; this render's own, never cached. */
async function loadForRender(data: RouteData, sidebarData: unknown, contentOnly: boolean): Promise<RouteAssets> {
  const [module] = await Promise.all([
    data.module ? importPageModule(data.module) : undefined,
    // The layout's chunk first: it may declare deferred parts of its own (src/app/deferred.tsx).
    contentOnly ? null : loadKind(data.kind).then(() => loadDeferredParts()),
  ]);
  return contentOnly
    ? { moduleUrl: data.module, module }
    : { moduleUrl: data.module, module, sidebarUrl: data.sidebarUrl, sidebar: sidebarData };
}

// The same escapes as React Router's hydration script, which this replaces byte for byte (the CSP
// step recognises it by its text: prerender/render/csp.ts).
const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
function hydrationScript(data: RouteData): string {
  const json = JSON.stringify(JSON.stringify({ loaderData: { page: data }, actionData: null, errors: null }));
  return `window.__staticRouterHydrationData = JSON.parse(${json.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!)});`;
}

// Sidebar categories that do not hold the page render as placeholders (see SidebarSplicer), replaced
// after the page's render by the categories' HTML, rendered once per category and level. Sidebars are
// parsed once per build (prerender/render/render-pages.ts), so a category is the same object on every page.
const categoryHtml = new WeakMap<SidebarCategory, Map<number, string>>();
// Placeholders carry a token of this process, so markup a page writes itself is never taken for one.
const SPLICE_TOKEN = globalThis.crypto.randomUUID();
const PLACEHOLDER_START = `<template data-lexora-splice="${SPLICE_TOKEN}:`;
const PLACEHOLDER_END = '"></template>';

function categoryMarkup(item: SidebarCategory, level: number, path: string): string {
  let byLevel = categoryHtml.get(item);
  if (!byLevel) categoryHtml.set(item, (byLevel = new Map()));
  let html = byLevel.get(level);
  if (html === undefined) {
    // Rendered at the page's address, though a category qualifies only when nothing in it depends on it.
    html = renderToString(
      <StaticRouter location={path}>
        <DocSidebarCategory item={item} path={path} level={level} />
      </StaticRouter>,
    );
    byLevel.set(level, html);
  }
  return html;
}

// LEXORA_SIDEBAR_SPLICE=0 turns it off (prerender/render/server-entry.ts): the build test compares the two.
let splicing = true;
let splicedCount = 0;
export function setSidebarSplicing(on: boolean): void {
  splicing = on;
}
/** How many categories were filled in from a placeholder so far. */
export function splicedCategories(): number {
  return splicedCount;
}

/** One render's splicer: the runs of categories it was asked for, by placeholder number. */
function pageSplicer(): SidebarSplicer & { splice(html: string, path: string): string } {
  const runs: { items: SidebarCategory[]; level: number }[] = [];
  return {
    placeholder(items, level) {
      runs.push({ items, level });
      return `${SPLICE_TOKEN}:${runs.length - 1}`;
    },
    // A page has a few placeholders in ~200 KB of HTML (a 500-category sidebar): found with indexOf
    // and joined by concatenation, which V8 does without copying. A replace() with a callback per
    // category cost more than rendering them had.
    splice(html, path) {
      let out = '';
      let at = 0;
      for (let i = html.indexOf(PLACEHOLDER_START); i >= 0; i = html.indexOf(PLACEHOLDER_START, at)) {
        const idStart = i + PLACEHOLDER_START.length;
        const idEnd = html.indexOf(PLACEHOLDER_END, idStart);
        const run = runs[Number(html.slice(idStart, idEnd))]!;
        out += html.slice(at, i);
        for (const item of run.items) out += categoryMarkup(item, run.level, path);
        splicedCount += run.items.length;
        at = idEnd + PLACEHOLDER_END.length;
      }
      return at === 0 ? html : out + html.slice(at);
    },
  };
}

/** The site's address (config.url): the server has no `location`, so routes resolve against it. */
export function setSiteOrigin(origin: string): void {
  setServerOrigin(origin);
}

/**
 * `contentOnly`: the page's content without its layout, and without the router's hydration script.
 * Everything the render reads about its page (module, sidebar, locale, the head a React page reports)
 * is its own, so pages rendered at once cannot see each other's.
 */
async function renderOnce(
  data: RouteData,
  sidebarData: unknown,
  contentOnly = false,
): Promise<{ html: string; head: PageHead | null }> {
  const assets = await loadForRender(data, sidebarData, contentOnly);
  let head: PageHead | null = null;
  // Several parts may report (`<Layout description>` and a `<PageMetadata title>` inside it): what each gives is kept.
  const reportHead = (reported: PageHead) => {
    const given = Object.fromEntries(Object.entries(reported).filter(([, v]) => v !== undefined)) as PageHead;
    head = { ...head, ...given };
  };
  const splicer = contentOnly || !splicing ? null : pageSplicer();
  // renderToString is synchronous: the locale is this page's for the whole render (and the categories
  // spliced into it), and only for it.
  const html = withLocaleOf(data.path, () => {
    const app = renderToString(
      <StrictMode>
        <RouteAssetsContext.Provider value={assets}>
          <PageHeadContext.Provider value={reportHead}>
            <SidebarSpliceContext.Provider value={splicer}>
              <StaticRouter location={data.path} data={data}>
                {contentOnly ? <PageContent /> : <PageRoute />}
              </StaticRouter>
              {!contentOnly && (
                <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hydrationScript(data) }} />
              )}
            </SidebarSpliceContext.Provider>
          </PageHeadContext.Provider>
        </RouteAssetsContext.Provider>
      </StrictMode>,
    );
    return splicer ? splicer.splice(app, data.path) : app;
  });
  return { html, head };
}

/** The HTML of a page's content (its MDX or Markdown body), rendered as on the page. */
export async function renderContent(data: RouteData): Promise<string> {
  return (await renderOnce(data, undefined, true)).html;
}

/** The page's HTML, and for a React page the title and description its <Layout> gave (null for other pages). */
export async function render(data: RouteData, sidebarData: unknown): Promise<{ html: string; head: PageHead | null }> {
  const first = await renderOnce(data, sidebarData);
  if (data.kind !== 'page' || data.page?.markdown) return { html: first.html, head: null };
  // A React page names its title in its <Layout>: render again with it, so the route data the page
  // hydrates from (and returns to on back navigation) carries the same title as the document.
  const head = first.head;
  if (!head?.title && !head?.description && !head?.noFooter) return { html: first.html, head };
  const withHead = {
    ...data,
    ...(head.title ? { title: head.title } : {}),
    ...(head.description ? { description: head.description } : {}),
    // `<Layout noFooter>` (a full-screen playground): the shell draws no footer around it.
    ...(head.noFooter ? { noFooter: true } : {}),
  };
  return { html: (await renderOnce(withHead, sidebarData)).html, head };
}
