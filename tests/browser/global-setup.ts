// Builds the real site once into a temporary folder and serves it like a static host.
//
// The build runs in the background: the browser project runs after the build, unit and content groups
// (vitest.config.ts), and every global set-up runs before any test, so waiting here would hold the whole
// suite for the length of a site build. The server listens at once and answers each request when the
// build is done; tests/browser/site-ready.ts makes each browser test file wait for that first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../prerender/static-server';
import { ensureChromium } from '../support/browser';
import * as env from '../../prerender/report/env.mjs';

export const SITE_DIR = path.resolve('tests/.tmp/site');

/** The site build as a promise: undefined when it succeeded, else its output. */
function buildSite(): Promise<string | undefined> {
  if (env.testReuseBuild() && fs.existsSync(path.join(SITE_DIR, 'index.html'))) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['prerender/build.mjs', '--out', SITE_DIR, '--quiet'], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (err) => resolve(`Site build could not start: ${err.message}`));
    child.on('close', (code) => resolve(code === 0 ? undefined : `Site build failed (exit ${code}):\n${output}`));
  });
}

export default async function setup(project: TestProject) {
  ensureChromium();
  const built = buildSite();
  let files: http.Server | undefined;
  const server = http.createServer((req, res) => {
    void built.then((failure) => {
      if (failure !== undefined) return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end(failure);
      // The static server lists the folder when it is made: made once the build has written it.
      files ??= createStaticServer({ root: SITE_DIR });
      files.emit('request', req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('siteDir', SITE_DIR);
  return async () => {
    await built;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteDir: string;
  }
}
