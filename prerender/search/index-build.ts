// The offline index built from the search records (./search-records.ts): a folder of small files
// under a content-hashed name, so a query fetches only what it needs (format:
// src/shared/search-index-format.ts, builder: ./search-index-files.ts).
import { withBaseUrl } from '../../src/shared/paths.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startWorker } from '../boot.mjs';
import { cacheRoot, writeAtomic } from '../util.ts';
import { readSealed, sealed } from '../cache/store.ts';
import type { SiteModel } from '../content/model.ts';
import { buildRecords, pageRecordSources } from './records.ts';
import { RecordSpool } from './index-spool.ts';
import { RECORDS_GONE, spooledPageKey } from './index-files.ts';
import { pagePackFile, readPagePack } from './page-pack.ts';
import { IndexFileStore, removeOldIndexFolders } from './index-store.ts';
import { keepPrevious, runIndexJob, type IndexJob, type IndexJobReport } from './index-job.ts';
import { SEARCH_INDEX_FILE } from '../routes/reserved.ts';
import * as env from '../report/env.mjs';

export { buildRecords };

/** How long indexing took and how much of it an earlier build's page analyses and files saved. */
export interface IndexBuildReport extends IndexJobReport {
  seconds: number;
}

/** Bump when the file format or the way terms are made changes (the asset URL must change too). */
const INDEX_FORMAT = '11';

/** Below this many records the index is built in the main thread: a worker's start-up costs more. */
const WORKER_RECORDS = 5000;
/**
 * Nor when at most this many pages are new to the last index (a rebuild after an edit): the rest come
 * whole from its page pack, and the worker's start-up would cost more than the work.
 */
const WORKER_NEW_PAGES = 50;

export interface PendingSearchIndex {
  /** The default locale's manifest URL (or the only locale built), known before the index exists. */
  url: string;
  /** Each locale's manifest URL, by locale name: a hash of the records it will hold. */
  urls: Record<string, string>;
  records: number;
  /** Resolves when the files are written; null when an earlier build's indexes were all reused. */
  done: Promise<IndexBuildReport | null>;
  /**
   * The files of the indexes an earlier build made whole (those `done`'s report does not list), each
   * (relative to the output) with its content hash, for the next build's reuse; complete once `done` resolves.
   */
  restored: [rel: string, key: string][];
}

/** Each locale's index folder (relative to the output) that the output `outDir`'s pointer file names. */
function previousIndexFolders(outDir: string | undefined): Record<string, string> {
  if (!outDir) return {};
  try {
    const pointer = JSON.parse(fs.readFileSync(path.join(outDir, SEARCH_INDEX_FILE), 'utf8')) as {
      locales?: Record<string, unknown>;
    };
    const folders: Record<string, string> = {};
    for (const [locale, manifest] of Object.entries(pointer.locales ?? {})) {
      const m = typeof manifest === 'string' ? /^\/(assets\/search-[0-9a-f]+)\/manifest\.json$/.exec(manifest) : null;
      if (m) folders[locale] = m[1];
    }
    return folders;
  } catch {
    return {}; // no previous index
  }
}

/** The index's folder under /assets/, named by the hash of its records. */
const indexDirName = (hash: string) => `search-${hash.slice(0, 10)}`;

/** One locale's records, spooled to a file and hashed: what its index job starts from. */
export interface SpooledRecords {
  /** The locale's name: every record's `language`. */
  language: string;
  /** The manifest's URL (see PendingSearchIndex.urls). */
  url: string;
  records: number;
  hash: string;
  spool: string;
  synonyms: SiteModel['config']['search']['synonyms'];
  /** Milliseconds spent spooling (counted in the index's build time). */
  spoolMs: number;
  /** Pages whose records the last index of this locale did not take (its page pack holds the others). */
  newPages: number;
  /** That page pack, read (for an index built on this thread). */
  pack: Map<string, string>;
  /** The locale spooled again with every page's records (when a job throws RecordsGone). */
  respool?: (() => SpooledRecords) | undefined;
}

/**
 * Writes the site's search records to one spool file per locale in `workDir`, a page at a time (never
 * all in memory), and hashes them: an index is a pure function of its records, so the hash names it
 * before it exists. Each locale has its own index, so a reader downloads only their language's records.
 * The build does this on the main thread while the bundler's process runs.
 *
 * A page whose records' inputs (records.ts PageRecordSource) are those of a page the last index took,
 * and which that index's page pack still holds, is spooled by its key and record count only: its
 * records are neither made, serialized nor hashed (the inputs map, `search/pages/inputs-<language>.json`,
 * gives the key). An index job that cannot place such a page (its pack entry or record files are gone)
 * throws RecordsGone, and the locale is spooled again whole (`whole`) and indexed on this thread.
 */
