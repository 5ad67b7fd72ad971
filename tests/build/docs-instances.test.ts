// Several docs instances, as Docusaurus's extra `@docusaurus/plugin-content-docs` plugins: a second
// instance's routes, versions (<id>_versions.json, <id>_versioned_docs/, <id>_versioned_sidebars/),
// sidebars, navbar items (docsPluginId), search tags, sitemap, .md copies and llms.txt; and the bad input.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureReport, makeFixture, runBuild, type BuildResult } from './fixture';
import { INSTANCES, INSTANCES_CONFIG } from './instances-fixture';

function routeData(out: string, route: string): any {
  return JSON.parse(fs.readFileSync(path.join(out, route, 'route.json'), 'utf8'));
}

const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8').replaceAll('<!-- -->', '');

/** The navbar links of a page's HTML: label -> [href, active]. */
function navbarLinks(html: string): Record<string, [string, boolean]> {
  const out: Record<string, [string, boolean]> = {};
  for (const m of html.matchAll(/<a class="navbar__item navbar__link([^"]*)"[^>]*href="([^"]*)"[^>]*>([^<]*)</g))
    out[m[3]] = [m[2], m[1].includes('navbar__link--active')];
  return out;
}

describe('a second docs instance', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(makeFixture(INSTANCES));
  }, 180_000);

  it('builds its pages under its route base: its last version at the base, the current one at next/', () => {
    expect(res.status, res.output).toBe(0);
    expect(res.output).toContain('in 2 docs instances');
    for (const route of [
      'docs',
      'docs/guide',
      'community',
      'community/support',
      'community/next',
      'community/next/support',
    ])
      expect(fs.existsSync(path.join(res.outDir, route, 'index.html')), route).toBe(true);
    // Partials (`_note.mdx`) are no pages, in an instance as in docs/.
    expect(fs.existsSync(path.join(res.outDir, 'community/next/components'))).toBe(false);
  });

  it("gives its pages its id, its own versions' links and search tags, and its own sidebars", () => {
    const last = routeData(res.outDir, 'community/support');
    expect(last.doc.pluginId).toBe('community');
    expect(last.searchTag).toBe('docs-community-1.0');
    expect(last.doc.version).toMatchObject({ name: '1.0', banner: null });
    expect(last.doc.version.links).toEqual({ current: '/community/next/support/', '1.0': '/community/support/' });
    const next = routeData(res.outDir, 'community/next/support');
    expect(next.searchTag).toBe('docs-community-current');
    expect(next.doc.version).toMatchObject({ name: 'current', label: 'Next', banner: 'unreleased' });
    // Its sidebar (sidebarsCommunity.ts) is not the default docs' one of the same name.
    expect(next.doc.breadcrumbs).toEqual([{ label: 'Help' }, { label: 'Support' }]);
    expect(next.doc.prev).toEqual({ title: 'Community intro', href: '/community/next/' });
    // The default docs are unversioned here: no version data, no plugin id, their own tag.
    const guide = routeData(res.outDir, 'docs/guide');
    expect(guide.doc.pluginId).toBeUndefined();
    expect(guide.doc.version).toBeUndefined();
    expect(guide.searchTag).toBe('docs-default-current');
    expect(guide.doc.breadcrumbs).toEqual([{ label: 'Guides' }, { label: 'Guide' }]);
  });

  it('resolves relative links within the instance and version being read', () => {
    expect(read(res.outDir, 'community/next/index.html')).toContain('href="/community/next/support/#channels"');
    expect(read(res.outDir, 'community/index.html')).toContain('href="/community/support/"');
  });

  it('points navbar items with docsPluginId at the instance, active only on its pages', () => {
    const onDocs = navbarLinks(read(res.outDir, 'docs/guide/index.html'));
    expect(onDocs).toEqual({
      Docs: ['/docs/', true],
      Community: ['/community/', false],
      Support: ['/community/support/', false],
    });
    const onCommunity = navbarLinks(read(res.outDir, 'community/support/index.html'));
    expect(onCommunity.Docs).toEqual(['/docs/', false]);
    expect(onCommunity.Community).toEqual(['/community/', true]);
    expect(onCommunity.Support).toEqual(['/community/support/', true]);
    // The instance's version dropdown lists its versions and goes to the same page in each.
    const html = read(res.outDir, 'community/support/index.html');
    expect(html).toMatch(/dropdown__toggle"[^>]*>1\.0</);
    expect(html).toMatch(/href="\/community\/next\/support\/"[^>]*>Next</);
    // …then its own links (dropdownItemsAfter: socket.io's Changelog after its versions).
    expect(html).toMatch(/>1\.0<\/a><\/li><li><a[^>]*href="\/docs\/guide\/"[^>]*>All guides</);
    // Dropdown links with a docId go to the doc, in its instance's last version (socket.io's "Docs" dropdown).
    expect(html).toMatch(/href="\/docs\/guide\/"[^>]*>The guide</);
    expect(html).toMatch(/href="\/community\/support\/"[^>]*>Get help</);
  });

  it('lists its pages in the sitemap, writes their .md copies and an llms.txt per version, linked from the main one', () => {
    const sitemap = read(res.outDir, 'sitemap.xml');
    for (const route of ['/community/', '/community/support/', '/community/next/support/'])
      expect(sitemap).toContain(`<loc>https://fixture.example.com${route}</loc>`);
    expect(read(res.outDir, 'community/support.md')).toContain('Old channels.');
    expect(read(res.outDir, 'community/next/support.md')).toContain('Ask in the forum.');
    const llms = read(res.outDir, 'llms.txt');
    expect(llms).toContain('- [community](https://fixture.example.com/community/llms.txt)');
    expect(llms).not.toContain('/community/support.md');
    const own = read(res.outDir, 'community/llms.txt');
    expect(own).toMatch(/^# Fixture Docs community\n/);
    expect(own).toContain('[Support](https://fixture.example.com/community/support.md)');
    expect(read(res.outDir, 'community/llms-full.txt')).toContain('Old channels.');
    expect(read(res.outDir, 'community/next/llms-full.txt')).toContain('Ask in the forum.');
  });

  it("puts each instance's versions in the search index under Docusaurus's tags", () => {
    // The index's manifest, found as the browser finds it: through /search-index.json.
    const pointer = JSON.parse(read(res.outDir, 'search-index.json')) as { manifest: string };
    const manifest = read(res.outDir, pointer.manifest);
    for (const tag of ['docs-default-current', 'docs-community-current', 'docs-community-1.0'])
      expect(manifest).toContain(`"${tag}"`);
  });
});

