// Worker thread for prerender/search/index-build.ts: builds the offline index files from the spooled
// records, and reports how many pages it could reuse the analysis of.
import { parentPort, workerData } from 'node:worker_threads';
import { runIndexJob, type IndexJob } from './index-job.ts';

parentPort?.postMessage(await runIndexJob(workerData as IndexJob));
