// Browser entry: resolve the first route's data and module before hydrating, so the first client
// render matches the prerendered HTML exactly.
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from './app/router';
import { loadPage, needsReload, PageRoute, RouteErrorBoundary } from './app/routes';
import { Loading } from './theme/Loading';
import { keepsServerMarkup } from './theme/mdx/MdxContent';
import { loadRoute, notFoundData, primeRouteData } from './app/route-cache';
import { routePath, setSiteBase } from './app/resolve-route';
import { loadKind } from './app/page-kinds';
import { loadDeferredParts, setHydrating } from './app/deferred';
import { setLocaleFor, site } from './theme/site';
import { formatPageTitle } from './shared/titles';
import { publicPath } from './shared/paths';
import type { RouteData } from './shared/types';
import './theme/styles.css';
import './theme/infima-look.css';
// The site's customCss (Docusaurus's theme.customCss), after ours so its rules win.
import '@generated/custom-css.js';

declare global {
  interface Window {
    /** The prerendered page's route data (src/entry-server.tsx writes it; the name is React Router's, kept). */
    __staticRouterHydrationData?: { loaderData: Record<string, RouteData> };
  }
}

// The base-URL banner script in the home page's head looks for this: if it is missing once this
// script has loaded or failed (its 'lexora:entry' event), the bundle did not load (usually a wrong baseUrl).
(window as unknown as { __lexora: { version: string } }).__lexora = { version: '1' };

/**
 * On the not-found document (a static host's 404.html), the page a `.html` address stands for:
 * `/docs/api/tone.html` is `/docs/api/tone/`. Any other not-found address is not fetched at all.
 */
async function htmlAliasPage(): Promise<RouteData | null> {
  if (!/\.html$/i.test(location.pathname)) return null;
  const path = routePath(location.href);
  if (path === null || path === location.pathname) return null;
  const data = await loadRoute(path).catch(() => null);
  return data && data.kind !== 'notFound' ? data : null;
}

/**
 * Marks the document hydrated once React has committed the first render: a root's effects run after
 * every effect below it, so this is after hydration completed, not merely after it was started.
 */
function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);
  return children;
}

async function start() {
  setSiteBase(site.baseUrl);
  setLocaleFor(location.pathname);
  const container = document.getElementById('__root')!;
  let hydrationData = window.__staticRouterHydrationData;
  const initial = hydrationData?.loaderData?.page;
  let hydrate = Boolean(initial && container.hasChildNodes());
  if (routePath(location.href) === null) {
    // An address outside the site (`//host/`, `/\\host/`, encoded separators) that a host answered
    // with some page: show not-found, and load nothing it names.
    hydrationData = { loaderData: { page: notFoundData(location.pathname) } };
    hydrate = false;
  } else if (initial) {
    primeRouteData(initial);
    if (initial.kind !== 'notFound') {
      // Hydrating the page's own markup: its static parts need no module (src/app/route-cache.ts).
      await loadRoute(location.href, { hydrating: hydrate, keepStatic: hydrate && keepsServerMarkup }).catch(
        () => undefined,
      );
    } else {
      const alias = await htmlAliasPage();
      if (alias) {
        // Render the normalised route in place of the not-found markup, with the address it lives at.
        history.replaceState(history.state, '', alias.path + location.search + location.hash);
        // The head is the not-found page's; the theme keeps it in step only from the next navigation.
        document.title = formatPageTitle(alias.title, site.title);
        document.querySelector('meta[name="robots"]')?.remove();
        document
          .querySelector('link[rel="canonical"]')
          ?.setAttribute(
            'href',
            site.url + publicPath(alias.path, site.trailingSlash as boolean | undefined, site.baseUrl),
          );
        hydrationData = { loaderData: { page: alias } };
        hydrate = false;
      }
    }
  }
  const first = hydrationData?.loaderData.page;
  // What the router renders first without loading it: the not-found layout of a not-found document, and
  // with no server markup to keep, the shell's deferred parts (src/app/deferred.tsx).
  await Promise.all([
    first?.kind === 'notFound' ? loadKind('notFound') : null,
    hydrate ? null : loadDeferredParts(),
  ]).catch(() => undefined);
  setHydrating(hydrate);
  const router = createBrowserRouter({
    load: loadPage,
    reload: needsReload,
    initialData: hydrationData?.loaderData.page,
  });
  const app = (
    <StrictMode>
      <HydrationMarker>
        <RouterProvider router={router} fallback={<Loading />} errorElement={<RouteErrorBoundary />}>
          <PageRoute />
        </RouterProvider>
      </HydrationMarker>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a default-priority
  // hydration is one task, 150-200 ms on a throttled phone: Lighthouse's Total Blocking Time).
  // The mark lets a profile (and tests/browser/hydration.test.ts) find where hydration starts.
  performance.mark('lexora:hydrate');
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

start();
