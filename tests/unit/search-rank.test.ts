// The ranking rules of src/search/rank.ts on tiny hand-made match lists: each test sets up two or
// three pages that differ in one respect and asserts their order.
import { describe, expect, it } from 'vitest';
import { indexWords } from '../../src/shared/search-terms';
import { rankRecords, Ranker, type Field, type Match, type MatchKind, type RankedRecord } from '../../src/search/rank';

/** Records named `page/part`; `page/0` is the page record, the context of every other record of the page. */
function rank(
  matches: [record: string, slot: number, field: Field, kind?: MatchKind][],
  opts: { slots: number; pages?: number; perPage?: number; parents?: Record<string, string[]> },
) {
  const list: Match[] = matches.map(([record, slot, field, kind = 'exact']) => ({ record, slot, field, kind }));
  const info = (id: string): RankedRecord => {
    const page = id.split('/')[0];
    return { page, parents: opts.parents?.[id] ?? (id.endsWith('/0') ? [] : [`${page}/0`]) };
  };
  return rankRecords(list, info, { slots: opts.slots, pages: opts.pages ?? 100, perPage: opts.perPage });
}
const pagesOf = (ids: string[]) => [...new Set(ids.map((id) => id.split('/')[0]))];

describe('search ranking', () => {
  it('weighs a word in the title above the description, headings and text', () => {
    const order = rank(
      [
        ['text/1', 0, 'text'],
        ['title/0', 0, 'title'],
        ['heading/1', 0, 'heading'],
        ['description/0', 0, 'description'],
      ],
      { slots: 1 },
    );
    expect(pagesOf(order)).toEqual(['title', 'description', 'heading', 'text']);
  });

  it('ranks the exact word above a prefix being typed, and both above a typo', () => {
    const order = rank(
      [
        ['typo/1', 0, 'text', 'typo'],
        ['prefix/1', 0, 'text', 'prefix'],
        ['exact/1', 0, 'text', 'exact'],
      ],
      { slots: 1 },
    );
    expect(pagesOf(order)).toEqual(['exact', 'prefix', 'typo']);
  });

  it('ranks a page holding more of the words higher, and still answers with partial matches', () => {
    const order = rank(
      [
        ['one/1', 0, 'text'],
        ['both/1', 0, 'text'],
        ['both/1', 1, 'text'],
        ['other/1', 1, 'text'],
      ],
      { slots: 2 },
    );
    expect(pagesOf(order)[0]).toBe('both');
    expect(pagesOf(order)).toHaveLength(3);
  });

  it('lets the rare word decide: a word on few pages outweighs a word on most pages', () => {
    // Slot 0 ("message") is on 40 pages, slot 1 ("tone") on two of them.
    const common = Array.from({ length: 38 }, (_, i) => [`filler${i}/1`, 0, 'text'] as [string, number, Field]);
    const order = rank([...common, ['common/1', 0, 'heading'], ['rare/1', 1, 'text'], ['rare2/1', 1, 'text']], {
      slots: 2,
    });
    expect(pagesOf(order).indexOf('rare')).toBeLessThan(pagesOf(order).indexOf('common'));
  });

  it('reads a text block with its page title and headings: words spread over them meet in that block', () => {
    const order = rank(
      [
        ['uptime/0', 0, 'title'],
        ['uptime/2', 1, 'text'],
        ['sla/1', 0, 'text'],
        ['sla/5', 1, 'text'],
      ],
      { slots: 2, parents: { 'uptime/2': ['uptime/0', 'uptime/1'] } },
    );
    expect(order[0]).toBe('uptime/2'); // the block that answers both words, through its title
    expect(pagesOf(order)).toEqual(['uptime', 'sla']);
  });

  it('ranks a page that names the topic in its title above a page that mentions every word in passing', () => {
    const order = rank(
      [
        ['sentiment/0', 0, 'title'],
        ['sentiment/1', 0, 'text'],
        ['sentiment/2', 0, 'text'],
        ['hub/4', 0, 'text'],
        ['hub/4', 1, 'text'],
      ],
      { slots: 2 },
    );
    expect(pagesOf(order)[0]).toBe('sentiment');
  });

  it('ranks the page that comes back to a word above one mention, other things equal', () => {
    const order = rank(
      [
        ['once/1', 0, 'text'],
        ['often/1', 0, 'text'],
        ['often/2', 0, 'text'],
        ['often/3', 0, 'text'],
      ],
      { slots: 1 },
    );
    expect(pagesOf(order)).toEqual(['often', 'once']);
  });

  it("lists each page's best records first and the rest of every page after all of them", () => {
    const order = rank(
      [
        ['a/0', 0, 'title'],
        ['a/1', 0, 'heading'],
        ['a/2', 0, 'text'],
        ['a/3', 0, 'text'],
        ['b/0', 0, 'description'],
        ['b/1', 0, 'text'],
      ],
      { slots: 1, perPage: 2 },
    );
    expect(order.slice(0, 4)).toEqual(['a/0', 'a/1', 'b/0', 'b/1']);
    expect(order.slice(4).sort()).toEqual(['a/2', 'a/3']);
  });

  it("applies a page's prior weight to equal matches, but a clearly better match still wins", () => {
    const matches: Match[] = [
      { record: 'post/1', slot: 0, field: 'text', kind: 'exact' },
      { record: 'doc/1', slot: 0, field: 'text', kind: 'exact' },
      { record: 'story/0', slot: 0, field: 'title', kind: 'exact' },
    ];
    const info = (id: string): RankedRecord => ({ page: id.split('/')[0], parents: [] });
    const pageWeight = (page: string | number) => (page === 'doc' ? 1 : 0.85);
    expect(rankRecords(matches, info, { slots: 1, pages: 10, pageWeight }).map((id) => id.split('/')[0])).toEqual([
      'story',
      'doc',
      'post',
    ]);
  });

  it('returns nothing for no matches or an empty query', () => {
    expect(rank([], { slots: 1 })).toEqual([]);
    expect(rank([['a/1', 0, 'text']], { slots: 0 })).toEqual([]);
  });
});

