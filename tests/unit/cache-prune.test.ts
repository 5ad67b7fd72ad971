// The one cache pruner (prerender/cache/prune.mjs): its policy, and the entries it reads and removes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { entriesToPrune, fileEntries, namedEntries, removeEntries } from '../../prerender/cache/prune.mjs';

const e = (name: string, used: number, bytes = 0) => ({ name, used, bytes });
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('entriesToPrune', () => {
  it('keeps the newest generations and removes the rest, oldest first', () => {
    const entries = [e('b', 2), e('d', 4), e('a', 1), e('c', 3)];
    expect(names(entriesToPrune(entries, { keepNewest: 2 }))).toEqual(['a', 'b']);
    expect(entriesToPrune(entries, {})).toEqual([]);
  });

  it('past the budget removes the least recently used down to 80 % of it', () => {
    const entries = [e('a', 1, 30), e('b', 2, 30), e('c', 3, 30), e('d', 4, 30)];
    expect(entriesToPrune(entries, { budgetBytes: 120 })).toEqual([]); // at the budget: nothing
    // 120 bytes, budget 100: down to 80 at most, so two go.
    expect(names(entriesToPrune(entries, { budgetBytes: 100 }))).toEqual(['a', 'b']);
  });

  it('never removes what the current build used or what was used within minIdleMs', () => {
    const entries = [e('a', 1, 50), e('b', 2, 50), e('c', 3, 50)];
    expect(names(entriesToPrune(entries, { budgetBytes: 10, keepUsedSince: 2 }))).toEqual(['a']);
    expect(names(entriesToPrune(entries, { keepNewest: 0, minIdleMs: 5, now: 6.5 }))).toEqual(['a']);
  });

  it('counts generations and budget together: the kept count first, then the bytes', () => {
    const entries = [e('a', 1, 10), e('b', 2, 10), e('c', 3, 100), e('d', 4, 10)];
    expect(names(entriesToPrune(entries, { keepNewest: 3, budgetBytes: 100 }))).toEqual(['a', 'b', 'c']);
  });
});

describe('reading and removing entries', () => {
  it('groups a flat folder by key and removes a group marker first', () => {
    const dir = tempDir('prune');
    fs.writeFileSync(path.join(dir, 'k1.out'), 'xxxx');
    fs.writeFileSync(path.join(dir, 'k1.json'), '{}');
    fs.writeFileSync(path.join(dir, 'k2.out'), 'y');
    fs.mkdirSync(path.join(dir, 'sub'));
    const groups = fileEntries(dir).sort((a, b) => a.key.localeCompare(b.key));
    expect(groups.map((g) => [g.key, g.files.length, g.bytes])).toEqual([
      ['k1', 2, 6],
      ['k2', 1, 1],
    ]);
    expect(removeEntries([groups[0]!])).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['k2.out', 'sub']);
    expect(namedEntries(dir, /^sub$/).map((x) => path.basename(x.path))).toEqual(['sub']);
    expect(namedEntries(dir, /\.out$/, { files: true }).map((x) => path.basename(x.path))).toEqual(['k2.out']);
    removeEntries(namedEntries(dir, /./));
    expect(fs.readdirSync(dir)).toEqual(['k2.out']);
    expect(fileEntries(path.join(dir, 'missing'))).toEqual([]);
  });
});
