// `@theme/DocCardList` and `@theme/DocCard` in a docs page, as Docusaurus sites write a category's index
// page: with no props (the cards of the category whose page it is) or with hand-written `items` (Flow's
// site, docs/tools/index.md).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');
const cards = (html: string) =>
  [
    ...html.matchAll(
      /<a (?=[^>]*class="card doc-card")[^>]*href="([^"]+)"[^>]*>.*?<h2[^>]*>([^<]*)<\/h2>(?:<p[^>]*>([^<]*)<\/p>)?/g,
    ),
  ].map((m) => `${m[2]} -> ${m[1]}${m[3] ? ` (${m[3]})` : ''}`);

describe('@theme/DocCardList', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'sidebars.ts': null,
        'docs/guides/_category_.json': JSON.stringify({ label: 'Guides', link: { type: 'doc', id: 'guides/index' } }),
        'docs/guides/index.mdx': `# Guides\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`,
        'docs/guides/first.md': `---\nsidebar_position: 1\n---\n\n# First guide\n\nText.\n`,
        'docs/guides/more/deep.md': `# Deep guide\n\nText.\n`,
        'docs/tools.mdx': [
          '# Tools',
          '',
          "import DocCardList from '@theme/DocCardList';",
          "import DocCard from '@theme/DocCard';",
          '',
          "<DocCardList items={[{type: 'link', label: 'Babel', href: '/docs/guides/first'}, {type: 'link', label: 'ESLint', href: 'https://eslint.org', description: 'A linter'}]} />",
          '',
          "<DocCard item={{type: 'category', label: 'Some', items: [{type: 'link', label: 'X', href: '/docs/tools'}]}} />",
          '',
        ].join('\n'),
      }),
    );
  }, 180_000);

  it('builds', () => expect(res.status, res.output).toBe(0));

  it("without items, draws the cards of the category whose page it is, a sub-category's with its item count", () => {
    expect(cards(page(res, 'docs/guides'))).toEqual([
      expect.stringMatching(/^First guide -> \/docs\/guides\/first\/?$/),
      expect.stringMatching(/^more -> \/docs\/guides\/more\/deep\/? \(1 item\)$/),
    ]);
  });

  it('with items, draws them (a description when the item has one); DocCard draws one item', () => {
    expect(cards(page(res, 'docs/tools'))).toEqual([
      expect.stringMatching(/^Babel -> \/docs\/guides\/first\/?$/),
      'ESLint -> https://eslint.org (A linter)',
      expect.stringMatching(/^Some -> \/docs\/tools\/? \(1 item\)$/),
    ]);
  });
});