describe('search ranking with numbered records', () => {
  it('takes the numbers of an engine that stores records in tables', () => {
    const matches: Match<number>[] = [
      { record: 7, slot: 0, field: 'text', kind: 'exact' },
      { record: 3, slot: 0, field: 'title', kind: 'exact' },
    ];
    const info = (id: number): RankedRecord<number> => ({ page: id < 5 ? 0 : 1, parents: [] });
    expect(rankRecords(matches, info, { slots: 1, pages: 2 })).toEqual([3, 7]);
  });
});

describe('index words', () => {
  it('indexes the parts of identifiers as words of their own, and keeps the identifier', () => {
    expect(indexWords('Set prompt_injection or meaningScore')).toEqual([
      'set',
      'prompt_injection',
      'prompt',
      'injection',
      'or',
      'meaningscore',
      'meaning',
      'score',
    ]);
    expect(indexWords('__init__ HTML x_')).toEqual(['__init__', 'html', 'x_']);
  });
});

/**
 * The ranking rules written plainly, one map per record and page (the shape rank.ts had before it
 * moved to flat arrays): the Ranker must order every input exactly as this does, ties included.
 */
function plainRank(
  slots: { records: number[]; evidence: number[] }[],
  recordPage: number[],
  parents: (r: number) => number[],
  pages: number,
  perPage = Infinity,
): number[] {
  const n = slots.length;
  const own = new Map<number, number[]>();
  slots.forEach((h, s) =>
    h.records.forEach((r, i) => {
      const row = own.get(r) ?? new Array<number>(n).fill(0);
      row[s] = Math.max(row[s], h.evidence[i]);
      own.set(r, row);
    }),
  );
  const weight = slots.map((h) => {
    const with_ = new Set(h.records.map((r) => recordPage[r])).size;
    return with_ ? Math.log(1 + pages / with_) : 0;
  });
  const total = weight.reduce((a, b) => a + b, 0) || 1;
  const score = new Map<number, number>();
  for (const [r, row] of own) {
    const ev = [...row];
    for (const p of parents(r)) own.get(p)?.forEach((e, s) => (ev[s] = Math.max(ev[s], e * 0.9)));
    score.set(r, ev.reduce((sum, e, s) => sum + weight[s] * e, 0) / total);
  }
  const byPage = new Map<number, { best: number; slots: number[]; mentions: number[]; records: number[] }>();
  for (const [r, row] of own) {
    const p = byPage.get(recordPage[r]) ?? {
      best: 0,
      slots: new Array<number>(n).fill(0),
      mentions: new Array<number>(n).fill(0),
      records: [],
    };
    p.best = Math.max(p.best, score.get(r)!);
    row.forEach((e, s) => {
      p.slots[s] = Math.max(p.slots[s], e);
      if (e > 0) p.mentions[s]++;
    });
    p.records.push(r);
    byPage.set(recordPage[r], p);
  }
  const pageScore = new Map<number, number>();
  for (const [page, p] of byPage) {
    const spread = p.slots.reduce((sum, e, s) => sum + weight[s] * e, 0) / total;
    const topical = p.mentions.reduce((sum, m, s) => sum + weight[s] * (m / (m + 2)), 0) / total;
    pageScore.set(page, 0.6 * p.best + 0.3 * spread + 0.1 * topical);
  }
  const first: number[] = [];
  const rest: number[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => pageScore.get(b)! - pageScore.get(a)!)) {
    const recs = byPage.get(page)!.records.sort((a, b) => score.get(b)! - score.get(a)!);
    recs.forEach((r, j) => (j < perPage ? first : rest).push(r));
  }
  return [...first, ...rest];
}

