// What --install brings before the config is read, as tRPC's site needs it: its sidebars.ts and
// docusaurus.config.ts both read src/utils/env.js, which requires zod (the sidebars got a stub and threw),
// and its remark-shiki-twoslash has typescript as a peer, which npm added and the site's own install then
// removed (`npm run` passes this project's legacy-peer-deps on). The registry is a local server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const pkg = (name: string, code: string) => ({
  [`${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  [`${name}/index.js`]: code,
});

const FILES: Record<string, string> = {
  // prism-react-renderer is not in its package.json: npm places it beside Docusaurus (stylelint.io's config).
  'docusaurus.config.js': `const env = require('./src/env.js');
const { themes } = require('prism-react-renderer');
module.exports = {
  title: 'Side', url: 'https://side.example.com', baseUrl: '/',
  customFields: { mode: env.mode },
  themeConfig: { prism: { theme: themes.github } },
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), remarkPlugins: [require('peer-needer'), require('./plugins/logged.js')] }, blog: false }]],
};
`,
  // Throws unless the package really ran (a stub's value is no mode).
  'src/env.js': `const { parse } = require('env-parser');
const env = parse(process.env);
if (env.mode !== 'production') throw new Error("Can't happen");
module.exports = env;
`,
  // The config reads env-parser too; label-maker only the sidebars do.
  'sidebars.js': `const env = require('./src/env.js');
const { label } = require('label-maker');
module.exports = { docs: [{ type: 'category', label: label(env.mode), items: ['intro'] }] };
`,
  // A remark plugin of the site that logs with @docusaurus/logger, which the site lists only through
  // @docusaurus/core (Electron's transformers): installed at core's version, as the build imports it.
  'plugins/logged.js': `const { logger } = require('@docusaurus/logger');\nmodule.exports = () => () => { logger.info('ran'); };\n`,
  ...pkg('env-parser', `exports.parse = (e) => ({ mode: e.NODE_ENV });\n`),
  ...pkg('label-maker', `exports.label = (mode) => 'Guide for ' + mode;\n`),
  'package.json': JSON.stringify({
    dependencies: { '@docusaurus/core': '3.6.0', 'env-parser': 'file:./env-parser' },
    devDependencies: {
      'label-maker': 'file:./label-maker',
      'peer-needer': 'file:./peer-needer.tgz',
      'peer-dep': '^1.0.0',
    },
  }),
  'docs/intro.md': `# Intro\n\nText.\n`,
};

let registry: ChildProcess;
let imported: ReturnType<typeof runImport>;

