// The offline index as files (format: src/shared/search-index-format.ts): the manifest, postings
// shards by term range, dictionary parts for typo candidates, and record chunks. The costly part,
// splitting and stemming every page's text, is kept per page under a hash of that text, so a rebuild
// redoes it only for pages whose text changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from '../../src/shared/search-records.ts';
import { type IndexManifest, type PostingsShard } from '../../src/shared/search-index-format.ts';
import { PostingLists } from './postings.ts';
import { indexWords, segmentsLanguage, stemmerLanguage, stemsLanguage, toTerm } from '../../src/shared/search-terms.ts';
import { hasStemmer } from '../../src/shared/stemmers.ts';
import { unescapeHtml } from '../../src/shared/html-text.ts';
import { PagePackWriter, readPagePack, writePagePack } from './page-pack.ts';
import { touch } from '../cache/store.ts';
import type { PostingsState, StatePage } from './postings-state.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Postings shards are cut after this many bytes of JSON (about a third of it gzipped). */
const SHARD_BYTES = 24_000;
/** Terms per dictionary part. */
const DICTIONARY_TERMS = 2_500;
/** Records per record chunk at most: the hits on screen need a few chunks of this size. A page's records
 * are chunked on their own (`r<page>-<k>.json`), so an edit changes its own page's chunks only. */
const CHUNK_RECORDS = 8;
/** Bump when words(), toTerm() or the analysis shape change: cached analyses are then not reused. */
const ANALYSIS_VERSION = '5';

/** The terms of one record: per field, null (no text) or [field length, term, tf, term, tf, …]. */
export type RecordAnalysis = (null | (string | number)[])[];

/** Page analyses kept between builds, by a hash of the page's text. */
export interface AnalysisCache {
  read(key: string): RecordAnalysis[] | undefined;
  write(key: string, analysis: RecordAnalysis[]): void;
  /** What a page's spooled records gave (SpooledPage), by a hash of their JSON. */
  readPage?(key: string): SpooledPage | undefined;
  /** Marks a page as taken by this index without reading it (its postings came from a PostingsState). */
  takePage?(key: string): void;
  writePage?(key: string, page: SpooledPage): void;
}

/**
 * Everything the index takes from one page's records, kept by a hash of their JSON (as spooled): a
 * rebuild gives an unchanged page's records to the index without parsing or hashing them again.
 */
export interface SpooledPage {
  /**
   * The key its analysis is kept under (a hash of the page's text, AnalysisCache.read), first in its
   * JSON: a page pack is searched by it without parsing its pages (fileAnalysisCache).
   */
  textKey?: string;
  /** The stemmer the analysis was made with (stemKey): it must be the same now. */
  stem: string;
  language: string;
  tag: SearchRecord['docusaurus_tag'];
  levels: string;
  analysis: RecordAnalysis[];
  /** Each record chunk's content hash (indexFileHash). */
  chunks: string[];
}

/** The key a page's spooled records (each record's JSON.stringify) are kept under (SpooledPage). */
export const spooledPageKey = (json: string[]) =>
  crypto.createHash('sha256').update(ANALYSIS_VERSION).update('\0spooled\0').update(json.join('\n')).digest('hex');

/** The file name of postings shard `i` (src/shared/search-index-format.ts). */
const postingsShardName = (i: number) => `t${i}.json`;

/**
 * Whether an index file (by its path) is a postings shard. A shard holds record numbers, which move when
 * a page before them gains or loses a record, so nearly every edit writes most shards again: the build
 * gives them no precompressed copies (../outputs/precompress.ts), which every rebuild would make again.
 */
export const isPostingsShard = (file: string) => /(^|\/)t\d+\.json$/.test(file);

/** An index file's content hash: the name the file store keeps it under (./index-store.ts). */
export const indexFileHash = (text: string | Buffer) =>
  crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);

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
  return [
    r.type === 'lvl1' ? unescapeHtml(r.hierarchy.lvl1 ?? '') : '',
    heading ? unescapeHtml(levels[levels.length - 1]) : '',
    unescapeHtml(r.content ?? ''),
  ];
}