describe('Ranker (flat arrays)', () => {
  let seed = 11;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  const EVIDENCE = [1, 0.8, 0.7, 0.6, 0.48, 0.25, 0.2, 0.175];

  it('orders random matches exactly as the plain rules do, ties included, for every slice', () => {
    for (let round = 0; round < 300; round++) {
      // Pages of 1-6 records; record 0 of a page is its own record, then headings (2-6) and text (7).
      const recordPage: number[] = [];
      const levels: number[] = [];
      const pageCount = 1 + rnd(15);
      for (let p = 0; p < pageCount; p++)
        for (let k = 0, size = 1 + rnd(6); k < size; k++) {
          recordPage.push(p);
          levels.push(k === 0 ? 1 : 2 + rnd(6));
        }
      const parentOf = levels.map((level, r) => {
        for (let j = r - 1; j >= 0 && recordPage[j] === recordPage[r]; j--) if (levels[j] < level) return j;
        return -1;
      });
      const parents = (r: number): number[] => (parentOf[r] < 0 ? [] : [...parents(parentOf[r]), parentOf[r]]);
      // Each slot's records once, in the order an engine found them, with few distinct evidence values (ties).
      const slots = Array.from({ length: 1 + rnd(4) }, () => {
        const records = [...new Set(Array.from({ length: rnd(25) }, () => rnd(recordPage.length)))];
        return { records, evidence: records.map(() => EVIDENCE[rnd(EVIDENCE.length)]) };
      });
      const perPage = rnd(2) ? 2 : Infinity;
      const pages = pageCount + rnd(30);
      const expected = plainRank(slots, recordPage, parents, pages, perPage);
      const ranker = new Ranker({
        recordPage: Int32Array.from(recordPage),
        parentOf: Int32Array.from(parentOf),
        pages,
      });
      const ranking = ranker.rank(
        slots.map((h) => ({ records: Int32Array.from(h.records), evidence: Float64Array.from(h.evidence) })),
        perPage,
      );
      expect(ranking.count).toBe(expected.length);
      expect(ranking.slice(0, expected.length)).toEqual(expected);
      const from = rnd(expected.length + 2);
      const to = from + rnd(25);
      expect(ranking.slice(from, to)).toEqual(expected.slice(from, to));
    }
  });
});
