// The offline index's files as the browser sees them: the manifest first, then postings shards,
// dictionary parts and record chunks on demand, each fetched once (format:
// src/shared/search-index-format.ts). A file that cannot be fetched or read rejects with RetryError,
// which DocSearch shows as its error screen; a later query tries again.
import {
  partOf,
  partsForPrefix,
  type DictionaryPart,
  type IndexManifest,
  type PostingsShard,
  type RecordChunk,
} from '../shared/search-index-format';
import type { SearchRecord } from '../shared/search-records';

export class RetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

/** Loads one file of the index by name (manifest.json, t3.json, …) and parses it. */
export type IndexLoader = (name: string) => Promise<unknown>;

/** A term's postings, decoded: the records that hold it, and in which field (INDEX_FIELDS index). */
export interface Postings {
  records: Int32Array;
  fields: Uint8Array;
}

function decode(flat: unknown): Postings {
  if (!Array.isArray(flat)) throw new RetryError('Damaged search index (postings)');
  const records = new Int32Array(flat.length);
  const fields = new Uint8Array(flat.length);
  let at = 0;
  for (let i = 0; i < flat.length; i++) {
    const v = flat[i];
    if (!Number.isInteger(v) || v < 0) throw new RetryError('Damaged search index (postings)');
    at += Math.floor(v / 3);
    records[i] = at;
    fields[i] = v % 3;
  }
  return { records, fields };
}

export class IndexStore {
  private files = new Map<string, Promise<unknown>>();
  private decoded = new Map<string, Postings>();
  /** Page of each record, and the first record of each page. */
  readonly recordPage: Int32Array;
  readonly pageStart: Int32Array;
  /** Heading level of each record: 1 for a page's own record, 2-6 for a heading, 7 for a text block. */
  readonly levels: Uint8Array;
  /**
   * The nearest record above each record with a lower level on its page, -1 for none: following it
   * gives the headings above a record and then its page's own record.
   */
  readonly parentOf: Int32Array;

  private constructor(
    readonly manifest: IndexManifest,
    private load: IndexLoader,
  ) {
    const records = manifest.records;
    this.recordPage = new Int32Array(records);
    this.pageStart = new Int32Array(manifest.pageRecords.length);
    this.levels = new Uint8Array(records);
    this.parentOf = new Int32Array(records);
    // The headings open on the current page, outermost first (a stack of record numbers).
    const open = new Int32Array(8);
    let r = 0;
    manifest.pageRecords.forEach((count, p) => {
      this.pageStart[p] = r;
      let depth = 0;
      for (const end = r + count; r < end; r++) {
        const level = manifest.levels.charCodeAt(r) - 48;
        this.recordPage[r] = p;
        this.levels[r] = level;
        while (depth > 0 && this.levels[open[depth - 1]] >= level) depth--;
        this.parentOf[r] = depth > 0 ? open[depth - 1] : -1;
        if (depth < open.length) open[depth++] = r;
      }
    });
  }

  /** Heading level of a record: 1 for a page's own record, 2-6 for a heading, 7 for a text block. */
  level(record: number): number {
    return this.levels[record];
  }

  static async open(load: IndexLoader): Promise<IndexStore> {
    const manifest = (await load('manifest.json')) as IndexManifest;
    const valid =
      manifest?.version === 6 &&
      Array.isArray(manifest.shards) &&
      Array.isArray(manifest.pageRecords) &&
      manifest.levels?.length === manifest.records;
    if (!valid) throw new RetryError('Unsupported search index (manifest)');
    return new IndexStore(manifest, load);
  }

  /** One file, fetched once; one that fails to load or to pass `valid` is fetched again next time. */
  private file<T>(name: string, valid: (x: unknown) => boolean): Promise<T> {
    let f = this.files.get(name);
    if (!f) {
      f = this.load(name)
        .then((x) => {
          if (!valid(x)) throw new RetryError(`Damaged search index (${name})`);
          return x;
        })
        .catch((e) => {
          this.files.delete(name);
          throw e;
        });
      this.files.set(name, f);
    }
    return f as Promise<T>;
  }

