// The browser side of the route trust boundary (see resolveRoutePath in src/shared/paths.ts): the
// site's origin and base URL, and the check of what a route's data may name.
import { isTrustedAssetUrl, resolveRoutePath } from '../shared/paths';
import type { RouteData } from '../shared/types';

let serverOrigin = 'http://lexora.invalid';
/** The prerender has no `location`: it renders requests for the site's configured URL. */
export function setServerOrigin(url: string): void {
  serverOrigin = new URL(url).origin;
}

function origin(): string {
  return typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.origin : serverOrigin;
}

/** Where the build puts modules, page trees and sidebars: Vite's base plus `assets/`. */
function assetPrefixes(): string[] {
  const base = import.meta.env?.BASE_URL ?? '/';
  // The dev server serves page modules as source files (`<base>@fs/…`, `<base>src/…`) from this same origin.
  return import.meta.env?.DEV ? [`${base}assets/`, `${base}@fs/`, `${base}src/`] : [`${base}assets/`];
}

let siteBase = '/';
/** The site's base URL (config.baseUrl); entry-client sets it before the first route is resolved. */
export function setSiteBase(base: string): void {
  siteBase = base.endsWith('/') ? base : `${base}/`;
}

/** The normalised route path `input` names, or null when the app must show not-found without fetching. */
export function routePath(input: string): string | null {
  return resolveRoutePath(input, origin(), siteBase);
}

export function isTrustedAsset(url: unknown): boolean {
  return isTrustedAssetUrl(url, origin(), assetPrefixes());
}

/** The first URL in route data that is not the site's own asset, or null when all are. */
export function untrustedUrlIn(data: RouteData): string | null {
  const urls: unknown[] = [
    data.module,
    ...(data.preload ?? []),
    ...(data.css ?? []),
    data.sidebarUrl,
    data.blog?.sidebarUrl,
  ];
  for (const url of urls) if (url !== undefined && url !== null && !isTrustedAsset(url)) return String(url);
  return null;
}
