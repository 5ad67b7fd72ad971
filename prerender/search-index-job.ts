// Builds the offline index from a spool of records (./search-index-spool.ts), in the main thread
// for small sites or in a worker thread (./search-index-worker.ts), and keeps it for later builds.
import fs from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from '../src/shared/search-records.ts';
import { IndexBuilder, fileAnalysisCache } from './search-index-files.ts';
import { readSpool } from './search-index-spool.ts';
import { dirSink, storeIndex } from './search-index-store.ts';

export interface IndexJob {
  spool: string;
  synonyms: string[][];
  /** Where the index files go. */
  dir: string;
  /** The persistent cache (.cache/search): page analyses and whole indexes. */
  cacheDir: string;
  /** The records' hash: the cached index's name. */
  hash: string;
}

export function runIndexJob(job: IndexJob): { pages: number; reusedPages: number } {
  const builder = new IndexBuilder(dirSink(job.dir), job.synonyms, fileAnalysisCache(path.join(job.cacheDir, 'pages')));
  let counts;
  try {
    for (const json of readSpool(job.spool)) builder.addPage(json.map((j) => JSON.parse(j) as SearchRecord), json);
    counts = builder.finish();
  } finally {
    fs.rmSync(job.spool, { force: true });
  }
  storeIndex(job.cacheDir, job.hash, job.dir);
  return counts;
}
