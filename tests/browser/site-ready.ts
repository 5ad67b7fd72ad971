// Set-up file of the browser project: before a test file is loaded, waits until the site that
// global-setup.ts builds in the background is served, and fails the file with the build's output if
// the build failed. The server holds each request until the build is done, so one request waits for it.
import { inject } from 'vitest';

const res = await fetch(`${inject('baseUrl')}/robots.txt`, { signal: AbortSignal.timeout(900_000) });
if (res.status === 500) throw new Error(await res.text());
await res.arrayBuffer();
