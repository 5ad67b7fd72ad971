// Docusaurus's custom navbar item types: a site's src/theme/NavbarItem/ComponentTypes spreads
// `@theme-original/NavbarItem/ComponentTypes` and adds `custom-<name>` components, which navbar items of that type
// draw with the item's fields as props. Imported and built once; a `custom-*` item with no such table fails the build
// at its line.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Types', url: 'https://types.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]],
  themeConfig: { navbar: { items: [
    { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
    { type: 'custom-greeting', position: 'right', greeting: 'Hello <b>&', count: 3, extra: { tone: 'warm' } },
    { type: 'custom-replaced-default', position: 'left', label: 'Wrapped', to: '/docs/intro' },
  ] } } };\n`,
  'docs/intro.md': `# Intro\n\nThe docs.\n`,
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
function Greeting({ greeting, count, extra, mobile }) {
  return <span className={'greeting' + (mobile ? ' greeting--mobile' : '')} data-tone={extra.tone}>{greeting} x{count}</span>;
}
// One of ours under a type of the site's, wrapped.
function Wrapped(props) {
  return <span className="wrapped-item"><ComponentTypes.default {...props} /></span>;
}
export default { ...ComponentTypes, 'custom-greeting': Greeting, 'custom-replaced-default': Wrapped };\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;
const navbar = (route: string) =>
  fs
    .readFileSync(path.join(built.outDir, route, 'index.html'), 'utf8')
    .match(/<nav[^>]*class="navbar[\s\S]*?<\/nav>/)![0];

beforeAll(() => {
  imported = runImport(tempDir('docusaurus-navbar-item-types', FILES));
  built = runBuild(imported.outDir);
}, 240_000);

describe('custom navbar item types (a swizzled NavbarItem/ComponentTypes)', () => {
  it('carries the items with their fields and uses the table in place of ours', () => {
    expect(imported.status, imported.output).toBe(0);
    expect(imported.output).toMatch(
      /swizzled components, used in place of ours.*\(@theme\/NavbarItem\/ComponentTypes\)/,
    );
    expect(imported.output).not.toMatch(/navbar item of type "custom-/);
    const config = fs.readFileSync(path.join(imported.outDir, 'site.config.ts'), 'utf8');
    expect(config).toContain('"custom-greeting"');
    expect(config).toContain('"tone": "warm"');
    expect(built.status, built.output).toBe(0);
  });

  it("draws a custom type's component with the item's fields as props, escaped as text", () => {
    for (const route of ['', 'docs/intro']) {
      const nav = navbar(route);
      expect(nav).toMatch(
        /<div class="navbar__items navbar__items--right">[\s\S]*?<span class="greeting" data-tone="warm">Hello &lt;b&gt;&amp;<!-- --> x<!-- -->3<\/span>/,
      );
      expect(nav).not.toContain('<b>&');
    }
  });

  it("draws ours for our own types of the table, and one of ours wrapped under the site's type", () => {
    const nav = navbar('docs/intro');
    // The doc item: ours, active on its page.
    expect(nav).toMatch(
      /<a[^>]*class="navbar__item navbar__link navbar__link--active[^"]*"[^>]*href="\/docs\/intro"[^>]*>Docs<\/a>/,
    );
    // Ours through Docusaurus's props, inside the site's wrapper.
    expect(nav).toMatch(
      /<span class="wrapped-item"><a[^>]*class="navbar__item navbar__link[^"]*"[^>]*href="\/docs\/intro"[^>]*>Wrapped<\/a><\/span>/,
    );
  });
});

describe('a custom navbar item type with no NavbarItem/ComponentTypes', () => {
  it('fails the build at the item with what to add, and no stack trace', () => {
    const config = SITE_CONFIG.replace(
      "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }]",
      "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' },\n    { type: 'custom-widget', position: 'right' }]",
    );
    expect(config).toContain('custom-widget');
    const res = runBuild(makeFixture({ 'site.config.ts': config }));
    expect(res.status).not.toBe(0);
    const line = config.split('\n').findIndex((l) => l.includes('custom-widget')) + 1;
    expect(res.output).toContain(`site.config.ts:${line}: navbar item of type "custom-widget"`);
    expect(res.output).toMatch(
      /navbar item of type "custom-widget": no src\/theme\/NavbarItem\/ComponentTypes of the site draws it/,
    );
    expect(res.output).toMatch(/@theme-original\/NavbarItem\/ComponentTypes/);
    expect(res.output).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(res.outDir) && fs.readdirSync(res.outDir).length).toBeFalsy();
  });
});
