// Server entry, used only by the prerender step: renders one route to HTML.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
import { forgetPage, primeRouteData, setModuleImporter, setSidebar, setTreeFetcher } from './app/route-cache';
import { setServerOrigin } from './app/resolve-route';
import type { RouteData } from './shared/types';

/** Page modules of the SSR build, keyed by content-relative path ("docs/api/tone.mdx"). Plain
 * Markdown pages are not modules: their trees come from setPageTreeSource. */
const pages = import.meta.glob(['@content/docs/**/*.mdx', '@content/blog/**/*.mdx']);

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

export async function render(data: RouteData, sidebarData: unknown, origin: string): Promise<string> {
  setServerOrigin(origin);
  primeRouteData(data);
  if (data.sidebarUrl) setSidebar(data.sidebarUrl, sidebarData);
  const context = await handler.query(new Request(origin + data.path));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${data.path}`);
  if (context.errors) {
    const err = Object.values(context.errors)[0];
    throw err instanceof Error ? err : new Error(String(err));
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    return renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} />
      </StrictMode>,
    );
  } finally {
    forgetPage(data);
  }
}
