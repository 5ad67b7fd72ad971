// Docusaurus navbar and docs options on a site without blog posts: no empty blog pages or feeds, an
// icon-only GitHub item with an accessible name, segment-wise active items, `breadcrumbs: false`.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const NAVBAR = `navbar: { title: 'Fixture', style: 'dark', items: [
    { type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' },
    { to: '/docs/gui', label: 'Prefix only', position: 'left' },
    { href: 'https://github.com/example/repo', position: 'right', className: 'header-github-link' },
  ] },
  docs: { breadcrumbs: false },`;

let res: BuildResult;
const read = (f: string) => fs.readFileSync(path.join(res.outDir, f), 'utf8');

beforeAll(() => {
  const config = SITE_CONFIG.replace(/navbar: \{[^\n]*\n/, `${NAVBAR}\n`);
  res = runBuild(
    makeFixture({
      'site.config.ts': config,
      'blog/2025-01-02-hello.mdx': null,
      'blog/authors.yml': null,
      'docs/gui.mdx': `---\ntitle: Gui\n---\n\nA page whose path is a prefix of another's.\n`,
    }),
  );
}, 180_000);

describe('a Docusaurus-style site without blog posts', () => {
  it('builds without blog pages, feeds or feed links', () => {
    expect(res.status, res.output).toBe(0);
    expect(fs.existsSync(path.join(res.outDir, 'blog/index.html'))).toBe(false);
    expect(fs.existsSync(path.join(res.outDir, 'blog/tags/index.html'))).toBe(false);
    expect(fs.existsSync(path.join(res.outDir, 'blog/rss.xml'))).toBe(false);
    expect(read('docs/guide/index.html')).not.toContain('application/rss+xml');
    expect(read('sitemap.xml')).not.toContain('/blog/');
  });

  it('names an icon-only navbar item and keeps its class', () => {
    const html = read('docs/guide/index.html');
    const github = /<a [^>]*href="https:\/\/github.com\/example\/repo"[^>]*>/.exec(html)?.[0] ?? '';
    expect(github).toContain('header-github-link');
    expect(github).toContain('aria-label="GitHub repository"');
    // As Docusaurus: no external-link arrow next to an item without a label (the site's CSS draws its icon).
    const item = /<a [^>]*href="https:\/\/github.com\/example\/repo"[^>]*>(.*?)<\/a>/.exec(html)?.[1];
    expect(item).toBe('');
  });

  it("colours the navbar as Infima's navbar--dark with navbar.style: 'dark'", () => {
    expect(read('docs/guide/index.html')).toMatch(/<nav [^>]*class="navbar navbar--fixed-top navbar--dark"/);
  });

  it('marks an item active only on its page and the pages below it, segment by segment', () => {
    const html = read('docs/guide/index.html');
    const prefix = /<a [^>]*href="\/docs\/gui\/"[^>]*>Prefix only/.exec(html)?.[0] ?? '';
    expect(prefix).not.toBe('');
    expect(prefix).not.toContain('navbar__link--active');
    expect(/<a [^>]*href="\/docs\/gui\/"[^>]*>Prefix only/.exec(read('docs/gui/index.html'))?.[0]).toContain(
      'navbar__link--active',
    );
  });

  it('hides the breadcrumbs with docs.breadcrumbs: false', () => {
    expect(read('docs/guide/index.html')).not.toContain('class="breadcrumbs"');
  });
});

describe('a navbar with no title and a dark-mode logo (Docusaurus navbar.logo.srcDark), and no footer', () => {
  let out: BuildResult;
  beforeAll(() => {
    const config = SITE_CONFIG.replace(
      /navbar: \{ title: 'Fixture',/,
      "navbar: { title: '', logo: { alt: 'Fixture', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' },",
    ).replace(/footer: \{.*\n/, "footer: { links: [], copyright: '' },\n");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>\n';
    out = runBuild(
      makeFixture({ 'site.config.ts': config, 'static/img/logo.svg': svg, 'static/img/logo-dark.svg': svg }),
    );
  }, 180_000);

  it('draws both logos, one a colour mode, and no empty title', () => {
    expect(out.status, out.output).toBe(0);
    const html = fs.readFileSync(path.join(out.outDir, 'docs/guide/index.html'), 'utf8');
    const brand = /<a[^>]*class="navbar__brand"[^>]*>([\s\S]*?)<\/a>/.exec(html)![1]!;
    expect(brand).toMatch(/<img class="navbar__logo navbar__logo--light" src="\/img\/logo.svg" alt="Fixture"/);
    expect(brand).toMatch(/<img class="navbar__logo navbar__logo--dark" src="\/img\/logo-dark.svg" alt="Fixture"/);
    expect(brand).not.toContain('navbar__title');
  });

  it('draws no footer when it has no links, logo or copyright (a Docusaurus config without footer: stylelint.io)', () => {
    expect(fs.readFileSync(path.join(out.outDir, 'docs/guide/index.html'), 'utf8')).not.toContain(
      '<footer class="footer',
    );
  });
});