/**
 * How words of `language` become terms: its stemmer's language, or 'plain' (lower case only). A language
 * that has a stemmer must have it loaded first (loadStemmer), or its pages and its queries would differ.
 */
function stemKey(language: string): string {
  if (hasStemmer(language) && !stemsLanguage(language))
    throw new Error(`The ${language} stemmer is not loaded: await loadStemmer('${language}') before indexing.`);
  return stemsLanguage(language) ? stemmerLanguage(language) : 'plain';
}

function analyse(texts: string[][], stem: (w: string) => string, language: string): RecordAnalysis[] {
  const counts = new Map<string, number>();
  return texts.map((fields) =>
    fields.map((text) => {
      if (!text) return null;
      // Identifiers also count as their parts (see indexWords); queries are split as typed. Text in
      // Japanese, Chinese, … is split into words by the page's language, as its queries are.
      const tokens = indexWords(text, language);
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

/**
 * Receives each index file as soon as it is complete (with its indexFileHash when known). A record
 * chunk of a page spooled by key only (RecordSpool.writeKnownPage) comes without its text: the sink
 * places it by its hash, or throws RecordsGone.
 */
export type IndexSink = (name: string, text: string | undefined, hash?: string) => void;

/** What an index job throws when a page spooled by key only cannot be indexed: its records must be spooled whole. */
export class RecordsGone extends Error {
  constructor(what: string) {
    super(`${RECORDS_GONE}: ${what}`);
  }
}
/** RecordsGone's message starts with this (it crosses from a worker thread as a message). */
export const RECORDS_GONE = 'search records to be spooled whole';

/**
 * Builds the index files page by page, in bounded memory: record chunks go to the sink as they
 * fill, postings are held compactly (./search-postings.ts), and shards, dictionary parts and the
 * manifest are made by finish().
 */
export class IndexBuilder {
  private postings = new PostingLists();
  private stems = new Map<string, string>();
  private records = 0;
  private levels: string[] = [];
  private pageRecords: number[] = [];
  private pageFacets: number[] = [];
  private facets: IndexManifest['facets'] = [];
  private reusedPages = 0;
  /** The pages added, for the next build's PostingsState; null once a page came without a key (addPage). */
  private statePages: StatePage[] | null = [];
  /** The last index's postings (`previous`): its pages by key, with their first record, and where each of its records is now (-1: gone). */
  private before: {
    state: PostingsState;
    pages: Map<string, [page: number, start: number]>;
    moved: Int32Array;
  } | null = null;
  /** What finish() made for the next build. */
  private nextState: PostingsState | null = null;

  /**
   * `previous`: the postings of the last index of these pages' locale (./postings-state.ts): a page
   * spooled under a key it took comes with its postings from it, moved to the page's new records.
   */
  constructor(
    private sink: IndexSink,
    private synonyms: string[][] = [],
    private cache?: AnalysisCache,
    previous?: PostingsState,
  ) {
    if (previous?.analysis !== ANALYSIS_VERSION) return;
    const pages = new Map<string, [number, number]>();
    let start = 0;
    previous.pages.forEach((p, i) => {
      pages.set(p[0], [i, start]);
      start += p[1];
    });
    this.before = { state: previous, pages, moved: new Int32Array(start).fill(-1) };
  }

  /**
   * Adds a page the last index took under `key` with `count` records from its PostingsState: its
   * postings are moved there (finish), not added. False when that index did not take it whole.
   */
  private addFromBefore(json: string[] | null, key: string, count: number): boolean {
    const at = this.before?.pages.get(key);
    if (!at) return false;
    const [i, oldStart] = at;
    const [, n, stem, language, tag, levels, chunks] = this.before!.state.pages[i]!;
    if (
      n !== count ||
      levels.length !== count ||
      chunks.length !== Math.ceil(count / CHUNK_RECORDS) ||
      typeof language !== 'string' ||
      stem !== stemKey(language)
    )
      return false;
    this.before!.pages.delete(key); // a page is moved once (a second page of that key is added from its analysis)
    const { moved } = this.before!;
    for (let r = 0; r < count; r++) moved[oldStart + r] = this.records + r;
    this.reusedPages++;
    this.cache?.takePage?.(key);
    this.place(json, { stem, language, tag: tag as SearchRecord['docusaurus_tag'], levels, chunks }, count, key);
    return true;
  }

  /** The terms of words in each language, memoised (by stemmer language: ../../src/shared/search-terms.ts). */
  private stemmers = new Map<string, (w: string) => string>();
  private stemFor(language: string): (w: string) => string {
    const key = stemKey(language);
    let f = this.stemmers.get(key);
    if (!f) {
      const known = key === 'en' ? this.stems : new Map<string, string>();
      f = (w) => {
        let t = known.get(w);
        if (t === undefined) known.set(w, (t = toTerm(w, language)));
        return t;
      };
      this.stemmers.set(key, f);
    }
    return f;
  }

  /**
   * One page's records as spooled (each record's JSON.stringify): an earlier build's result for the
   * same JSON is taken from the cache without parsing them (see SpooledPage).
   */
  addSpooledPage(json: string[], key = spooledPageKey(json), count?: number): void {
    if (this.addFromBefore(count === undefined ? json : null, key, count ?? json.length)) return;
    if (count !== undefined) {
      // Spooled by key only: what the last index took of it must be in the cache, whole.
      const known = this.cache?.readPage?.(key);
      if (
        !known ||
        known.analysis?.length !== count ||
        known.chunks?.length !== Math.ceil(count / CHUNK_RECORDS) ||
        known.levels?.length !== count ||
        typeof known.language !== 'string' ||
        known.stem !== stemKey(known.language)
      )
        throw new RecordsGone(`page ${key} is not in the page pack`);
      this.reusedPages++;
      this.addAnalysed(null, known, count, key);
      return;
    }
    if (!json.length) return;
    const known = this.cache?.readPage?.(key);
    const chunks = Math.ceil(json.length / CHUNK_RECORDS);
    if (
      known &&
      known.analysis?.length === json.length &&
      known.chunks?.length === chunks &&
      known.levels?.length === json.length &&
      typeof known.language === 'string' &&
      known.stem === stemKey(known.language)
    ) {
      this.reusedPages++;
      this.addAnalysed(json, known, json.length, key);
      return;
    }
    const records = json.map((j) => JSON.parse(j) as SearchRecord);
    const page = this.analysed(records);
    this.addAnalysed(json, page, json.length, key);
    this.cache?.writePage?.(key, page);
  }

  /** One page's records, in order, each also as JSON.stringify gives it (`json[i]`). */
  addPage(records: SearchRecord[], json: string[]): void {
    if (!records.length) return;
    this.addAnalysed(json, this.analysed(records), json.length, undefined);
  }

  /** A page's analysis (from the cache by its text, or made now), facet and levels; its chunks' hashes. */
  private analysed(records: SearchRecord[]): SpooledPage {
    const texts = records.map(fieldTexts);
    const language = records[0]!.language;
    const key = crypto
      .createHash('sha256')
      .update(ANALYSIS_VERSION)
      .update(stemKey(language))
      .update(segmentsLanguage(language) ? '\0segmented' : '')
      .update(JSON.stringify(texts))
      .digest('hex');
    let analysis = this.cache?.read(key);
    if (analysis?.length === texts.length) this.reusedPages++;
    else {
      analysis = analyse(texts, this.stemFor(language), language);
      this.cache?.write(key, analysis);
    }
    const json = records.map((r) => JSON.stringify(r));
    return {
      textKey: key,
      stem: stemKey(language),
      language,
      tag: records[0]!.docusaurus_tag,
      levels: records.map((r) => (r.type === 'content' ? '7' : r.type.slice(3))).join(''),
      analysis,
      chunks: chunkTexts(json).map(indexFileHash),
    };
  }

  /** `json`: the page's records, or null for a page spooled by key only (`count` records, chunks placed by hash). */
  private addAnalysed(json: string[] | null, page: SpooledPage, count: number, key: string | undefined): void {
    const start = this.records;
    const { analysis } = page;
    for (let r = 0; r < analysis.length; r++) {
      const fields = analysis[r]!;
      for (let f = 0; f < fields.length; f++) {
        const a = fields[f];
        if (a) for (let k = 1; k < a.length; k += 2) this.postings.add(a[k] as string, start + r, f);
      }
    }
    this.place(json, page, count, key);
  }

  /** A page's record chunks, facet, levels and record count (its postings are added by the caller). */
  private place(json: string[] | null, page: Omit<SpooledPage, 'analysis'>, count: number, key: string | undefined) {
    const { language, tag: docusaurus_tag } = page;
    if (key === undefined) this.statePages = null;
    else this.statePages?.push([key, count, page.stem, language, docusaurus_tag, page.levels, page.chunks]);
    const n = this.pageRecords.length;
    if (json) chunkTexts(json).forEach((text, k) => this.sink(`r${n}-${k}.json`, text, page.chunks[k]));
    else page.chunks.forEach((hash, k) => this.sink(`r${n}-${k}.json`, undefined, hash));
    const f = this.facets.findIndex((x) => x.language === language && x.docusaurus_tag === docusaurus_tag);
    this.pageFacets.push(f >= 0 ? f : this.facets.push({ language, docusaurus_tag }) - 1);
    this.pageRecords.push(count);
    this.levels.push(page.levels);
    this.records += count;
  }

  /** Writes the postings shards, dictionary parts and manifest. */
  finish(): { pages: number; reusedPages: number } {
    const moved = this.movedPostings();
    const terms = moved
      ? [...new Set([...moved.terms.keys(), ...this.postings.termList])].sort()
      : this.postings.sortedTerms();
    const lens: number[] = [];
    // Every posting of the index, term after term, for the next build (4 bytes each: a 10,000-page site has millions).
    const all = this.statePages ? new Int32Array(this.postings.size + (moved?.values.length ?? 0)) : null;
    let filled = 0;
    const shards: string[] = [];
    let shard: PostingsShard = { terms: [], postings: [] };
    let size = 0;
    const flush = () => {
      this.sink(postingsShardName(shards.length), JSON.stringify(shard));
      shards.push(shard.terms[0] ?? '');
      shard = { terms: [], postings: [] };
      size = 0;
    };
    for (const t of terms) {
      const at = moved?.terms.get(t);
      const values = mergedPostings(at ? moved!.values.subarray(at[0], at[1]) : undefined, this.postings.values(t));
      if (all) {
        lens.push(values.length);
        all.set(values, filled);
        filled += values.length;
      }
      const flat = encodePostings(values);
      shard.terms.push(t);
      shard.postings.push(flat);
      size += t.length + 4 + flat.length * 4;
      if (size >= SHARD_BYTES) flush();
    }
    // An index with no terms still has one (empty) shard and part, so every lookup finds a file.
    if (shard.terms.length || !shards.length) flush();
    const dictionary: string[] = [];
    for (let i = 0; i < Math.max(1, terms.length); i += DICTIONARY_TERMS) {
      this.sink(`d${dictionary.length}.json`, JSON.stringify(terms.slice(i, i + DICTIONARY_TERMS)));
      dictionary.push(terms[i] ?? '');
    }
    const { records, pageRecords, pageFacets, facets, synonyms } = this;
    const manifest: IndexManifest = {
      version: 6,
      records,
      chunkRecords: CHUNK_RECORDS,
      pageRecords,
      levels: this.levels.join(''),
      pageFacets,
      facets,
      shards,
      dictionary,
      synonyms,
    };
    this.sink('manifest.json', JSON.stringify(manifest));
    if (this.statePages && all)
      this.nextState = {
        analysis: ANALYSIS_VERSION,
        pages: this.statePages,
        terms,
        lens,
        values: all.slice(0, filled),
      };
    return { pages: pageRecords.length, reusedPages: this.reusedPages };
  }

  /** The postings of the index finish() made, for the next build (null when a page came without a key). */
  get state(): PostingsState | null {
    return this.nextState;
  }

  /**
   * The last index's postings of the pages moved here, at their new records, ascending: one array, and
   * each term's part of it (`terms`: start and end; a term left with none is left out).
   */
  private movedPostings(): { terms: Map<string, [start: number, end: number]>; values: Int32Array } | null {
    if (!this.before) return null;
    const { state, moved } = this.before;
    const terms = new Map<string, [number, number]>();
    const values = new Int32Array(state.values.length);
    let n = 0;
    let at = 0;
    state.terms.forEach((term, i) => {
      const end = at + state.lens[i]!;
      const start = n;
      let sorted = true;
      for (; at < end; at++) {
        const v = state.values[at]!;
        const record = (v / 3) | 0;
        const now = moved[record];
        if (now === undefined || now < 0) continue;
        const w = now * 3 + (v - record * 3);
        if (n > start && w < values[n - 1]!) sorted = false;
        values[n++] = w;
      }
      // Pages that changed places: their postings are no longer in record order.
      if (!sorted) values.subarray(start, n).sort();
      if (n > start) terms.set(term, [start, n]);
    });
    return { terms, values: values.subarray(0, n) };
  }
}

/** Two ascending lists of postings (`record * 3 + field`, none in both) as one. */
function mergedPostings(a: Int32Array | undefined, b: number[]): ArrayLike<number> {
  if (!a?.length) return b;
  if (!b.length) return a;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]! < b[j]! ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/**
 * A term's postings encoded for the index files: `delta * 3 + field` per posting, where delta is the
 * record minus the previous posting's record (small numbers that gzip well).
 */
function encodePostings(values: ArrayLike<number>): number[] {
  const out: number[] = new Array<number>(values.length);
  let prev = 0;
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    const record = (v / 3) | 0;
    out[k] = (record - prev) * 3 + (v - record * 3);
    prev = record;
  }
  return out;
}

/** The index files of these records, in memory. Records must come page by page, as buildRecords emits them. */
export function buildIndexFiles(records: SearchRecord[], synonyms: string[][] = [], cache?: AnalysisCache): IndexFiles {
  const files = new Map<string, string>();
  const builder = new IndexBuilder((name, text) => files.set(name, text ?? ''), synonyms, cache);
  let start = 0;
  records.forEach((r, i) => {
    // Consecutive records of the same URL are one page.
    if (i + 1 === records.length || records[i + 1].url_without_anchor !== r.url_without_anchor) {
      const page = records.slice(start, i + 1);
      builder.addPage(
        page,
        page.map((x) => JSON.stringify(x)),
      );
      start = i + 1;
    }
  });
  return { files, ...builder.finish() };
}

/** A page's record chunks: CHUNK_RECORDS records each, as JSON arrays. */
const chunkTexts = (json: string[]) =>
  Array.from(
    { length: Math.ceil(json.length / CHUNK_RECORDS) },
    (_, k) => `[${json.slice(k * CHUNK_RECORDS, (k + 1) * CHUNK_RECORDS).join(',')}]`,
  );

/** Pages of a locale's index that its kept page pack may lack, or hold that the index no longer took, at most. */
const packSlack = (pages: number) => Math.max(16, Math.ceil(pages / 50));

/**
 * Whether the last pack may stay as it is for the pages this index took (`taken`): it lacks or holds
 * in excess only a few pages. Writing it again costs about as much as indexing every unchanged page
 * (10 MB at 1,000 pages, made into one string, encoded and hashed), for a one-page edit that changes
 * one line of it. A page it lacks is read from its own file (`p<key>.json`, written when the page
 * was analysed) and its records are spooled whole, as for a page new to the index; a page it holds in
 * excess is never looked up. Once either count is past the slack, the pack is written again.
 */
function packStillServes(pack: Map<string, string>, taken: Map<string, string>): boolean {
  const slack = packSlack(taken.size);
  let lacking = 0;
  for (const key of taken.keys()) if (!pack.has(key) && ++lacking > slack) return false;
  return pack.size - (taken.size - lacking) <= slack;
}

/** How a SpooledPage's JSON starts when it names its textKey. */
const TEXT_KEY_START = '{"textKey":"';

/**
 * Page analyses (and spooled pages, `p<key>`, when the pack is not written as they are taken) as files in
 * `dir` (one per page; pruned with the other caches). With `packFile`, spooled pages are looked up first in the pack of the last index
 * (./page-pack.ts; `pack` when already read), and savePack() writes the pack of the pages this index took
 * (or keeps the last one when it differs by a few pages: packStillServes). dropPack() leaves the pack
 * as it was (the index failed).
 */
export function fileAnalysisCache(
  dir: string,
  packFile?: string,
  pack?: Map<string, string>,
): AnalysisCache & { savePack(): void; dropPack(): void } {
  fs.mkdirSync(dir, { recursive: true });
  const previous = pack ?? (packFile ? readPagePack(packFile) : new Map<string, string>());
  // With no last pack (a first build, or the pack lost) a new one is written whatever the index takes:
  // each page goes into it as it is taken, and only its key is kept (at 10,000 pages the texts are
  // ~94 MB). Otherwise the texts are kept until savePack() knows whether the last pack still serves;
  // most are the last pack's own, read already.
  const stream = packFile && !previous.size ? new PagePackWriter(packFile) : null;
  const taken = new Map<string, string>();
  const take = (key: string, text: string) => {
    if (!stream) taken.set(key, text);
    else if (!taken.has(key)) {
      taken.set(key, '');
      stream.add(key, text);
    }
  };
  const readText = (key: string): string | undefined => {
    try {
      return fs.readFileSync(path.join(dir, `${key}.json`), 'utf8');
    } catch {
      return undefined; // absent: analysed again
    }
  };
  const parse = <T>(text: string | undefined): T | undefined => {
    try {
      return text === undefined ? undefined : (JSON.parse(text) as T);
    } catch {
      return undefined; // cut short by an interrupted build: analysed again
    }
  };
  const write = (key: string, value: unknown) => {
    const file = path.join(dir, `${key}.json`);
    const text = JSON.stringify(value);
    fs.writeFileSync(`${file}.${process.pid}`, text);
    fs.renameSync(`${file}.${process.pid}`, file);
    return text;
  };
  // The pages of the last pack by their textKey (the start of their JSON), made on the first read.
  let byText: Map<string, string> | undefined;
  const packed = (key: string): RecordAnalysis[] | undefined => {
    if (!byText) {
      byText = new Map();
      for (const [k, json] of previous)
        if (json.startsWith(TEXT_KEY_START))
          byText.set(json.slice(TEXT_KEY_START.length, json.indexOf('"', TEXT_KEY_START.length)), k);
    }
    const k = byText.get(key);
    return k === undefined ? undefined : parse<SpooledPage>(previous.get(k))?.analysis;
  };
  return {
    read: (key) => packed(key) ?? parse<RecordAnalysis[]>(readText(key)),
    // A page analysed while the pack is written as pages are taken (a first build) goes into the pack
    // (its SpooledPage, writePage): found there by its textKey, it needs no file of its own (1,050
    // files fewer in a cold build of 1,000 pages). Otherwise the pack may not be written again: a file.
    write: (key, analysis) => void (stream ? undefined : write(key, analysis)),
    readPage: (key) => {
      const packed = previous.get(key);
      const text = packed ?? readText(`p${key}`);
      const page = parse<SpooledPage>(text);
      if (page) take(key, text!);
      // A page the kept pack lacks is read from its own file each build (savePack): kept from pruning.
      if (page && packed === undefined) touch(path.join(dir, `p${key}.json`));
      return page;
    },
    // A page's own file serves a later index whose kept pack lacks the page (packStillServes). A pack
    // written as pages are taken (a first build, or the last pack lost) holds every page this index
    // takes, so its pages get no file of their own: at 1,000 pages that is 1,050 files (10 MB) fewer
    // in a cold build. Were the pack lost, its pages would be analysed again, as without files.
    writePage: (key, page) => take(key, stream ? JSON.stringify(page) : write(`p${key}`, page)),
    takePage: (key) => {
      // Kept for the pack savePack() may write (a page the last pack lacks is in its own file).
      const packed = previous.get(key);
      const text = packed ?? readText(`p${key}`);
      if (text !== undefined) take(key, text);
      if (text !== undefined && packed === undefined) touch(path.join(dir, `p${key}.json`));
    },
    savePack: () => {
      if (stream) stream.close();
      else if (!packFile) return;
      else if (previous.size && packStillServes(previous, taken)) touch(packFile);
      else writePagePack(packFile, taken);
    },
    dropPack: () => stream?.discard(),
  };
}
