// The chunked offline index: a query reads the manifest and the few files its terms and hits need,
// hostile text is indexed and found, and a missing or damaged file is a retryable error.
import { describe, expect, it } from 'vitest';
import {
  buildIndexFiles,
  IndexBuilder,
  indexFileHash,
  type AnalysisCache,
  type RecordAnalysis,
  type SpooledPage,
} from '../../prerender/search/index-files';
import { LocalSearchIndex, RetryError } from '../../src/search/local-client';
import type { IndexManifest } from '../../src/shared/search-index-format';
import type { SearchRecord } from '../../src/shared/search-records';

function page(n: number, title: string, texts: string[]): SearchRecord[] {
  const url = `https://docs.example.com/docs/p${n}/`;
  const base = { url_without_anchor: url, language: 'en', docusaurus_tag: 'docs-default-current', anchor: null };
  const hierarchy = (lvl2: string | null) => ({
    lvl0: 'Docs',
    lvl1: title,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  return [
    { ...base, objectID: `p${n}-0`, url, type: 'lvl1', content: null, hierarchy: hierarchy(null), weight: 0 },
    ...texts.map((content, i) => ({
      ...base,
      objectID: `p${n}-${i + 1}`,
      url: `${url}#s${i}`,
      anchor: `s${i}`,
      type: 'content' as const,
      content,
      hierarchy: hierarchy(`Section ${i}`),
      weight: 2,
    })),
  ];
}

// 2,000 pages of made-up words: many postings shards, many record chunks.
const syllables = ['ka', 'lo', 'mi', 'nu', 'pe', 'ra', 'si', 'to', 'vu', 'ze'];
const word = (i: number) =>
  `${syllables[i % 10]}${syllables[Math.floor(i / 10) % 10]}${syllables[Math.floor(i / 100) % 10]}x`;
const corpus = Array.from({ length: 2000 }, (_, n) =>
  page(n, `Page ${word(n)} ${n}`, [
    `About ${word(n)} and ${word(n + 1)} with ${word(n * 7)} or ${word(n * 13)}.`,
    `More on ${word(n + 2)} and ${word(n * 3)}.`,
    `See ${word(n * 11)}.`,
  ]),
);

const HOSTILE = [
  page(1000, '<script>alert(1)</script> Markup', ['Use <img src=x onerror=alert(1)> & "quotes" with care.']),
  page(1001, 'Emoji 🚀 launch', ['Rocket 🚀 launchpad ✨ sparkles.']),
  page(1002, 'مرحبا بالعالم', ['שלום עולם and مرحبا together.']),
  page(1003, 'Long words', [`${'a'.repeat(3000)} supercalifragilistic ${'b'.repeat(500)}end`]),
].flat();

function open(records: SearchRecord[], fail: (name: string) => boolean = () => false) {
  const { files } = buildIndexFiles(records);
  const loaded: string[] = [];
  const index = LocalSearchIndex.open(async (name) => {
    loaded.push(name);
    if (fail(name)) throw new RetryError(`Unreachable search index (HTTP 404 for ${name})`);
    const text = files.get(name);
    if (text === undefined) throw new RetryError(`Unreachable search index (HTTP 404 for ${name})`);
    return JSON.parse(text);
  });
  return { files, loaded, index };
}

describe('chunked offline index', () => {
  it('answers a query from the manifest, one postings shard and the record chunks of the hits', async () => {
    const { files, loaded, index } = open(corpus.flat());
    const manifest = JSON.parse(files.get('manifest.json')!) as IndexManifest;
    expect(manifest.shards.length).toBeGreaterThan(5);
    const res = await (await index).search({ query: `${word(123)} `, hitsPerPage: 20 });
    expect(res.hits.map((h) => h.objectID)).toContain('p123-0'); // the page titled with the word first
    expect(res.hits[0].objectID).toBe('p123-0');
    const shards = loaded.filter((f) => /^t\d+\.json$/.test(f));
    const chunks = loaded.filter((f) => /^r\d+-\d+\.json$/.test(f)); // r<page>-<k>.json
    expect(loaded[0]).toBe('manifest.json');
    expect(shards).toHaveLength(1);
    expect(loaded.some((f) => f.startsWith('d'))).toBe(false); // a known word needs no typo candidates
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(res.hits.length);
    expect(loaded.length).toBeLessThan(files.size / 10);
  });

  it('reads each file once across queries', async () => {
    const { loaded, index } = open(corpus.flat());
    const idx = await index;
    await idx.search({ query: word(5) });
    const first = loaded.length;
    await idx.search({ query: word(5) });
    expect(loaded.length).toBe(first);
  });

  it('finds a typo through the dictionary part of its first letter only', async () => {
    const { loaded, index } = open(corpus.flat());
    const target = word(321); // "sirapex" style: 7 letters, one edit allowed
    const typo = target.slice(0, 3) + target.slice(4);
    const res = await (await index).search({ query: typo });
    expect(res.hits.map((h) => h.objectID)).toContain('p321-0');
    const parts = loaded.filter((f) => /^d\d+\.json$/.test(f));
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.length).toBeLessThanOrEqual(3);
  });

  it('indexes and finds hostile text: markup, emoji, right-to-left scripts, very long words', async () => {
    const { index } = open([...corpus.flat(), ...HOSTILE]);
    const idx = await index;
    const ids = async (q: string) =>
      (await idx.search({ query: q, highlightPreTag: '<mark>', highlightPostTag: '</mark>' })).hits.map(
        (h) => h.objectID,
      );
    expect(await ids('onerror')).toContain('p1000-1');
    expect(await ids('script alert')).toContain('p1000-0');
    expect(await ids('launchpad')).toContain('p1001-1');
    expect(await ids('مرحبا')).toEqual(expect.arrayContaining(['p1002-0', 'p1002-1']));
    expect(await ids('שלום')).toContain('p1002-1');
    expect(await ids('supercalifragilistic')).toContain('p1003-1');
    expect(await ids('a'.repeat(3000))).toContain('p1003-1');
    const markup = await idx.search({ query: 'onerror', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    const hit = markup.hits.find((h) => h.objectID === 'p1000-1')!;
    expect(hit._highlightResult.content!.value).not.toMatch(/<img/);
    expect(hit._highlightResult.content!.value).toContain('<mark>onerror</mark>');
  });

  it('rejects with a retryable error when a shard or chunk is missing or damaged, and recovers', async () => {
    let broken = true;
    const { files, index } = open(corpus.flat(), (name) => broken && name.startsWith('t'));
    const idx = await index;
    await expect(idx.search({ query: word(9) })).rejects.toBeInstanceOf(RetryError);
    broken = false;
    expect((await idx.search({ query: word(9) })).nbHits).toBeGreaterThan(0);

    files.set('r0-0.json', '{"not": "a chunk"}');
    for (const [name, text] of files)
      if (name.startsWith('t')) files.set(name, text.replace(/"postings":\[\[/, '"postings":[["x",'));
    const damaged = await LocalSearchIndex.open(async (name) => JSON.parse(files.get(name)!));
    await expect(damaged.search({ query: word(0) })).rejects.toBeInstanceOf(RetryError);
    await expect(LocalSearchIndex.open(async () => ({ version: 1 }))).rejects.toBeInstanceOf(RetryError);
  });

  it('builds an empty index that answers with no hits', async () => {
    const { files } = buildIndexFiles([]);
    const idx = await LocalSearchIndex.open(async (name) => JSON.parse(files.get(name) ?? 'null'));
    expect((await idx.search({ query: 'anything' })).nbHits).toBe(0);
  });

  it('reuses the text analysis of unchanged pages, with the same files as a fresh build', () => {
    const store = new Map<string, RecordAnalysis[]>();
    const cache: AnalysisCache = { read: (k) => store.get(k), write: (k, a) => void store.set(k, a) };
    const records = corpus.flat();
    const cold = buildIndexFiles(records, [], cache);
    expect(cold).toMatchObject({ pages: 2000, reusedPages: 0 });
    const edited = records.map((r) =>
      r.objectID === 'p7-1' ? { ...r, content: `${r.content} Freshly edited zyxwv.` } : r,
    );
    const warm = buildIndexFiles(edited, [], cache);
    expect(warm).toMatchObject({ pages: 2000, reusedPages: 1999 });
    expect(warm.files).toEqual(buildIndexFiles(edited).files);
    expect(warm.files).not.toEqual(cold.files);
  }, 30_000); // three builds of 2,000 pages: seconds on a loaded machine

  it('takes an unchanged spooled page whole from the cache (records not parsed), with the same files as a fresh build', () => {
    const analyses = new Map<string, RecordAnalysis[]>();
    const pages = new Map<string, SpooledPage>();
    let analysisReads = 0;
    const cache: AnalysisCache = {
      read: (k) => (analysisReads++, analyses.get(k)),
      write: (k, a) => void analyses.set(k, a),
      readPage: (k) => pages.get(k),
      writePage: (k, p) => void pages.set(k, p),
    };
    const spooled = (list: SearchRecord[][]) => {
      const files = new Map<string, string>();
      let wrongHashes = 0;
      const builder = new IndexBuilder(
        (name, text, hash) => {
          if (hash !== undefined && hash !== indexFileHash(text!)) wrongHashes++;
          files.set(name, text!);
        },
        [],
        cache,
      );
      for (const p of list) builder.addSpooledPage(p.map((r) => JSON.stringify(r)));
      return { files, wrongHashes, ...builder.finish() };
    };
    const cold = spooled(corpus);
    expect(cold).toMatchObject({ pages: 2000, reusedPages: 0, wrongHashes: 0 });
    expect(cold.files).toEqual(buildIndexFiles(corpus.flat()).files);
    const edited = corpus.map((p, n) =>
      n === 7 ? p.map((r, i) => (i === 1 ? { ...r, content: `${r.content} Freshly edited zyxwv.` } : r)) : p,
    );
    analysisReads = 0;
    const warm = spooled(edited);
    expect(warm).toMatchObject({ pages: 2000, reusedPages: 1999, wrongHashes: 0 });
    // Only the edited page's records were parsed and their text analysis looked up.
    expect(analysisReads).toBe(1);
    expect(warm.files).toEqual(buildIndexFiles(edited.flat()).files);
    // A cached page made with another stemmer is not taken.
    for (const [k, p] of pages) pages.set(k, { ...p, stem: 'plain' });
    analysisReads = 0;
    expect(spooled(edited)).toMatchObject({ reusedPages: 2000 }); // from the text analyses instead
    expect(analysisReads).toBe(2000);
  }, 60_000);
});
