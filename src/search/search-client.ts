// Chooses the search backend: the offline index by default, Algolia when the site config has
// appId, apiKey and indexName. Failures are remembered so the modal can show its error screen.
import { site } from '../theme/site';
import { applyTrailingSlash } from '../shared/paths';
import { setQueryLanguage } from '../shared/search-terms';
import { loadStemmer } from '../shared/stemmers';

// Queries are read in the page's language, as its locale's records were indexed (stemmed by its stemmer).
setQueryLanguage(site.locale.name);

export const isAlgolia = Boolean(site.search.appId && site.search.apiKey && site.search.indexName);
export const SEARCH_INDEX_NAME = site.search.indexName ?? 'lexora-docs';

/** The reader's preferred version of a docs instance (Docusaurus's storage key), if it still exists; else its last. */
export function preferredVersionName(pluginId = 'default'): string {
  const instance = site.docsInstances.find((i) => i.id === pluginId);
  const versions = instance?.versions ?? site.versions;
  let name: string | null = null;
  try {
    name = window.localStorage.getItem(`docs-preferred-version-${pluginId}`);
  } catch {
    /* storage unavailable */
  }
  return name && versions.some((v) => v.name === name) ? name : (instance?.lastVersion ?? site.version.name);
}

/**
 * DocSearch's contextual facets: the locale, and the docs of each instance's version: `versions` gives
 * it by instance id (a string: the default instance's), else the preferred, else the last.
 */
export function contextualFacetFilters(
  versions: string | Record<string, string> = site.version.name,
): (string | string[])[] | undefined {
  if (!site.search.contextualSearch) return undefined;
  const ids = site.docsInstances.length ? site.docsInstances.map((i) => i.id) : ['default'];
  const tags = ids.map((id) => instanceTag(id, versions));
  return [`language:${site.locale.name}`, ['docusaurus_tag:default', ...tags]];
}

/** The facet filter of a docs instance's pages in the version searched (`versions` as for contextualFacetFilters). */
export function instanceTag(id: string, versions: string | Record<string, string> = site.version.name): string {
  const given = typeof versions === 'string' ? { default: versions } : versions;
  return `docusaurus_tag:docs-${id}-${given[id] ?? preferredVersionName(id)}`;
}

/**
 * The address of the offline index's pointer file, from the page's head. It is not in the bundle, so
 * editing a page does not change the app's JavaScript (readers keep their cached copy; the build
 * reuses rendered pages), and it stays the same when the index changes (the pages stay the same).
 */
function pointerUrl(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="lexora-search-index"]')?.content || undefined;
}

let manifestUrl: Promise<string> | null = null;

/**
 * The current index's manifest URL, read from the pointer file the page names (/search-index.json),
 * revalidated with the server (no-cache): the manifest and its files sit in a content-hashed folder
 * that changes with every index, so a stale pointer would name a folder a newer deploy removed.
 * Fetched once per page load; again after a failure.
 */
function resolveManifestUrl(): Promise<string> {
  const pointer = pointerUrl();
  if (!pointer) return Promise.reject(new Error('This page names no search index (meta lexora-search-index).'));
  manifestUrl ??= (async () => {
    const url = new URL(pointer, window.location.href);
    let res: Response;
    try {
      res = await fetch(url, { cache: 'no-cache' });
    } catch (e) {
      throw new Error(`Unreachable search index: ${String(e)}`, { cause: e });
    }
    if (!res.ok) throw new Error(`Unreachable search index (HTTP ${res.status} for ${url.pathname})`);
    // Each locale has its own index (`locales`, by name); `manifest` is the default locale's.
    const file = (await res.json().catch(() => null)) as {
      manifest?: unknown;
      locales?: Record<string, unknown>;
    } | null;
    const manifest = file?.locales?.[site.locale.name] ?? file?.manifest;
    if (typeof manifest !== 'string') throw new Error(`Damaged search index (${url.pathname})`);
    return new URL(manifest, url).href;
  })();
  manifestUrl.catch(() => (manifestUrl = null));
  return manifestUrl;
}

/** The offline client; its code and the index manifest load on the first query, never with the page. */
export function localClient() {
  let client: Promise<{ search: (arg: unknown) => Promise<unknown> }> | null = null;
  return {
    transporter: { algoliaAgent: { value: 'lexora-local', add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    async search(arg: unknown) {
      // Failures are RetryErrors: the modal shows its error screen, and the next query tries again.
      // The locale's stemmer (a chunk of its own) loads with the client: queries are stemmed as its index.
      client ??= import('./local-client').then((m) =>
        Promise.all([resolveManifestUrl(), loadStemmer(site.locale.name)]).then(
          ([url]) => m.createLocalClient(url),
          (e: Error) => {
            throw new m.RetryError(e.message);
          },
        ),
      );
      try {
        return await (await client).search(arg);
      } catch (e) {
        client = null;
        throw e;
      }
    },
  };
}

/** Starts downloading the offline index (hover/focus on the search button): its pointer, then its manifest. */
export function warmUpSearch(): void {
  if (isAlgolia || !pointerUrl()) return;
  resolveManifestUrl().then(
    (url) => {
      if (document.head.querySelector(`link[href="${url}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    },
    () => undefined, // the first query reports it
  );
}

/** algoliasearch 5.19.0's lite client for hosted search (custom hosts when configured). */
export async function algoliaClient() {
  const { liteClient } = await import('algoliasearch/lite');
  const hosts = site.search.hosts?.map((h) => ({ url: h.url, protocol: h.protocol, accept: 'readWrite' as const }));
  return liteClient(site.search.appId!, site.search.apiKey!, hosts ? { hosts } : undefined);
}

/** Search records hold absolute URLs (as Algolia's do); the router needs the path and hash. */
export function toPath(url: string): string {
  try {
    const u = new URL(url, window.location.origin);
    // The URL the page is served at (the site's trailingSlash), as its links are written.
    return applyTrailingSlash(u.pathname, site.trailingSlash ?? false, site.baseUrl) + u.hash;
  } catch {
    return url;
  }
}

type InsightsClient = (method: string, ...args: unknown[]) => unknown;
let insights: Promise<InsightsClient | null> | null = null;

/**
 * Algolia's search-insights client, bundled and loaded with the modal when the config turns insights
 * on (hosted search only). DocSearch would otherwise inject it from a CDN. Resolves to null when
 * insights are off or the client cannot load; search works the same without it.
 */
export function loadInsights(): Promise<InsightsClient | null> {
  // Always the same promise: React's use() reads its settled state on later renders.
  if (!isAlgolia || !site.search.insights) return (insights ??= Promise.resolve(null));
  insights ??= import('search-insights')
    .then(({ default: aa }) => {
      const client = aa as unknown as InsightsClient;
      client('init', {
        appId: site.search.appId,
        apiKey: site.search.apiKey,
        useCookie: false,
        ...(site.search.insightsHost ? { host: site.search.insightsHost } : {}),
      });
      return client;
    })
    .catch(() => null);
  return insights;
}
