// The offline search index as files, shared by the builder (prerender/search/index-build.ts) and the
// browser (src/search/index-store.ts). The reader fetches a small manifest, then only the postings
// shards of the query's terms and the record chunks of the hits on screen.
//
//   manifest.json   counts, field statistics, page table, shard and dictionary boundaries, synonyms
//   t<N>.json       postings shard: a sorted run of terms, each with its postings
//   d<N>.json       dictionary part: a sorted run of terms (typo candidates only)
//   r<P>-<K>.json   record chunk: page P's records K*chunkRecords to (K+1)*chunkRecords-1, for hits and
//                   snippets (per page, so an edit leaves the other pages' chunks as they were)
import type { SearchRecord } from './search-records';

/** Searched fields of a record, by id: the page title (page records), the record's heading, its text. */
export const INDEX_FIELDS = ['title', 'headings', 'content'] as const;
export type IndexField = (typeof INDEX_FIELDS)[number];

export interface IndexManifest {
  version: 6;
  /** Number of records; records are numbered in page order. */
  records: number;
  /**
   * Records per record chunk at most: record i, the o-th record of page p, is record o % chunkRecords of
   * chunk `r<p>-<floor(o / chunkRecords)>.json`.
   */
  chunkRecords: number;
  /** Record count of each page, in record order (page p's records follow page p-1's). */
  pageRecords: number[];
  /**
   * One character per record: its heading level ('1' is the page's own record, '2'-'6' a heading)
   * or '7' for a text block. With `pageRecords`, the ranking finds the headings above a record.
   */
  levels: string;
  /** Index into `facets` of each page. */
  pageFacets: number[];
  /** The distinct facet values pages have (language, DocSearch tag). */
  facets: { language: string; docusaurus_tag: string }[];
  /** First term of each postings shard, sorted: shard i holds terms in [shards[i], shards[i+1]). */
  shards: string[];
  /** First term of each dictionary part, sorted, as for shards. */
  dictionary: string[];
  /** `search.synonyms` of the site config. */
  synonyms: string[][];
}

export interface PostingsShard {
  terms: string[];
  /**
   * For each term, one number per (record, field) holding it: `delta * 3 + field`, where delta is the
   * record index minus the previous posting's (the first is absolute) and field an INDEX_FIELDS index.
   */
  postings: number[][];
}

export type DictionaryPart = string[];

export type RecordChunk = SearchRecord[];

/** The shard or part whose range holds `term`: the last boundary not after it. */
export function partOf(boundaries: string[], term: string): number {
  let lo = 0;
  let hi = boundaries.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (boundaries[mid] <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The parts that may hold terms starting with `prefix`, in order. */
export function partsForPrefix(boundaries: string[], prefix: string): number[] {
  const first = partOf(boundaries, prefix);
  const last = partOf(boundaries, `${prefix}\uffff`);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
