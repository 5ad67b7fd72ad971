// The offline index as files (format: src/shared/search-index-format.ts): the manifest, postings
// shards by term range, dictionary parts for typo candidates, and record chunks. The costly part,
// splitting and stemming every page's text, is kept per page under a hash of that text, so a rebuild
// redoes it only for pages whose text changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from '../src/shared/search-records.ts';
import { type IndexManifest, type PostingsShard } from '../src/shared/search-index-format.ts';
import { indexWords, toTerm } from '../src/shared/search-terms.ts';
import { unescapeHtml } from '../src/shared/html-text.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Postings shards are cut after this many bytes of JSON (about a third of it gzipped). */
const SHARD_BYTES = 24_000;
/** Terms per dictionary part. */
const DICTIONARY_TERMS = 2_500;
/** Records per record chunk: the hits on screen need a few chunks of this size. */
const CHUNK_RECORDS = 8;
/** Bump when words(), toTerm() or the analysis shape change: cached analyses are then not reused. */
const ANALYSIS_VERSION = '2';

/** The terms of one record: per field, null (no text) or [field length, term, tf, term, tf, …]. */
export type RecordAnalysis = (null | (string | number)[])[];

/** Page analyses kept between builds, by a hash of the page's text. */
export interface AnalysisCache {
  read(key: string): RecordAnalysis[] | undefined;
  write(key: string, analysis: RecordAnalysis[]): void;
}

export interface IndexFiles {
  files: Map<string, string>;
  pages: number;
  /** Pages whose analysis came from the cache. */
  reusedPages: number;
}

/** The text of each index field of a record (see INDEX_FIELDS), as the reader sees it. */
function fieldTexts(r: SearchRecord): string[] {
  const levels = LEVELS.map((l) => r.hierarchy[l]).filter((v): v is string => v != null);
  const heading = r.type !== 'content' && r.type !== 'lvl1';
  return [r.type === 'lvl1' ? unescapeHtml(r.hierarchy.lvl1 ?? '') : '', heading ? unescapeHtml(levels[levels.length - 1]) : '', unescapeHtml(r.content ?? '')];
}

function analyse(texts: string[][], stem: (w: string) => string): RecordAnalysis[] {
  const counts = new Map<string, number>();
  return texts.map((fields) =>
    fields.map((text) => {
      if (!text) return null;
      // Identifiers also count as their parts (see indexWords); queries are split as typed.
      const tokens = indexWords(text);
      counts.clear();
      for (const w of tokens) {
        const t = stem(w);
        counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      const out: (string | number)[] = [tokens.length];
      for (const [t, tf] of counts) out.push(t, tf);
      return out;
    }),
  );
}

/** Consecutive records of the same page, as [start, end) ranges. */
function pageRanges(records: SearchRecord[]): [number, number][] {
  const out: [number, number][] = [];
  records.forEach((r, i) => {
    if (i > 0 && r.url_without_anchor === records[i - 1].url_without_anchor) out[out.length - 1][1] = i + 1;
    else out.push([i, i + 1]);
  });
  return out;
}

/** Records must come page by page, as buildRecords emits them. */
export function buildIndexFiles(records: SearchRecord[], synonyms: string[][] = [], cache?: AnalysisCache): IndexFiles {
  const stems = new Map<string, string>();
  const stem = (w: string) => {
    let t = stems.get(w);
    if (t === undefined) stems.set(w, (t = toTerm(w)));
    return t;
  };
  // Each term's postings: [record, field] pairs in record order.
  const postings = new Map<string, number[]>();
  const ranges = pageRanges(records);
  let reusedPages = 0;
  for (const [start, end] of ranges) {
    const texts = records.slice(start, end).map(fieldTexts);
    const key = crypto.createHash('sha256').update(ANALYSIS_VERSION).update(JSON.stringify(texts)).digest('hex');
    let analysis = cache?.read(key);
    if (analysis?.length === texts.length) reusedPages++;
    else {
      analysis = analyse(texts, stem);
      cache?.write(key, analysis);
    }
    analysis.forEach((fields, r) =>
      fields.forEach((a, f) => {
        if (!a) return;
        for (let k = 1; k < a.length; k += 2) {
          const t = a[k] as string;
          let list = postings.get(t);
          if (!list) postings.set(t, (list = []));
          list.push(start + r, f);
        }
      }),
    );
  }
  /** `delta * 3 + field` per posting: small numbers that gzip well. */
  const encode = (pairs: number[]) => {
    const out = new Array<number>(pairs.length / 2);
    for (let k = 0, prev = 0; k < pairs.length; k += 2) {
      out[k / 2] = (pairs[k] - prev) * 3 + pairs[k + 1];
      prev = pairs[k];
    }
    return out;
  };
  const files = new Map<string, string>();
  const terms = [...postings.keys()].sort();
  const shards: string[] = [];
  let shard: PostingsShard = { terms: [], postings: [] };
  let size = 0;
  const flush = () => {
    files.set(`t${shards.length}.json`, JSON.stringify(shard));
    shards.push(shard.terms[0] ?? '');
    shard = { terms: [], postings: [] };
    size = 0;
  };
  for (const t of terms) {
    const flat = encode(postings.get(t)!);
    postings.delete(t);
    shard.terms.push(t);
    shard.postings.push(flat);
    size += t.length + 4 + flat.length * 4;
    if (size >= SHARD_BYTES) flush();
  }
  // An index with no terms still has one (empty) shard and part, so every lookup finds a file.
  if (shard.terms.length || !shards.length) flush();
  const dictionary: string[] = [];
  for (let i = 0; i < Math.max(1, terms.length); i += DICTIONARY_TERMS) {
    files.set(`d${dictionary.length}.json`, JSON.stringify(terms.slice(i, i + DICTIONARY_TERMS)));
    dictionary.push(terms[i] ?? '');
  }
  for (let i = 0; i * CHUNK_RECORDS < records.length; i++) files.set(`r${i}.json`, JSON.stringify(records.slice(i * CHUNK_RECORDS, (i + 1) * CHUNK_RECORDS)));
  const facets: IndexManifest['facets'] = [];
  const pageFacets = ranges.map(([start]) => {
    const { language, docusaurus_tag } = records[start];
    const f = facets.findIndex((x) => x.language === language && x.docusaurus_tag === docusaurus_tag);
    return f >= 0 ? f : facets.push({ language, docusaurus_tag }) - 1;
  });
  const pageRecords = ranges.map(([start, end]) => end - start);
  const levels = records.map((r) => (r.type === 'content' ? '7' : r.type.slice(3))).join('');
  const manifest: IndexManifest = { version: 5, records: records.length, chunkRecords: CHUNK_RECORDS, pageRecords, levels, pageFacets, facets, shards, dictionary, synonyms };
  files.set('manifest.json', JSON.stringify(manifest));
  return { files, pages: ranges.length, reusedPages };
}

export function writeIndexFiles(files: Map<string, string>, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of files) fs.writeFileSync(path.join(dir, name), text);
}

/** Page analyses as files in `dir` (one per page; pruned with the other caches). */
export function fileAnalysisCache(dir: string): AnalysisCache {
  fs.mkdirSync(dir, { recursive: true });
  return {
    read(key) {
      try {
        return JSON.parse(fs.readFileSync(path.join(dir, `${key}.json`), 'utf8')) as RecordAnalysis[];
      } catch {
        return undefined; // absent, or cut short by an interrupted build: analysed again
      }
    },
    write(key, analysis) {
      const file = path.join(dir, `${key}.json`);
      fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(analysis));
      fs.renameSync(`${file}.${process.pid}`, file);
    },
  };
}