describe('docs-only mode', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        // Also without a search page (Docusaurus's `searchPagePath: false`), as docs-only sites often are.
        'site.config.ts': INSTANCES_CONFIG.replace(
          "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
          "  blog: { title: 'Fixture Blog', description: 'Posts.' },\n  docs: { routeBasePath: '' },\n  search: { searchPagePath: false },",
        ).replace("{ label: 'Intro', to: '/docs/guide/' }", "{ label: 'Intro', to: '/guide/' }"),
        'docs/welcome.mdx': `---\ntitle: Welcome\nslug: /\n---\n\nRead the [guide](./guide.mdx).\n`,
        'docs/guide.mdx': `---\ntitle: Guide\n---\n\n## Install\n\nSee [welcome](./welcome.mdx).\n`,
        ...Object.fromEntries(Object.entries(INSTANCES).filter(([k]) => k !== 'site.config.ts')),
      }),
    );
  }, 240_000);

  it('builds the docs at the site root (routeBasePath ""), with no built-in home page in the way', () => {
    expect(res.status, res.output).toBe(0);
    expect(routeData(res.outDir, '').kind).toBe('doc');
    expect(routeData(res.outDir, 'guide').doc.id).toBe('guide');
    expect(read(res.outDir, 'index.html')).toContain('href="/guide/"');
    expect(fs.existsSync(path.join(res.outDir, 'community/support/index.html'))).toBe(true);
  });

  it('with searchPagePath false, builds no search page nor opensearch.xml, and the 404 page links to no such page', () => {
    expect(res.status, res.output).toBe(0);
    expect(fs.existsSync(path.join(res.outDir, 'search'))).toBe(false);
    expect(fs.existsSync(path.join(res.outDir, 'opensearch.xml'))).toBe(false);
    expect(read(res.outDir, 'guide/index.html')).not.toContain('opensearchdescription');
    // The 404 page names search without linking to it, and links the docs' home at their route base ('/').
    const notFound = read(res.outDir, '404.html');
    const start = notFound.indexOf('<main id="__main" class="container not-found');
    const text = notFound.slice(start, notFound.indexOf('</main>', start));
    expect(text).toContain('<p>Try the <a href="/" data-discover="true">documentation home</a> or search.</p>');
    expect(text).not.toContain('/search/');
  });
});

