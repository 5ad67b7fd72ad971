// `@docusaurus/router`: the React Router v5 API Docusaurus sites call, over our router (v7).
import { Navigate, matchPath as matchV7, useLocation, useNavigate, useParams } from 'react-router';
import { useMemo } from 'react';

export { useLocation, useParams };

type To = string | { pathname?: string; search?: string; hash?: string };

/** `history.push/replace/goBack/go`, as v5's `useHistory()` gives them. */
export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: To, state?: unknown) => navigate(to, { state }),
      replace: (to: To, state?: unknown) => navigate(to, { replace: true, state }),
      go: (n: number) => navigate(n),
      goBack: () => navigate(-1),
      goForward: () => navigate(1),
      listen: () => () => {},
    }),
    [navigate, location],
  );
}

export function Redirect({ to, push }: { to: To; push?: boolean }) {
  return <Navigate to={to} replace={!push} />;
}

interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
}

/** v5's `matchPath(pathname, { path, exact })`: `{ path, url, isExact, params }` or null. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}) {
  const opts: MatchOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const p of [opts.path ?? '/'].flat()) {
    const m = matchV7({ path: p, end: Boolean(opts.exact) }, pathname);
    if (m) return { path: p, url: m.pathnameBase, isExact: m.pathname === pathname, params: m.params };
  }
  return null;
}

export function useRouteMatch(path?: string | MatchOptions) {
  const { pathname } = useLocation();
  return path === undefined ? matchPath(pathname, '/') : matchPath(pathname, path);
}
