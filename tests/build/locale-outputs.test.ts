// What each locale gets of its own besides its pages, as Docusaurus's per-locale builds write it: a sitemap
// (its URLs only, with hreflang alternates), feeds of its own posts, llms.txt/llms-full.txt of its own
// pages and a 404 page in its language, all in its folder (/fr/…).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureReport, makeFixture, runBuild, type BuildResult } from './fixture';
import { LOCALES } from './locales-fixture';

const FR_DOCS = 'i18n/fr/docusaurus-plugin-content-docs/current';
/** The locales fixture, plus: blog-only admonition keywords used by the French post, French links to files. */
const SITE = {
  ...LOCALES,
  'site.config.ts': LOCALES['site.config.ts']!.replace(
    "blog: { title: 'Fixture Blog', description: 'Posts.' }",
    "blog: { title: 'Fixture Blog', description: 'Posts.', admonitions: { keywords: ['release'], extendDefaults: true } }",
  ),
  'i18n/fr/docusaurus-plugin-content-blog/2025-01-02-hello.mdx': `---\ntitle: Bonjour\nslug: hello\nauthors: [ada]\ntags: [news]\n---\n\nPremier billet.\n\n:::release\n\nVersion deux.\n\n:::\n`,
  'docs/extra.mdx': `---\ntitle: Extra\n---\n\nMore.\n`,
  [`${FR_DOCS}/extra.mdx`]: `---\ntitle: En plus\n---\n\nVoir [le guide](./guide.mdx#install), [l'accueil](welcome.mdx) et [le guide](/docs/guide.mdx).\n`,
};

const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8').replaceAll('<!-- -->', '');

