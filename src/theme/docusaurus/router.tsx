// `@docusaurus/router`: the React Router v5 API Docusaurus sites call, over our router (src/app/router.tsx).
import { Navigate, useLocation, useNavigate, useParams } from '../../app/router';
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

/**
 * One pattern (`/docs/:id`, `/blog/:slug?`, `/files/*`) against a pathname, case-insensitively: the
 * part it matched and its params, or null. Without `exact` the pattern may match a leading part
 * that ends at a `/`.
 */
function matchOne(pattern: string, pathname: string, exact: boolean) {
  const names: string[] = [];
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = pattern.replace(/\/+$/, '').split('/').filter(Boolean);
  let source = '';
  let rest = false;
  for (const seg of segments) {
    if (seg === '*') {
      names.push('*');
      source += '(?:/(.*))?';
      rest = true;
      break;
    }
    const param = /^:([\w-]+)(\?)?$/.exec(seg);
    if (param) {
      names.push(param[1]!);
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else source += `/${escape(seg)}`;
  }
  const tail = rest || !exact ? '(?=/|$)' : '/*$';
  const m = new RegExp(`^${source || ''}${tail}`, 'i').exec(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((n, i) => {
    if (m[i + 1] !== undefined) params[n] = decodeURIComponent(m[i + 1]!);
  });
  // A `*` part is not part of the matched base (`/files/*` on `/files/a` matched `/files`).
  const splat = rest ? m[names.length] : undefined;
  const base = splat === undefined ? m[0] : m[0].slice(0, m[0].length - splat.length - 1);
  const url = base.replace(/(.)\/+$/, '$1') || '/';
  return { url, params };
}

/** v5's `matchPath(pathname, { path, exact })`: `{ path, url, isExact, params }` or null. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}) {
  const opts: MatchOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const p of [opts.path ?? '/'].flat()) {
    const m = matchOne(p, pathname, Boolean(opts.exact));
    if (m) return { path: p, url: m.url, isExact: m.url === pathname.replace(/(.)\/+$/, '$1'), params: m.params };
  }
  return null;
}

export function useRouteMatch(path?: string | MatchOptions) {
  const { pathname } = useLocation();
  return path === undefined ? matchPath(pathname, '/') : matchPath(pathname, path);
}
