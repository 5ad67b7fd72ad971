// Server entry, used only by the prerender step: renders one route to HTML.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, type RouteObject } from 'react-router';
import { routes } from './app/routes';
import { fetchRouteData, forgetPage, getLoadedModule, loadModule, primeRouteData, setModuleImporter, setSidebar, setTreeFetcher } from './app/route-cache';
import { MdxContent } from './theme/mdx/MdxContent';
import { setServerOrigin } from './app/resolve-route';
import type { RouteData } from './shared/types';
import { takePageHead as takeRenderedHead, type PageHead } from './theme/docusaurus/page-head';

/** Page modules of the SSR build, keyed by content-relative path ("docs/api/tone.mdx"). Plain
 * Markdown pages are not modules: their trees come from setPageTreeSource. */
const pages = import.meta.glob([
  '@content/docs/**/*.mdx',
  '@content/blog/**/*.mdx',
  '@markdown-modules/docs/**/*.md',
  '@markdown-modules/blog/**/*.md',
  '@content/src/pages/**/*.{mdx,js,jsx,ts,tsx}',
  '!@content/src/pages/**/_*',
  '!@content/src/pages/**/_*/**',
  '!@content/src/pages/**/__tests__/**',
  '!@content/src/pages/**/*.{test,spec}.*',
  '!@content/src/pages/**/*.d.ts',
]);

/** What each React page gave its `@theme/Layout` (title, description), by route, read after rendering it. */
const pageHeads = new Map<string, PageHead | null>();
export function takePageHead(path: string): PageHead | null {
  const head = pageHeads.get(path) ?? null;
  pageHeads.delete(path);
  return head;
}

export const pageKeys = Object.keys(pages);

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

const handler = createStaticHandler(routes);

function PageContent() {
  const data = useLoaderData() as RouteData;
  const mod = data.module ? getLoadedModule(data.module) : undefined;
  return mod ? <MdxContent module={mod} /> : null;
}

/** The page's content alone, without the layout around it: what a blog feed item carries. The route
 * keeps the id 'page', so content that reads the page's data (an inline TOC) finds it as on the page. */
const contentHandler = createStaticHandler([
  {
    id: 'page',
    path: '*',
    loader: async ({ request }) => {
      const data = await fetchRouteData(request.url);
      if (data.module) await loadModule(data.module);
      return data;
    },
    Component: PageContent,
  },
] satisfies RouteObject[]);

/** `contentOnly`: the page's content without its layout, and without the router's hydration script. */
async function renderOnce(data: RouteData, sidebarData: unknown, origin: string, contentOnly = false): Promise<{ html: string; head: PageHead | null }> {
  const routeHandler = contentOnly ? contentHandler : handler;
  setServerOrigin(origin);
  primeRouteData(data);
  if (data.sidebarUrl && !contentOnly) setSidebar(data.sidebarUrl, sidebarData);
  const context = await routeHandler.query(new Request(origin + data.path));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${data.path}`);
  if (context.errors) {
    const err = Object.values(context.errors)[0];
    throw err instanceof Error ? err : new Error(String(err));
  }
  const router = createStaticRouter(routeHandler.dataRoutes, context);
  try {
    takeRenderedHead();
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={!contentOnly} />
      </StrictMode>,
    );
    // renderToString is synchronous: the head reported now is this page's.
    return { html, head: takeRenderedHead() };
  } finally {
    forgetPage(data);
  }
}

/** The HTML of a page's content (its MDX or Markdown body), rendered as on the page. */
export async function renderContent(data: RouteData, origin: string): Promise<string> {
  return (await renderOnce(data, undefined, origin, true)).html;
}

export async function render(data: RouteData, sidebarData: unknown, origin: string): Promise<string> {
  const first = await renderOnce(data, sidebarData, origin);
  if (data.kind !== 'page' || data.page?.markdown) return first.html;
  // A React page names its title in its <Layout>: render again with it, so the route data the page
  // hydrates from (and returns to on back navigation) carries the same title as the document.
  const head = first.head;
  pageHeads.set(data.path, head);
  if (!head?.title && !head?.description) return first.html;
  const withHead = { ...data, ...(head.title ? { title: head.title } : {}), ...(head.description ? { description: head.description } : {}) };
  return (await renderOnce(withHead, sidebarData, origin)).html;
}
