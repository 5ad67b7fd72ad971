// The offline index built from the search records (./search-records.ts): a folder of small files
// under a content-hashed name, so a query fetches only what it needs (format:
// src/shared/search-index-format.ts, builder: ./search-index-files.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startWorker } from '../boot.mjs';
import { cacheRoot } from '../util.ts';
import type { SiteModel } from '../content/model.ts';
import { buildRecords, pageRecordLists } from './records.ts';
import { RecordSpool } from './index-spool.ts';
import { IndexFileStore, removeOldIndexFolders } from './index-store.ts';
import { runIndexJob, type IndexJob, type IndexJobReport } from './index-job.ts';
import { SEARCH_INDEX_FILE } from '../routes/reserved.ts';
import * as env from '../report/env.mjs';

export { buildRecords };

/** How long indexing took and how much of it an earlier build's page analyses and files saved. */
export interface IndexBuildReport extends IndexJobReport {
  seconds: number;
}

/** Bump when the file format or the way terms are made changes (the asset URL must change too). */
const INDEX_FORMAT = '7';

/** Below this many records the index is built in the main thread: a worker's start-up costs more. */
const WORKER_RECORDS = 5000;

export interface PendingSearchIndex {
  /** The manifest's URL, known before the index exists: a hash of the records it will hold. */
  url: string;
  records: number;
  /** Resolves when the files are written; null when an earlier build's whole index was reused. */
  done: Promise<IndexBuildReport | null>;
}

/** The index's folder under /assets/, named by the hash of its records. */
const indexDirName = (hash: string) => `search-${hash.slice(0, 10)}`;

/** The site's records, spooled to a file and hashed: what the index job starts from. */
export interface SpooledRecords {
  /** The manifest's URL (see PendingSearchIndex.url). */
  url: string;
  records: number;
  hash: string;
  spool: string;
  synonyms: SiteModel['config']['search']['synonyms'];
  /** Milliseconds spent spooling (counted in the index's build time). */
  spoolMs: number;
}

/**
 * Writes the site's search records to a spool file in `workDir`, a page at a time (never all in
 * memory), and hashes them: the index is a pure function of its records, so the hash names it before
 * it exists. The build does this on the main thread while the bundler's process runs.
 */
export function spoolSearchRecords(site: SiteModel, workDir = path.join(cacheRoot(), 'search')): SpooledRecords {
  const started = performance.now();
  const synonyms = site.config.search.synonyms;
  fs.mkdirSync(workDir, { recursive: true });
  const spool = new RecordSpool(path.join(workDir, `records-${process.pid}-${crypto.randomUUID()}.jsonl`));
  // The same bytes as hashing JSON.stringify(records) whole: a URL does not change with this code.
  const hasher = crypto.createHash('sha256').update(`${INDEX_FORMAT}\0${JSON.stringify(synonyms)}\0[`);
  let records = 0;
  for (const page of pageRecordLists(site)) {
    const json = page.map((r) => JSON.stringify(r));
    hasher.update(records ? `,${json.join(',')}` : json.join(','));
    spool.writePage(json);
    records += page.length;
  }
  spool.close();
  const hash = hasher.update(']').digest('hex');
  return {
    url: `/assets/${indexDirName(hash)}/manifest.json`,
    records,
    hash,
    spool: spool.file,
    synonyms,
    spoolMs: performance.now() - started,
  };
}

/**
 * Writes the offline search index of spooled records under /assets/search-<hash>/ in `outDir`, and
 * /search-index.json naming its manifest (what pages name: their HTML stays the same when the index
 * changes). Indexing takes seconds on large sites, so it runs in a worker thread while pages render.
 */
export function startSearchIndex(spooled: SpooledRecords, outDir: string): PendingSearchIndex {
  const { url, records, hash, synonyms } = spooled;
  fs.writeFileSync(path.join(outDir, SEARCH_INDEX_FILE), `${JSON.stringify({ manifest: url })}\n`);
  const started = performance.now() - spooled.spoolMs;
  const cacheDir = path.join(cacheRoot(), 'search');
  fs.mkdirSync(cacheDir, { recursive: true });
  const dir = path.join(outDir, 'assets', indexDirName(hash));
  const job: IndexJob = { spool: spooled.spool, synonyms, dir, cacheDir, hash };
  const report = (r: IndexJobReport) => ({ ...r, seconds: (performance.now() - started) / 1000 });
  let done: Promise<IndexBuildReport | null>;
  removeOldIndexFolders(cacheDir);
  if (new IndexFileStore(cacheDir).restore(hash, dir)) {
    fs.rmSync(spooled.spool, { force: true });
    done = Promise.resolve(null);
  } else if (records < WORKER_RECORDS || !env.buildWorkers()) {
    done = Promise.resolve(report(runIndexJob(job)));
  } else {
    done = startWorker('search/index-worker', { workerData: job }).then(
      (worker) =>
        new Promise((resolve, reject) => {
          let counts: IndexJobReport = { pages: 0, reusedPages: 0, files: 0, reusedFiles: 0 };
          worker.once('message', (m: IndexJobReport) => (counts = m));
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0 ? resolve(report(counts)) : reject(new Error(`search index worker exited with code ${code}`)),
          );
        }),
    );
    done.catch(() => undefined); // awaited before the output is published; do not crash as "unhandled" before that
  }
  return { url, records, done };
}
