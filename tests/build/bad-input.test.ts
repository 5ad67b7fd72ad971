import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG } from './fixture';

function expectFailure(changes: Record<string, string | null>, ...messages: (string | RegExp)[]) {
  const dir = makeFixture(changes);
  const res = runBuild(dir);
  expect(res.status, res.output).not.toBe(0);
  for (const m of messages) {
    if (typeof m === 'string') expect(res.output).toContain(m);
    else expect(res.output).toMatch(m);
  }
  // A failed build leaves nothing that could pass for a site.
  expect(fs.existsSync(res.outDir)).toBe(false);
  expect(fs.existsSync(`${res.outDir}.partial`)).toBe(false);
  return res.output;
}

describe('bad input fails the build with a clear message', () => {
  it('lists every broken link and missing anchor as file:line -> target', () => {
    const out = expectFailure(
      {
        'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n## Install\n\nSee [nowhere](/docs/nowhere/).\n\nAnd [bad anchor](/docs/#missing-part) and [relative](./ghost.mdx).\n`,
      },
      'Found 3 broken links',
      'docs/guide.mdx:8: -> /docs/nowhere/: no such page',
      'docs/guide.mdx:10: -> /docs/#missing-part: /docs/ has no heading or element with id "missing-part"',
      'docs/guide.mdx:10: -> ./ghost.mdx',
    );
    expect(out).not.toContain('Built ');
  });

  it('checks the links of standalone pages (src/pages) and the anchors they hold', () => {
    const out = expectFailure(
      {
        'src/pages/about.md': `# About us\n\n## Team\n\nSee [nowhere](/no-such-page/) and [our team](#team).\n`,
        'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n## Install\n\nMeet [the team](/about/#team) or [nobody](/about/#nobody).\n`,
      },
      'Found 2 broken links',
      'src/pages/about.md:5: -> /no-such-page/: no such page',
      'docs/guide.mdx:8: -> /about/#nobody: /about/ has no heading or element with id "nobody"',
    );
    expect(out).not.toContain('#team:');
  });

  it('refuses links in content and config that leave the site or run script, as file:line', () => {
    const cfg = SITE_CONFIG.replace(
      "items: [{ label: 'Intro', to: '/docs/guide/' }]",
      "items: [{ label: 'Intro', to: '/docs/guide/' }, { label: 'Run', href: 'javascript:alert(1)' }]",
    );
    expectFailure(
      {
        'site.config.ts': cfg,
        'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n## Install\n\nSee [evil](/\\evil.example/) and [other](//evil.example/x).\n\nOr [script](javascript:alert(1)).\n`,
      },
      'Found 4 broken links',
      /docs\/guide\.mdx:8: -> \/\\evil\.example\/: a backslash in a link/,
      'docs/guide.mdx:8: -> //evil.example/x: a link starting with "//" leads to another host',
      'docs/guide.mdx:10: -> javascript:alert(1): a javascript: link runs',
      /site\.config\.ts:\d+: -> javascript:alert\(1\)/,
    );
  });

  it('reports an MDX syntax error with file:line:col and the parser message', () => {
    expectFailure(
      { 'docs/guide.mdx': `---\ntitle: Guide\ndescription: x\n---\n\nSome text\n\nThis has an unclosed <div> tag.\n` },
      /docs\/guide\.mdx:8:22: MDX syntax error: Expected a closing tag for `<div>`/,
    );
  });

  it('reports invalid frontmatter: the field, what was expected and how to fix it', () => {
    const output = expectFailure(
      {
        'docs/guide.mdx': `---\ntitle: 42\nsidebar_position: first\nsidebar_label: true\nslug:\ndraft: "yes"\n---\n\nBody.\n`,
      },
      'docs/guide.mdx:2: frontmatter `title`',
      // The field is there: YAML read it as another type than the one meant.
      'fix: YAML reads 42 as a number: quote it, `title: "42"`',
      'docs/guide.mdx:3: frontmatter `sidebar_position`',
      'fix: write a number without quotes, e.g. `sidebar_position: 3`',
      'fix: YAML reads true as a boolean: quote it, `sidebar_label: "true"`',
      'fix: `slug:` has no value: write one after the colon, or remove the line',
      'fix: write `draft: true` or `draft: false`, without quotes',
    );
    expect(output).not.toContain('add `title: Your page title`');
    // In the order of the file.
    const lines = [...output.matchAll(/docs\/guide\.mdx:(\d+): frontmatter/g)].map((m) => Number(m[1]));
    expect(lines).toEqual([2, 3, 4, 5, 6]);
  });

  it('reports an import of a missing file with its line, before bundling', () => {
    expectFailure(
      {
        'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\nimport Tip from './tip.mdx';\nimport Missing from './parts/nope.mdx';\n\n## Install\n\n<Missing />\n\n## Use\n\nSee [welcome](/docs/).\n`,
        'docs/tip.mdx': `---\ntitle: Tip\ndescription: A tip.\n---\n\nA tip.\n`,
      },
      'Content has 1 problem',
      'docs/guide.mdx:7: import "./parts/nope.mdx" names no file',
      'relative to this page',
    );
  });

  it('reports two pages claiming one route', () => {
    expectFailure(
      { 'docs/guide-copy.mdx': `---\ntitle: Copy\nslug: /guide\n---\n\nSame route.\n` },
      'Duplicate routes',
      'route /docs/guide/ is also claimed by',
      'docs/guide.mdx',
    );
  });

  it('refuses a slug that is no URL path, at its line', () => {
    const out = expectFailure(
      { 'docs/evil.mdx': `---\ntitle: Evil\nslug: 'a\\\\b'\n---\n\nHi.\n` },
      'Unusable routes',
      'docs/evil.mdx:3',
      'has a backslash',
    );
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('reports a sidebar entry naming a missing doc, with its line', () => {
    expectFailure(
      { 'sidebars.ts': `export default {\n  tutorialSidebar: [\n    'welcome',\n    'guid',\n  ],\n};\n` },
      'Invalid sidebars: 1 problem.',
      'sidebars.ts:4: sidebar tutorialSidebar names the doc "guid", which does not exist',
      // The closest existing id (README: "the closest existing ids"), though no id ends with "guid".
      'fix: did you mean "guide"?',
    );
  });

  it('reports an invalid site config field', () => {
    expectFailure(
      {
        'site.config.ts': `export default { title: 'X', url: 'docs.example.com', baseUrl: '/', trailingSlash: true, favicon: '/f.svg', i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en', path: 'en' } } }, metadata: { keywords: ['a'], description: 'd' }, navbar: { title: 'X', items: [] }, footer: { links: [], copyright: '' }, blog: { title: 'B', description: 'd' } };\n`,
      },
      'Invalid site configuration',
      '`url`',
      'https://docs.example.com',
    );
  });

  it('reports a partial hosted-search config in the spec words', () => {
    const config = SITE_CONFIG.replace('blog: {', "search: { apiKey: 'k', indexName: 'i' },\n  blog: {");
    expectFailure({ 'site.config.ts': config }, '`appId` is missing.');
  });

  it('reports a synonym group of one word with its line', () => {
    const config = SITE_CONFIG.replace(
      'blog: {',
      "search: {\n    synonyms: [['profanity', 'swear words'], ['sso']],\n  },\n  blog: {",
    );
    expectFailure(
      { 'site.config.ts': config },
      /site\.config\.ts:\d+: `search\.synonyms\[1\]`/,
      'a synonym group needs two or more words or phrases',
    );
  });

  it('reports blog posts with a bad date or an unknown author', () => {
    expectFailure(
      { 'blog/2025-01-03-bad-date.mdx': `---\ntitle: Bad date\ndate: 2025-13-45\n---\n\nText.\n` },
      'blog/2025-01-03-bad-date.mdx',
      'frontmatter `date`',
    );
    expectFailure(
      { 'blog/2025-01-04-who.mdx': `---\ntitle: Who\nauthors: [nobody]\n---\n\nText.\n` },
      'blog/2025-01-04-who.mdx:3',
      'unknown author key "nobody"',
      'or add the author to blog/authors.yml',
    );
  });
});

describe('theme configuration errors', () => {
  it('names an unknown navbar item type', () => {
    const config = SITE_CONFIG.replace(
      "items: [{ type: 'doc'",
      "items: [{ type: 'fancyWidget', label: 'X', position: 'right' }, { type: 'doc'",
    );
    // Found by config validation, before bundling, with the allowed types.
    const out = expectFailure(
      { 'site.config.ts': config },
      'site.config.ts:10: `navbar.items[0].type`: No NavbarItem component found for type "fancyWidget"; use one of "default", "doc"',
    );
    expect(out).not.toContain('[3/5] bundles');
  });
});

describe('docs version errors', () => {
  it('lists the available version names when a navbar item asks for a missing one', () => {
    const config = SITE_CONFIG.replace(
      "items: [{ type: 'doc'",
      "items: [{ type: 'docsVersionDropdown', versions: ['2.0'], position: 'right' }, { type: 'doc'",
    );
    expectFailure(
      { 'site.config.ts': config },
      'No docs version exists for name "2.0". Available version names: current',
    );
  });
});
