// The index as the build writes it: records spooled page by page to a file, read back by the
// builder, written into the output folder and kept in the cache for the next build.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import { RecordSpool, readSpool } from '../../prerender/search/index-spool';
import { keepPrevious, runIndexJob, type IndexJob } from '../../prerender/search/index-job';
import { recordOutput } from '../../prerender/outputs/previous-output';
import {
  buildIndexFiles,
  fileAnalysisCache,
  spooledPageKey,
  type SpooledPage,
} from '../../prerender/search/index-files';
import { readPagePack, writePagePack } from '../../prerender/search/page-pack';
import { IndexFileStore } from '../../prerender/search/index-store';
import { LocalSearchIndex } from '../../src/search/local-client';
import type { SearchRecord } from '../../src/shared/search-records';

const tmpDir = () => tempDir('lexora-index-job');

function page(n: number, texts: string[]): SearchRecord[] {
  const url = `https://docs.example.com/docs/p${n}/`;
  const base = { url_without_anchor: url, language: 'en', docusaurus_tag: 'docs-default-current', anchor: null };
  const hierarchy = { lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  return [
    { ...base, objectID: `p${n}-0`, url, type: 'lvl1', content: null, hierarchy, weight: 0 },
    ...texts.map((content, i) => ({
      ...base,
      objectID: `p${n}-${i + 1}`,
      url: `${url}#s${i}`,
      anchor: `s${i}`,
      type: 'content' as const,
      content,
      hierarchy,
      weight: 2,
    })),
  ];
}

// Text that a line-based file could split wrongly: line and paragraph separators, markup, quotes,
// emoji and right-to-left text, and lines far longer than the spool's read block.
const pages = [
  page(0, ['Line one\nline two\r\nand\u2028separators\u2029here.', '<script>alert("x")</script> & \'quotes\'']),
  page(1, ['Rocket 🚀 مرحبا שלום', `${'long '.repeat(300_000)}end`]),
  ...Array.from({ length: 300 }, (_, n) => page(n + 2, [`Word${n} and more words ${'🚀'.repeat(n % 7)}`])),
];

const readDir = (dir: string) =>
  new Map(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));

/**
 * Runs an index job into the output folder `outDir` (under assets/search) and records it as published
 * there, as a build does; `previous`: the output folder published before, whose files it may keep.
 * The cache of published outputs goes under `job.cacheDir`.
 */
async function publishedJob(
  job: Omit<IndexJob, 'dir' | 'rel' | 'language' | 'locales'>,
  outDir: string,
  previous?: string,
) {
  vi.stubEnv('LEXORA_CACHE_DIR', job.cacheDir);
  const rel = 'assets/search';
  const dir = path.join(outDir, rel);
  const report = await runIndexJob({
    ...job,
    dir,
    rel,
    language: 'en',
    locales: 1,
    ...(previous ? { previous: { outDir: previous, indexDir: rel } } : {}),
  });
  recordOutput(outDir, report.made!);
  vi.unstubAllEnvs();
  return { report: { ...report, made: undefined }, dir };
}

function spool(dir: string, list = pages): string {
  const s = new RecordSpool(path.join(dir, 'records.jsonl'));
  for (const p of list) s.writePage(p.map((r) => JSON.stringify(r)));
  s.close();
  return s.file;
}

