// Prefetch (cheap: data + <link rel=prefetch>) when a link scrolls into view, preload (the real
// imports) on hover, focus or touch. Both are skipped on 2g connections and with Save-Data.
import { fetchRouteData, loadRoute } from './route-cache';
import { isPageTreeUrl } from '../shared/paths';
import { routePath } from './resolve-route';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(c && (c.saveData || (c.effectiveType ?? '').includes('2g')));
}

const prefetched = new Set<string>();
const preloaded = new Set<string>();

function addPrefetchLink(href: string): void {
  if (
    document.head.querySelector(
      `link[rel="prefetch"][href="${CSS.escape(href)}"], link[rel="modulepreload"][href="${CSS.escape(href)}"]`,
    )
  )
    return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  // Page trees of plain Markdown pages are JSON, fetched like route data.
  link.as = isPageTreeUrl(href) ? 'fetch' : 'script';
  if (link.as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

export function prefetchRoute(pathname: string): void {
  const path = routePath(pathname);
  if (path === null || isSlowConnection() || prefetched.has(path) || preloaded.has(path)) return;
  prefetched.add(path);
  fetchRouteData(path)
    .then((data) => {
      for (const url of [data.module, ...(data.preload ?? [])]) if (url) addPrefetchLink(url);
    })
    .catch(() => prefetched.delete(path));
}

export function preloadRoute(pathname: string): void {
  const path = routePath(pathname);
  if (path === null || isSlowConnection() || preloaded.has(path)) return;
  preloaded.add(path);
  loadRoute(path).catch(() => preloaded.delete(path));
}

let observer: IntersectionObserver | undefined;
const targets = new WeakMap<Element, string>();

/** Prefetches the route of `el` once it becomes visible; returns the cleanup. */
export function observeLink(el: Element, pathname: string): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    prefetchRoute(pathname);
    return () => {};
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      const path = targets.get(e.target);
      observer!.unobserve(e.target);
      if (path) prefetchRoute(path);
    }
  });
  targets.set(el, pathname);
  observer.observe(el);
  return () => observer?.unobserve(el);
}
