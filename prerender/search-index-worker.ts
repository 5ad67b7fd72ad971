// Worker thread for prerender/search-index.ts: builds the offline index files from the records,
// writes them, and reports how many pages it could reuse the analysis of.
import { parentPort, workerData } from 'node:worker_threads';
import { buildIndexFiles, fileAnalysisCache, writeIndexFiles } from './search-index-files.ts';

const { recordsJson, synonyms, dir, analyses } = workerData as { recordsJson: string; synonyms: string[][]; dir: string; analyses: string };
const built = buildIndexFiles(JSON.parse(recordsJson), synonyms, fileAnalysisCache(analyses));
writeIndexFiles(built.files, dir);
parentPort?.postMessage({ pages: built.pages, reusedPages: built.reusedPages });
