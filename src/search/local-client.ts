// The offline search backend: the chunked index built at build time (loaded file by file as queries
// need them, see index-store.ts), answering Algolia's multi-query request with Algolia's response
// shape, so DocSearch and the search page work without a service. The engine (matcher.ts) finds
// the matches; rank.ts orders them.
import type { SearchRecord } from '../shared/search-records';
import { escapeHtml, unescapeHtml } from '../shared/html-text';
import { isUnspaced, STOP_WORDS, toTerm, words } from '../shared/search-terms';
import { httpLoader, IndexStore, RetryError, type IndexLoader } from './index-store';
import { Matcher, MAX_QUERY_TERMS, type Slot } from './matcher';
import { Ranker, tagWeight, type Ranking } from './rank';

export { RetryError };

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: (string | string[])[] | string;
  /** Algolia's optional filters: pages matching any of them rank a little higher (rank.ts FAVOURED). */
  optionalFilters?: (string | string[])[] | string;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facets?: string[];
  [key: string]: unknown;
}

const tokenize = words;

/** Wraps matched words in tags. The text is escaped first, so nothing from the index or query runs. */
export function highlight(
  text: string,
  terms: string[],
  pre: string,
  post: string,
): { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] } {
  const matched = new Set<string>();
  const stems = terms.map((w) => toTerm(w));
  const parts = text.split(/([\p{L}\p{N}_]+)/u);
  const value = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const lower = part.toLowerCase();
      // Stemming is the costly test: only for words that start like one of the query's stems.
      const sameStem = (k: number) => lower.slice(0, 3) === stems[k].slice(0, 3) && toTerm(lower) === stems[k];
      const hit = terms.find(
        (t, k) => lower.startsWith(t) || ((t.length > 3 || isUnspaced(t)) && lower.includes(t)) || sameStem(k),
      );
      if (!hit) return escapeHtml(part);
      matched.add(hit);
      return `${pre}${escapeHtml(part)}${post}`;
    })
    .join('');
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(text: string, terms: string[], words: number, pre: string, post: string, ellipsis: string) {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return highlight(text, terms, pre, post);
  const first = Math.max(
    0,
    tokens.findIndex((t) =>
      terms.some((q) =>
        t
          .toLowerCase()
          .replace(/[^\p{L}\p{N}_]/gu, '')
          .startsWith(q),
      ),
    ),
  );
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const cut = tokens.slice(start, start + words).join(' ');
  const h = highlight(cut, terms, pre, post);
  return { ...h, value: `${start > 0 ? ellipsis : ''}${h.value}${start + words < tokens.length ? ellipsis : ''}` };
}

/** The attributes filters and facets can use (per page, known before the records load). */
type Facets = Pick<SearchRecord, 'language' | 'docusaurus_tag'>;

function matchesFilters(r: Facets, filters: SearchRequest['facetFilters']): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const one = (f: string) => {
    const [attr, ...rest] = f.split(':');
    const value = rest.join(':');
    const negate = value.startsWith('-');
    const actual = String((r as unknown as Record<string, unknown>)[attr] ?? '');
    return negate ? actual !== value.slice(1) : actual === value;
  };
  // AND between entries; an inner array is an OR-group.
  return list.every((f) => (Array.isArray(f) ? f.some(one) : one(f)));
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Records of one page in a result list: enough to show its best sections, few enough to show other pages. */
const PER_PAGE = 2;

/**
 * The query as slots. A synonym group applies when all words of one of its phrases are in the
 * query; those words then form one slot that any phrase of the group fills. The last word also
 * matches as a prefix while it is being typed.
 */
