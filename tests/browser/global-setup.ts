// Builds the real site once into a temporary folder and serves it like a static host.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../prerender/static-server';
import { ensureChromium } from '../support/browser';
import * as env from '../../prerender/report/env.mjs';

export const SITE_DIR = path.resolve('tests/.tmp/site');

export default async function setup(project: TestProject) {
  ensureChromium();
  if (!env.testReuseBuild() || !fs.existsSync(path.join(SITE_DIR, 'index.html'))) {
    const res = spawnSync(process.execPath, ['prerender/build.mjs', '--out', SITE_DIR], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (res.status !== 0) throw new Error(`Site build failed:\n${res.stdout}\n${res.stderr}`);
  }
  const server = createStaticServer({ root: SITE_DIR });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('siteDir', SITE_DIR);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteDir: string;
  }
}
