// Loads what a route needs before it is shown: its data (route.json), its page module and its sidebar.
// Everything is cached; the route cache is bounded so a long session cannot grow without limit.
import { createContext, useContext, type ComponentType } from 'react';
import { isPageTreeUrl, routeDataUrl } from '../shared/paths';
import type { BlogSidebarEntry, RouteData, SidebarItem } from '../shared/types';
import { loadKind } from './page-kinds';
import { loadDeferredParts } from './deferred';
import { isTrustedAsset, routePath, untrustedUrlIn } from './resolve-route';

export const ROUTE_CACHE_LIMIT = 10000;

export interface PageModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  /**
   * Loads the page's static parts (prerender/bundle/static-parts.ts): without them the page renders its
   * plain subtrees as placeholders that keep the server's markup, which only a hydration has.
   */
  __static?: () => Promise<unknown>;
}

class BoundedCache<V> {
  private map = new Map<string, V>();
  constructor(private limit: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      // Refresh recency: Map keeps insertion order, so re-insert.
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as string);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  get size(): number {
    return this.map.size;
  }
}

const routeData = new BoundedCache<Promise<RouteData>>(ROUTE_CACHE_LIMIT);
const modules = new Map<string, PageModule>();
const modulePromises = new Map<string, Promise<PageModule>>();
const sidebars = new Map<string, unknown>();
const sidebarPromises = new Map<string, Promise<unknown>>();

export class PageModuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageModuleError';
  }
}

/** Server and tests can provide module loading; the browser uses dynamic import of the asset URL. */
let importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url);
export function setModuleImporter(fn: (url: string) => Promise<unknown>): void {
  importModule = fn;
}

/** Page trees (plain Markdown pages) are JSON; the server reads them from the build instead. */
let fetchTree: (url: string) => Promise<unknown> = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new PageModuleError(`Could not load ${url}: HTTP ${res.status}`);
  return res.json();
};
export function setTreeFetcher(fn: (url: string) => Promise<unknown>): void {
  fetchTree = fn;
}

/** A page's module: its own chunk (MDX), or its tree (.json) with the tree renderer. */
async function importPage(url: string): Promise<unknown> {
  if (!isPageTreeUrl(url)) return importModule(url);
  const [tree, renderer] = await Promise.all([fetchTree(url), import('../theme/mdx/TreeContent')]);
  return renderer.treePage(tree as never);
}

/**
 * The data of the route `input` names (a path or a full URL). A path outside the site (another
 * origin, `//host`, `/\\host`, encoded separators) is not-found and never fetched; route data that
 * names a module or file outside the site's own assets is refused the same way.
 */
export function fetchRouteData(input: string): Promise<RouteData> {
  const path = routePath(input);
  if (path === null) return Promise.resolve(notFoundData(safeLabel(input)));
  let p = routeData.get(path);
  if (!p) {
    p = fetch(routeDataUrl(path)).then(async (res) => {
      if (res.status === 404) return notFoundData(path);
      if (!res.ok) throw new Error(`Could not load ${routeDataUrl(path)}: HTTP ${res.status}`);
      const type = res.headers.get('content-type') ?? '';
      // Hosts that answer unknown paths with an HTML page (SPA fallbacks) mean "not found" here.
      if (!type.includes('json')) return notFoundData(path);
      const data = (await res.json()) as RouteData;
      const bad = untrustedUrlIn(data);
      if (bad === null) return data;
      console.error(
        `Lexora: refused the route data of ${path}: it names ${JSON.stringify(bad)}, which is not a file of this site's assets. Showing the not-found page instead.`,
      );
      return notFoundData(path);
    });
    p.catch(() => routeData.delete(path));
    routeData.set(path, p);
  }
  return p;
}

/** A refused input as the not-found page's path: never a URL another origin could be read from. */
function safeLabel(input: string): string {
  return String(input).replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
}

export function primeRouteData(data: RouteData): void {
  const path = routePath(data.path);
  if (path !== null) routeData.set(path, Promise.resolve(data));
}

export function notFoundData(path: string): RouteData {
  return { path, kind: 'notFound', title: 'Page Not Found', description: '', searchTag: 'default', noIndex: true };
}

/** A page's module, imported and checked (an asset of this site, with a component as its default export); not cached. */
export function importPageModule(url: string): Promise<PageModule> {
  if (!isTrustedAsset(url))
    return Promise.reject(
      new PageModuleError(
        `Refused to load the page module ${JSON.stringify(url)}: it is not a file of this site's assets.`,
      ),
    );
  return importPage(url).then((m) => {
    const mod = m as Partial<PageModule>;
    // Any component type React renders, as in Docusaurus: a function, a class, or `memo(Home)` and
    // `forwardRef(…)`, which are objects (reselect's home page exports `memo(Home)`).
    if (!mod.default) throw new PageModuleError(`The page module ${url} has no default export (a React component).`);
    return mod as PageModule;
  });
}

