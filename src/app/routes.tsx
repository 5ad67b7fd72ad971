// The route: every path is one route whose loader resolves the path to its data and page module. The
// router keeps the old page on screen until the loader is done, so there is no fallback flash.
import { useEffect } from 'react';
import { useLoaderData, useLocation, useRouteError, type Location } from './router';
import { loadRoute } from './route-cache';
import { isChunkLoadError, reloadOnce } from './reload-guard';
import type { RouteData } from '../shared/types';
// src/theme/Root.tsx, or, for a site that swizzles Layout, the same shell inside its Layout (theme/docusaurus/LayoutBridge.tsx).
import { Root } from '@theme-bridge/Layout';
import { Page } from '../theme/Page';
import { LoadingError } from '../theme/Loading';
import { CrashPage } from '../theme/ErrorPage';

export function PageRoute() {
  const data = useLoaderData<RouteData>();
  return (
    <Root data={data}>
      <Page data={data} />
    </Root>
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnce(location.pathname);
  }, [chunkError, location.pathname]);
  if (chunkError || (error instanceof Error && /Could not load/.test(error.message))) {
    return <LoadingError error={error} onRetry={() => window.location.reload()} />;
  }
  return <CrashPage error={error} root />;
}

// The whole URL, so the resolver sees the origin too; the path is appended as written, so a path like
// `//host/` stays a path of this origin and the resolver refuses it.
export const loadPage = (path: string) => loadRoute(location.origin + path);

// Query-string and hash changes (the search page's ?q=) do not reload the page.
export const needsReload = (from: Location, to: Location) => from.pathname !== to.pathname;