export function querySlots(words: string[], synonyms: string[][], typing: boolean): Slot[] {
  const used = new Set<number>();
  const slots: Slot[] = [];
  for (const group of synonyms) {
    // A phrase's common words are left out as they are from the query ("on premises" is "premises").
    const phrases = group.map((p) => tokenize(p).filter((w) => !STOP_WORDS.has(w)));
    const hit = phrases.find((p) => p.length > 0 && p.every((w) => words.includes(w)));
    if (!hit) continue;
    hit.forEach((w) => used.add(words.indexOf(w)));
    slots.push({
      alternatives: phrases.filter((p) => p.length),
      prefix: false,
      terms: new Set(phrases.flat().map((w) => toTerm(w))),
    });
  }
  words.forEach((w, i) => {
    if (used.has(i)) return;
    slots.push({ alternatives: [[w]], prefix: typing && i === words.length - 1, terms: new Set([toTerm(w)]) });
  });
  return slots;
}

export class LocalSearchIndex {
  private synonyms: string[][];
  private matcher: Matcher;
  private ranker: Ranker;

  constructor(private store: IndexStore) {
    const m = store.manifest;
    this.synonyms = m.synonyms ?? [];
    this.matcher = new Matcher(store);
    const pageWeight = Float64Array.from(m.pageFacets, (f) => tagWeight(m.facets[f].docusaurus_tag));
    this.ranker = new Ranker({
      recordPage: store.recordPage,
      parentOf: store.parentOf,
      pages: m.pageRecords.length,
      pageWeight: (p) => pageWeight[p],
    });
  }

  static async open(load: IndexLoader): Promise<LocalSearchIndex> {
    return new LocalSearchIndex(await IndexStore.open(load));
  }

  private facetsOf(record: number): Facets {
    const m = this.store.manifest;
    return m.facets[m.pageFacets[this.store.recordPage[record]]];
  }

  /**
   * Matching records, best first (./rank.ts). The engine reports which words each record holds,
   * where and how; filters apply per page (facet values are a page's), before any matching.
   */
  private async query(
    slots: Slot[],
    filters: SearchRequest['facetFilters'],
    optional: SearchRequest['optionalFilters'],
  ): Promise<Ranking> {
    const m = this.store.manifest;
    const allowed = m.facets.map((f) => matchesFilters(f, filters));
    const pages = allowed.every(Boolean) ? null : Uint8Array.from(m.pageFacets, (f) => (allowed[f] ? 1 : 0));
    const hits = await this.matcher.match(slots, pages, allowed.map(Number).join(''));
    const list = optional === undefined ? [] : typeof optional === 'string' ? [optional] : optional;
    const liked = m.facets.map((f) => list.some((o) => matchesFilters(f, [o])));
    const favoured = liked.some(Boolean) ? Uint8Array.from(m.pageFacets, (f) => (liked[f] ? 1 : 0)) : null;
    return this.ranker.rank(hits, PER_PAGE, favoured);
  }

  async search(req: SearchRequest) {
    const params = { ...(req.params ?? {}), ...req };
    const query = String(params.query ?? '').slice(0, 512);
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const page = Number(params.page ?? 0);
    const pre = String(params.highlightPreTag ?? '<em>');
    const post = String(params.highlightPostTag ?? '</em>');
    const ellipsis = String(params.snippetEllipsisText ?? '…');
    const snippetWords = new Map<string, number>();
    for (const a of (params.attributesToSnippet as string[] | undefined) ?? []) {
      const [attr, n] = a.split(':');
      snippetWords.set(attr, Number(n ?? 10));
    }
    const all = tokenize(query).slice(0, MAX_QUERY_TERMS);
    const meaningful = all.filter((t) => !STOP_WORDS.has(t));
    // The words that take part in matching, and so in highlighting.
    const terms = meaningful.length ? meaningful : all;
    const start = performance.now();
    const filters = params.facetFilters as SearchRequest['facetFilters'];
    const slots = querySlots(terms, this.synonyms, /[\p{L}\p{N}_]$/u.test(query));
    const optional = params.optionalFilters as SearchRequest['optionalFilters'];
    const ranking = terms.length ? await this.query(slots, filters, optional) : null;
    const nbHits = ranking?.count ?? 0;
    // Only the hits of the requested page are ordered and read from the record chunks.
    const shown = await this.store.records(ranking?.slice(page * hitsPerPage, (page + 1) * hitsPerPage) ?? []);
    // Each hit names the query it answers: the modal marks its links with it (see SearchModal.tsx).
    const pageHits = shown.map((r) => ({ ...this.toHit(r, terms, snippetWords, pre, post, ellipsis), __query: query }));
    const facets: Record<string, Record<string, number>> = {};
    for (const f of (params.facets as string[] | undefined) ?? []) {
      facets[f] = {};
      for (const r of ranking?.records ?? []) {
        const v = String((this.facetsOf(r) as unknown as Record<string, unknown>)[f] ?? '');
        facets[f][v] = (facets[f][v] ?? 0) + 1;
      }
    }
    return {
      hits: pageHits,
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      processingTimeMS: Math.round(performance.now() - start),
      exhaustiveNbHits: true,
      ...(Object.keys(facets).length ? { facets } : {}),
      index: req.indexName,
    };
  }

