// Candidate records of a query from the chunked index, each with a BM25+ score and the query terms it
// matched. Prefix expansions (the word being typed) and typo candidates (words the index does not
// hold) come from the shard and dictionary files, so only the files near the query's terms load.
// Scores add up in arrays the size of the index, reused by every query: no per-record objects, so
// a common word on a 10,000-page site stays fast. Ordering the candidates is ranking.ts's.
import { BM25, TF_SCALE } from '../shared/search-index-format';
import { toTerm } from '../shared/search-terms';
import type { IndexStore, Postings } from './index-store';

/** One part of a query that must match: any of its alternatives (each a list of words, all required). */
export interface Slot {
  alternatives: string[][];
  /** The word is still being typed: it also matches as a prefix. */
  prefix: boolean;
  /** The index terms of every alternative's words (for coverage). */
  terms: Set<string>;
}

export interface Candidates {
  records: Int32Array;
  /** Sum of the record's matches, times the number of distinct query terms it matched. */
  scores: Float64Array;
  /** Bit i set when the record matched query term `terms[i]`. */
  masks: Int32Array;
  terms: string[];
}

export type FieldBoosts = [title: number, headings: number, content: number];

/** Weights of derived terms: prefix expansions fade slowly with length, typo candidates faster. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** Shards or dictionary parts one word may read for its expansions. */
const MAX_FILES = 3;
/** Typo candidates kept per word, nearest first. */
const MAX_TYPO_CANDIDATES = 12;
/** Query terms a query can have (one bit each). */
export const MAX_QUERY_TERMS = 30;

/** Levenshtein distance of a and b, or max + 1 once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

const expansions = new WeakMap<IndexStore, Map<string, Promise<Map<string, number>>>>();

/** Index terms a query term stands for, with their weights: itself, prefix expansions, typo candidates. */
function expand(store: IndexStore, term: string, prefix: boolean): Promise<Map<string, number>> {
  // Typing repeats the same words query after query: each is expanded once.
  let known = expansions.get(store);
  if (!known) expansions.set(store, (known = new Map()));
  const key = `${prefix ? '>' : '='}${term}`;
  let found = known.get(key);
  if (!found) {
    found = derive(store, term, prefix);
    known.set(key, found);
    found.catch(() => known.delete(key));
  }
  return found;
}

async function derive(store: IndexStore, term: string, prefix: boolean): Promise<Map<string, number>> {
  const derived = new Map<string, number>([[term, 1]]);
  if (prefix && term) {
    for (const t of await store.termsWithPrefix(term, MAX_FILES)) {
      if (t !== term) derived.set(t, (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - term.length)));
    }
  }
  // A word the index does not hold is taken as a typo (5+ letters, up to 2 edits); known words match
  // exactly, so typos never crowd out what the reader typed. Candidates share the first letter (or,
  // on very large indexes, the first two).
  if (term.length >= 5 && !(await store.postings([term])).has(term)) {
    const max = Math.min(2, Math.round(term.length * 0.2));
    const candidates = (await store.dictionaryTerms(term.slice(0, 1), MAX_FILES)) ?? (await store.dictionaryTerms(term.slice(0, 2), MAX_FILES)) ?? [];
    candidates
      .filter((t) => Math.abs(t.length - term.length) <= max && !derived.has(t))
      .map((t) => [t, editDistance(term, t, max)] as const)
      .filter(([, d]) => d > 0 && d <= max)
      .sort((a, b) => a[1] - b[1])
      .slice(0, MAX_TYPO_CANDIDATES)
      .forEach(([t, d]) => derived.set(t, (FUZZY_WEIGHT * t.length) / (t.length + d)));
  }
  return derived;
}

/** Arrays the size of the index; a stamp per use tells which entries belong to the current sum. */
class Sums {
  score: Float64Array;
  mask: Int32Array;
  stamp: Int32Array;
  now = 0;
  touched: number[] = [];
  constructor(n: number) {
    this.score = new Float64Array(n);
    this.mask = new Int32Array(n);
    this.stamp = new Int32Array(n);
  }
  start() {
    this.now++;
    this.touched = [];
  }
  add(r: number, score: number, mask: number) {
    if (this.stamp[r] !== this.now) {
      this.stamp[r] = this.now;
      this.score[r] = 0;
      this.mask[r] = 0;
      this.touched.push(r);
    }
    this.score[r] += score;
    this.mask[r] |= mask;
  }
}