  private shard(i: number): Promise<PostingsShard> {
    return this.file(
      `t${i}.json`,
      (x) => Array.isArray((x as PostingsShard)?.terms) && Array.isArray((x as PostingsShard).postings),
    );
  }

  /** The postings of each term that the index holds (terms it does not hold are absent). */
  async postings(terms: string[]): Promise<Map<string, Postings>> {
    const out = new Map<string, Postings>();
    const shards = new Map<number, string[]>();
    for (const t of new Set(terms)) {
      const cached = this.decoded.get(t);
      if (cached) out.set(t, cached);
      else {
        const i = partOf(this.manifest.shards, t);
        shards.set(i, [...(shards.get(i) ?? []), t]);
      }
    }
    await Promise.all(
      [...shards].map(async ([i, wanted]) => {
        const shard = await this.shard(i);
        for (const t of wanted) {
          const k = shard.terms.indexOf(t);
          if (k < 0) continue;
          let p: Postings;
          try {
            p = decode(shard.postings[k]);
          } catch (e) {
            this.files.delete(`t${i}.json`);
            throw e;
          }
          this.decoded.set(t, p);
          out.set(t, p);
        }
      }),
    );
    return out;
  }

  /**
   * Terms that start with `prefix`, from the postings shards whose range may hold them; at most
   * `maxShards` shards, the first in order (a one-letter prefix of a large site spans many).
   */
  async termsWithPrefix(prefix: string, maxShards: number): Promise<string[]> {
    const parts = partsForPrefix(this.manifest.shards, prefix).slice(0, maxShards);
    const shards = await Promise.all(parts.map((i) => this.shard(i)));
    return shards.flatMap((s) => s.terms.filter((t) => t.startsWith(prefix)));
  }

  /** Terms of the dictionary that start with `prefix` (typo candidates), from at most `maxParts` parts. */
  async dictionaryTerms(prefix: string, maxParts: number): Promise<string[] | null> {
    const parts = partsForPrefix(this.manifest.dictionary, prefix);
    if (parts.length > maxParts) return null;
    const lists = await Promise.all(
      parts.map(async (i) => {
        const part = await this.file<DictionaryPart>(`d${i}.json`, Array.isArray);
        return part.filter((t) => t.startsWith(prefix));
      }),
    );
    return lists.flat();
  }

  /** The records with these indices, fetching only the chunks that hold them (one page's records each). */
  async records(indices: number[]): Promise<SearchRecord[]> {
    const size = this.manifest.chunkRecords;
    const place = (i: number) => {
      const page = this.recordPage[i];
      const offset = i - this.pageStart[page];
      return { name: `r${page}-${Math.floor(offset / size)}.json`, at: offset % size };
    };
    const chunks = new Map<string, RecordChunk>();
    await Promise.all(
      [...new Set(indices.map((i) => place(i).name))].map(async (name) => {
        chunks.set(name, await this.file<RecordChunk>(name, Array.isArray));
      }),
    );
    return indices.map((i) => {
      const { name, at } = place(i);
      const r = chunks.get(name)?.[at];
      if (!r) throw new RetryError('Damaged search index (record missing)');
      return r;
    });
  }
}

/** Loads index files relative to the manifest's URL, with the browser's fetch (and its cache). */
export function httpLoader(manifestUrl: string): IndexLoader {
  const base = new URL(manifestUrl, window.location.href);
  return async (name) => {
    let res: Response;
    try {
      res = await fetch(new URL(name, base));
    } catch (e) {
      throw new RetryError(`Unreachable search index: ${String(e)}`);
    }
    if (!res.ok) throw new RetryError(`Unreachable search index (HTTP ${res.status} for ${name})`);
    try {
      return await res.json();
    } catch {
      throw new RetryError(`Damaged search index (${name} is not JSON)`);
    }
  };
}
