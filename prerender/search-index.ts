// The offline index built from the search records (./search-records.ts), emitted as a
// content-hashed static asset.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import MiniSearch from 'minisearch';
import { cacheRoot } from './util.ts';
import type { SiteModel } from './collect.ts';
import { buildRecords } from './search-records.ts';
import { MINISEARCH_OPTIONS, type SearchRecord } from '../src/shared/search-records.ts';
import { unescapeHtml } from '../src/shared/html-text.ts';

export { buildRecords };

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The text of each index field of a record (see MINISEARCH_OPTIONS), as the reader sees it. */
function indexDocument(r: SearchRecord) {
  const levels = LEVELS.map((l) => r.hierarchy[l]).filter((v): v is string => v != null);
  const heading = r.type !== 'content' && r.type !== 'lvl1';
  return {
    objectID: r.objectID,
    title: r.type === 'lvl1' ? unescapeHtml(r.hierarchy.lvl1 ?? '') : '',
    headings: heading ? unescapeHtml(levels[levels.length - 1]) : '',
    content: unescapeHtml(r.content ?? ''),
  };
}

export function buildIndexPayload(records: SearchRecord[], synonyms: string[][] = []): string {
  const mini = new MiniSearch(MINISEARCH_OPTIONS);
  mini.addAll(records.map(indexDocument));
  return JSON.stringify({ version: 2, records, index: mini.toJSON(), synonyms });
}

/** Bump when the payload format or the MiniSearch options change (the asset URL must change too). */
const INDEX_FORMAT = '4';

export interface PendingSearchIndex {
  /** The asset's URL, known before the index exists: it is a hash of the records it will hold. */
  url: string;
  records: number;
  /** Resolves when the file is written. */
  done: Promise<void>;
}

/**
 * Writes the offline search index asset. Indexing takes seconds on large sites, so it runs in a worker
 * thread while the bundles build; the URL is derived from the records alone (the index is a pure
 * function of them), so the app can be built with it before the file exists.
 */
export function startSearchIndex(site: SiteModel, outDir: string): PendingSearchIndex {
  const records = buildRecords(site);
  const recordsJson = JSON.stringify(records);
  const synonyms = site.config.search.synonyms;
  const hash = crypto
    .createHash('sha256')
    .update(`${INDEX_FORMAT}\0${JSON.stringify(MINISEARCH_OPTIONS)}\0${JSON.stringify(synonyms)}\0${recordsJson}`)
    .digest('hex');
  const url = `/assets/search-index-${hash.slice(0, 10)}.json`;
  const file = path.join(outDir, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The index is a pure function of its records: an earlier build's copy is reused as it is.
  const cacheDir = path.join(cacheRoot(), 'search');
  const cached = path.join(cacheDir, `${hash}.json`);
  fs.mkdirSync(cacheDir, { recursive: true });
  const storeInCache = () => {
    fs.copyFileSync(file, `${cached}.${process.pid}`);
    fs.renameSync(`${cached}.${process.pid}`, cached);
  };
  let done: Promise<void>;
  if (fs.existsSync(cached)) {
    fs.copyFileSync(cached, file);
    done = Promise.resolve();
  } else if (records.length < 5000 || process.env.LEXORA_BUILD_WORKERS === '0') {
    fs.writeFileSync(file, buildIndexPayload(records, synonyms));
    storeInCache();
    done = Promise.resolve();
  } else {
    // Created outside the promise: the callbacks below must not keep the records (hundreds of MB on
    // large sites) alive in this thread while the worker indexes its copy.
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { module: './search-index-worker.ts', recordsJson, synonyms, file } });
    done = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`search index worker exited with code ${code}`));
        storeInCache();
        resolve();
      });
    });
    done.catch(() => undefined); // awaited before the output is published; do not crash as "unhandled" before that
  }
  return { url, records: records.length, done };
}
