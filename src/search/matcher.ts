// The matches of a query in the chunked index, in the shape the ranking (rank.ts) reads: which
// record matches which slot of the query, in which field, and how (exactly, as a prefix of the word
// being typed, or as a typo of a word the index does not hold). Prefix expansions and typo candidates
// come from the shard and dictionary files near the query's terms, so only those files load.
import { toTerm } from '../shared/search-terms';
import type { IndexStore, Postings } from './index-store';
import type { Field, Match, MatchKind } from './rank';

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
    const candidates = (await store.dictionaryTerms(term.slice(0, 1), MAX_FILES)) ?? (await store.dictionaryTerms(term.slice(0, 2), MAX_FILES)) ?? [];
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

/** The ranking's name for a field of a record: a page record's text is its description. */
function fieldOf(field: number, level: number): Field {
  if (field === 0) return 'title';
  if (field === 1) return 'heading';
  return level === 1 ? 'description' : 'text';
}

interface Hit {
  field: Field;
  kind: MatchKind;
}

/** Records holding one word (any of its derived terms), with where and how, for records `keep` accepts. */
function wordHits(store: IndexStore, derived: Map<string, MatchKind>, postings: Map<string, Postings>, keep: (record: number) => boolean): Map<number, Hit[]> {
  const out = new Map<number, Hit[]>();
  for (const [t, kind] of derived) {
    const p = postings.get(t);
    if (!p) continue;
    for (let i = 0; i < p.records.length; i++) {
      const record = p.records[i];
      if (!keep(record)) continue;
      const hit = { field: fieldOf(p.fields[i], store.level(record)), kind };
      const list = out.get(record);
      if (list) list.push(hit);
      else out.set(record, [hit]);
    }
  }
  return out;
}

/**
 * The matches of every slot: a record matches a slot when it holds all words of one of the slot's
 * alternatives (a synonym phrase needs all its words; a single word, itself).
 */
export async function matchSlots(store: IndexStore, slots: Slot[], keep: (record: number) => boolean): Promise<Match<number>[]> {
  const key = (word: string, prefix: boolean) => `${prefix ? '>' : '='}${toTerm(word)}`;
  const wanted = new Map<string, Promise<Map<string, MatchKind>>>();
  for (const slot of slots)
    for (const words of slot.alternatives)
      for (const w of words) {
        const prefix = slot.prefix && words.length === 1;
        wanted.set(key(w, prefix), expand(store, toTerm(w), prefix));
      }
  const derived = new Map<string, Map<string, MatchKind>>();
  await Promise.all([...wanted].map(async ([k, p]) => derived.set(k, await p)));
  const postings = await store.postings([...derived.values()].flatMap((d) => [...d.keys()]));
  const matches: Match<number>[] = [];
  slots.forEach((slot, s) => {
    for (const words of slot.alternatives) {
      if (words.length === 1) {
        // One word (the usual case): its postings are the matches. The word itself comes first, then
        // prefix expansions, then typos, so a record's first match in a field is its best there; the
        // ranking reads only the best, and a common prefix would otherwise repeat records many times.
        const forms = derived.get(key(words[0], slot.prefix))!;
        const seen = forms.size > 1 ? new Set<number>() : null;
        for (const [t, kind] of forms) {
          const p = postings.get(t);
          if (!p) continue;
          for (let i = 0; i < p.records.length; i++) {
            const record = p.records[i];
            if (seen) {
              const k = record * 3 + p.fields[i];
              if (seen.has(k)) continue;
              seen.add(k);
            }
            if (keep(record)) matches.push({ record, slot: s, field: fieldOf(p.fields[i], store.level(record)), kind });
          }
        }
        continue;
      }
      const each = words.map((w) => wordHits(store, derived.get(key(w, slot.prefix && words.length === 1))!, postings, keep));
      const [first, ...rest] = each;
      for (const [record, hits] of first) {
        if (!rest.every((m) => m.has(record))) continue;
        for (const h of [hits, ...rest.map((m) => m.get(record)!)].flat()) matches.push({ record, slot: s, field: h.field, kind: h.kind });
      }
    }
  });
  return matches;
}
