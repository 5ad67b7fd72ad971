// The route table: one splat route whose loader resolves a path to its data and page module. The
// router keeps the old page on screen until the loader is done, so there is no fallback flash.
import type { RouteObject } from 'react-router';
import { useLoaderData, useLocation, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { loadRoute } from './route-cache';
import { isChunkLoadError, reloadOnce } from './reload-guard';
import type { RouteData } from '../shared/types';
import { Root } from '../theme/Root';
import { Page } from '../theme/Page';
import { LoadingError, Loading } from '../theme/Loading';
import { CrashPage } from '../theme/ErrorPage';

function PageRoute() {
  const data = useLoaderData() as RouteData;
  return (
    <Root data={data}>
      <Page data={data} />
    </Root>
  );
}

function RouteErrorBoundary() {
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

export const routes: RouteObject[] = [
  {
    id: 'page',
    path: '*',
    // The whole URL, so the resolver sees the origin too (a path like `//host/` parses as another host).
    loader: ({ request }) => loadRoute(request.url),
    // Query-string changes (the search page's ?q=) do not reload the page.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    Component: PageRoute,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: Loading,
  },
];
