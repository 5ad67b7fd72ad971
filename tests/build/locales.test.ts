// Locales as Docusaurus lays them out: routes /<locale>/… for locales other than the default, translated
// docs and posts from i18n/<locale>/…, the default locale's page where there is no translation,
// <html lang dir>, hreflang alternates, and the bad input of each part.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureReport, makeFixture, runBuild, type BuildResult } from './fixture';
import { LOCALES } from './locales-fixture';

/** A file of the output; in HTML, React's text separators (`<!-- -->`) left out. */
const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8').replaceAll('<!-- -->', '');
const html = (out: string, route: string) => read(out, path.join(route, 'index.html'));

// A React page listing the docs as Docusaurus's global data gives them (`useVersions()`).
const DOC_LIST = `import { useVersions } from '@docusaurus/plugin-content-docs/client';
export default function DocList() {
  return <p className="doc-list">{useVersions()[0].docs.map((d) => d.id + ' ' + d.path).join(', ')}</p>;
}
`;

describe('locales', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(makeFixture({ ...LOCALES, 'src/pages/doc-list.js': DOC_LIST }));
  }, 240_000);

  it('builds every locale in one build: the default at the root, the others under /<locale>/', () => {
    expect(res.status, res.output).toBe(0);
    for (const locale of ['', 'fr/', 'ar/'])
      for (const route of ['', 'docs', 'docs/guide', 'devblog', 'devblog/hello', 'devblog/tags/news', 'search'])
        expect(fs.existsSync(path.join(res.outDir, locale + route, 'index.html')), locale + route).toBe(true);
    // A file only under i18n/ is not a page (as in Docusaurus).
    expect(fs.existsSync(path.join(res.outDir, 'fr/docs/stray'))).toBe(false);
    // A translation key that names nothing of the config is left unused, with a warning at its line.
    expect(res.output).toContain(
      'Warning: translation keys that translate nothing (left unused, as Docusaurus does; the build goes on):\n' +
        '  - i18n/fr/docusaurus-theme-classic/footer.json:5: "link.item.label.Old link" translates nothing of this site',
    );
    expect(html(res.outDir, 'fr/docs')).not.toContain('Ancien lien');
  });

  it("gives each locale's pages the docs' paths in that locale (useVersions())", () => {
    const list = (locale: string) =>
      /<p class="doc-list">([^<]*)<\/p>/.exec(html(res.outDir, `${locale}doc-list`))?.[1];
    expect(['', 'fr/', 'ar/'].map(list)).toEqual([
      'guide /docs/guide/, tools/cli /docs/tools/cli/, welcome /docs/',
      'guide /fr/docs/guide/, tools/cli /fr/docs/tools/cli/, welcome /fr/docs/',
      'guide /ar/docs/guide/, tools/cli /ar/docs/tools/cli/, welcome /ar/docs/',
    ]);
  });

  it('shows the translation where there is one, else the default locale page under the locale URL', () => {
    expect(html(res.outDir, 'fr/docs/guide')).toContain('licornebleue');
    expect(html(res.outDir, 'docs/guide')).not.toContain('licornebleue');
    expect(html(res.outDir, 'fr/devblog/hello')).toContain('Premier billet');
    // Not translated: English text, French URL, French chrome.
    const frWelcome = html(res.outDir, 'fr/docs');
    expect(frWelcome).toContain('Top of page');
    expect(frWelcome).toContain('<html lang="fr" dir="ltr"');
    // Arabic has no i18n/ folder: every page falls back.
    expect(html(res.outDir, 'ar/docs/guide')).toContain('Run the installer.');
  });

  it("translates the headings' # link labels, on translated and fallback pages alike", () => {
    expect(html(res.outDir, 'fr/docs/guide')).toContain('aria-label="Lien direct vers Installer"');
    expect(html(res.outDir, 'fr/docs/guide')).toContain('title="Lien direct vers Installer"');
    // Not translated: the English heading, compiled once, labelled in French.
    expect(html(res.outDir, 'fr/docs')).toContain('aria-label="Lien direct vers Top of page"');
    expect(html(res.outDir, 'docs/guide')).toContain('aria-label="Direct link to Install"');
  });

  it("resolves a translated page's Markdown link from its locale's docs folder, as Docusaurus does", () => {
    // `guide.mdx` from i18n/fr/…/current/tools/cli.mdx: not beside it, but at the root of the locale's docs.
    expect(html(res.outDir, 'fr/docs/tools/cli')).toContain('href="/fr/docs/guide/#install"');
    expect(html(res.outDir, 'docs/tools/cli')).toContain('href="/docs/guide/#install"');
  });

  it('keeps links inside the locale', () => {
    const frGuide = html(res.outDir, 'fr/docs/guide');
    // A translated page's link to an untranslated file goes to that page in French.
    expect(frGuide).toMatch(/href="\/fr\/docs\/#top-of-page"/);
    // Links of a fallback page (compiled once, with the default routes) are taken into the locale.
    expect(html(res.outDir, 'ar/docs')).toMatch(/href="\/ar\/docs\/guide\/#install"/);
    // The navbar and footer, too.
    expect(html(res.outDir, 'ar/docs/guide')).toMatch(/href="\/ar\/docs\/guide\/"[^>]*>Intro</);
  });

  it('writes <html lang dir> of each locale, right to left for Arabic', () => {
    expect(html(res.outDir, 'docs/guide')).toContain('<html lang="en" dir="ltr"');
    expect(html(res.outDir, 'ar/docs/guide')).toContain('<html lang="ar" dir="rtl"');
    expect(read(res.outDir, '404.html')).toContain('<html lang="en" dir="ltr"');
  });

  it('lists the page in every locale with hreflang, and x-default', () => {
    const alternates = (route: string) =>
      [...html(res.outDir, route).matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map(
        (m) => `${m[2]} ${m[1]}`,
      );
    const expected = [
      'en https://fixture.example.com/docs/guide/',
      'fr https://fixture.example.com/fr/docs/guide/',
      'ar https://fixture.example.com/ar/docs/guide/',
      'x-default https://fixture.example.com/docs/guide/',
    ];
    expect(alternates('docs/guide')).toEqual(expected);
    expect(alternates('ar/docs/guide')).toEqual(expected);
    expect(html(res.outDir, 'fr/docs/guide')).toContain(
      '<link rel="canonical" href="https://fixture.example.com/fr/docs/guide/">',
    );
    expect(html(res.outDir, 'fr/docs/guide')).toContain('<meta property="og:locale" content="fr">');
  });

  it('gives the language dropdown the same page in each locale, loaded in full', () => {
    const page = html(res.outDir, 'fr/docs/guide');
    for (const [lang, href] of [
      ['en', '/docs/guide/'],
      ['fr', '/fr/docs/guide/'],
      ['ar', '/ar/docs/guide/'],
    ])
      expect(page).toMatch(
        new RegExp(`<a href="${href}" lang="${lang}" target="_self"|<a href="${href}"[^>]*lang="${lang}"`),
      );
    expect(page).toContain('Français');
    expect(page).toContain('العربية');
  });

  it('translates navbar, footer and sidebar labels and the theme strings from the locale files', () => {
    const fr = html(res.outDir, 'fr/docs');
    expect(fr).toMatch(/class="navbar__item navbar__link[^"]*"[^>]*>Documentation</);
    expect(fr).toMatch(/>Introduction</);
    expect(fr).toMatch(/menu__link--sublist[^>]*>Les guides</);
    expect(fr).toMatch(/pagination-nav__sublabel">Suivant</);
    const en = html(res.outDir, 'docs');
    expect(en).toMatch(/pagination-nav__sublabel">Next</);
    expect(en).not.toContain('Documentation<');
    expect(en).toMatch(/menu__link--sublist[^>]*>Guides</);
    // Theme strings of code.json by Docusaurus's ids, everywhere the theme shows them.
    const frGuide = html(res.outDir, 'fr/docs/guide');
    expect(frGuide).toContain('Sur cette page');
    expect(frGuide).toContain('aria-label="Barre latérale des docs"');
    expect(html(res.outDir, 'docs/guide')).toContain('On this page');
  });

  it("takes the blog's title, description and sidebar title from options.json, and dates in the locale", () => {
    const fr = html(res.outDir, 'fr/devblog');
    expect(fr).toMatch(/<h1 class="blog-list__title">Le blog du fixture</);
    expect(fr).toContain('Des billets en français.');
    expect(fr).toMatch(/<title>[^<]*Le blog du fixture/);
    expect(fr).toMatch(/blog-sidebar__title">Tous les billets</);
    expect(fr).toContain('<b>Lire la suite</b><span class="sr-only"> de Bonjour</span>');
    expect(fr).toContain('Une minute de lecture');
    expect(fr).toContain('2 janvier 2025');
    const en = html(res.outDir, 'devblog');
    expect(en).toMatch(/blog-sidebar__title">All posts</);
    expect(en).toContain('<b>Read more</b><span class="sr-only"> about Hello</span>');
    expect(en).toContain('One min read');
    expect(en).toContain('January 2, 2025');
    // Page titles made by the build read code.json too.
    expect(html(res.outDir, 'fr/devblog/tags')).toMatch(/<title>Étiquettes \|/);
    expect(html(res.outDir, 'fr/devblog/tags')).toMatch(/<h1>Étiquettes<\/h1>/);
    const tag = html(res.outDir, 'fr/devblog/tags/news');
    expect(tag).toMatch(/<title>Un billet avec l’étiquette « news » \|/);
    expect(tag).toMatch(/<h1>Un billet avec l’étiquette « news »<\/h1>/);
    expect(html(res.outDir, 'devblog/tags/news')).toMatch(/<title>One post tagged with &quot;news&quot; \|/);
    // Arabic has no options.json: the config's title.
    expect(html(res.outDir, 'ar/devblog')).not.toContain('Le blog du fixture');
  });
});

describe('locales: bad input', () => {
  it('reports a message of the wrong type at file:line, and warns of a translation key that names nothing', () => {
    const report = failureReport({
      ...LOCALES,
      'i18n/fr/docusaurus-theme-classic/navbar.json': `{\n  "item.label.Docs": { "message": "Documentation" },\n  "item.label.Blog": { "message": "Le blog" },\n  "title": { "message": 42 }\n}\n`,
    });
    expect(report).toMatchInlineSnapshot(`
      "Warning: translation keys that translate nothing (left unused, as Docusaurus does; the build goes on):
        - i18n/fr/docusaurus-theme-classic/navbar.json:3: "item.label.Blog" translates nothing of this site
            fix: use one of this file's keys (title, item.label.Docs), or remove it
        - i18n/fr/docusaurus-theme-classic/footer.json:5: "link.item.label.Old link" translates nothing of this site
            fix: use one of this file's keys (link.title.Docs, link.item.label.Intro, copyright), or remove it
        - i18n/fr/docusaurus-theme-classic/navbar.json:4: "title" is not a message: expected {"message": "<text>"} with an optional "description" string
            fix: write "title": {"message": "…"}"
    `);
  });

  it('builds a locale that has no i18n/ folder from the default locale (no error)', () => {
    const r = runBuild(makeFixture({ 'site.config.ts': LOCALES['site.config.ts']! }));
    expect(r.status, r.output).toBe(0);
    expect(fs.existsSync(path.join(r.outDir, 'fr/docs/guide/index.html'))).toBe(true);
  });
});
