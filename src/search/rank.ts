// Ranking of search records, independent of how the index stores them: the engine reports which
// records match which word of the query (a "slot": a word, or a synonym group), in which field and
// how (exactly, as a prefix while typing, or as a typo), and this module orders the records.
//
// Readers look for pages, so pages are ranked first and each page's records follow its rank:
// - a word that few pages hold says more than a word most pages hold (inverse page frequency), so
//   "change the tone of a message" is decided by "tone" more than by "change" or "message";
// - where a word occurs counts: the page title most, then its description and headings, then text;
// - a section is read with its context: a text block also matches the words of the headings above
//   it and of its page's title and description, so words spread between a title and a paragraph
//   meet in that paragraph;
// - every word adds its weight, so a page that holds more of the query ranks higher; but the sum is
//   not an "all words or nothing" rule: the page whose title names the rare word of a question
//   ("sentiment analysis" -> Sentiment) beats a hub page that mentions every word in passing;
// - a page that comes back to a word in several places is more about it than one mention.
import { topK } from './top-k';

export type Field = 'title' | 'heading' | 'description' | 'text';
export type MatchKind = 'exact' | 'prefix' | 'typo';

/** Records and pages are named by any key an engine has: an objectID, or a number in its tables. */
export type Key = string | number;

/** One record matching one slot of the query. */
export interface Match<Id extends Key = string> {
  record: Id;
  slot: number;
  field: Field;
  kind: MatchKind;
}

export interface RankedRecord<Id extends Key = string> {
  /** The page the record belongs to (its URL without anchor, or a page number). */
  page: Key;
  /**
   * Records whose text is this record's context: the page's own record (title and description), then
   * the headings above it, nearest last. It is a chain: each entry's own context is the entries
   * before it. An engine that knows only pages may pass just the page's record.
   */
  parents: Id[];
}

export interface RankOptions {
  /** How many query slots there are. */
  slots: number;
  /** How many pages the index holds (for the inverse page frequency). */
  pages: number;
  /** A page's prior weight (1 when absent): e.g. blog posts a little below reference pages. */
  pageWeight?: (page: Key) => number;
  /** The first this many records of each page come before any page's others. */
  perPage?: number;
}

/** How much a match in each field says about a record. */
export const FIELD_WEIGHT: Record<Field, number> = { title: 1, description: 0.7, heading: 0.6, text: 0.25 };
/** A prefix (the word being typed) or a typo is weaker evidence than the word itself. */
export const KIND_WEIGHT: Record<MatchKind, number> = { exact: 1, prefix: 0.8, typo: 0.7 };
/**
 * A page's prior weight from its DocSearch tag: reference pages (a docs version's tag) answer
 * questions, blog posts tell a story around them. At an equal match the documentation page comes
 * first; a post that matches clearly better still wins.
 */
export function tagWeight(docusaurusTag: string): number {
  return docusaurusTag.startsWith('docs-') ? 1 : 0.85;
}

/**
 * A page the reader's context favours (the docs instance and version being read, when another instance
 * has a page of the same words) weighs this much more: enough to come before an equal match, not before
 * a much better one.
 */
export const FAVOURED = 1.25;

/** Context counts a little less than the record's own text. */
const CONTEXT = 0.9;

/** The records that match one query slot, each once, in the order the engine found them. */
export interface SlotHits {
  records: Int32Array;
  /** The best evidence for the slot of each record: FIELD_WEIGHT × KIND_WEIGHT of its best match. */
  evidence: Float64Array;
}

/** Records and pages as numbers: what the ranking reads about every record of the index. */
export interface RankTable {
  /** The page of each record. */
  recordPage: Int32Array;
  /** Each record's nearest context record, -1 for none: its context is parentOf[r], parentOf[parentOf[r]], … */
  parentOf: Int32Array;
  /** How many pages the index holds (for the inverse page frequency). */
  pages: number;
  /** A page's prior weight (1 when absent). */
  pageWeight?: (page: number) => number;
}

/** The ranked matches of a query: ordered lazily, as far as the hits asked for. */
export interface Ranking {
  /** How many records match. */
  count: number;
  /** The matching records in the order the engine found them (for facet counts). */
  records: Int32Array;
  /** Record numbers at ranks `from` … `to - 1`. */
  slice(from: number, to: number): number[];
}

