// `npm run write-translations -- --locale fr` on input we did not write: the create-docusaurus classic
// template (with a French locale), imported with import:docusaurus. The files written have Docusaurus's
// names and keys; translated messages are kept on a second run; the build uses them. The template's home
// page and one of its components get a <Translate> and a translate() (extracted into code.json, as
// Docusaurus extracts src/), and a doc uses <Translate> in MDX (not extracted, as in Docusaurus, but
// translated by a code.json entry written by hand).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { classicSite, runImport } from './docusaurus-fixture';
import { THEME_MESSAGES } from '../../src/shared/theme-messages';

type Messages = Record<string, { message: string; description?: string }>;

function writeTranslations(contentDir: string, args: string[]) {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'prerender/write-translations.ts', '--content', contentDir, ...args],
    { encoding: 'utf8', timeout: 60_000 },
  );
  return { status: res.status, output: res.stdout + res.stderr };
}

const FR = 'i18n/fr';
const FILES = {
  code: `${FR}/code.json`,
  navbar: `${FR}/docusaurus-theme-classic/navbar.json`,
  footer: `${FR}/docusaurus-theme-classic/footer.json`,
  docs: `${FR}/docusaurus-plugin-content-docs/current.json`,
  blog: `${FR}/docusaurus-plugin-content-blog/options.json`,
};

