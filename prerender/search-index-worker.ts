// Worker thread for prerender/search-index.ts: builds the offline index from the records and writes it.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import { buildIndexPayload } from './search-index.ts';

const { recordsJson, synonyms, file } = workerData as { recordsJson: string; synonyms: string[][]; file: string };
fs.writeFileSync(file, buildIndexPayload(JSON.parse(recordsJson), synonyms));
