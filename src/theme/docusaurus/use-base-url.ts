// `@docusaurus/useBaseUrl`: prefixes a site path with the base URL (external URLs and anchors as is).
import { site } from '../site';

interface Options {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function withBaseUrl(url: string, { forcePrependBaseUrl = false, absolute = false }: Options = {}): string {
  const base = site.baseUrl;
  if (!url || url.startsWith('#') || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  if (forcePrependBaseUrl) return (absolute ? site.url : '') + base + url.replace(/^\//, '');
  if (url === base.replace(/\/$/, '')) return (absolute ? site.url : '') + base;
  const path = url.startsWith(base) ? url : base + url.replace(/^\//, '');
  return (absolute ? site.url : '') + path;
}

export default function useBaseUrl(url: string, options?: Options): string {
  return withBaseUrl(url, options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}