export function spoolSearchRecords(
  site: SiteModel,
  workDir = path.join(cacheRoot(), 'search'),
  whole = false,
): SpooledRecords[] {
  const started = performance.now();
  const synonyms = site.config.search.synonyms;
  fs.mkdirSync(workDir, { recursive: true });
  const pagesDir = path.join(cacheRoot(), 'search', 'pages');
  const spools = new Map(
    site.localized.map(({ locale }) => {
      const spool = new RecordSpool(path.join(workDir, `records-${process.pid}-${crypto.randomUUID()}.jsonl`));
      // The records, page by page, by their pages' keys (each a hash of the page's records' JSON).
      const hasher = crypto.createHash('sha256').update(`${INDEX_FORMAT}\0${locale.name}\0${JSON.stringify(synonyms)}`);
      const pack = readPagePack(pagePackFile(pagesDir, locale.name));
      const inputsFile = inputsMapFile(pagesDir, locale.name);
      const inputs = whole ? new Map<string, SpooledInputs>() : readInputsMap(inputsFile);
      const taken = new Map<string, SpooledInputs>();
      return [locale.name, { spool, hasher, records: 0, pack, newPages: 0, inputs, inputsFile, taken }];
    }),
  );
  for (const page of pageRecordSources(site)) {
    const s = spools.get(page.language)!;
    const known = page.inputs === undefined ? undefined : s.inputs.get(page.inputs);
    if (known && s.pack.has(known[0])) {
      const [key, count] = known;
      s.hasher.update(`\0${key}`);
      s.spool.writeKnownPage(key, count);
      s.records += count;
      s.taken.set(page.inputs!, known);
      continue;
    }
    const records = page.make();
    if (!records.length) continue;
    const json = records.map((r) => JSON.stringify(r));
    const key = spooledPageKey(json);
    s.hasher.update(`\0${key}`);
    if (!s.pack.has(key)) s.newPages++;
    s.spool.writePage(json, key);
    s.records += records.length;
    if (page.inputs !== undefined) s.taken.set(page.inputs, [key, records.length]);
  }
  const spoolMs = performance.now() - started;
  return [...spools].map(([language, s]) => {
    s.spool.close();
    writeInputsMap(s.inputsFile, s.taken);
    const hash = s.hasher.digest('hex');
    const url = `/assets/${indexDirName(hash)}/manifest.json`;
    const { records, pack, newPages } = s;
    const respool = whole
      ? undefined
      : () => {
          const again = spoolSearchRecords(site, workDir, true);
          for (const x of again) if (x.language !== language) fs.rmSync(x.spool, { force: true });
          return again.find((x) => x.language === language)!;
        };
    return { language, url, records, hash, spool: s.spool.file, synonyms, spoolMs, newPages, pack, respool };
  });
}

/** A page's spooled key and record count, by the key of its records' inputs. */
type SpooledInputs = [key: string, count: number];

const inputsMapFile = (pagesDir: string, language: string) =>
  path.join(pagesDir, `inputs-${encodeURIComponent(language)}.json`);

/** The inputs map of a locale's last spool; empty when missing or damaged (sealed: cache/store.ts). */
function readInputsMap(file: string): Map<string, SpooledInputs> {
  const body = readSealed(file);
  const map = new Map<string, SpooledInputs>();
  if (!body) return map;
  try {
    for (const [inputs, v] of Object.entries(JSON.parse(body.toString('utf8')) as Record<string, unknown>))
      if (Array.isArray(v) && typeof v[0] === 'string' && Number.isInteger(v[1]) && (v[1] as number) > 0)
        map.set(inputs, [v[0], v[1] as number]);
  } catch {
    /* not ours: every page's records are made */
  }
  return map;
}

function writeInputsMap(file: string, map: Map<string, SpooledInputs>): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeAtomic(file, sealed(JSON.stringify(Object.fromEntries(map))));
  } catch {
    /* the cache cannot be written: the next build makes every page's records */
  }
}

/**
 * Writes each locale's offline search index under /assets/search-<hash>/ in `outDir`, and
 * /search-index.json naming their manifests (what pages name: their HTML stays the same when an
 * index changes): `{"manifest": <default locale's>, "locales": {"fr": …}}`. Indexing takes seconds on
 * large sites, so it runs in a worker thread while pages render, one locale after the other.
 */
