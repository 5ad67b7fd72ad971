// The built-in home page (drawn at the base URL when src/pages has no index page) shows the site's own title,
// tagline and "Read the docs", and only the buttons and cards its config's `home` lists: it drew Lexora's
// product cards (/docs/api/, /docs/sdk/…) on every site without a home page of its own, links those sites do
// not have. The config's home links are checked as the navbar's are.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG, failureReport, makeFixture, runBuild } from './fixture';

const withHome = (home: string) => SITE_CONFIG.replace('  blog: { title:', `  home: ${home},\n  blog: { title:`);

describe('the built-in home page', () => {
  it("draws the site's title and tagline, and no cards or buttons its config does not list", () => {
    const res = runBuild(makeFixture());
    expect(res.status, res.output).toBe(0);
    const html = fs.readFileSync(path.join(res.outDir, 'index.html'), 'utf8');
    const main = /<main id="__main"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toContain('<h1 class="hero__title">Fixture Docs</h1>');
    expect(main).toContain('<p class="hero__subtitle">A tiny site</p>');
    expect(main).toMatch(/<a class="button button--primary button--lg" href="\/docs\/"[^>]*>Read the docs<\/a>/);
    expect(main).not.toContain('home-cards');
    expect(main).not.toContain('button--secondary');
    expect(html).not.toMatch(/\/docs\/(api|sdk|playground|onprem)\//);
  }, 180_000);

  it("draws the config's buttons and cards, their text escaped", () => {
    const dir = makeFixture({
      'site.config.ts': withHome(`{
    buttons: [{ label: 'Read the <b>guide</b>', to: '/docs/guide/' }],
    cards: [
      { title: 'Start "here" \u{1F680}', text: 'نص عربي <script>alert(1)</script>', to: '/docs/' },
      { title: 'Posts', text: 'News.', to: '/docs/guide/#install' },
    ],
  }`),
    });
    const res = runBuild(dir);
    expect(res.status, res.output).toBe(0);
    const html = fs.readFileSync(path.join(res.outDir, 'index.html'), 'utf8');
    const main = /<main id="__main"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toMatch(
      /<a class="button button--secondary button--lg" href="\/docs\/guide\/"[^>]*>Read the &lt;b&gt;guide&lt;\/b&gt;<\/a>/,
    );
    expect(main).toMatch(/<section class="container home-cards"><a class="card" href="\/docs\/"/);
    expect(main).toContain('<h2>Start &quot;here&quot; \u{1F680}</h2>');
    expect(main).toContain('<p>نص عربي &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(main).toMatch(/<a class="card" href="\/docs\/guide\/#install"[^>]*><h2>Posts<\/h2><p>News\.<\/p><\/a>/);
    expect(main).not.toContain('<script>');
  }, 180_000);

  it("reports a home card's broken link at its line of site.config.ts", () => {
    const report = failureReport({
      'site.config.ts': withHome(`{ cards: [{ title: 'Gone', text: 'x', to: '/docs/no-such-page/' }] }`),
    });
    expect(report).toMatch(/site\.config\.ts:\d+/);
    expect(report).toContain('/docs/no-such-page/');
  }, 180_000);
});
