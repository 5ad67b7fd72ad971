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
   * the headings above it. An engine that knows only pages may pass just the page's record.
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

/** Context counts a little less than the record's own text. */
const CONTEXT = 0.9;

/** Record ids, best first. `info` describes every record named in `matches`. */
export function rankRecords<Id extends Key>(matches: Match<Id>[], info: (id: Id) => RankedRecord<Id>, opts: RankOptions): Id[] {
  const n = opts.slots;
  if (!matches.length || n === 0) return [];
  // Best evidence per record and slot, from its own fields.
  const own = new Map<Id, number[]>();
  for (const m of matches) {
    const e = FIELD_WEIGHT[m.field] * KIND_WEIGHT[m.kind];
    const row = own.get(m.record) ?? new Array<number>(n).fill(0);
    row[m.slot] = Math.max(row[m.slot], e);
    own.set(m.record, row);
  }
  // Pages per slot: the rarer the word among pages, the more it decides.
  const pagesWith = Array.from({ length: n }, () => new Set<Key>());
  for (const [id, row] of own) row.forEach((e, s) => e > 0 && pagesWith[s].add(info(id).page));
  const weight = pagesWith.map((p) => (p.size ? Math.log(1 + opts.pages / p.size) : 0));
  const total = weight.reduce((a, b) => a + b, 0) || 1;

  // A record's evidence: its own, or its context's, for each slot.
  const recordScore = new Map<Id, number>();
  for (const [id, row] of own) {
    const ev = [...row];
    for (const p of info(id).parents) {
      const prow = own.get(p);
      if (prow) prow.forEach((e, s) => (ev[s] = Math.max(ev[s], e * CONTEXT)));
    }
    recordScore.set(id, ev.reduce((sum, e, s) => sum + weight[s] * e, 0) / total);
  }

  // A page: its best record, the best evidence for each slot anywhere on the page (words spread over
  // sections), and how often it comes back to the words.
  const pages = new Map<Key, { best: number; slots: number[]; mentions: number[]; records: Id[] }>();
  for (const [id, row] of own) {
    const page = info(id).page;
    const p = pages.get(page) ?? { best: 0, slots: new Array<number>(n).fill(0), mentions: new Array<number>(n).fill(0), records: [] };
    p.best = Math.max(p.best, recordScore.get(id)!);
    row.forEach((e, s) => {
      p.slots[s] = Math.max(p.slots[s], e);
      if (e > 0) p.mentions[s]++;
    });
    p.records.push(id);
    pages.set(page, p);
  }
  const pageScore = new Map<Key, number>();
  for (const [page, p] of pages) {
    const spread = p.slots.reduce((sum, e, s) => sum + weight[s] * e, 0) / total;
    // Saturating: the third mention adds less than the second.
    const topical = p.mentions.reduce((sum, m, s) => sum + weight[s] * (m / (m + 2)), 0) / total;
    pageScore.set(page, (opts.pageWeight?.(page) ?? 1) * (0.6 * p.best + 0.3 * spread + 0.1 * topical));
  }
  // Stable sorts: ties keep the engine's order.
  const order = [...pages.keys()].sort((a, b) => pageScore.get(b)! - pageScore.get(a)!);
  // Each page's best records in page order, then the rest of every page: a short list (the modal's
  // 20 hits) shows more pages, and a long one (the search page) still holds every match.
  const first: Id[] = [];
  const rest: Id[] = [];
  for (const page of order) {
    const recs = pages.get(page)!.records.sort((a, b) => recordScore.get(b)! - recordScore.get(a)!);
    const cut = opts.perPage ?? recs.length;
    first.push(...recs.slice(0, cut));
    rest.push(...recs.slice(cut));
  }
  const out = [...first, ...rest];
  return out;
}