describe('npm run docs:version -- --id <instance>', () => {
  it("snapshots the instance's folder and sidebars under Docusaurus's names for it", () => {
    const dir = makeFixture(INSTANCES);
    const res = spawnSync(
      process.execPath,
      [
        path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
        'prerender/docs-version.ts',
        '--content',
        dir,
        '--id',
        'community',
        '2.0',
      ],
      { encoding: 'utf8' },
    );
    expect(res.status, res.stdout + res.stderr).toBe(0);
    expect(res.stdout).toContain('community_versions.json updated');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'community_versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(fs.readFileSync(path.join(dir, 'community_versioned_docs/version-2.0/support.mdx'), 'utf8')).toContain(
      'Ask in the forum.',
    );
    expect(
      JSON.parse(fs.readFileSync(path.join(dir, 'community_versioned_sidebars/version-2.0-sidebars.json'), 'utf8')),
    ).toEqual({ tutorialSidebar: ['intro', { type: 'category', label: 'Help', items: ['support'] }] });
    // The default docs are untouched.
    expect(fs.existsSync(path.join(dir, 'versions.json'))).toBe(false);
  });
});

describe('bad docs instances', () => {
  const community =
    "{ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.ts' }";

  it('reports a docsPluginId that names no instance, at its line', () => {
    const report = failureReport({
      ...INSTANCES,
      'site.config.ts': INSTANCES_CONFIG.replace(
        "docsPluginId: 'community', label: 'Support'",
        "docsPluginId: 'comunity', label: 'Support'",
      ),
    });
    expect(report).toContain(
      'site.config.ts:13: navbar item of type "doc" ("Support") has docsPluginId "comunity", which names no docs instance',
    );
    expect(report).toContain('set docsPluginId to one of "default", "community"');
  });

  it('reports a dropdown link whose docId names no doc of its instance, at its line', () => {
    const report = failureReport({
      ...INSTANCES,
      'site.config.ts': INSTANCES_CONFIG.replace("'Get help', docId: 'support'", "'Get help', docId: 'ghost'"),
    });
    expect(report).toContain('site.config.ts:17: -> /__missing-doc__/ghost/: no such page');
  });

  it('reports two instances with one route base', () => {
    const report = failureReport({
      ...INSTANCES,
      'site.config.ts': INSTANCES_CONFIG.replace(
        community,
        `${community}, { id: 'more', path: 'more', routeBasePath: 'community' }`,
      ),
      'more/a.md': '# A\n',
    });
    expect(report).toMatch(
      /site\.config\.ts:\d+: docsInstances\[1\] \("more"\) has the route base \/community\/, as docsInstances\[0\] \("community"\) has/,
    );
    expect(report).toContain('give docsInstances[1] a routeBasePath of its own');
  });

  it('reports an instance that takes the id of another', () => {
    const report = failureReport({
      ...INSTANCES,
      'site.config.ts': INSTANCES_CONFIG.replace(
        community,
        `${community}, { id: 'community', path: 'more', routeBasePath: 'more' }`,
      ),
      'more/a.md': '# A\n',
    });
    expect(report).toContain('docsInstances[1] has the id "community", as docsInstances[0] has');
  });

  it("reports a version of <id>_versions.json with no folder, and warns of a folder no version names, with the instance's file names", () => {
    const res = runBuild(
      makeFixture({
        ...INSTANCES,
        'community_versions.json': '["1.0", "0.9"]\n',
        'community_versioned_docs/version-0.8/intro.md': '# Old\n',
      }),
    );
    expect(res.status, res.output).not.toBe(0);
    expect(res.output).toContain(
      'community_versions.json:1: version "0.9" has no folder community_versioned_docs/version-0.9/',
    );
    expect(res.output).toContain('npm run docs:version -- --id community 0.9');
    expect(res.output).toContain(
      'Warning: community_versioned_docs/version-0.8: no version in community_versions.json names this folder',
    );
  });

  it('reports a sidebarPath that names no file', () => {
    const report = failureReport({ ...INSTANCES, 'sidebarsCommunity.ts': null });
    expect(report).toMatch(
      /site\.config\.ts:\d+: docsInstances\[0\]\.sidebarPath "sidebarsCommunity\.ts" names no file/,
    );
  });
});
