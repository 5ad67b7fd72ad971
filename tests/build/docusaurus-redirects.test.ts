// @docusaurus/plugin-client-redirects (yew's site names it 'client-redirects'): its static `redirects` are
// carried into site.config.ts, its `createRedirects` function is called at import time for every route the
// build will make (as editUrl functions are), and the build writes a redirect page at each `from` as the
// plugin writes it (meta refresh, canonical link, a script keeping ?query#hash), in every locale. A `from`
// that is a page, or a `to` no page has, fails the build at its line of site.config.ts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';

const CONFIG = `module.exports = {
  title: 'Redirects', url: 'https://redirects.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
  plugins: [
    ['client-redirects', {
      fromExtensions: ['html'],
      redirects: [
        { to: '/docs/intro', from: ['/docs/start'] },
        { to: '/docs/guides/setup', from: '/setup' },
      ],
      createRedirects(existingPath) {
        if (existingPath.startsWith('/docs/guides/')) return [existingPath.replace('/docs/guides/', '/docs/howto/')];
        // A path that is a page: the plugin leaves it out.
        if (existingPath === '/docs/intro') return '/docs/guides/setup';
        return undefined;
      },
    }],
  ],
};
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': '# Intro\n\nCurrent.\n',
  'docs/guides/setup.md': '# Setup\n\nSteps.\n',
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;
const page = (f: string) => fs.readFileSync(path.join(built.outDir, f), 'utf8');

beforeAll(() => {
  const dir = tempDir('docusaurus-redirects', FILES);
  imported = runImport(dir);
  built = runBuild(imported.outDir);
}, 240_000);

describe('plugin-client-redirects', () => {
  it('is carried over, not named as a plugin that does not run', () => {
    expect(imported.status, imported.output).toBe(0);
    expect(imported.output).toMatch(/plugin-client-redirects -> redirects \(2 from its `redirects`; `createRedirects`/);
    expect(imported.output).toMatch(
      /createRedirects \(plugin-client-redirects\): called for each of \d+ routes, \d+ redirects written to redirects\.json/,
    );
    expect(imported.output).not.toMatch(/plugin client-redirects/);
    expect(imported.output).toMatch(
      /createRedirects gave 1 redirect from a path that is a page \(\/docs\/guides\/setup\)/,
    );
    const created = JSON.parse(fs.readFileSync(path.join(imported.outDir, 'redirects.json'), 'utf8'));
    expect(created).toContainEqual({ from: '/docs/howto/setup', to: '/docs/guides/setup' });
    // fromExtensions: ['html'], as the plugin makes them (none for the home page).
    expect(created).toContainEqual({ from: '/docs/intro.html', to: '/docs/intro' });
    expect(created).not.toContainEqual(expect.objectContaining({ from: '/.html' }));
  });

  it('writes a redirect page at each from, as the plugin writes it, in every locale', () => {
    expect(built.status, built.output).toBe(0);
    expect(page('docs/start/index.html')).toBe(`<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=/docs/intro">
    <link rel="canonical" href="/docs/intro" />
  </head>
  <script>
    window.location.href = '/docs/intro' + window.location.search + window.location.hash;
  </script>
</html>`);
    expect(page('setup/index.html')).toContain('url=/docs/guides/setup"');
    expect(page('docs/howto/setup/index.html')).toContain('url=/docs/guides/setup"');
    expect(page('docs/intro.html/index.html')).toContain('url=/docs/intro"');
    expect(page('fr/docs/start/index.html')).toContain('url=/fr/docs/intro"');
    expect(page('fr/docs/howto/setup/index.html')).toContain('url=/fr/docs/guides/setup"');
    // Not pages: no sitemap entry.
    expect(page('sitemap.xml')).not.toMatch(/com\/(setup|docs\/start|docs\/howto)/);
  });

  it('refuses a from that is a page and a to that no page has, at their lines', () => {
    const cfg = path.join(imported.outDir, 'site.config.ts');
    const source = fs.readFileSync(cfg, 'utf8');
    fs.writeFileSync(
      cfg,
      source.replace('"to": "/docs/intro"', '"to": "/docs/guides/gone"').replace('"/setup"', '"/docs/intro"'),
    );
    try {
      const bad = runBuild(imported.outDir);
      expect(bad.status).toBe(1);
      const lines = fs.readFileSync(cfg, 'utf8').split('\n');
      const at = (s: string) => lines.findIndex((l) => l.includes(s)) + 1;
      expect(bad.output).toContain(
        `site.config.ts:${at('"/docs/intro"')}: redirect from "/docs/intro": that path is a page of the site`,
      );
      expect(bad.output).toContain(
        `site.config.ts:${at('"/docs/guides/gone"')}: redirect to "/docs/guides/gone": no page has that path`,
      );
    } finally {
      fs.writeFileSync(cfg, source);
    }
  });
});
