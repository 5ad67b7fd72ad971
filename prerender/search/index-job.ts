// Builds the offline index from a spool of records (./search-index-spool.ts), in the main thread
// for small sites or in a worker thread (./search-index-worker.ts), and keeps it for later builds.
// One job per locale: its records are all in the locale's language, stemmed by its stemmer.
import fs from 'node:fs';
import path from 'node:path';
import { IndexBuilder, fileAnalysisCache } from './index-files.ts';
import { readSpool } from './index-spool.ts';
import { pagePackFile } from './page-pack.ts';
import { IndexFileStore, type KeepPrevious } from './index-store.ts';
import { postingsStateFile, readPostingsState, writePostingsState } from './postings-state.ts';
import { loadStemmer } from '../../src/shared/stemmers.ts';
import { PreviousOutput } from '../outputs/previous-output.ts';

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
  /** `dir` relative to the output folder: the files are recorded under it for the next build (`made`). */
  rel?: string;
  /**
   * The output this build replaces and this locale's index folder there (relative to it): a file of
   * the same name and text there is kept (outputs/previous-output.ts), not written again.
   */
  previous?: { outDir: string; indexDir: string };
}

export interface IndexJobReport {
  pages: number;
  /** Pages whose text analysis an earlier build had made. */
  reusedPages: number;
  files: number;
  /** Files an earlier build had written with the same text: linked, not written. */
  reusedFiles: number;
  /** Each index file (relative to the output) with its content hash, for the next build's reuse. */
  made?: [rel: string, key: string][];
}

/**
 * Keeps a previous output's index file of the same text (content hash) as one this build makes (the
 * sink, or the store's restore, made `dir` afresh): the file of the same name, else any file of that
 * locale's index with that text (a page's record chunks are named by the page's number, which moves
 * when a page before it comes or goes). A file is linked once; a second file of the same text is a copy,
 * so no two output files share an inode.
 */
export function keepPrevious(previous: IndexJob['previous']): KeepPrevious | undefined {
  if (!previous) return undefined;
  const out = PreviousOutput.open(previous.outDir);
  const prefix = `${previous.indexDir}/`;
  let byKey: Map<string, string[]> | undefined;
  const used = new Set<string>();
  const link = (rel: string, hash: string, dest: string) => {
    if (used.has(rel) || !out.reuse(rel, hash, dest)) return false;
    used.add(rel);
    return true;
  };
  return (name: string, hash: string, dest: string) => {
    if (link(prefix + name, hash, dest)) return true;
    const rels = (byKey ??= out.byKeyUnder(prefix)).get(hash);
    if (!rels) return false;
    return rels.some((rel) => link(rel, hash, dest)) || rels.some((rel) => out.copy(rel, hash, dest));
  };
}

/** `pack`: the locale's page pack (./page-pack.ts) when the caller has already read it. */
export async function runIndexJob(job: IndexJob, pack?: Map<string, string>): Promise<IndexJobReport> {
  const store = new IndexFileStore(job.cacheDir, job.locales);
  await loadStemmer(job.language);
  const pagesDir = path.join(job.cacheDir, 'pages');
  const cache = fileAnalysisCache(pagesDir, pagePackFile(pagesDir, job.language), pack);
  // The last index's postings: an unchanged page's are moved to its new records, not added again.
  const stateFile = postingsStateFile(pagesDir, job.language);
  const state = readPostingsState(stateFile);
  const builder = new IndexBuilder(store.sink(job.dir, keepPrevious(job.previous)), job.synonyms, cache, state);
  let counts;
  try {
    for (const { key, json, known } of readSpool(job.spool)) builder.addSpooledPage(json, key, known);
    counts = builder.finish();
  } catch (e) {
    cache.dropPack();
    throw e;
  } finally {
    fs.rmSync(job.spool, { force: true });
  }
  cache.savePack();
  if (builder.state) writePostingsState(stateFile, builder.state);
  else fs.rmSync(stateFile, { force: true });
  store.save(job.hash);
  const rel = job.rel;
  const made = rel ? Object.entries(store.names).map(([n, h]): [string, string] => [`${rel}/${n}`, h]) : undefined;
  return { ...counts, files: store.files, reusedFiles: store.linked, ...(made ? { made } : {}) };
}
