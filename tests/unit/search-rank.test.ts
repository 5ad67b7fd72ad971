// The ranking rules of src/search/rank.ts on tiny hand-made match lists: each test sets up two or
// three pages that differ in one respect and asserts their order.
import { describe, expect, it } from 'vitest';
import { indexWords } from '../../src/shared/search-terms';
import { rankRecords, type Field, type Match, type MatchKind, type RankedRecord } from '../../src/search/rank';

/** Records named `page/part`; `page/0` is the page record, the context of every other record of the page. */
function rank(matches: [record: string, slot: number, field: Field, kind?: MatchKind][], opts: { slots: number; pages?: number; perPage?: number; parents?: Record<string, string[]> }) {
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
    const order = rank([...common, ['common/1', 0, 'heading'], ['rare/1', 1, 'text'], ['rare2/1', 1, 'text']], { slots: 2 });
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
    expect(rankRecords(matches, info, { slots: 1, pages: 10, pageWeight }).map((id) => id.split('/')[0])).toEqual(['story', 'doc', 'post']);
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
    expect(indexWords('Set prompt_injection or meaningScore')).toEqual(['set', 'prompt_injection', 'prompt', 'injection', 'or', 'meaningscore', 'meaning', 'score']);
    expect(indexWords('__init__ HTML x_')).toEqual(['__init__', 'html', 'x_']);
  });
});
