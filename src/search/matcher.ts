// The matches of a query in the chunked index, in the shape the ranking (rank.ts) reads: for each
// slot of the query, the records that match it and the best evidence of each: in which field and how
// (exactly, as a prefix of the word being typed, or as a typo of a word the index does not hold).
// Prefix expansions and typo candidates come from the shard and dictionary files near the query's
// terms, so only those files load.
import { toTerm } from '../shared/search-terms';
import type { IndexStore, Postings } from './index-store';
import { FIELD_WEIGHT, KIND_WEIGHT, type MatchKind, type SlotHits } from './rank';

/** One part of a query that must match: any of its alternatives (each a list of words, all required). */
export interface Slot {
  alternatives: string[][];
  /** The word is still being typed: it also matches as a prefix. */
  prefix: boolean;
  /** The index terms of every alternative's words (for coverage). */
  terms: Set<string>;
}

/** Shards or dictionary parts one word may read for its expansions. */
const MAX_FILES = 3;
/** Typo candidates kept per word, nearest first. */
const MAX_TYPO_CANDIDATES = 12;
/** Words a query can have: the rest of a very long query is left out. */
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

const expansions = new WeakMap<IndexStore, Map<string, Promise<Map<string, MatchKind>>>>();

/** Index terms a query term stands for, and how: itself, prefix expansions, typo candidates. */
function expand(store: IndexStore, term: string, prefix: boolean): Promise<Map<string, MatchKind>> {
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

async function derive(store: IndexStore, term: string, prefix: boolean): Promise<Map<string, MatchKind>> {
  const derived = new Map<string, MatchKind>([[term, 'exact']]);
  if (prefix && term) {
    for (const t of await store.termsWithPrefix(term, MAX_FILES)) if (t !== term) derived.set(t, 'prefix');
  }
  // A word the index does not hold is taken as a typo (5+ letters, up to 2 edits); known words match
  // exactly, so typos never crowd out what the reader typed. Candidates share the first letter (or,
  // on very large indexes, the first two).
  if (term.length >= 5 && !(await store.postings([term])).has(term)) {
    const max = Math.min(2, Math.round(term.length * 0.2));
    const candidates =
      (await store.dictionaryTerms(term.slice(0, 1), MAX_FILES)) ??
      (await store.dictionaryTerms(term.slice(0, 2), MAX_FILES)) ??
      [];
    candidates
      .filter((t) => Math.abs(t.length - term.length) <= max && !derived.has(t))
      .map((t) => [t, editDistance(term, t, max)] as const)
      .filter(([, d]) => d > 0 && d <= max)
      .sort((a, b) => a[1] - b[1])
      .slice(0, MAX_TYPO_CANDIDATES)
      .forEach(([t]) => derived.set(t, 'typo'));
  }
  return derived;
}

/**
 * Weight of a posting's field (INDEX_FIELDS index) by record kind (0: a page's own record, whose text
 * is its description; 1: any other record), times each match kind's weight.
 */
const EVIDENCE: Record<MatchKind, number[][]> = Object.fromEntries(
  (Object.keys(KIND_WEIGHT) as MatchKind[]).map((kind) => [
    kind,
    [
      [FIELD_WEIGHT.title * KIND_WEIGHT[kind], FIELD_WEIGHT.title * KIND_WEIGHT[kind]],
      [FIELD_WEIGHT.heading * KIND_WEIGHT[kind], FIELD_WEIGHT.heading * KIND_WEIGHT[kind]],
      [FIELD_WEIGHT.description * KIND_WEIGHT[kind], FIELD_WEIGHT.text * KIND_WEIGHT[kind]],
    ],
  ]),
) as Record<MatchKind, number[][]>;

/** Slot results kept for the next queries: typing repeats the words before the one being typed. */
const CACHED_SLOTS = 64;
/** At most this many records over all cached slots (12 bytes each): a one-letter prefix on a large site matches most records. */
const CACHED_RECORDS = 1_000_000;

/**
 * Finds the records of each query slot with flat arrays over the store's record numbers, and keeps
 * each slot's records for the next queries ("python s", "python sd", "python sdk" share "python").
 */
export class Matcher {
  private seen: Int32Array;
  private best: Float64Array;
  private stamp = 0;
  private cache = new Map<string, SlotHits>();
  private cachedRecords = 0;

  constructor(private store: IndexStore) {
    this.seen = new Int32Array(store.manifest.records);
    this.best = new Float64Array(store.manifest.records);
  }

  /**
   * The records of every slot: a record matches a slot when it holds all words of one of the slot's
   * alternatives (a synonym phrase needs all its words; a single word, itself). `allowed` (per page;
   * null: every page) applies the query's filters; `filterKey` names it for the cache.
   */
  async match(slots: Slot[], allowed: Uint8Array | null, filterKey: string): Promise<SlotHits[]> {
    const keys = slots.map((slot) => `${filterKey}|${slot.prefix ? '>' : '='}${JSON.stringify(slot.alternatives)}`);
    const found = new Map<string, SlotHits>();
    for (const k of keys) {
      const hits = this.cache.get(k);
      if (!hits) continue;
      found.set(k, hits);
      // Most recently used last: the oldest entry is the first to go.
      this.cache.delete(k);
      this.cache.set(k, hits);
    }
    const missing = slots.filter((_, s) => !found.has(keys[s]));
    if (missing.length) {
      const derived = new Map<string, Map<string, MatchKind>>();
      await Promise.all(
        missing.flatMap((slot) =>
          slot.alternatives.flatMap((words) =>
            words.map(async (w) =>
              derived.set(
                formKey(w, slot.prefix && words.length === 1),
                await expand(this.store, toTerm(w), slot.prefix && words.length === 1),
              ),
            ),
          ),
        ),
      );
      const postings = await this.store.postings([...derived.values()].flatMap((d) => [...d.keys()]));
      slots.forEach((slot, s) => {
        if (found.has(keys[s])) return;
        const hits = this.slotHits(slot, derived, postings, allowed);
        found.set(keys[s], hits);
        this.remember(keys[s], hits);
      });
    }
    return keys.map((k) => found.get(k)!);
  }

  private remember(key: string, hits: SlotHits): void {
    if (hits.records.length > CACHED_RECORDS / 4 || this.cache.has(key)) return;
    this.cache.set(key, hits);
    this.cachedRecords += hits.records.length;
    while (this.cache.size > CACHED_SLOTS || this.cachedRecords > CACHED_RECORDS) {
      const [oldest, old] = this.cache.entries().next().value!;
      this.cache.delete(oldest);
      this.cachedRecords -= old.records.length;
    }
  }

  private next(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.seen.fill(0);
    }
    return ++this.stamp;
  }

  /**
   * One slot's records in the order found, with the best evidence of each: the word itself first, then
   * prefix expansions, then typos, each term's records in record order; then the next alternative.
   */
  private slotHits(
    slot: Slot,
    derived: Map<string, Map<string, MatchKind>>,
    postings: Map<string, Postings>,
    allowed: Uint8Array | null,
  ): SlotHits {
    const { seen, best } = this;
    const { recordPage, levels } = this.store;
    const st = this.next();
    const forms = (words: string[]) => words.map((w) => derived.get(formKey(w, slot.prefix && words.length === 1))!);
    let cap = 0;
    for (const words of slot.alternatives)
      for (const f of forms(words)) for (const t of f.keys()) cap += postings.get(t)?.records.length ?? 0;
    let order = new Int32Array(cap);
    let found = 0;
    const add = (r: number, e: number) => {
      if (seen[r] !== st) {
        seen[r] = st;
        best[r] = e;
        order[found++] = r;
      } else if (e > best[r]) best[r] = e;
    };
    for (const words of slot.alternatives) {
      if (words.length === 1) {
        for (const [t, kind] of forms(words)[0]) {
          const p = postings.get(t);
          if (!p) continue;
          const weights = EVIDENCE[kind];
          for (let i = 0; i < p.records.length; i++) {
            const r = p.records[i];
            if (allowed && !allowed[recordPage[r]]) continue;
            add(r, weights[p.fields[i]][levels[r] === 1 ? 0 : 1]);
          }
        }
        continue;
      }
      // A phrase: the records holding every word, with the best evidence of any of them.
      const each = forms(words).map((f) => wordEvidence(f, postings, allowed, recordPage, levels));
      const [first, ...rest] = each;
      for (const [r, e] of first) {
        if (!rest.every((m) => m.has(r))) continue;
        add(
          r,
          rest.reduce((max, m) => Math.max(max, m.get(r)!), e),
        );
      }
    }
    order = order.slice(0, found);
    const evidence = new Float64Array(found);
    for (let i = 0; i < found; i++) evidence[i] = best[order[i]];
    return { records: order, evidence };
  }
}

const formKey = (word: string, prefix: boolean) => `${prefix ? '>' : '='}${toTerm(word)}`;

/** The records holding one word of a phrase (any of its forms), with the best evidence of each, in the order found. */
function wordEvidence(
  forms: Map<string, MatchKind>,
  postings: Map<string, Postings>,
  allowed: Uint8Array | null,
  recordPage: Int32Array,
  levels: Uint8Array,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const [t, kind] of forms) {
    const p = postings.get(t);
    if (!p) continue;
    for (let i = 0; i < p.records.length; i++) {
      const r = p.records[i];
      if (allowed && !allowed[recordPage[r]]) continue;
      const e = EVIDENCE[kind][p.fields[i]][levels[r] === 1 ? 0 : 1];
      out.set(r, Math.max(out.get(r) ?? 0, e));
    }
  }
  return out;
}