const sumsOf = new WeakMap<IndexStore, [Sums, Sums]>();

interface WordSpec {
  term: string;
  prefix: boolean;
  bit: number;
  derived: Map<string, number>;
}

/** Adds one word's BM25+ matches (weighted by field boosts and the derived term's weight) into `sums`. */
function addWord(sums: Sums, w: WordSpec, postings: Map<string, Postings>, n: number, boosts: FieldBoosts, keep: (record: number) => boolean) {
  for (const [t, weight] of w.derived) {
    const p = postings.get(t);
    if (!p) continue;
    const df = [0, 0, 0];
    for (const c of p.codes) df[c % 3]++;
    const factor = df.map((d, f) => weight * boosts[f] * Math.log(1 + (n - d + 0.5) / (d + 0.5)));
    for (let i = 0; i < p.records.length; i++) {
      const record = p.records[i];
      if (!keep(record)) continue;
      const code = p.codes[i];
      sums.add(record, factor[code % 3] * (BM25.d + Math.floor(code / 3) / TF_SCALE), w.bit);
    }
  }
}

/**
 * Records that match any slot (an OR of the slots; an alternative's words are ANDed), scored as the
 * sum of their matches times the number of distinct query terms they matched.
 */
export async function matchSlots(store: IndexStore, slots: Slot[], boosts: FieldBoosts, keep: (record: number) => boolean): Promise<Candidates> {
  const terms: string[] = [];
  const specs = new Map<string, WordSpec>();
  const spec = (word: string, prefix: boolean): WordSpec => {
    const term = toTerm(word);
    if (!terms.includes(term)) terms.push(term);
    const key = `${prefix ? '>' : '='}${term}`;
    let s = specs.get(key);
    if (!s) specs.set(key, (s = { term, prefix, bit: terms.indexOf(term) < 31 ? 1 << terms.indexOf(term) : 0, derived: new Map() }));
    return s;
  };
  const plan = slots.map((slot) => slot.alternatives.map((words) => words.map((w) => spec(w, slot.prefix && words.length === 1))));
  await Promise.all([...specs.values()].map(async (s) => (s.derived = await expand(store, s.term, s.prefix))));
  const postings = await store.postings([...specs.values()].flatMap((s) => [...s.derived.keys()]));
  // From here on nothing awaits: the shared arrays serve this query alone.
  const n = store.manifest.records;
  let pair = sumsOf.get(store);
  if (!pair) sumsOf.set(store, (pair = [new Sums(n), new Sums(n)]));
  const [all, one] = pair;
  all.start();
  for (const alternative of plan.flat()) {
    if (alternative.length === 1) {
      addWord(all, alternative[0], postings, n, boosts, keep);
      continue;
    }
    // All words required: keep the records every word matched, with the sum of their scores.
    let common: Map<number, [number, number]> | null = null;
    for (const w of alternative) {
      one.start();
      addWord(one, w, postings, n, boosts, keep);
      const next = new Map<number, [number, number]>();
      for (const r of one.touched) {
        const had: [number, number] | undefined = common ? common.get(r) : [0, 0];
        if (had) next.set(r, [had[0] + one.score[r], had[1] | one.mask[r]]);
      }
      common = next;
    }
    for (const [r, [score, mask]] of common ?? []) all.add(r, score, mask);
  }
  const count = all.touched.length;
  const out: Candidates = { records: new Int32Array(count), scores: new Float64Array(count), masks: new Int32Array(count), terms };
  all.touched.forEach((r, i) => {
    const mask = all.mask[r];
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    out.records[i] = r;
    out.scores[i] = all.score[r] * (bits || 1);
    out.masks[i] = mask;
  });
  return out;
}
