// Versioned docs as Docusaurus lays them out: versions.json, versioned_docs/version-X/,
// versioned_sidebars/version-X-sidebars.json; routes, version data in each page, search tags, sitemap,
// .md copies, llms.txt, and the bad input of each part.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureReport, makeFixture, runBuild, type BuildResult } from './fixture';
import { VERSIONED, VERSIONED_CONFIG } from './versions-fixture';

function routeData(out: string, route: string): any {
  return JSON.parse(fs.readFileSync(path.join(out, route, 'route.json'), 'utf8'));
}

/** A file of the output; in HTML, React's text separators (`<!-- -->`) left out. */
const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8').replaceAll('<!-- -->', '');

describe('docs versions', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(makeFixture(VERSIONED));
  }, 180_000);

  it('builds the last released version at the docs base, current at /docs/next/, older at /docs/<name>/', () => {
    expect(res.status, res.output).toBe(0);
    for (const route of [
      'docs',
      'docs/guide',
      'docs/next',
      'docs/next/guide',
      'docs/next/next-only',
      'docs/1.0',
      'docs/1.0/old-guide',
    ])
      expect(fs.existsSync(path.join(res.outDir, route, 'index.html')), route).toBe(true);
    // A page only in another version is not in this one.
    expect(fs.existsSync(path.join(res.outDir, 'docs/next-only'))).toBe(false);
    expect(fs.existsSync(path.join(res.outDir, 'docs/1.0/guide'))).toBe(false);
  });

  it('gives each doc its version: label, banner, badge and the same page in every version', () => {
    const old = routeData(res.outDir, 'docs/1.0/old-guide');
    expect(old.doc.version).toEqual({
      name: '1.0',
      label: '1.0',
      banner: 'unmaintained',
      badge: true,
      // Not in the other versions: their main doc.
      links: { current: '/docs/next/', '2.0': '/docs/', '1.0': '/docs/1.0/old-guide/' },
    });
    expect(old.searchTag).toBe('docs-default-1.0');
    const next = routeData(res.outDir, 'docs/next/guide');
    expect(next.doc.version).toMatchObject({ name: 'current', label: 'Next', banner: 'unreleased', badge: true });
    expect(next.doc.version.links).toEqual({
      current: '/docs/next/guide/',
      '2.0': '/docs/guide/',
      '1.0': '/docs/1.0/',
    });
    const last = routeData(res.outDir, 'docs/guide');
    expect(last.doc.version).toMatchObject({ name: '2.0', banner: null });
    expect(last.searchTag).toBe('docs-default-2.0');
    // Each version's own sidebar: 1.0's lists old-guide, current's lists next-only.
    expect(old.doc.breadcrumbs).toEqual([{ label: 'Old guide' }]);
    expect(old.doc.prev).toEqual({ title: 'Welcome', href: '/docs/1.0/' });
    expect(next.doc.breadcrumbs[0]).toMatchObject({ label: 'Guides' });
    expect(next.doc.next).toEqual({ title: 'Next only', href: '/docs/next/next-only/' });
  });

  it('renders the banner (linking the same page in the latest version) and the badge in the HTML', () => {
    const html = read(res.outDir, 'docs/next/guide/index.html');
    expect(html).toContain('This is unreleased documentation for Fixture Docs <b>Next</b> version.');
    expect(html).toMatch(/see the <b><a[^>]* href="\/docs\/guide\/"[^>]*>latest version<\/a><\/b> \(2\.0\)/);
    expect(html).toContain('Version: Next');
    // Under the breadcrumbs, as Docusaurus's DocItem orders them.
    expect(html.indexOf('theme-doc-version-badge')).toBeGreaterThan(html.indexOf('class="breadcrumbs"'));
    expect(html.indexOf('class="breadcrumbs"')).toBeGreaterThan(0);
    const old = read(res.outDir, 'docs/1.0/old-guide/index.html');
    expect(old).toContain('which is no longer actively maintained.');
    expect(old).toMatch(/href="\/docs\/"[^>]*>latest version</);
    const last = read(res.outDir, 'docs/guide/index.html');
    expect(last).not.toContain('theme-doc-version-banner');
    expect(last).toContain('Version: 2.0');
  });

  it('resolves links between docs within the version being read', () => {
    // ./welcome.mdx#top-of-page from each version's guide goes to that version's welcome page.
    expect(read(res.outDir, 'docs/guide/index.html')).toContain('href="/docs/#top-of-page"');
    expect(read(res.outDir, 'docs/next/guide/index.html')).toContain('href="/docs/next/#top-of-page"');
    expect(read(res.outDir, 'docs/1.0/old-guide/index.html')).toContain('href="/docs/1.0/"');
  });

  it('writes the sitemap, the .md copies and llms.txt for every version', () => {
    const sitemap = read(res.outDir, 'sitemap.xml');
    for (const route of [
      '/docs/',
      '/docs/guide/',
      '/docs/next/guide/',
      '/docs/next/next-only/',
      '/docs/1.0/old-guide/',
    ])
      expect(sitemap).toContain(`<loc>https://fixture.example.com${route}</loc>`);
    expect(read(res.outDir, 'docs/1.0/old-guide.md')).toContain('The 1.0 installer (mammothcorn).');
    expect(read(res.outDir, 'docs/next/guide.md')).toContain('Run the installer.');
    const llms = read(res.outDir, 'llms.txt');
    expect(llms).toContain('https://fixture.example.com/docs/guide.md');
    expect(llms).not.toContain('/docs/next/guide.md');
    expect(llms).toContain('[Next](https://fixture.example.com/docs/next/llms.txt)');
    expect(llms).toContain('[1.0](https://fixture.example.com/docs/1.0/llms.txt)');
    expect(read(res.outDir, 'docs/1.0/llms.txt')).toContain('https://fixture.example.com/docs/1.0/old-guide.md');
    expect(read(res.outDir, 'docs/next/llms.txt')).toContain('https://fixture.example.com/docs/next/next-only.md');
  });
});

