// The index as the build writes it: records spooled page by page to a file, read back by the
// builder, written into the output folder and kept in the cache for the next build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordSpool, readSpool } from '../../prerender/search-index-spool';
import { runIndexJob } from '../../prerender/search-index-job';
import { buildIndexFiles } from '../../prerender/search-index-files';
import { cachedIndex } from '../../prerender/search-index-store';
import type { SearchRecord } from '../../src/shared/search-records';

const tmp: string[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lexora-index-job-'));
  tmp.push(d);
  return d;
};
afterEach(() => tmp.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function page(n: number, texts: string[]): SearchRecord[] {
  const url = `https://docs.example.com/docs/p${n}/`;
  const base = { url_without_anchor: url, language: 'en', docusaurus_tag: 'docs-default-current', anchor: null };
  const hierarchy = { lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  return [
    { ...base, objectID: `p${n}-0`, url, type: 'lvl1', content: null, hierarchy, weight: 0 },
    ...texts.map((content, i) => ({ ...base, objectID: `p${n}-${i + 1}`, url: `${url}#s${i}`, anchor: `s${i}`, type: 'content' as const, content, hierarchy, weight: 2 })),
  ];
}

// Text that a line-based file could split wrongly: line and paragraph separators, markup, quotes,
// emoji and right-to-left text, and lines far longer than the spool's read block.
const pages = [
  page(0, ['Line one\nline two\r\nand\u2028separators\u2029here.', '<script>alert("x")</script> & \'quotes\'']),
  page(1, ['Rocket 🚀 مرحبا שלום', `${'long '.repeat(300_000)}end`]),
  ...Array.from({ length: 300 }, (_, n) => page(n + 2, [`Word${n} and more words ${'🚀'.repeat(n % 7)}`])),
];

function spool(dir: string): string {
  const s = new RecordSpool(path.join(dir, 'records.jsonl'));
  for (const p of pages) s.writePage(p.map((r) => JSON.stringify(r)));
  s.close();
  return s.file;
}

describe('search index build from a spool', () => {
  it('reads back every page as it was written', () => {
    const read = [...readSpool(spool(tmpDir()))].map((json) => json.map((j) => JSON.parse(j)));
    expect(read).toEqual(pages);
  });

  it('refuses a spool cut short in the middle of a page', () => {
    const file = spool(tmpDir());
    fs.truncateSync(file, fs.statSync(file).size - 10);
    expect(() => [...readSpool(file)]).toThrow(/ends in the middle of a page/);
  });

  it('writes the same files as the in-memory builder, and keeps them in the cache', () => {
    const work = tmpDir();
    const dir = path.join(work, 'out', 'search-x');
    const cacheDir = path.join(work, 'cache');
    const counts = runIndexJob({ spool: spool(work), synonyms: [['rocket', 'launch']], dir, cacheDir, hash: 'a'.repeat(64) });
    expect(counts).toEqual({ pages: pages.length, reusedPages: 0 });
    const expected = buildIndexFiles(pages.flat(), [['rocket', 'launch']]).files;
    expect(new Map(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]))).toEqual(expected);
    expect(fs.existsSync(path.join(work, 'records.jsonl'))).toBe(false); // the spool is gone
    const cached = cachedIndex(cacheDir, 'a'.repeat(64))!;
    expect(fs.readdirSync(cached).sort()).toEqual([...expected.keys()].sort());
    // The next build of the same records reads the page analyses back.
    const again = runIndexJob({ spool: spool(work), synonyms: [['rocket', 'launch']], dir: path.join(work, 'out2'), cacheDir, hash: 'b'.repeat(64) });
    expect(again).toEqual({ pages: pages.length, reusedPages: pages.length });
  });
});