describe('locale outputs', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(makeFixture(SITE));
  }, 240_000);

  it('writes a sitemap per locale, each with its own URLs and every locale as an hreflang alternate', () => {
    expect(res.status, res.output).toBe(0);
    const locs = (file: string) => [...read(res.outDir, file).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const root = locs('sitemap.xml');
    const fr = locs('fr/sitemap.xml');
    expect(root).toContain('https://fixture.example.com/docs/guide/');
    expect(root.some((u) => /\/(fr|ar)\//.test(u!))).toBe(false);
    expect(fr).toContain('https://fixture.example.com/fr/docs/guide/');
    expect(fr.every((u) => u!.startsWith('https://fixture.example.com/fr/'))).toBe(true);
    expect(locs('ar/sitemap.xml')).toHaveLength(fr.length);
    const entry = read(res.outDir, 'fr/sitemap.xml').match(
      /<url><loc>https:\/\/fixture.example.com\/fr\/docs\/guide\/<.*?<\/url>/,
    )![0];
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'en https://fixture.example.com/docs/guide/',
      'fr https://fixture.example.com/fr/docs/guide/',
      'ar https://fixture.example.com/ar/docs/guide/',
      'x-default https://fixture.example.com/docs/guide/',
    ]);
    expect(read(res.outDir, 'robots.txt')).toContain('Sitemap: https://fixture.example.com/fr/sitemap.xml');
  });

  it('gives each locale feeds of its own posts, in its language', () => {
    const rss = read(res.outDir, 'fr/devblog/rss.xml');
    expect(rss).toContain('<language>fr</language>');
    expect(rss).toContain('Bonjour');
    expect(rss).not.toContain('<title><![CDATA[Hello]]>');
    expect(rss).toContain('https://fixture.example.com/fr/devblog/hello/');
    const en = read(res.outDir, 'devblog/rss.xml');
    expect(en).not.toContain('Bonjour');
    expect([...en.matchAll(/<item>/g)]).toHaveLength(1);
    expect(JSON.parse(read(res.outDir, 'ar/devblog/feed.json')).items).toHaveLength(1);
    expect(fs.existsSync(path.join(res.outDir, 'fr/devblog/atom.xml'))).toBe(true);
  });

  it('writes llms.txt and llms-full.txt per locale, listing that locale only, linked from each other', () => {
    const fr = read(res.outDir, 'fr/llms.txt');
    expect(fr).toContain('[Guide (fr)](https://fixture.example.com/fr/docs/guide.md)');
    expect(fr).toContain('[Bonjour](https://fixture.example.com/fr/devblog/hello.md)');
    expect(fr).not.toMatch(/\[Hello\]/);
    expect(fr).toContain('<https://fixture.example.com/fr/llms-full.txt>');
    expect(fr).toContain('[English](https://fixture.example.com/llms.txt)');
    const en = read(res.outDir, 'llms.txt');
    expect(en).not.toContain('Bonjour');
    expect(en).toContain('[Français](https://fixture.example.com/fr/llms.txt)');
    expect(read(res.outDir, 'fr/llms-full.txt')).toContain('licornebleue');
    expect(read(res.outDir, 'llms-full.txt')).not.toContain('licornebleue');
  });

  it('writes a 404 page per locale, in its language and direction, with its navbar', () => {
    expect(read(res.outDir, '404.html')).toContain('<html lang="en" dir="ltr"');
    const fr = read(res.outDir, 'fr/404.html');
    expect(fr).toContain('<html lang="fr" dir="ltr"');
    expect(fr).toMatch(/href="\/fr\/docs\/"[^>]*>Documentation</);
    expect(read(res.outDir, 'ar/404.html')).toContain('<html lang="ar" dir="rtl"');
  });

  it("compiles a locale's blog posts with the blog's options, not the docs' (a blog-only admonition keyword)", () => {
    const post = read(res.outDir, 'fr/devblog/hello/index.html');
    expect(post).toMatch(/class="[^"]*theme-admonition-release/);
    expect(post).toContain('Version deux.');
    expect(res.output).not.toContain(':::release');
  });

  it('gives each locale a search index of its own pages, stemmed by its language', () => {
    const pointer = JSON.parse(read(res.outDir, 'search-index.json'));
    expect(Object.keys(pointer.locales)).toEqual(['en', 'fr', 'ar']);
    expect(pointer.manifest).toBe(pointer.locales.en);
    expect(new Set(Object.values(pointer.locales)).size).toBe(3);
    const index = (locale: string) => {
      const dir = path.join(res.outDir, path.dirname(pointer.locales[locale]));
      const files = fs.readdirSync(dir);
      const records = files.filter((f) => /^r\d+-\d+\.json$/.test(f)).flatMap((f) => JSON.parse(read(dir, f)));
      const terms = files.filter((f) => /^t\d+\.json$/.test(f)).flatMap((f) => JSON.parse(read(dir, f)).terms);
      return { records: records as { url: string; language: string }[], terms: terms as string[] };
    };
    const [en, fr, ar] = ['en', 'fr', 'ar'].map(index);
    expect(en!.records.every((r) => r.language === 'en' && !/\/(fr|ar)\//.test(r.url))).toBe(true);
    expect(fr!.records.every((r) => r.language === 'fr' && r.url.startsWith('https://fixture.example.com/fr/'))).toBe(
      true,
    );
    expect(ar!.records.every((r) => r.language === 'ar' && r.url.startsWith('https://fixture.example.com/ar/'))).toBe(
      true,
    );
    // French text by the French stemmer ("installateur" and the heading "Installer" meet at "install"),
    // English by Porter ("installer" → "instal"); neither index holds the other's words.
    expect(fr!.terms).toContain('install');
    expect(fr!.terms).toContain('licornebleu');
    expect(fr!.terms).not.toContain('licornebleue');
    expect(en!.terms).toContain('instal');
    expect(en!.terms).not.toContain('licornebleu');
    // Arabic has no translation: its pages are the English text, in an index of its own.
    expect(ar!.records.length).toBeGreaterThan(0);
    expect(res.output).toMatch(/search indexes of 3 locales/);
  });

  it('resolves Markdown file links of a translated file to the routes of its locale', () => {
    const extra = read(res.outDir, 'fr/docs/extra/index.html');
    expect(extra).toContain('href="/fr/docs/guide/#install"');
    expect(extra).toContain('href="/fr/docs/"');
    expect(extra).toMatch(/href="\/fr\/docs\/guide\/"[^>]*>le guide</);
  });
});

describe('locale link checks', () => {
  it("reports a translated page's broken links and anchors at that file's line, in the locale's URLs", () => {
    const report = failureReport({
      ...LOCALES,
      [`${FR_DOCS}/guide.mdx`]: `---\ntitle: Guide (fr)\n---\n\n## Installer {#install}\n\nVoir [rien](/docs/nope/), [ancre](./welcome.mdx#pas-la) et [fichier](./absent.mdx).\n`,
    });
    expect(report).toContain(`${FR_DOCS}/guide.mdx:7: -> /fr/docs/nope/: no such page`);
    expect(report).toContain(
      `${FR_DOCS}/guide.mdx:7: -> /fr/docs/#pas-la: /fr/docs/ has no heading or element with id "pas-la"`,
    );
    expect(report).toContain(
      `${FR_DOCS}/guide.mdx:7: -> ./absent.mdx (resolved as /fr/docs/guide/absent.mdx): no such page`,
    );
  });
});