beforeAll(async () => {
  const dir = tempDir('docusaurus-config-pkgs', FILES);
  const tarball = (
    name: string,
    manifest: object,
    tgz: string,
    code = `module.exports = () => () => { require('peer-dep'); };\n`,
  ) => {
    const pkgDir = path.join(dir, 'tarballs', name, 'package');
    fs.mkdirSync(pkgDir, { recursive: true });
    fs.writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
    fs.writeFileSync(path.join(pkgDir, 'index.js'), code);
    execFileSync('tar', ['czf', tgz, '-C', path.dirname(pkgDir), 'package']);
    return tgz;
  };
  // A remark plugin with a peer (not an optional one), which it requires when it runs; a tarball, which npm
  // extracts (a `file:` folder is only linked, and npm adds no peers for it).
  tarball('peer-needer', { main: 'index.js', peerDependencies: { 'peer-dep': '^1.0.0' } }, `${dir}/peer-needer.tgz`);
  // peer-dep 1.0.0, @docusaurus/logger 3.6.0 and prism-react-renderer 2.3.0 on a registry of their own.
  const served = (name: string, version: string, tgz: string) => {
    const bytes = fs.readFileSync(tgz);
    const dist = {
      shasum: crypto.createHash('sha1').update(bytes).digest('hex'),
      integrity: `sha512-${crypto.createHash('sha512').update(bytes).digest('base64')}`,
    };
    return { name, version, tgz, dist };
  };
  const packages = [
    served('peer-dep', '1.0.0', tarball('peer-dep', {}, path.join(dir, 'tarballs', 'peer-dep-1.0.0.tgz'))),
    served(
      '@docusaurus/logger',
      '3.6.0',
      tarball(
        '@docusaurus/logger',
        { version: '3.6.0', main: 'index.js' },
        path.join(dir, 'tarballs', 'logger-3.6.0.tgz'),
        `exports.logger = { info() {} };\n`,
      ),
    ),
    served(
      'prism-react-renderer',
      '2.3.0',
      tarball(
        'prism-react-renderer',
        { version: '2.3.0', main: 'index.js' },
        path.join(dir, 'tarballs', 'prism-react-renderer-2.3.0.tgz'),
        `exports.themes = { github: { plain: { color: '#393a34', backgroundColor: '#f6f8fa' }, styles: [{ types: ['comment'], style: { color: '#999988' } }] } };\n`,
      ),
    ),
  ];
  registry = spawn(process.execPath, [
    '-e',
    `const fs = require('fs'); const packages = ${JSON.stringify(packages)};
const s = require('http').createServer((q, r) => {
  const base = 'http://127.0.0.1:' + s.address().port;
  const url = decodeURIComponent(q.url);
  for (const p of packages) {
    const file = '/' + p.name + '/-/' + p.name.split('/').pop() + '-' + p.version + '.tgz';
    if (url === '/' + p.name) {
      r.writeHead(200, { 'content-type': 'application/json' });
      return r.end(JSON.stringify({ name: p.name, 'dist-tags': { latest: p.version }, versions: { [p.version]: { name: p.name, version: p.version, dist: { ...p.dist, tarball: base + file } } } }));
    }
    if (url === file) { r.writeHead(200); return r.end(fs.readFileSync(p.tgz)); }
  }
  r.writeHead(404, { 'content-type': 'application/json' }); r.end('{"error":"Not found"}');
});
s.listen(0, '127.0.0.1', () => console.log(s.address().port));`,
  ]);
  const url = await new Promise<string>((resolve) =>
    registry.stdout!.once('data', (d: Buffer) => resolve(`http://127.0.0.1:${String(d).trim()}/`)),
  );
  imported = runImport(dir, undefined, ['--install'], {
    npm_config_registry: url,
    npm_config_fetch_retries: '0',
    npm_config_cache: path.join(dir, 'npm-cache'),
    // As `npm run import:docusaurus` passes this project's .npmrc on to the npm the import runs.
    npm_config_legacy_peer_deps: 'true',
  });
}, 240_000);

afterAll(() => {
  registry.kill();
});

describe('packages the config and its sidebars need, with --install', () => {
  it('runs the sidebars with the packages brought for the config, and its own', () => {
    expect(imported.status, imported.output).toBe(0);
    const sidebars = fs.readFileSync(path.join(imported.outDir, 'sidebars.ts'), 'utf8');
    expect(sidebars).toContain('Guide for production');
    expect(imported.output).not.toMatch(/stub/i);
    expect(imported.output).toMatch(/before reading it: (.*, )?env-parser@file:.*, label-maker@file:/);
  });

  it("keeps a plugin's peer npm added, which the site lists, in the content folder", () => {
    expect(imported.status, imported.output).toBe(0);
    const deps = JSON.parse(fs.readFileSync(path.join(imported.outDir, 'package.json'), 'utf8')).dependencies;
    expect(Object.keys(deps).sort()).toEqual([
      '@docusaurus/logger',
      'env-parser',
      'label-maker',
      'peer-dep',
      'peer-needer',
      'prism-react-renderer',
    ]);
    expect(fs.existsSync(path.join(imported.outDir, 'node_modules/peer-dep/package.json'))).toBe(true);
  });

  it("installs Docusaurus's own Node library a plugin file of the site imports, at the site's Docusaurus version", () => {
    expect(imported.status, imported.output).toBe(0);
    const deps = JSON.parse(fs.readFileSync(path.join(imported.outDir, 'package.json'), 'utf8')).dependencies;
    expect(deps['@docusaurus/logger']).toBe('3.6.0');
    expect(fs.existsSync(path.join(imported.outDir, 'node_modules/@docusaurus/logger/index.js'))).toBe(true);
    expect(imported.output).toContain('@docusaurus/logger@3.6.0');
  });

  it('installs a Docusaurus dependency the config imports without listing it, and carries its Prism theme', () => {
    expect(imported.status, imported.output).toBe(0);
    const deps = JSON.parse(fs.readFileSync(path.join(imported.outDir, 'package.json'), 'utf8')).dependencies;
    expect(deps['prism-react-renderer']).toBe('^2.3.0');
    expect(imported.output).toMatch(/before reading it: .*prism-react-renderer@\^2\.3\.0/);
    const css = fs.readFileSync(path.join(imported.outDir, 'src/css/docusaurus-prism-theme.css'), 'utf8');
    expect(css).toContain('#999988');
  });
});
