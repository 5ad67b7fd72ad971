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

/** True for links the router should handle: root-relative, not protocol-relative. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Adds the trailing slash to the path part of an internal URL, keeping `?query` and `#hash`. */
export function withTrailingSlash(url: string): string {
  const m = /^([^?#]*)(.*)$/.exec(url)!;
  const path = m[1];
  if (path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return url;
  return path + '/' + m[2];
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