const EMPTY: Ranking = { count: 0, records: new Int32Array(0), slice: () => [] };

/**
 * Ranks numbered records with flat arrays: no object per match, and only the pages that can reach the
 * requested hits are ordered. Stamp arrays over every record and page (reused by every query) number
 * the matching records and pages densely in the order found, which is also the order ties keep.
 */
export class Ranker {
  private seen: Int32Array;
  private dense: Int32Array;
  private pageSeen: Int32Array;
  private pageDense: Int32Array;
  private stamp = 0;

  constructor(private table: RankTable) {
    const records = table.recordPage.length;
    let pages = 0;
    for (let r = 0; r < records; r++) pages = Math.max(pages, table.recordPage[r] + 1);
    this.seen = new Int32Array(records);
    this.dense = new Int32Array(records);
    this.pageSeen = new Int32Array(pages);
    this.pageDense = new Int32Array(pages);
  }

  /** A fresh stamp: an entry of a stamp array is set for this pass when it holds it. */
  private next(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.seen.fill(0);
      this.pageSeen.fill(0);
    }
    return ++this.stamp;
  }

  /**
   * `perPage`: the first this many records of each page come before any page's others. `favoured`: 1 for
   * each page (by number) the reader's context prefers (Algolia's optionalFilters), weighted by FAVOURED.
   */
  rank(slots: SlotHits[], perPage = Infinity, favoured?: Uint8Array | null): Ranking {
    const n = slots.length;
    let cap = 0;
    for (const h of slots) cap += h.records.length;
    if (n === 0 || cap === 0) return EMPTY;
    const st = this.next();
    const { touched, m } = this.matching(slots, cap, st);
    const { own, weight, total } = this.evidence(slots, m);
    const score = this.recordScores(own, weight, total, touched, m, n, st);
    const pages = this.pagesOf(touched, m);
    const { pageScore, recordCount } = this.pageScores(pages, own, weight, total, score, m, n);
    if (favoured) for (let q = 0; q < pages.pc; q++) if (favoured[pages.pageList[q]]) pageScore[q] *= FAVOURED;
    return ranking(pages, pageScore, recordCount, score, touched, m, perPage);
  }

  /** Matching records, numbered (stamped `st`) in the order found. */
  private matching(slots: SlotHits[], cap: number, st: number): { touched: Int32Array; m: number } {
    const { seen, dense } = this;
    const touched = new Int32Array(cap);
    let m = 0;
    for (const h of slots)
      for (let i = 0; i < h.records.length; i++) {
        const r = h.records[i];
        if (seen[r] !== st) {
          seen[r] = st;
          dense[r] = m;
          touched[m++] = r;
        }
      }
    return { touched, m };
  }

  /** Each matching record's best evidence per slot, and the slots' weights: pages per slot, the rarer the word among pages, the more it decides. */
  private evidence(slots: SlotHits[], m: number): { own: Float64Array; weight: Float64Array; total: number } {
    const n = slots.length;
    const { recordPage } = this.table;
    const { dense, pageSeen } = this;
    const own = new Float64Array(m * n);
    const weight = new Float64Array(n);
    let total = 0;
    for (let s = 0; s < n; s++) {
      const { records, evidence } = slots[s];
      const ps = this.next();
      let pagesWith = 0;
      for (let i = 0; i < records.length; i++) {
        const e = evidence[i];
        if (!(e > 0)) continue;
        const k = dense[records[i]] * n + s;
        if (e > own[k]) own[k] = e;
        const p = recordPage[records[i]];
        if (pageSeen[p] !== ps) {
          pageSeen[p] = ps;
          pagesWith++;
        }
      }
      weight[s] = pagesWith ? Math.log(1 + this.table.pages / pagesWith) : 0;
      total += weight[s];
    }
    total ||= 1;
    return { own, weight, total };
  }

  /** A record's evidence: its own, or its context's, for each slot. */
  private recordScores(
    own: Float64Array,
    weight: Float64Array,
    total: number,
    touched: Int32Array,
    m: number,
    n: number,
    st: number,
  ): Float64Array {
    const { parentOf } = this.table;
    const { seen, dense } = this;
    const score = new Float64Array(m);
    const ev = new Float64Array(n);
    for (let i = 0; i < m; i++) {
      const base = i * n;
      for (let s = 0; s < n; s++) ev[s] = own[base + s];
      for (let p = parentOf[touched[i]]; p >= 0; p = parentOf[p]) {
        if (seen[p] !== st) continue;
        const pb = dense[p] * n;
        for (let s = 0; s < n; s++) {
          const c = own[pb + s] * CONTEXT;
          if (c > ev[s]) ev[s] = c;
        }
      }
      let sum = 0;
      for (let s = 0; s < n; s++) sum += weight[s] * ev[s];
      score[i] = sum / total;
    }
    return score;
  }

  /** The matching records' pages, numbered in the order found. */
  private pagesOf(touched: Int32Array, m: number): MatchedPages {
    const { recordPage } = this.table;
    const { pageSeen, pageDense } = this;
    const ps = this.next();
    const pageList = new Int32Array(m);
    const pageOf = new Int32Array(m);
    let pc = 0;
    for (let i = 0; i < m; i++) {
      const p = recordPage[touched[i]];
      if (pageSeen[p] !== ps) {
        pageSeen[p] = ps;
        pageDense[p] = pc;
        pageList[pc++] = p;
      }
      pageOf[i] = pageDense[p];
    }
    return { pageList, pageOf, pc };
  }

  /**
   * A page: its best record, the best evidence for each slot anywhere on the page (words spread over
   * sections), and how often it comes back to the words. Also each page's record count (at q + 1).
   */
  private pageScores(
    { pageList, pageOf, pc }: MatchedPages,
    own: Float64Array,
    weight: Float64Array,
    total: number,
    score: Float64Array,
    m: number,
    n: number,
  ): { pageScore: Float64Array; recordCount: Int32Array } {
    const best = new Float64Array(pc);
    const spreadEv = new Float64Array(pc * n);
    const mentions = new Float64Array(pc * n);
    const recordCount = new Int32Array(pc + 1);
    for (let i = 0; i < m; i++) {
      const q = pageOf[i];
      if (score[i] > best[q]) best[q] = score[i];
      for (let s = 0; s < n; s++) {
        const e = own[i * n + s];
        if (e > spreadEv[q * n + s]) spreadEv[q * n + s] = e;
        if (e > 0) mentions[q * n + s]++;
      }
      recordCount[q + 1]++;
    }
    const pageScore = new Float64Array(pc);
    for (let q = 0; q < pc; q++) {
      let spread = 0;
      let topical = 0;
      for (let s = 0; s < n; s++) spread += weight[s] * spreadEv[q * n + s];
      // Saturating: the third mention adds less than the second.
      for (let s = 0; s < n; s++) topical += weight[s] * (mentions[q * n + s] / (mentions[q * n + s] + 2));
      spread /= total;
      topical /= total;
      pageScore[q] = (this.table.pageWeight?.(pageList[q]) ?? 1) * (0.6 * best[q] + 0.3 * spread + 0.1 * topical);
    }
    return { pageScore, recordCount };
  }
}

