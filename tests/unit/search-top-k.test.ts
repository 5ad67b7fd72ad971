// The bounded selection the ranking uses to order only the pages that can reach the hits asked for.
import { describe, expect, it } from 'vitest';
import { topK } from '../../src/search/top-k';

/** Scores with many ties; ties go to the lower index, as the ranking's "order found". */
const byScore = (score: number[]) => (a: number, b: number) => score[a] > score[b] || (score[a] === score[b] && a < b);
const sorted = (score: number[]) => score.map((_, i) => i).sort((a, b) => score[b] - score[a] || a - b);

describe('topK', () => {
  it('returns the k best, best first, ties in index order', () => {
    const score = [3, 9, 1, 9, 4, 4, 0, 7];
    expect([...topK(score.length, 4, byScore(score))]).toEqual([1, 3, 7, 4]);
  });

  it('returns every item, in order, when k is at least the count', () => {
    const score = [2, 5, 5, 1];
    expect([...topK(4, 4, byScore(score))]).toEqual([1, 2, 0, 3]);
    expect([...topK(4, 100, byScore(score))]).toEqual([1, 2, 0, 3]);
  });

  it('returns nothing for k = 0 or no items', () => {
    expect(topK(5, 0, byScore([1, 2, 3, 4, 5]))).toHaveLength(0);
    expect(topK(0, 3, byScore([]))).toHaveLength(0);
  });

  it('agrees with a full sort on random scores with many ties, for every k', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
    for (let round = 0; round < 200; round++) {
      const score = Array.from({ length: rnd(60) }, () => rnd(8));
      const k = rnd(70);
      expect([...topK(score.length, k, byScore(score))]).toEqual(sorted(score).slice(0, k));
    }
  });
});