describe('write-translations on the classic template', () => {
  let content: string;
  let first: ReturnType<typeof writeTranslations>;
  let second: ReturnType<typeof writeTranslations>;
  let res: BuildResult;
  /** Each file as the first run wrote it. */
  let written: Record<string, string>;
  const read = (f: string): Messages => JSON.parse(fs.readFileSync(path.join(content, f), 'utf8'));
  const edit = (f: string, changes: Record<string, string>) => {
    const data = read(f);
    for (const [k, message] of Object.entries(changes)) data[k] = { ...data[k]!, message };
    fs.writeFileSync(path.join(content, f), `${JSON.stringify(data, null, 2)}\n`);
  };
  const page = (route: string) =>
    fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8').replaceAll('<!-- -->', '');

  beforeAll(() => {
    const site = classicSite();
    const patch = (file: string, from: string, to: string) => {
      const text = fs.readFileSync(path.join(site, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
      fs.writeFileSync(path.join(site, file), to + text.replace(from, TO[from] ?? from));
    };
    const TO: Record<string, string> = {
      'Docusaurus Tutorial - 5min ⏱️':
        '<Translate id="homepage.tutorialButton" description="The home page\'s tutorial button">Docusaurus Tutorial - 5min ⏱️</Translate>',
      '<section className={styles.features}>':
        "<section className={styles.features} aria-label={translate({ id: 'homepage.features.label', message: 'Features' })}>",
    };
    patch('src/pages/index.js', 'Docusaurus Tutorial - 5min ⏱️', "import Translate from '@docusaurus/Translate';\n");
    patch(
      'src/components/HomepageFeatures/index.js',
      '<section className={styles.features}>',
      "import { translate } from '@docusaurus/Translate';\n",
    );
    fs.writeFileSync(
      path.join(site, 'docs/translated-note.mdx'),
      '---\ntitle: Note\n---\n\nimport Translate from \'@docusaurus/Translate\';\n\n<Translate id="docs.note">A note for readers</Translate>\n',
    );
    const config = path.join(site, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("locales: ['en']", "locales: ['en', 'fr']"));
    const imported = runImport(site);
    if (imported.status !== 0) throw new Error(imported.output);
    content = imported.outDir;
    // Until import:docusaurus carries the locales over, the imported config gets French here.
    const siteConfig = path.join(content, 'site.config.ts');
    const text = fs.readFileSync(siteConfig, 'utf8');
    if (!/"locales": \[[^\]]*"fr"/.test(text))
      fs.writeFileSync(siteConfig, text.replace(/"locales": \[\s*"en"\s*\]/, '"locales": ["en", "fr"]'));
    first = writeTranslations(content, ['--locale', 'fr']);
    written = Object.fromEntries(Object.values(FILES).map((f) => [f, fs.readFileSync(path.join(content, f), 'utf8')]));
    edit(FILES.navbar, { 'item.label.Tutorial': 'Tutoriel' });
    edit(FILES.docs, {
      'sidebar.tutorialSidebar.category.Tutorial - Basics': 'Tutoriel - Les bases',
      'sidebar.tutorialSidebar.category.Tutorial - Basics.link.generated-index.description':
        'Cinq minutes pour apprendre.',
    });
    edit(FILES.code, {
      'theme.docs.paginator.next': 'Suivant',
      'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page',
      'homepage.tutorialButton': 'Tutoriel Docusaurus - 5 min ⏱️',
      'homepage.features.label': 'Fonctionnalités',
      'docs.note': 'Une note pour les lecteurs',
    });
    edit(FILES.blog, { title: 'Le blog' });
    second = writeTranslations(content, ['--locale', 'fr']);
    res = runBuild(content);
  }, 300_000);

  it("writes Docusaurus's files with Docusaurus's keys, each a {message, description}", () => {
    expect(first.status, first.output).toBe(0);
    const firstRun = (f: string): Messages => JSON.parse(written[f]!);
    expect(Object.keys(firstRun(FILES.navbar))).toEqual([
      'title',
      'logo.alt',
      'item.label.Tutorial',
      'item.label.Blog',
      'item.label.GitHub',
    ]);
    expect(Object.keys(firstRun(FILES.footer)).sort()).toEqual(
      [
        'copyright',
        'link.item.label.Blog',
        'link.item.label.Discord',
        'link.item.label.GitHub',
        'link.item.label.Stack Overflow',
        'link.item.label.Tutorial',
        'link.item.label.X',
        'link.title.Community',
        'link.title.Docs',
        'link.title.More',
      ].sort(),
    );
    expect(Object.keys(firstRun(FILES.docs)).sort()).toEqual([
      'sidebar.tutorialSidebar.category.Tutorial - Basics',
      'sidebar.tutorialSidebar.category.Tutorial - Basics.link.generated-index.description',
      'sidebar.tutorialSidebar.category.Tutorial - Extras',
      'version.label',
    ]);
    expect(firstRun(FILES.docs)['version.label']!.message).toBe('Next');
    expect(Object.keys(firstRun(FILES.blog))).toEqual(['title', 'description', 'sidebar.title']);
    // code.json: every theme string, Docusaurus's ids among them.
    const code = firstRun(FILES.code);
    for (const id of [
      'theme.docs.paginator.next',
      'theme.common.editThisPage',
      'theme.NotFound.title',
      'theme.blog.post.plurals',
    ])
      expect(code[id], id).toEqual({
        message: THEME_MESSAGES[id]!.message,
        description: THEME_MESSAGES[id]!.description,
      });
    // The site's own messages, from src/pages and src/components; MDX is not scanned (nor by Docusaurus).
    expect(code['homepage.tutorialButton']).toEqual({
      message: 'Docusaurus Tutorial - 5min ⏱️',
      description: "The home page's tutorial button",
    });
    expect(code['homepage.features.label']).toEqual({ message: 'Features' });
    expect(Object.keys(code).length).toBe(Object.keys(THEME_MESSAGES).length + 2);
    for (const f of Object.values(FILES)) {
      const text = written[f]!;
      expect(text.endsWith('}\n'), f).toBe(true);
      for (const entry of Object.values(JSON.parse(text) as Messages))
        expect(
          Object.keys(entry).every((k) => k === 'message' || k === 'description'),
          f,
        ).toBe(true);
    }
  });

  it('keeps the translations on a second run', () => {
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain('(0 new)');
    expect(read(FILES.navbar)['item.label.Tutorial']!.message).toBe('Tutoriel');
    expect(read(FILES.code)['theme.docs.paginator.next']!.message).toBe('Suivant');
  });

  it('builds the French pages with the translated navbar, sidebar, theme strings and blog title', () => {
    expect(res.status, res.output).toBe(0);
    const intro = page('fr/docs/intro');
    expect(intro).toMatch(/navbar__link[^>]*>Tutoriel</);
    expect(intro).toMatch(/>Tutoriel - Les bases</);
    expect(intro).toContain('Sur cette page');
    expect(intro).toMatch(/pagination-nav__sublabel">Suivant</);
    const index = page('fr/docs/category/tutorial---basics');
    expect(index).toContain('Cinq minutes pour apprendre.');
    expect(page('fr/blog')).toMatch(/<h1 class="blog-list__title">Le blog</);
    // The site's <Translate> and translate() in its home page and component, and <Translate> in MDX.
    expect(page('fr')).toContain('Tutoriel Docusaurus - 5 min ⏱️');
    expect(page('fr')).toContain('aria-label="Fonctionnalités"');
    expect(page('fr/docs/translated-note')).toContain('Une note pour les lecteurs');
    expect(page('')).toContain('Docusaurus Tutorial - 5min ⏱️');
    expect(page('')).toContain('aria-label="Features"');
    expect(page('docs/translated-note')).toContain('A note for readers');
    // English keeps the source text.
    expect(page('docs/intro')).toMatch(/navbar__link[^>]*>Tutorial</);
    expect(page('docs/category/tutorial---basics')).toContain(
      '5 minutes to learn the most important Docusaurus concepts.',
    );
  });

  it('--override --messagePrefix rewrites every message; an unknown locale is an error', () => {
    const over = writeTranslations(content, ['--locale', 'fr', '--override', '--messagePrefix', '[fr] ']);
    expect(over.status, over.output).toBe(0);
    expect(read(FILES.navbar)['item.label.Tutorial']!.message).toBe('[fr] Tutorial');
    const bad = writeTranslations(content, ['--locale', 'de']);
    expect(bad.status).toBe(1);
    expect(bad.output).toContain('--locale de: the site has no locale "de"');
    expect(bad.output).not.toMatch(/\n\s+at /);
  });
});
