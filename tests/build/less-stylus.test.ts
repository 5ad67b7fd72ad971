// Less and Stylus custom CSS (docusaurus-plugin-less/-stylus sites): a `customCss` entry ending .less or
// .styl is compiled with the compiler installed in the content folder's node_modules (where
// `import:docusaurus --install` puts the site's own), as Sass is compiled; without the compiler, the build
// names the customCss entry at its line of site.config.ts and the install command; a compile error is
// reported at the stylesheet's file and line. The compilers here are small stand-ins written into the
// fixture's node_modules with the real ones' API (less.render, stylus(src).set().render()), so the test
// needs no network; the real less 4 and stylus 0.64 were checked by hand (see the commit message).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { builtCss, makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';

const config = SITE_CONFIG.replace(
  '  blog: {',
  "  customCss: [\n    'src/css/custom.less',\n    'src/css/extra.styl',\n  ],\n  blog: {",
);

// `@name: value;` variables and `@name` uses, as far as a test needs; an unknown variable is an error.
const FAKE_LESS = `const fs = require('node:fs');
const path = require('node:path');
exports.render = async (input, { filename }) => {
  const vars = {};
  const imports = [];
  let src = input.replace(/@import "([^"]+)";\\n?/g, (_, f) => {
    const file = path.resolve(path.dirname(filename), f);
    imports.push(file);
    return fs.readFileSync(file, 'utf8');
  });
  src = src.replace(/^@([\\w-]+):\\s*([^;]+);\\n?/gm, (_, k, v) => { vars[k] = v; return ''; });
  const lines = src.split('\\n');
  return { css: lines.map((l, i) => l.replace(/@([\\w-]+)/g, (_, k) => {
    if (!(k in vars)) throw Object.assign(new Error('variable @' + k + ' is undefined'), { filename, line: i + 1, column: l.indexOf('@') });
    return vars[k];
  })).join('\\n'), imports };
};
`;
// `name = value` variables; indented blocks become braces.
const FAKE_STYLUS = `module.exports = (src) => {
  const r = { opts: {}, set(k, v) { r.opts[k] = v; return r; }, deps: () => [], render() {
    const vars = {};
    const body = src.replace(/^([\\w-]+) = (.+)\\n/gm, (_, k, v) => { vars[k] = v; return ''; });
    return body.replace(/^(\\S[^\\n]*)\\n((?:  [^\\n]*\\n)+)/gm, (_, sel, decl) => sel + ' {\\n' + decl.replace(/^  ([\\w-]+) (.+)$/gm, (_, p, v) => '  ' + p + ': ' + (vars[v] ?? v) + ';') + '}\\n');
  } };
  return r;
};
`;

const FILES = {
  'site.config.ts': config,
  'src/css/custom.less':
    '@import "vars.less";\n@brand: #123456;\n.hero-banner {\n  color: @brand;\n  border-color: @accent;\n}\n',
  'src/css/vars.less': '@accent: #abcdef;\n',
  'src/css/extra.styl': 'brand2 = #654321\n.footer-band\n  color brand2\n',
};
const COMPILERS = {
  'node_modules/less/package.json': '{ "name": "less", "version": "4.0.0", "main": "index.js" }\n',
  'node_modules/less/index.js': FAKE_LESS,
  'node_modules/stylus/package.json': '{ "name": "stylus", "version": "0.64.0", "main": "index.js" }\n',
  'node_modules/stylus/index.js': FAKE_STYLUS,
};

describe('Less and Stylus custom CSS', () => {
  let good: BuildResult;
  let missing: BuildResult;
  let broken: BuildResult;
  beforeAll(() => {
    good = runBuild(makeFixture({ ...FILES, ...COMPILERS }));
    missing = runBuild(makeFixture(FILES));
    broken = runBuild(
      makeFixture({ ...FILES, ...COMPILERS, 'src/css/custom.less': '.hero-banner {\n  color: @nope;\n}\n' }),
    );
  }, 300_000);

  it("compiles both with the content folder's compilers into the site stylesheet", () => {
    expect(good.status, good.output).toBe(0);
    const css = builtCss(good.outDir);
    expect(css).toMatch(/\.hero-banner\{color:#123456;border-color:#abcdef\}/);
    expect(css).toMatch(/\.footer-band\{color:#654321\}/);
  });

  it('without the compiler, names the customCss entry at its line of site.config.ts and the install command', () => {
    expect(missing.status).not.toBe(0);
    expect(missing.output).toMatch(
      /site\.config\.ts:\d+[^\n]*customCss "src\/css\/custom\.less" needs the Less compiler, which is not installed/,
    );
    expect(missing.output).toContain('npm install --save-exact less');
    expect(missing.output).toMatch(/customCss "src\/css\/extra\.styl" needs the Stylus compiler/);
    expect(missing.output).not.toMatch(/\n\s+at /);
  });

  it('reports a compile error at its file and line, without a stack trace', () => {
    expect(broken.status).not.toBe(0);
    expect(broken.output).toContain('src/css/custom.less:2');
    expect(broken.output).toContain('Less error: variable @nope is undefined');
    expect(broken.output).not.toMatch(/\n\s+at /);
  });
});

describe('import:docusaurus with a Less custom CSS', () => {
  const site = (pkg: object) =>
    tempDir('docusaurus-less', {
      'docusaurus.config.js': `module.exports = { title: 'Less', url: 'https://less.example.com', baseUrl: '/',
  plugins: ['docusaurus-plugin-less'],
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: require.resolve('./src/css/custom.less') } }]] };\n`,
      'docs/intro.md': '# Intro\n',
      'src/css/custom.less': '@brand: #123456;\n.hero { color: @brand; }\n',
      'package.json': JSON.stringify(pkg),
    });

  it('applies it when the site lists less (its devDependency goes into the content package.json)', () => {
    const res = runImport(site({ devDependencies: { less: '4.2.0', 'docusaurus-plugin-less': '2.0.2' } }));
    expect(res.status, res.output).toBe(0);
    expect(res.output).toContain('theme.customCss -> customCss (src/css/custom.less)');
    expect(res.output).not.toContain('custom CSS src/css/custom.less');
    const pkg = JSON.parse(fs.readFileSync(path.join(res.outDir, 'package.json'), 'utf8'));
    expect(pkg.dependencies).toEqual({ less: '4.2.0' });
  });

  it('names it, not applied, when the site does not list less', () => {
    const res = runImport(site({ dependencies: {} }));
    expect(res.status, res.output).toBe(0);
    expect(res.output).toContain(
      "custom CSS src/css/custom.less\n      copied, not applied: it needs the less compiler, which the site's package.json does not list",
    );
  });
});
