// import:docusaurus --install with a dependency the npm registry does not have (pnpm's site installs its home
// page's packages from its own registry, named in its .npmrc): the import goes on without it and names it,
// and the build names the import of it. The registry here is a local server that has no package at all.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Reg', url: 'https://r.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n`,
  '.npmrc': 'registry=https://packages.example.com/npm/\n',
  'package.json': JSON.stringify({
    dependencies: { '@docusaurus/core': '3.6.0', '@acme/home.page': '1.0.0', 'local-widget': 'file:./local-widget' },
  }),
  'local-widget/package.json': JSON.stringify({ name: 'local-widget', version: '1.0.0', main: 'index.js' }),
  'local-widget/index.js': `module.exports = function Widget() { return 'widget'; };\n`,
  'docs/intro.md': '# Intro\n\nText.\n',
  'src/pages/index.js': `import Home from '@acme/home.page';\nexport default () => <Home />;\n`,
};

let registry: ChildProcess;
let url: string;

beforeAll(async () => {
  registry = spawn(process.execPath, [
    '-e',
    `const s = require('http').createServer((q, r) => { r.writeHead(404, { 'content-type': 'application/json' }); r.end('{"error":"Not found"}'); });
s.listen(0, '127.0.0.1', () => console.log(s.address().port));`,
  ]);
  url = await new Promise<string>((resolve) =>
    registry.stdout!.once('data', (d: Buffer) => resolve(`http://127.0.0.1:${String(d).trim()}/`)),
  );
});

afterAll(() => {
  registry.kill();
});

describe('import:docusaurus --install, a package the registry does not have', () => {
  it('installs the rest, names it with the registry of the site, and the build names its import', () => {
    const dir = tempDir('docusaurus-registry', FILES);
    const res = runImport(dir, `${dir}-content`, ['--install'], {
      npm_config_registry: url,
      npm_config_fetch_retries: '0',
    });
    expect(res.status, res.output).toBe(0);
    expect(res.output).toMatch(/installed into .*node_modules with npm: local-widget@file:/);
    expect(res.output).toContain(
      "not in the npm registry, left out: @acme/home.page@1.0.0; the site's .npmrc installs from https://packages.example.com/npm/",
    );
    expect(fs.existsSync(path.join(res.outDir, 'node_modules/local-widget/package.json'))).toBe(true);
    const built = runBuild(res.outDir);
    expect(built.status).toBe(1);
    expect(built.output).toMatch(/src\/pages\/index\.js:1: import "@acme\/home\.page"/);
  }, 240_000);
});
