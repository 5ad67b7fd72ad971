// The offline index built from the search records (./search-records.ts): a folder of small files
// under a content-hashed name, so a query fetches only what it needs (format:
// src/shared/search-index-format.ts, builder: ./search-index-files.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { cacheRoot } from './util.ts';
import type { SiteModel } from './collect.ts';
import { buildRecords } from './search-records.ts';
import { buildIndexFiles, fileAnalysisCache, writeIndexFiles } from './search-index-files.ts';

export { buildRecords };

/** How long indexing took and how much of it an earlier build's page analyses saved. */
export interface IndexBuildReport {
  seconds: number;
  pages: number;
  reusedPages: number;
}

/** Bump when the file format or the way terms are made changes (the asset URL must change too). */
const INDEX_FORMAT = '6';

export interface PendingSearchIndex {
  /** The manifest's URL, known before the index exists: a hash of the records it will hold. */
  url: string;
  records: number;
  /** Resolves when the files are written; null when an earlier build's whole index was reused. */
  done: Promise<IndexBuildReport | null>;
}

/** Whole indexes kept in the cache: the newest few (page analyses are pruned with the other caches). */
const KEPT_INDEXES = 2;

function pruneIndexes(cacheDir: string): void {
  const dirs = fs
    .readdirSync(cacheDir)
    .filter((n) => /^[0-9a-f]{64}$/.test(n))
    .map((n) => ({ n, t: fs.statSync(path.join(cacheDir, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { n } of dirs.slice(KEPT_INDEXES)) fs.rmSync(path.join(cacheDir, n), { recursive: true, force: true });
}

/**
 * Writes the offline search index under /assets/search-<hash>/. Indexing takes seconds on large
 * sites, so it runs in a worker thread while pages render; the URL is derived from the records
 * alone (the index is a pure function of them), so pages can name it before the files exist.
 */
export function startSearchIndex(site: SiteModel, outDir: string): PendingSearchIndex {
  const records = buildRecords(site);
  const recordsJson = JSON.stringify(records);
  const synonyms = site.config.search.synonyms;
  const hash = crypto
    .createHash('sha256')
    .update(`${INDEX_FORMAT}\0${JSON.stringify(synonyms)}\0${recordsJson}`)
    .digest('hex');
  const dirName = `search-${hash.slice(0, 10)}`;
  const url = `/assets/${dirName}/manifest.json`;
  const dir = path.join(outDir, 'assets', dirName);
  // The index is a pure function of its records: an earlier build's copy is reused as it is.
  const cacheDir = path.join(cacheRoot(), 'search');
  const cached = path.join(cacheDir, hash);
  fs.mkdirSync(cacheDir, { recursive: true });
  const storeInCache = () => {
    fs.rmSync(`${cached}.${process.pid}`, { recursive: true, force: true });
    fs.cpSync(dir, `${cached}.${process.pid}`, { recursive: true });
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(`${cached}.${process.pid}`, cached);
    pruneIndexes(cacheDir);
  };
  const analyses = path.join(cacheDir, 'pages');
  const started = performance.now();
  const report = (r: { pages: number; reusedPages: number }) => ({ seconds: (performance.now() - started) / 1000, pages: r.pages, reusedPages: r.reusedPages });
  let done: Promise<IndexBuildReport | null>;
  if (fs.existsSync(path.join(cached, 'manifest.json'))) {
    fs.cpSync(cached, dir, { recursive: true });
    done = Promise.resolve(null);
  } else if (records.length < 5000 || process.env.LEXORA_BUILD_WORKERS === '0') {
    const built = buildIndexFiles(records, synonyms, fileAnalysisCache(analyses));
    writeIndexFiles(built.files, dir);
    const r = report(built);
    storeInCache();
    done = Promise.resolve(r);
  } else {
    // Created outside the promise: the callbacks below must not keep the records (hundreds of MB on
    // large sites) alive in this thread while the worker indexes its copy.
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { module: './search-index-worker.ts', recordsJson, synonyms, dir, analyses } });
    let counts = { pages: 0, reusedPages: 0 };
    worker.once('message', (m: typeof counts) => (counts = m));
    done = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`search index worker exited with code ${code}`));
        const r = report(counts);
        storeInCache();
        resolve(r);
      });
    });
    done.catch(() => undefined); // awaited before the output is published; do not crash as "unhandled" before that
  }
  return { url, records: records.length, done };
}
