// Builds the offline index from a spool of records (./search-index-spool.ts), in the main thread
// for small sites or in a worker thread (./search-index-worker.ts), and keeps it for later builds.
// One job per locale: its records are all in the locale's language, stemmed by its stemmer.
import fs from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from '../../src/shared/search-records.ts';
import { IndexBuilder, fileAnalysisCache } from './index-files.ts';
import { readSpool } from './index-spool.ts';
import { IndexFileStore } from './index-store.ts';
import { loadStemmer } from '../../src/shared/stemmers.ts';

export interface IndexJob {
  spool: string;
  synonyms: string[][];
  /** Where the index files go. */
  dir: string;
  /** The persistent cache (.cache/search): page analyses and whole indexes. */
  cacheDir: string;
  /** The records' hash: the cached index's name. */
  hash: string;
  /** The language of every record (one index per locale): its stemmer is loaded first. */
  language: string;
  /** How many indexes the build makes (one per locale), for what the cache keeps. */
  locales: number;
}

export interface IndexJobReport {
  pages: number;
  /** Pages whose text analysis an earlier build had made. */
  reusedPages: number;
  files: number;
  /** Files an earlier build had written with the same text: linked, not written. */
  reusedFiles: number;
}

export async function runIndexJob(job: IndexJob): Promise<IndexJobReport> {
  const store = new IndexFileStore(job.cacheDir, job.locales);
  await loadStemmer(job.language);
  const builder = new IndexBuilder(
    store.sink(job.dir),
    job.synonyms,
    fileAnalysisCache(path.join(job.cacheDir, 'pages')),
  );
  let counts;
  try {
    for (const json of readSpool(job.spool))
      builder.addPage(
        json.map((j) => JSON.parse(j) as SearchRecord),
        json,
      );
    counts = builder.finish();
  } finally {
    fs.rmSync(job.spool, { force: true });
  }
  store.save(job.hash);
  return { ...counts, files: store.files, reusedFiles: store.linked };
}