export function startSearchIndex(
  spooled: SpooledRecords[],
  outDir: string,
  previousOut?: string,
  baseUrl = '/',
): PendingSearchIndex {
  // The previous output's index of each locale: its files of the same name and text are kept.
  const before = previousIndexFolders(previousOut);
  // Named as the browser fetches them: under the base URL the output folder is served at.
  const urls = Object.fromEntries(spooled.map((s) => [s.language, withBaseUrl(s.url, baseUrl)]));
  const url = withBaseUrl(spooled[0]!.url, baseUrl);
  fs.writeFileSync(path.join(outDir, SEARCH_INDEX_FILE), `${JSON.stringify({ manifest: url, locales: urls })}\n`);
  const started = performance.now() - (spooled[0]?.spoolMs ?? 0);
  const cacheDir = path.join(cacheRoot(), 'search');
  fs.mkdirSync(cacheDir, { recursive: true });
  removeOldIndexFolders(cacheDir);
  let done: Promise<IndexJobReport | null> = Promise.resolve(null);
  const restored: [string, string][] = [];
  for (const s of spooled) {
    const previous = done;
    done = previous.then(async (sum) => {
      const prev =
        previousOut && before[s.language] ? { outDir: previousOut, indexDir: before[s.language] } : undefined;
      const r = await buildLocaleIndex(s, { outDir, cacheDir, locales: spooled.length, restored }, prev);
      if (!r) return sum;
      return {
        pages: (sum?.pages ?? 0) + r.pages,
        reusedPages: (sum?.reusedPages ?? 0) + r.reusedPages,
        files: (sum?.files ?? 0) + r.files,
        reusedFiles: (sum?.reusedFiles ?? 0) + r.reusedFiles,
        made: [...(sum?.made ?? []), ...(r.made ?? [])],
      };
    });
  }
  const report = done.then((r) => (r ? { ...r, seconds: (performance.now() - started) / 1000 } : null));
  report.catch(() => undefined); // awaited before the output is published; do not crash as "unhandled" before that
  return { url, urls, records: spooled.reduce((n, s) => n + s.records, 0), done: report, restored };
}

/**
 * One locale's index: an earlier build's (null; its files are added to `restored`), or built here or
 * in a worker thread.
 */
async function buildLocaleIndex(
  spooled: SpooledRecords,
  where: { outDir: string; cacheDir: string; locales: number; restored: [string, string][] },
  previous?: IndexJob['previous'],
): Promise<IndexJobReport | null> {
  const { outDir, cacheDir, locales } = where;
  const { hash, synonyms, language } = spooled;
  const dir = path.join(outDir, 'assets', indexDirName(hash));
  const rel = `assets/${indexDirName(hash)}`;
  const job: IndexJob = {
    ...{ spool: spooled.spool, synonyms, dir, cacheDir, hash, language, locales, rel },
    ...(previous ? { previous } : {}),
  };
  // The same records as an earlier build's index: its files, linked from the previous output when it
  // holds them (a rebuild with no change to the text), and recorded for the next build to keep.
  const whole = new IndexFileStore(cacheDir, locales).restore(hash, dir, keepPrevious(previous));
  if (whole) {
    for (const [name, h] of Object.entries(whole)) where.restored.push([`${rel}/${name}`, h]);
    fs.rmSync(spooled.spool, { force: true });
    return null;
  }
  try {
    return await runLocaleIndex(job, spooled);
  } catch (e) {
    if (!spooled.respool || !String((e as Error)?.message).includes(RECORDS_GONE)) throw e;
    // A page spooled by key only could not be placed: every page's records, on this thread.
    const whole = spooled.respool();
    return runIndexJob({ ...job, spool: whole.spool }, whole.pack);
  }
}

async function runLocaleIndex(job: IndexJob, spooled: SpooledRecords): Promise<IndexJobReport> {
  if (spooled.records < WORKER_RECORDS || spooled.newPages <= WORKER_NEW_PAGES || !env.buildWorkers())
    return runIndexJob(job, spooled.pack);
  const worker = await startWorker('search/index-worker', { workerData: job });
  return new Promise((resolve, reject) => {
    let counts: IndexJobReport = { pages: 0, reusedPages: 0, files: 0, reusedFiles: 0 };
    worker.once('message', (m: IndexJobReport) => (counts = m));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve(counts) : reject(new Error(`search index worker exited with code ${code}`)),
    );
  });
}
