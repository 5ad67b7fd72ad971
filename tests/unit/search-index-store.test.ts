// The tables the browser builds from the index manifest once: each record's page and heading level,
// and the nearest record above it with a lower level (its context for the ranking).
import { describe, expect, it } from 'vitest';
import { IndexStore, RetryError } from '../../src/search/index-store';

const manifest = (pageRecords: number[], levels: string) => ({
  version: 6,
  records: levels.length,
  chunkRecords: 8,
  pageRecords,
  levels,
  pageFacets: pageRecords.map(() => 0),
  facets: [{ language: 'en', docusaurus_tag: 'docs-default-current' }],
  shards: [''],
  dictionary: [''],
  synonyms: [],
});
const open = (m: unknown) => IndexStore.open(async () => m);

describe('IndexStore tables', () => {
  it('numbers pages and levels, and links each record to the heading above it, then its page record', async () => {
    // Page 0: page record, h2, text, h3, text, h2, text. Page 1: page record, text, h4, h3, text.
    const store = await open(manifest([7, 5], '1273727' + '17437'));
    expect([...store.recordPage]).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    expect([...store.pageStart]).toEqual([0, 7]);
    expect([...store.levels]).toEqual([1, 2, 7, 3, 7, 2, 7, 1, 7, 4, 3, 7]);
    // A later h3 after an h4 goes back up to the page record; a page's first record starts a new chain.
    expect([...store.parentOf]).toEqual([-1, 0, 1, 1, 3, 0, 5, -1, 7, 7, 7, 10]);
  });

  it('never links a record to a record of the page before', async () => {
    // Page 1 starts with a heading (level 2): it must not take page 0's record (level 1) as context.
    const store = await open(manifest([2, 2], '1727'));
    expect([...store.parentOf]).toEqual([-1, 0, -1, 2]);
  });

  it('refuses a manifest of another version or with a level per record missing', async () => {
    await expect(open({ ...manifest([2], '17'), version: 4 })).rejects.toBeInstanceOf(RetryError);
    await expect(open({ ...manifest([3], '17'), records: 3 })).rejects.toBeInstanceOf(RetryError);
  });
});