/** The pages of a query's matching records: page numbers in the order found, each record's page by that order. */
interface MatchedPages {
  pageList: Int32Array;
  pageOf: Int32Array;
  pc: number;
}

/** The ranking over scored records and pages: ordered lazily when a slice is asked for. */
function ranking(
  { pageOf, pc }: MatchedPages,
  pageScore: Float64Array,
  recordCount: Int32Array,
  score: Float64Array,
  touched: Int32Array,
  m: number,
  perPage: number,
): Ranking {
  // Each page's records, in the order found (start offsets, then the records).
  const start = recordCount;
  for (let q = 0; q < pc; q++) start[q + 1] += start[q];
  const byPage = new Int32Array(m);
  const fill = start.slice(0, pc);
  for (let i = 0; i < m; i++) byPage[fill[pageOf[i]]++] = i;

  // Ties keep the order found.
  const betterPage = (a: number, b: number) => pageScore[a] > pageScore[b] || (pageScore[a] === pageScore[b] && a < b);
  const pageRecords = (q: number) =>
    Array.from(byPage.subarray(start[q], start[q + 1])).sort((a, b) => score[b] - score[a] || a - b);
  return {
    count: m,
    records: touched.subarray(0, m),
    slice(from, to) {
      from = Math.max(0, from);
      to = Math.min(to, m);
      if (from >= to) return [];
      // Each page's best records in page order, then the rest of every page: a short list (the
      // modal's 20 hits) shows more pages, and a long one (the search page) still holds every match.
      // Every page puts at least one record first, so the first `to` ranks come from the best `to`
      // pages unless those pages' first records are fewer than `to`; then every page is ordered.
      let order = topK(pc, to, betterPage);
      const firsts = (pages: Int32Array) =>
        pages.reduce((sum, q) => sum + Math.min(perPage, recordCount[q + 1] - recordCount[q]), 0);
      const out: number[] = [];
      if (order.length < pc && firsts(order) < to) order = topK(pc, pc, betterPage);
      const rest: number[] = [];
      for (const q of order) {
        if (out.length >= to) break;
        const recs = pageRecords(q);
        const cut = Math.min(perPage, recs.length);
        for (let j = 0; j < recs.length; j++) (j < cut ? out : rest).push(touched[recs[j]]);
      }
      for (const r of rest) {
        if (out.length >= to) break;
        out.push(r);
      }
      return out.slice(from, to);
    },
  };
}

