// The order of the candidates (pure; the engine's matcher.ts finds and scores them): records that
// cover every slot of the query first, then the best partial matches, so a question never comes back
// empty because of one word; a page whose records together cover more of the query ranks higher.
import type { Candidates } from './matcher';

export interface Ranked {
  /** The best `want` records, best first. */
  top: number[];
  /** All candidates, in no particular order (for counts and facets). */
  total: number;
}

const popcount = (m: number) => {
  let bits = 0;
  for (; m; m &= m - 1) bits++;
  return bits;
};

/**
 * `slotMasks[i]` has the bits (in `c.terms`) of the terms that fill slot i; `recordPage` maps a record
 * to its page, one of `pages`. Only the best `want` records are sorted: a common word matches thousands.
 */
export function rankCandidates(c: Candidates, slotMasks: number[], recordPage: Int32Array, pages: number, want: number): Ranked {
  const n = slotMasks.length || 1;
  const count = c.records.length;
  if (want <= 0) return { top: [], total: count };
  // Slots covered by each record (as a bit set over slots), and by each page's records together.
  const covered = new Int32Array(count);
  const pageCovered = new Int32Array(pages);
  for (let i = 0; i < count; i++) {
    let bits = 0;
    for (let s = 0; s < slotMasks.length; s++) if (c.masks[i] & slotMasks[s]) bits |= 1 << s;
    covered[i] = bits;
    pageCovered[recordPage[c.records[i]]] |= bits;
  }
  // Missing words cost a lot but do not silence a strong match: a page title that holds most of a
  // question can still beat a passing mention of every word. Ties go to the earlier record.
  const top: { record: number; rank: number }[] = [];
  for (let i = 0; i < count; i++) {
    const record = c.records[i];
    const rank = c.scores[i] * (popcount(covered[i]) / n) ** 2 * (popcount(pageCovered[recordPage[record]]) / n) ** 2;
    const last = top[top.length - 1];
    if (top.length === want && (rank < last.rank || (rank === last.rank && record > last.record))) continue;
    let at = top.length;
    while (at > 0 && (rank > top[at - 1].rank || (rank === top[at - 1].rank && record < top[at - 1].record))) at--;
    top.splice(at, 0, { record, rank });
    if (top.length > want) top.pop();
  }
  return { top: top.map((t) => t.record), total: count };
}
