// Browser entry: resolve the first route's data and module before hydrating, so the first client
// render matches the prerendered HTML exactly.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes';
import { loadRoute, primeRouteData } from './app/route-cache';
import type { RouteData } from './shared/types';
import './theme/styles.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData: Record<string, RouteData> };
  }
}

// The base-URL banner script in the home page's head looks for this: if it is missing at
// DOMContentLoaded, the bundle did not load (usually a wrong baseUrl).
(window as unknown as { __lexora: { version: string } }).__lexora = { version: '1' };

async function start() {
  const container = document.getElementById('__root')!;
  const hydrationData = window.__staticRouterHydrationData;
  const initial = hydrationData?.loaderData?.page;
  if (initial) {
    primeRouteData(initial);
    await loadRoute(window.location.pathname).catch(() => undefined);
  }
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (initial && container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
  document.documentElement.setAttribute('data-has-hydrated', 'true');
}

start();