export function loadModule(url: string): Promise<PageModule> {
  if (!isTrustedAsset(url)) return importPageModule(url);
  const done = modules.get(url);
  if (done) return Promise.resolve(done);
  let p = modulePromises.get(url);
  if (!p) {
    p = importPageModule(url).then((mod) => {
      modules.set(url, mod);
      return mod;
    });
    p.catch(() => modulePromises.delete(url));
    modulePromises.set(url, p);
  }
  return p;
}

/**
 * What one server render loaded for its page, handed down its tree (RouteAssetsContext) instead of
 * kept in the caches above, so that pages rendered at once never see, or drop, each other's.
 */
export interface RouteAssets {
  moduleUrl?: string;
  module?: PageModule;
  sidebarUrl?: string;
  sidebar?: unknown;
}
export const RouteAssetsContext = createContext<RouteAssets | null>(null);

/** The page module at `url`, loaded: the render's own (server), else from the cache (browser). */
export function useLoadedModule(url: string | undefined): PageModule | undefined {
  const own = useContext(RouteAssetsContext);
  if (own && own.moduleUrl === url) return own.module;
  return url ? modules.get(url) : undefined;
}

/** The sidebar at `url`, loaded: the render's own (server), else from the cache (browser). */
export function useLoadedSidebar<T>(url: string | undefined): T | undefined {
  const own = useContext(RouteAssetsContext);
  if (own && own.sidebarUrl === url) return own.sidebar as T | undefined;
  return getLoadedSidebar<T>(url);
}

export function getLoadedModule(url: string): PageModule | undefined {
  return modules.get(url);
}

export function loadSidebar<T = SidebarItem[] | BlogSidebarEntry[]>(url: string): Promise<T> {
  if (!isTrustedAsset(url))
    return Promise.reject(
      new Error(`Refused to load the sidebar ${JSON.stringify(url)}: it is not a file of this site's assets.`),
    );
  if (sidebars.has(url)) return Promise.resolve(sidebars.get(url) as T);
  let p = sidebarPromises.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`Could not load ${url}: HTTP ${r.status}`);
      return r.json();
    });
    p.then((v) => sidebars.set(url, v)).catch(() => sidebarPromises.delete(url));
    sidebarPromises.set(url, p);
  }
  return p as Promise<T>;
}

export function setSidebar(url: string, value: unknown): void {
  sidebars.set(url, value);
}

export function getLoadedSidebar<T>(url: string | undefined): T | undefined {
  return url ? (sidebars.get(url) as T | undefined) : undefined;
}

/**
 * The route's stylesheets that the document does not have yet (KaTeX's on a page with math, which a
 * first visit got in its head), added to <head>; resolves when they are loaded (or failed), so the page
 * is not shown unstyled.
 */
function loadStylesheets(urls: string[] | undefined): Promise<unknown> | null {
  if (typeof document === 'undefined' || !urls?.length) return null;
  const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
  const missing = urls.filter((u) => !have.has(new URL(u, document.baseURI).href));
  return Promise.all(
    missing.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
          link.onload = link.onerror = () => resolve();
          document.head.appendChild(link);
        }),
    ),
  );
}

/** The page module with its static parts, or without them when `hydrating` the server's markup of the page. */
async function loadPageModule(url: string, hydrating: boolean): Promise<void> {
  const mod = await loadModule(url);
  if (!hydrating) await mod.__static?.();
}

/**
 * Resolves when the route can render without suspending: data, module, sidebar and stylesheets are in
 * memory. `hydrating`: the route is rendered over its own server markup (the first visit), which keeps
 * the shell's deferred parts as they are, and (`keepStatic`, by default the same) the static parts of its
 * page, so neither is loaded.
 */
export async function loadRoute(
  pathname: string,
  { hydrating = false, keepStatic = hydrating }: { hydrating?: boolean; keepStatic?: boolean } = {},
): Promise<RouteData> {
  const data = await fetchRouteData(pathname);
  await Promise.all([
    loadStylesheets(data.css),
    data.module ? loadPageModule(data.module, keepStatic) : null,
    data.sidebarUrl ? loadSidebar(data.sidebarUrl) : null,
    // A render that is not the hydration draws the deferred parts (src/app/deferred.tsx), the shell's
    // and those of the layout's chunk (declared when it loads).
    loadKind(data.kind).then(() => (hydrating ? null : loadDeferredParts())),
  ]);
  return data;
}

export function routeCacheSize(): number {
  return routeData.size;
}
