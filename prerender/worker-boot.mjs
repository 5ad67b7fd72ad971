// Worker threads do not inherit tsx's loader: register it, then run the TypeScript module the
// parent named in workerData.module (a path relative to this folder).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(new URL(workerData.module, import.meta.url).href);
