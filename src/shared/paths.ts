// URL helpers shared by the build (prerender/) and the browser (src/).

/** Strips a trailing `/index.html` or `.html` and makes sure the path ends with a slash. */
export function normalizePathname(pathname: string): string {
  let p = pathname.replace(/(?:\/index)?\.html$/, '');
  if (p === '') p = '/';
  if (!p.endsWith('/')) p += '/';
  return p;
}

/** Where the per-route data file of a route lives (next to its index.html). */
export function routeDataUrl(pathname: string): string {
  return normalizePathname(pathname) + 'route.json';
}

/** True for links the router should handle: root-relative, not protocol-relative (`\\` counts as `/`). */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/**
 * A path of the site as Docusaurus's `<Link>` and `useBaseUrl` write it: a root-relative URL gets the
 * base URL in front unless it already starts with it (`/sub` alone becomes `/sub/`). Anything else
 * (external, protocol-relative, `#anchor`, relative) is returned as is.
 */
export function withBaseUrl(url: string, base: string): string {
  if (base === '/' || !isInternalUrl(url) || url.startsWith(base)) return url;
  if (url === base.slice(0, -1) || url.startsWith(`${base.slice(0, -1)}?`) || url.startsWith(`${base.slice(0, -1)}#`))
    return base + url.slice(base.length - 1);
  return base + url.slice(1);
}

/** A path of the site without its base URL (`/sub/docs/` → `/docs/`): where its file is in the output folder. */
export function withoutBaseUrl(url: string, base: string): string {
  return base !== '/' && url.startsWith(base) ? url.slice(base.length - 1) : url;
}

/** Adds the trailing slash to the path part of an internal URL, keeping `?query` and `#hash`. */
export function withTrailingSlash(url: string): string {
  const m = /^([^?#]*)(.*)$/.exec(url)!;
  const path = m[1];
  if (path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return url;
  return path + '/' + m[2];
}

/**
 * Docusaurus's `trailingSlash` applied to an internal URL (its `applyTrailingSlash`): `true` adds the
 * slash, `false` removes it, unset leaves the URL as written. `#anchor`-only links, `/`, the base URL
 * and file URLs (`/a.pdf`) are never changed; `?query` and `#hash` are kept.
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | undefined, base = '/'): string {
  if (trailingSlash === true) return withTrailingSlash(url);
  if (trailingSlash === undefined) return url;
  const m = /^([^?#]*)(.*)$/.exec(url)!;
  const path = m[1];
  if (path === '' || path === '/' || path === base || !path.endsWith('/')) return url;
  return path.replace(/\/+$/, '') + m[2];
}

/**
 * The URL a route (kept with a trailing slash inside the build) is served at and linked to: as is with
 * `trailingSlash: true`, without the slash when it is `false` or unset (Docusaurus's route paths).
 */
export function publicPath(route: string, trailingSlash: boolean | undefined, base = '/'): string {
  return trailingSlash === true ? route : applyTrailingSlash(route, false, base);
}

/** A page's module URL that names a page tree (a plain Markdown page's JSON) rather than a chunk. */
export function isPageTreeUrl(url: string): boolean {
  return url.endsWith('.json');
}

/** A path as the theme compares paths: without a trailing slash, lower case. */
export function comparablePath(s: string): string {
  return s.replace(/\/$/, '').toLowerCase();
}

/** Case- and trailing-slash-insensitive path comparison (how the theme decides "active"). */
export function isSamePath(a: string, b: string): boolean {
  return comparablePath(a) === comparablePath(b);
}

// ---- The route trust boundary -------------------------------------------------------------------
// Every path the app acts on (first load, link clicks, prefetch, popstate, route-data fetches) goes
// through resolveRoutePath, and every URL route data names goes through isTrustedAssetUrl. A static
// host answers any unknown path with 404.html, so the address bar is attacker-controlled input:
// `//evil.example/` or `/\evil.example/` as a path would otherwise turn `fetch(path + 'route.json')`
// and `import(module)` into loads from another origin.

/** Encoded or literal characters a path of ours never contains and hosts decode inconsistently. */
const HOSTILE_IN_PATH = /\\|%5c|%2f|%00/i;

/**
 * The route path (normalised, with a trailing slash) `input` stands for, or null when it is not a
 * same-origin path under `base`. `input` may be absolute, root-relative or a request URL.
 */
export function resolveRoutePath(input: string, origin: string, base = '/'): string | null {
  // Backslashes are read as slashes by URL parsers (`/\host` is `//host`): refuse them before parsing.
  if (typeof input !== 'string' || input.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const p = url.pathname;
  if (p.startsWith('//') || HOSTILE_IN_PATH.test(p)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(p);
  } catch {
    return null;
  }
  // Double encoding (`%255c`) decodes to an encoded separator; dot segments only survive encoded.
  if (
    decoded.startsWith('//') ||
    HOSTILE_IN_PATH.test(decoded) ||
    decoded.split('/').some((s) => /^(?:\.|%2e){1,2}$/i.test(s))
  )
    return null;
  const path = normalizePathname(p);
  return path.startsWith(base) ? path : null;
}

/** True when `url` is a same-origin URL under one of `prefixes` (e.g. the site's `/assets/`). */
export function isTrustedAssetUrl(url: unknown, origin: string, prefixes: string[]): boolean {
  if (typeof url !== 'string' || url === '' || url.includes('\\')) return false;
  let u: URL;
  try {
    u = new URL(url, origin);
  } catch {
    return false;
  }
  if (u.origin !== origin || HOSTILE_IN_PATH.test(u.pathname) || u.pathname.startsWith('//')) return false;
  // The URL as written must already be root-relative or absolute on our origin: no `../` games.
  const asWritten = url.startsWith(origin) ? url.slice(origin.length) : url;
  if (!asWritten.startsWith('/') || asWritten.startsWith('//') || /(^|\/)\.\.?(\/|$)/.test(asWritten.split(/[?#]/)[0]))
    return false;
  return prefixes.some((prefix) => u.pathname.startsWith(prefix));
}