  private toHit(
    r: SearchRecord,
    terms: string[],
    snippetWords: Map<string, number>,
    pre: string,
    post: string,
    ellipsis: string,
  ) {
    const hierarchyHighlight: Record<string, unknown> = {};
    const hierarchySnippet: Record<string, unknown> = {};
    for (const l of LEVELS) {
      // Records hold escaped text: highlight the text the reader sees, then escape it again once.
      const stored = r.hierarchy[l];
      if (stored == null) continue; // absent levels stay absent, as Algolia does
      const v = unescapeHtml(stored);
      hierarchyHighlight[l] = highlight(v, terms, pre, post);
      const n = snippetWords.get(`hierarchy.${l}`);
      if (n) {
        const s = snippet(v, terms, n, pre, post, ellipsis);
        hierarchySnippet[l] = { value: s.value, matchLevel: s.matchLevel };
      }
    }
    const content = unescapeHtml(r.content ?? '');
    const cs = snippet(content, terms, snippetWords.get('content') ?? 10, pre, post, ellipsis);
    const { weight: _w, ...hit } = r;
    void _w;
    return {
      ...hit,
      _highlightResult: {
        hierarchy: hierarchyHighlight,
        ...(r.content != null ? { content: highlight(content, terms, pre, post) } : {}),
      },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        ...(r.content != null ? { content: { value: cs.value, matchLevel: cs.matchLevel } } : {}),
      },
    };
  }
}

/** Accepts `{requests: [...]}` and the legacy `[{indexName, params}]` shapes. */
export function normalizeRequests(arg: unknown): SearchRequest[] {
  if (Array.isArray(arg)) return arg as SearchRequest[];
  return ((arg as { requests?: SearchRequest[] })?.requests ?? []) as SearchRequest[];
}

let indexPromise: Promise<LocalSearchIndex> | null = null;

/** The index of this manifest URL, opened once; a failed open is retried by the next query. */
export function loadLocalIndex(url: string): Promise<LocalSearchIndex> {
  if (!indexPromise) {
    indexPromise = LocalSearchIndex.open(httpLoader(url)).catch((e) => {
      indexPromise = null;
      throw e instanceof RetryError ? e : new RetryError(`Unreadable search index: ${String(e)}`);
    });
  }
  return indexPromise;
}

/** The object DocSearch's `transformSearchClient` and the search page use. */
export function createLocalClient(url: string) {
  return {
    transporter: { algoliaAgent: { value: 'lexora-local', add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    async search(arg: unknown) {
      const index = await loadLocalIndex(url);
      try {
        return { results: await Promise.all(normalizeRequests(arg).map((r) => index.search(r))) };
      } catch (e) {
        throw e instanceof RetryError ? e : new RetryError(`Unreadable search index: ${String(e)}`);
      }
    },
  };
}
