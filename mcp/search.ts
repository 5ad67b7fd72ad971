// search_docs: the site's own offline index, queried by the browser's engine and ranking
// (src/search/local-client.ts, matcher.ts, rank.ts) with the request the DocSearch modal sends, and
// its hits put in the order the modal lists them. So an assistant gets the answers a reader gets
// for the same words.
import { LocalSearchIndex, type SearchRequest } from '../src/search/local-client.ts';
import { unescapeHtml } from '../src/shared/html-text.ts';
import type { SearchRecord } from '../src/shared/search-records.ts';

/** What DocSearch 3.9.0's modal asks for (its hitsPerPage, snippet sizes and tags; see SearchModal.tsx). */
const SNIPPET_WORDS = 10;
export const MODAL_REQUEST: Omit<SearchRequest, 'query'> = {
  hitsPerPage: 20,
  attributesToSnippet: [
    ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}:${SNIPPET_WORDS}`),
    `content:${SNIPPET_WORDS}`,
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

type Hit = Awaited<ReturnType<LocalSearchIndex['search']>>['hits'][number];

/**
 * The hits in the modal's order: DocSearch groups them by `hierarchy.lvl0` (first appearance first,
 * at most 5 per group), and within a group by page title (`hierarchy.lvl1`, again at most 5).
 */
export function modalOrder<T extends Pick<SearchRecord, 'hierarchy'>>(hits: T[]): T[] {
  const group = (items: T[], key: (h: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const h of items) {
      const k = key(h);
      const g = groups.get(k) ?? [];
      if (g.length < 5) g.push(h);
      groups.set(k, g);
    }
    return [...groups.values()];
  };
  return group(hits, (h) => unescapeHtml(h.hierarchy.lvl0 ?? '')).flatMap((g) =>
    group(g, (h) => h.hierarchy.lvl1 ?? '').flat(),
  );
}

export interface SearchResult {
  title: string;
  url: string;
  markdown: string;
  sections: { heading: string | null; anchor: string | null; url: string; snippet?: string }[];
}

const LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
const plain = (html: string) => unescapeHtml(html.replace(/<\/?mark>/g, '**'));

/** Pages in the modal's order, each with its listed sections; then, past the modal's list, more pages by rank. */
export async function searchPages(
  index: LocalSearchIndex,
  query: string,
  opts: { limit: number; facetFilters?: SearchRequest['facetFilters']; keep?: (pageUrl: string) => boolean },
  markdownUrl: (pageUrl: string) => string,
): Promise<{ results: SearchResult[]; total: number }> {
  const base = { ...MODAL_REQUEST, query, ...(opts.facetFilters ? { facetFilters: opts.facetFilters } : {}) };
  const first = await index.search(base);
  let hits: Hit[] = modalOrder(first.hits);
  // Past the modal's twenty hits, or for a section, more hits in rank order.
  if (opts.keep || new Set(hits.map((h) => h.url_without_anchor)).size < opts.limit) {
    const more = await index.search({ ...base, hitsPerPage: 200 });
    hits = [...hits, ...more.hits];
  }
  const pages = new Map<string, SearchResult>();
  const seen = new Set<string>();
  for (const h of hits) {
    if (seen.has(h.objectID)) continue;
    seen.add(h.objectID);
    if (opts.keep && !opts.keep(h.url_without_anchor)) continue;
    let page = pages.get(h.url_without_anchor);
    if (!page) {
      if (pages.size >= opts.limit) continue;
      page = {
        title: unescapeHtml(h.hierarchy.lvl1 ?? ''),
        url: h.url_without_anchor,
        markdown: markdownUrl(h.url_without_anchor),
        sections: [],
      };
      pages.set(h.url_without_anchor, page);
    }
    if (page.sections.length >= 3) continue;
    const level = LEVELS.find((l) => h.hierarchy[l]);
    const snippet = plain(h._snippetResult?.content?.value ?? '');
    page.sections.push({
      heading: level ? unescapeHtml(h.hierarchy[level]!) : null,
      anchor: h.anchor,
      url: h.url,
      ...(snippet ? { snippet } : {}),
    });
  }
  return { results: [...pages.values()], total: first.nbHits };
}
