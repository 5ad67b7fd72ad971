// The offline search backend: a MiniSearch index built at build time, answering Algolia's multi-query
// request with Algolia's response shape, so DocSearch and the search page work without a service.
import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS, type SearchRecord } from '../shared/search-records';
import { escapeHtml, unescapeHtml } from '../shared/html-text';

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: (string | string[])[] | string;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facets?: string[];
  [key: string]: unknown;
}

export interface IndexPayload {
  version: number;
  records: SearchRecord[];
  index: unknown;
}

function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** Wraps matched words in tags. The text is escaped first, so nothing from the index or query runs. */
export function highlight(text: string, terms: string[], pre: string, post: string): { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] } {
  const matched = new Set<string>();
  const parts = text.split(/([\p{L}\p{N}_]+)/u);
  const value = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const lower = part.toLowerCase();
      const hit = terms.find((t) => lower.startsWith(t) || (t.length > 3 && lower.includes(t)));
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
  const first = Math.max(0, tokens.findIndex((t) => terms.some((q) => t.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '').startsWith(q))));
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const cut = tokens.slice(start, start + words).join(' ');
  const h = highlight(cut, terms, pre, post);
  return { ...h, value: `${start > 0 ? ellipsis : ''}${h.value}${start + words < tokens.length ? ellipsis : ''}` };
}

function matchesFilters(r: SearchRecord, filters: SearchRequest['facetFilters']): boolean {
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

/** Words too common to narrow a search; dropped from queries that have other words. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'with', 'you', 'your']);

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export class LocalSearchIndex {
  private mini: MiniSearch;
  private byId: Map<string, SearchRecord>;

  constructor(payload: IndexPayload) {
    this.mini = MiniSearch.loadJS(payload.index as never, MINISEARCH_OPTIONS);
    this.byId = new Map(payload.records.map((r) => [r.objectID, r]));
  }

  /**
   * Matching records, best first. Every word must match (AND); the word being typed (the last) also
   * matches as a prefix. Common English words are left out of the match when the query has other
   * words, as they would match nearly every record. Typo tolerance (words of 5+ letters, up to 2
   * edits) applies when the exact words find fewer than a page of hits, the way Algolia ranks
   * exact matches first.
   */
  private query(query: string, terms: string[], dropStopWords: boolean, filters: SearchRequest['facetFilters']): SearchRecord[] {
    const run = (fuzzy: boolean) =>
      this.mini.search(query, {
        combineWith: 'AND',
        prefix: (_term, i, all) => i === all.length - 1,
        fuzzy: fuzzy ? (term) => (term.length >= 5 ? 0.2 : false) : false,
        maxFuzzy: 2,
        // Titles above headings above body text. A record has text in one field only (a page title,
        // a heading or a block of text), so the field boost is the record's rank: 6, 3 and 1 divided
        // by 1 + its weight (0, 1, 2), times 3.
        boost: { title: 18, headings: 4.5, content: 1 },
        ...(dropStopWords ? { processTerm: (t: string) => (STOP_WORDS.has(t.toLowerCase()) ? null : t.toLowerCase()) } : {}),
        ...(filters ? { filter: (r: { id: unknown }) => matchesFilters(this.byId.get(String(r.id))!, filters) } : {}),
      });
    let results = run(false);
    if (results.length < 20 && terms.some((t) => t.length >= 5)) results = run(true);
    return results.map((r) => this.byId.get(String(r.id))!);
  }

  search(req: SearchRequest) {
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
    const words = tokenize(query);
    const meaningful = words.filter((t) => !STOP_WORDS.has(t));
    // The words that take part in matching, and so in highlighting.
    const terms = meaningful.length ? meaningful : words;
    const start = performance.now();
    const filters = params.facetFilters as SearchRequest['facetFilters'];
    const records = words.length ? this.query(query, terms, terms.length < words.length, filters) : [];
    const pageHits = records.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => this.toHit(r, terms, snippetWords, pre, post, ellipsis));
    const facets: Record<string, Record<string, number>> = {};
    for (const f of (params.facets as string[] | undefined) ?? []) {
      facets[f] = {};
      for (const r of records) {
        const v = String((r as unknown as Record<string, unknown>)[f] ?? '');
        facets[f][v] = (facets[f][v] ?? 0) + 1;
      }
    }
    return {
      hits: pageHits,
      nbHits: records.length,
      page,
      nbPages: Math.ceil(records.length / hitsPerPage),
      hitsPerPage,
      query,
      params: '',
      processingTimeMS: Math.round(performance.now() - start),
      exhaustiveNbHits: true,
      ...(Object.keys(facets).length ? { facets } : {}),
      index: req.indexName,
    };
  }

  private toHit(r: SearchRecord, terms: string[], snippetWords: Map<string, number>, pre: string, post: string, ellipsis: string) {
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
      _highlightResult: { hierarchy: hierarchyHighlight, ...(r.content != null ? { content: highlight(content, terms, pre, post) } : {}) },
      _snippetResult: { hierarchy: hierarchySnippet, ...(r.content != null ? { content: { value: cs.value, matchLevel: cs.matchLevel } } : {}) },
    };
  }
}

/** Accepts `{requests: [...]}` and the legacy `[{indexName, params}]` shapes. */
export function normalizeRequests(arg: unknown): SearchRequest[] {
  if (Array.isArray(arg)) return arg as SearchRequest[];
  return ((arg as { requests?: SearchRequest[] })?.requests ?? []) as SearchRequest[];
}

export class RetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

let indexPromise: Promise<LocalSearchIndex> | null = null;

export function loadLocalIndex(url: string): Promise<LocalSearchIndex> {
  if (!indexPromise) {
    indexPromise = fetch(url)
      .then((r) => {
        if (!r.ok) throw new RetryError(`Unreachable search index (HTTP ${r.status})`);
        return r.json();
      })
      .then((payload: IndexPayload) => new LocalSearchIndex(payload))
      .catch((e) => {
        indexPromise = null;
        throw e instanceof RetryError ? e : new RetryError(`Unreachable search index: ${String(e)}`);
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
      return { results: normalizeRequests(arg).map((r) => index.search(r)) };
    },
  };
}