/**
 * Record ids, best first, for an engine that names records by any key: numbers them in the order of
 * `matches` and ranks them with `Ranker`. `info` describes every record named in `matches`.
 */
export function rankRecords<Id extends Key>(
  matches: Match<Id>[],
  info: (id: Id) => RankedRecord<Id>,
  opts: RankOptions,
): Id[] {
  const n = opts.slots;
  if (!matches.length || n === 0) return [];
  const ids: Id[] = [];
  const number = new Map<Id, number>();
  const numberOf = (id: Id) => {
    let k = number.get(id);
    if (k === undefined) {
      number.set(id, (k = ids.length));
      ids.push(id);
    }
    return k;
  };
  // Evidence per slot, records in the order they first match it.
  const slotEvidence = Array.from({ length: n }, () => new Map<number, number>());
  for (const m of matches) {
    const e = FIELD_WEIGHT[m.field] * KIND_WEIGHT[m.kind];
    const row = slotEvidence[m.slot];
    const k = numberOf(m.record);
    row.set(k, Math.max(row.get(k) ?? 0, e));
  }
  const pageKeys: Key[] = [];
  const pageNumber = new Map<Key, number>();
  const recordPage: number[] = [];
  const parentOf: number[] = [];
  const matched = ids.length;
  for (let k = 0; k < matched; k++) {
    const { page, parents } = info(ids[k]);
    if (!pageNumber.has(page)) pageNumber.set(page, pageKeys.push(page) - 1);
    recordPage[k] = pageNumber.get(page)!;
    // The context chain: each parent's context is the parents before it (unless it matched itself).
    let child = k;
    for (let j = parents.length - 1; j >= 0; j--) {
      const p = numberOf(parents[j]);
      if (parentOf[child] === undefined) parentOf[child] = p;
      child = p;
    }
    if (parentOf[child] === undefined) parentOf[child] = -1;
  }
  for (let k = 0; k < ids.length; k++) {
    parentOf[k] ??= -1;
    // Records named only as context: on no page that matched (their page is never read).
    recordPage[k] ??= 0;
  }
  const ranker = new Ranker({
    recordPage: Int32Array.from(recordPage),
    parentOf: Int32Array.from(parentOf),
    pages: opts.pages,
    pageWeight: opts.pageWeight && ((p) => opts.pageWeight!(pageKeys[p])),
  });
  const slots = slotEvidence.map((row) => ({
    records: Int32Array.from(row.keys()),
    evidence: Float64Array.from(row.values()),
  }));
  return ranker
    .rank(slots, opts.perPage)
    .slice(0, matched)
    .map((k) => ids[k]);
}