describe('docs version options', () => {
  let res: BuildResult;
  beforeAll(() => {
    const config = VERSIONED_CONFIG.replace(
      "blog: { title: 'Fixture Blog'",
      "docs: { lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'Main' }, '1.0': { label: '1.0.x', path: 'legacy', banner: 'none', badge: false, noIndex: true } } },\n  blog: { title: 'Fixture Blog'",
    );
    res = runBuild(makeFixture({ ...VERSIONED, 'site.config.ts': config }));
  }, 180_000);

  it('follows lastVersion, onlyIncludeVersions and per-version label, path, banner, badge and noIndex', () => {
    expect(res.status, res.output).toBe(0);
    const current = routeData(res.outDir, 'docs/guide');
    expect(current.doc.version).toMatchObject({ name: 'current', label: 'Main', banner: null, badge: true });
    expect(current.doc.version.links).toEqual({ current: '/docs/guide/', '1.0': '/docs/legacy/' });
    const old = routeData(res.outDir, 'docs/legacy/old-guide');
    expect(old.doc.version).toMatchObject({ name: '1.0', label: '1.0.x', banner: null, badge: false });
    expect(fs.existsSync(path.join(res.outDir, 'docs/2.0'))).toBe(false);
    expect(fs.existsSync(path.join(res.outDir, 'docs/next'))).toBe(false);
    // noIndex: a robots meta on its pages, none of them in the sitemap.
    expect(read(res.outDir, 'docs/legacy/old-guide/index.html')).toMatch(/<meta name="robots" content="noindex/);
    expect(read(res.outDir, 'sitemap.xml')).not.toContain('/docs/legacy/');
  });
});

describe('docs versions: bad input', () => {
  it('reports a version with no folder, at its line of versions.json', () => {
    const report = failureReport({ ...VERSIONED, 'versions.json': '[\n  "3.0",\n  "2.0",\n  "1.0"\n]\n' });
    expect(report).toContain('versions.json:2: version "3.0" has no folder versioned_docs/version-3.0/');
    expect(report).toContain('fix: create it with `npm run docs:version -- 3.0`');
  });

  it('leaves out a versioned folder that no version names, with a warning, as Docusaurus does', () => {
    const r = runBuild(makeFixture({ ...VERSIONED, 'versioned_docs/version-0.9/a.mdx': '# A\n' }));
    expect(r.status, r.output).toBe(0);
    expect(r.output).toContain(
      'Warning: versioned_docs/version-0.9: no version in versions.json names this folder; not built, as Docusaurus does not build it',
    );
    expect(r.output).toContain('fix: add "0.9" to versions.json, or delete the folder');
    expect(fs.existsSync(path.join(r.outDir, 'docs/0.9'))).toBe(false);
    expect(fs.existsSync(path.join(r.outDir, 'docs/1.0/old-guide/index.html'))).toBe(true);
  });

  it('reports a version option naming no version, at its line of site.config.ts', () => {
    const config = VERSIONED_CONFIG.replace(
      "blog: { title: 'Fixture Blog'",
      "docs: {\n    lastVersion: '9.9',\n  },\n  blog: { title: 'Fixture Blog'",
    );
    const report = failureReport({ ...VERSIONED, 'site.config.ts': config });
    expect(report).toMatch(/site\.config\.ts:\d+: docs\.lastVersion names the version "9\.9", which does not exist/);
    expect(report).toContain('fix: use one of "current", "2.0", "1.0"');
  });

  it('reports versions.json that is not a list of names', () => {
    const report = failureReport({ ...VERSIONED, 'versions.json': '{"2.0": true}\n' });
    expect(report).toContain('versions.json:1: versions.json must be an array of version names');
  });
});