describe('search index build from a spool', () => {
  it('reads back every page as it was written', () => {
    const read = [...readSpool(spool(tmpDir()))].map(({ json }) => json.map((j) => JSON.parse(j)));
    expect(read).toEqual(pages);
  });

  it("reads back each page's key where the writer gave it", () => {
    const s = new RecordSpool(path.join(tmpDir(), 'records.jsonl'));
    s.writePage(['{"a":1}'], 'k1');
    s.writePage(['{"b":2}', '{"c":3}']);
    s.close();
    expect([...readSpool(s.file)]).toEqual([
      { key: 'k1', json: ['{"a":1}'] },
      { key: undefined, json: ['{"b":2}', '{"c":3}'] },
    ]);
  });

  // The index keeps every page's key to the end (a 10,000-page site's spool is ~270 MB): a key that
  // were a slice of the block of text it was read in would keep that whole block alive.
  it('keeps no block of the spool alive through the keys it reads back', () => {
    const s = new RecordSpool(path.join(tmpDir(), 'records.jsonl'));
    const pageCount = 80;
    for (let n = 0; n < pageCount; n++)
      s.writePage([JSON.stringify(`${n} `.repeat(50_000))], spooledPageKey([String(n)]));
    s.close();
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // In a function of its own, so that no page read stays referenced from this one's frame.
    const readKeys = (file: string) => {
      const keys: (string | undefined)[] = [];
      for (const p of readSpool(file)) keys.push(p.key);
      return keys;
    };
    gc();
    const before = process.memoryUsage().heapUsed;
    const keys = readKeys(s.file);
    gc();
    const kept = process.memoryUsage().heapUsed - before;
    expect(keys).toHaveLength(pageCount);
    // 80 keys of 64 characters; the blocks they were read in are ~10 MB.
    expect(kept).toBeLessThan(1_000_000);
  });

  it('refuses a spool cut short in the middle of a page', () => {
    const file = spool(tmpDir());
    fs.truncateSync(file, fs.statSync(file).size - 10);
    expect(() => [...readSpool(file)]).toThrow(/ends in the middle of a page/);
  });

  // The two build tests run the real index builder (stemming, compression) and take seconds on a loaded machine.
  it('writes the same files as the in-memory builder; a build of the same records takes them from the previous output, the cache keeping no copy', async () => {
    const work = tmpDir();
    const cacheDir = path.join(work, 'cache');
    const first = path.join(work, 'out');
    const job = { spool: spool(work, pages), synonyms: [['rocket', 'launch']], cacheDir, hash: 'a'.repeat(64) };
    const { report, dir } = await publishedJob(job, first);
    const expected = buildIndexFiles(pages.flat(), [['rocket', 'launch']]).files;
    expect(report).toEqual({ pages: pages.length, reusedPages: 0, files: expected.size, reusedFiles: 0 });
    expect(readDir(dir)).toEqual(expected);
    expect(fs.existsSync(path.join(work, 'records.jsonl'))).toBe(false); // the spool is gone
    // The cache holds the list of the index's files, not the files (the published output has them).
    expect(fs.readdirSync(cacheDir).sort()).toEqual(['indexes', 'outputs', 'pages']);
    vi.stubEnv('LEXORA_CACHE_DIR', cacheDir);
    const keep = () => keepPrevious({ outDir: first, indexDir: 'assets/search' });
    const restored = path.join(work, 'out2', 'search');
    expect(Object.keys(new IndexFileStore(cacheDir).restore('a'.repeat(64), restored, keep()) ?? {}).sort()).toEqual(
      [...expected.keys()].sort(),
    );
    expect(readDir(restored)).toEqual(expected);
    expect(new IndexFileStore(cacheDir).restore('c'.repeat(64), path.join(work, 'none'), keep())).toBe(null);
    // A file of it edited since it was published: that index is not taken (built afresh), and nothing is left.
    fs.appendFileSync(path.join(dir, 'd0.json'), ' ');
    const again = path.join(work, 'out3', 'search');
    expect(new IndexFileStore(cacheDir).restore('a'.repeat(64), again, keep())).toBe(null);
    expect(fs.existsSync(again)).toBe(false);
    vi.unstubAllEnvs();
  }, 60_000);

  it("keeps a first build's page analyses in its page pack only; a build whose records changed but not their text takes them from there", async () => {
    const work = tmpDir();
    const cacheDir = path.join(work, 'cache');
    await publishedJob(
      { spool: spool(work, pages), synonyms: [], cacheDir, hash: 'a'.repeat(64) },
      path.join(work, 'v1'),
    );
    const pagesDir = path.join(cacheDir, 'pages');
    expect(fs.readdirSync(pagesDir).sort()).toEqual(['pack-en.jsonl', 'postings-en.bin']);
    // Every page moves to another URL (its section renamed): its records change, the text they index does not.
    const moved = pages.map((p) =>
      p.map((r) => ({
        ...r,
        url: r.url.replace('/docs/', '/guide/'),
        url_without_anchor: r.url_without_anchor.replace('/docs/', '/guide/'),
      })),
    );
    const job = { spool: spool(work, moved), synonyms: [], cacheDir, hash: 'b'.repeat(64) };
    const { report, dir } = await publishedJob(job, path.join(work, 'v2'), path.join(work, 'v1'));
    expect(report.reusedPages).toBe(pages.length);
    expect(readDir(dir)).toEqual(buildIndexFiles(moved.flat()).files);
  }, 60_000);

  it("rebuilds after a one-page edit from the unchanged pages' analyses and files, and finds the new words only", async () => {
    const work = tmpDir();
    const cacheDir = path.join(work, 'cache');
    await publishedJob(
      { spool: spool(work, pages), synonyms: [], cacheDir, hash: 'a'.repeat(64) },
      path.join(work, 'v1'),
    );
    // Page 150 loses "Word148" and gains a word no page had; its record count stays the same.
    const edited = pages.map((p, n) =>
      n === 150 ? p.map((r) => (r.content ? { ...r, content: 'Quuxulated gizmo and more words' } : r)) : p,
    );
    // The unchanged pages come from the first build's page pack alone (their own files are gone).
    const pagesDir = path.join(cacheDir, 'pages');
    expect(fs.existsSync(path.join(pagesDir, 'pack-en.jsonl'))).toBe(true);
    for (const f of fs.readdirSync(pagesDir)) if (!f.startsWith('pack-')) fs.rmSync(path.join(pagesDir, f));
    const job = { spool: spool(work, edited), synonyms: [], cacheDir, hash: 'b'.repeat(64) };
    const { report, dir } = await publishedJob(job, path.join(work, 'v2'), path.join(work, 'v1'));
    const files = readDir(dir);
    expect(files).toEqual(buildIndexFiles(edited.flat()).files);
    expect(report.reusedPages).toBe(pages.length - 1);
    // Only the files the edit touched are written: the manifest, the page's record chunk, the
    // shards and dictionary parts of the words that came and went.
    expect(report.reusedFiles).toBeGreaterThan(report.files - 8);
    expect(report.reusedFiles).toBeLessThan(report.files);
    const index = await LocalSearchIndex.open(async (name) => JSON.parse(files.get(name)!));
    const ids = async (q: string) => (await index.search({ query: q })).hits.map((h) => h.objectID);
    expect(await ids('quuxulated')).toEqual(['p150-1']);
    expect(await ids('word148')).not.toContain('p150-1'); // (typo tolerance still finds word140, word149…)
    expect(await ids('word149')).toContain('p151-1'); // untouched pages are found as before
  }, 60_000);

  it('keeps the page pack through a few edits (the pages it lacks come from their own files) and writes it again past its slack', async () => {
    const work = tmpDir();
    const cacheDir = path.join(work, 'cache');
    const packFile = path.join(cacheDir, 'pages', 'pack-en.jsonl');
    let n = 0;
    const build = async (list: SearchRecord[][]) => {
      const dir = path.join(work, `v${++n}`);
      const job = { spool: spool(work, list), synonyms: [], dir, cacheDir, hash: String(n).repeat(64) };
      const report = await runIndexJob({ ...job, language: 'en', locales: 1 });
      expect(readDir(dir)).toEqual(buildIndexFiles(list.flat()).files);
      return report;
    };
    const edit = (list: SearchRecord[][], which: number[], word: string) =>
      list.map((p, i) => (which.includes(i) ? p.map((r) => (r.content ? { ...r, content: `${word} ${i}` } : r)) : p));
    await build(pages);
    const first = fs.readFileSync(packFile);
    // One page edited, then another: the pack stays as the first build wrote it.
    const once = edit(pages, [150], 'Quuxulated');
    expect((await build(once)).reusedPages).toBe(pages.length - 1);
    const twice = edit(once, [151], 'Frobnicated');
    expect((await build(twice)).reusedPages).toBe(pages.length - 1); // page 150 from its own file
    expect(fs.readFileSync(packFile)).toEqual(first);
    // Pages 150 and 151 are served by their own files: without them, they are analysed again, and the index is the same.
    const pagesDir = path.join(cacheDir, 'pages');
    for (const f of fs.readdirSync(pagesDir)) if (!f.startsWith('pack-')) fs.rmSync(path.join(pagesDir, f));
    expect((await build(twice)).reusedPages).toBe(pages.length - 2);
    // More pages edited than the slack (16 at this size): the pack is written again, with every page taken.
    const many = edit(
      twice,
      Array.from({ length: 20 }, (_, i) => 10 + i),
      'Zorbled',
    );
    await build(many);
    expect(fs.readFileSync(packFile)).not.toEqual(first);
    for (const f of fs.readdirSync(pagesDir)) if (!f.startsWith('pack-')) fs.rmSync(path.join(pagesDir, f));
    expect((await build(many)).reusedPages).toBe(pages.length);
  }, 120_000);

  it('writes a first page pack as the pages are taken (the bytes writePagePack gives), or none when the index fails', () => {
    const dir = path.join(tmpDir(), 'pages');
    const packFile = path.join(dir, 'pack-en.jsonl');
    const page = (i: number): SpooledPage => ({
      ...{ stem: 'en', language: 'en', tag: 'docs-default-current', levels: '17', chunks: ['c'] },
      analysis: [[[3, `word${i}`, 1, 'x'.repeat(20_000), 1], null]],
    });
    const keys = Array.from({ length: 100 }, (_, i) => spooledPageKey([String(i)]));
    const cache = fileAnalysisCache(dir, packFile);
    keys.forEach((key, i) => cache.writePage!(key, page(i)));
    cache.takePage!(keys[3]!); // taken twice: in the pack once
    // ~2 MB taken: most of it is in a file beside the pack already, not in memory.
    const [tmp, ...more] = fs.readdirSync(dir).filter((f) => f.startsWith('pack-en.jsonl.'));
    expect(more).toEqual([]);
    expect(fs.statSync(path.join(dir, tmp!)).size).toBeGreaterThan(1_000_000);
    cache.savePack();
    const expected = path.join(dir, 'expected.jsonl');
    writePagePack(expected, new Map(keys.map((k, i) => [k, JSON.stringify(page(i))])));
    expect(fs.readFileSync(packFile).equals(fs.readFileSync(expected))).toBe(true);
    expect(readPagePack(packFile).size).toBe(keys.length);
    // The pack holds every page: none gets a file of its own.
    expect(fs.readdirSync(dir).filter((f) => /^p[0-9a-f]+\.json$/.test(f))).toEqual([]);

    const failed = path.join(tmpDir(), 'pages');
    const other = fileAnalysisCache(failed, path.join(failed, 'pack-en.jsonl'));
    keys.forEach((key, i) => other.writePage!(key, page(i)));
    other.dropPack();
    expect(fs.readdirSync(failed).filter((f) => f.startsWith('pack-'))).toEqual([]);
  });

  it("moves the unchanged pages' postings from the last index's postings file: the same files as a fresh build, whatever moved", async () => {
    const work = tmpDir();
    const cacheDir = path.join(work, 'cache');
    const pagesDir = path.join(cacheDir, 'pages');
    const stateFile = path.join(pagesDir, 'postings-en.bin');
    let n = 0;
    /** `known`: pages spooled by key and count only (their records are not in the spool). */
    const build = async (list: SearchRecord[][], known = new Set<number>()) => {
      const out = path.join(work, `v${++n}`);
      const s = new RecordSpool(path.join(work, 'records.jsonl'));
      list.forEach((p, i) => {
        const json = p.map((r) => JSON.stringify(r));
        if (known.has(i)) s.writeKnownPage(spooledPageKey(json), json.length);
        else s.writePage(json);
      });
      s.close();
      const job = { spool: s.file, synonyms: [], cacheDir, hash: String(n % 10).repeat(64) };
      const { report, dir } = await publishedJob(job, out, n > 1 ? path.join(work, `v${n - 1}`) : undefined);
      expect(readDir(dir)).toEqual(buildIndexFiles(list.flat()).files);
      return report;
    };
    /** Everything the search cache keeps of pages but the postings file: analyses, page files, pack. */
    const dropAllButPostings = () => {
      for (const f of fs.readdirSync(pagesDir)) if (!f.startsWith('postings-')) fs.rmSync(path.join(pagesDir, f));
    };
    await build(pages);
    expect(fs.existsSync(stateFile)).toBe(true);
    // Page 150's text changes; page 151 gains a record (every later record moves); page 5 goes; a new page
    // comes at 10; pages 200 and 201 change places (their postings are no longer in record order).
    const edited = pages
      .map((p, i) => (i === 150 ? p.map((r) => (r.content ? { ...r, content: 'Quuxulated gizmo' } : r)) : p))
      .map((p, i) => (i === 151 ? [...p, { ...p[1]!, objectID: 'p151-extra', content: 'Extra words here' }] : p));
    const moved = [...edited];
    [moved[200], moved[201]] = [moved[201]!, moved[200]!];
    moved.splice(5, 1);
    moved.splice(10, 0, page(999, ['A page new to the index']));
    dropAllButPostings();
    // 298 pages moved: all but the edited two and the new one (whose analyses were dropped as well).
    expect((await build(moved)).reusedPages).toBe(moved.length - 3);
    // Every other page's record chunk is the previous output's file of the same text (linked), though
    // most have new names (the pages after page 5 and page 10 moved): only the three pages' are written.
    const written = fs
      .readdirSync(path.join(work, 'v2', 'assets/search'))
      .filter((f) => /^r\d+-\d+\.json$/.test(f) && fs.statSync(path.join(work, 'v2', 'assets/search', f)).nlink < 2);
    const at = (id: string) => moved.findIndex((p) => p[0]!.objectID === id);
    expect(written.sort()).toEqual(
      [`r${at('p150-0')}-0.json`, `r${at('p151-0')}-0.json`, `r${at('p999-0')}-0.json`].sort(),
    );
    // Pages spooled by key only, with nothing but the postings file: the index is still the same.
    dropAllButPostings();
    const known = new Set(moved.map((_, i) => i).filter((i) => i % 3 === 0));
    expect((await build(moved, known)).reusedPages).toBe(moved.length);
    // A damaged postings file is not trusted: a warning, and every page's postings added as before.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bytes = fs.readFileSync(stateFile);
    bytes[bytes.length - 5] ^= 1;
    fs.writeFileSync(stateFile, bytes);
    // (The last build took every page from the postings file: no page pack or analysis to fall back on.)
    expect((await build(moved)).reusedPages).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is damaged'));
    // Truncated: the same (the warning is given once per file and process); the pages come from the
    // analyses the last build made (page 5 is analysed again).
    fs.truncateSync(stateFile, Math.floor(fs.statSync(stateFile).size / 2));
    expect((await build(edited)).reusedPages).toBe(edited.length - 1);
    warn.mockRestore();
  }, 120_000);
});
