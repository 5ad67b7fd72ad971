// The offline search backend: a MiniSearch index built at build time, answering Algolia's multi-query
// request with Algolia's response shape, so DocSearch and the search page work without a service.
import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS, type SearchRecord } from '../shared/search-records';
import { escapeHtml, unescapeHtml } from '../shared/html-text';
import { STOP_WORDS, toTerm, words } from '../shared/search-terms';
import { rankRecords, tagWeight, type Field, type Match, type RankedRecord } from './rank';

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
  /** `search.synonyms` of the site config: groups of words or phrases that mean the same. */
  synonyms?: string[][];
}

const tokenize = words;

/** Wraps matched words in tags. The text is escaped first, so nothing from the index or query runs. */
export function highlight(text: string, terms: string[], pre: string, post: string): { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] } {
  const matched = new Set<string>();
  const stems = terms.map(toTerm);
  const parts = text.split(/([\p{L}\p{N}_]+)/u);
  const value = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const lower = part.toLowerCase();
      // Stemming is the costly test: only for words that start like one of the query's stems.
      const sameStem = (k: number) => lower.slice(0, 3) === stems[k].slice(0, 3) && toTerm(lower) === stems[k];
      const hit = terms.find((t, k) => lower.startsWith(t) || (t.length > 3 && lower.includes(t)) || sameStem(k));
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

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Records of one page in a result list: enough to show its best sections, few enough to show other pages. */
const PER_PAGE = 2;

/** The ranking's name for an index field of a record: a page record's text is its description. */
function fieldOf(field: string, r: SearchRecord): Field {
  if (field === 'title') return 'title';
  if (field === 'headings') return 'heading';
  return r.type === 'lvl1' ? 'description' : 'text';
}

/** Each record's page and context (the page record, then the headings above it), from the record order. */
function contexts(records: SearchRecord[]): Map<string, RankedRecord> {
  const out = new Map<string, RankedRecord>();
  let page = '';
  let stack: { id: string; level: number }[] = [];
  for (const r of records) {
    if (r.url_without_anchor !== page || r.type === 'lvl1') {
      page = r.url_without_anchor;
      stack = r.type === 'lvl1' ? [{ id: r.objectID, level: 1 }] : [];
    }
    const level = r.type === 'content' ? 7 : Number(r.type.slice(3));
    stack = stack.filter((s) => s.level < level);
    out.set(r.objectID, { page, parents: stack.map((s) => s.id) });
    if (r.type !== 'content') stack.push({ id: r.objectID, level });
  }
  return out;
}

/** One part of a query that must match: a word, or a phrase of the synonym list with its alternatives. */
interface Slot {
  query: Query;
  terms: Set<string>;
}
type Query = string | { combineWith: 'AND' | 'OR'; queries: Query[]; prefix?: boolean };

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
    const queries: Query[] = phrases.filter((p) => p.length).map((p) => (p.length === 1 ? p[0] : { combineWith: 'AND' as const, queries: p }));
    slots.push({ query: { combineWith: 'OR', queries }, terms: new Set(phrases.flat().map(toTerm)) });
  }
  words.forEach((w, i) => {
    if (used.has(i)) return;
    const last = typing && i === words.length - 1;
    slots.push({ query: last ? { combineWith: 'OR', queries: [w], prefix: true } : w, terms: new Set([toTerm(w)]) });
  });
  return slots;
}

export class LocalSearchIndex {
  private mini: MiniSearch;
  private byId: Map<string, SearchRecord>;
  private synonyms: string[][];
  private context: Map<string, RankedRecord>;
  private pages: number;
  private pageWeights: Map<string, number>;

  constructor(payload: IndexPayload) {
    this.mini = MiniSearch.loadJS(payload.index as never, MINISEARCH_OPTIONS);
    this.byId = new Map(payload.records.map((r) => [r.objectID, r]));
    this.synonyms = payload.synonyms ?? [];
    this.context = contexts(payload.records);
    this.pages = new Set(payload.records.map((r) => r.url_without_anchor)).size;
    this.pageWeights = new Map(payload.records.map((r) => [r.url_without_anchor, tagWeight(r.docusaurus_tag)]));
  }

  /** Whether the index holds this term exactly (MiniSearch keeps its terms in a radix tree). */
  private known(term: string): boolean {
    return (this.mini as unknown as { _index: { has(t: string): boolean } })._index.has(term);
  }

  /**
   * Matching records, best first (./rank.ts). Each slot of the query is looked up on its own, so the
   * ranking knows which words each record holds, where, and how. A word the index does not hold is
   * taken as a typo (5+ letters, up to 2 edits); known words match exactly, so typos never crowd out
   * what the reader typed.
   */
  private query(slots: Slot[], filters: SearchRequest['facetFilters']): SearchRecord[] {
    const matches: Match[] = [];
    slots.forEach((slot, i) => {
      const results = this.mini.search(slot.query as never, {
        fuzzy: (term: string) => (term.length >= 5 && !this.known(term) ? 0.2 : false),
        maxFuzzy: 2,
        ...(filters ? { filter: (r: { id: unknown }) => matchesFilters(this.byId.get(String(r.id))!, filters) } : {}),
      });
      for (const r of results) {
        const record = this.byId.get(String(r.id))!;
        for (const [term, fields] of Object.entries(r.match as Record<string, string[]>)) {
          const kind = slot.terms.has(term) ? 'exact' : [...slot.terms].some((t) => term.startsWith(t)) ? 'prefix' : 'typo';
          for (const f of fields) matches.push({ record: record.objectID, slot: i, field: fieldOf(f, record), kind });
        }
      }
    });
    const ids = rankRecords(matches, (id) => this.context.get(id)!, {
      slots: slots.length,
      pages: this.pages,
      perPage: PER_PAGE,
      pageWeight: (p) => this.pageWeights.get(String(p)) ?? 1,
    });
    return ids.map((id) => this.byId.get(id)!);
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
    const all = tokenize(query);
    const meaningful = all.filter((t) => !STOP_WORDS.has(t));
    // The words that take part in matching, and so in highlighting.
    const terms = meaningful.length ? meaningful : all;
    const start = performance.now();
    const filters = params.facetFilters as SearchRequest['facetFilters'];
    const slots = querySlots(terms, this.synonyms, /[\p{L}\p{N}_]$/u.test(query));
    const records = terms.length ? this.query(slots, filters) : [];
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
