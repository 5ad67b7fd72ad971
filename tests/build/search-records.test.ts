// Search records of a site whose pages render other Markdown files (partials): the text is found on
// the page the reader reads, and the partial's own route is no result.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixture } from './fixture';
import { loadSiteConfig } from '../../prerender/content/config';
import { collectSite } from '../../prerender/content/collect';
import { buildRecords } from '../../prerender/search/records';
import type { SearchRecord } from '../../src/shared/search-records';

let dir: string;
let records: SearchRecord[];

beforeAll(async () => {
  dir = makeFixture({
    'docs/guide.mdx': [
      '---\ntitle: Guide\ndescription: The guide.\n---',
      "import Labels from './parts/labels.mdx';\nimport Tip from '@site/docs/parts/tip.mdx';\nimport Regions from './_regions.mdx';",
      '## Install\n\nRun the installer.\n\n### Labels\n\n<Labels />\n\n## Use\n\n<Tip />\n\n## Regions\n\n<Regions />\n',
    ].join('\n\n'),
    'docs/parts/labels.mdx':
      '---\ntitle: Label list\n---\n\n| Label | Meaning |\n|---|---|\n| `frustrated` | Irritation or blame. |\n',
    // A partial that renders another partial (one that renders itself is refused: bad-input-2.test.ts).
    'docs/parts/tip.mdx':
      "---\ntitle: Tip\n---\n\nimport Nested from './nested.mdx';\n\nKeep your **secret key** on the server.\n\n<Nested />\n",
    'docs/parts/nested.mdx': '---\ntitle: Nested\n---\n\n## Rotating keys\n\nRotate keys every quarter.\n',
    // Docusaurus's convention: a file named with `_` is no page, only rendered by others.
    'docs/_regions.mdx':
      "import Zone from './_zone.md';\n\nKeys work only in the **Frankfurt** region they were made in.\n\n<Zone />\n",
    'docs/_zone.md': 'Times are in UTC.\n',
    'docs/parts/alone.mdx': '---\ntitle: Alone\n---\n\nNobody includes this page.\n',
  });
  records = buildRecords(await collectSite(await loadSiteConfig(dir), dir));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const onPage = (route: string) => records.filter((r) => r.url_without_anchor.endsWith(route));

describe('search records of pages that render partials', () => {
  it('puts the partial text on the including page, under the heading where it is rendered', () => {
    const row = onPage('/docs/guide/').find((r) => r.content?.includes('frustrated'));
    expect(row).toMatchObject({
      type: 'content',
      anchor: 'labels',
      hierarchy: { lvl1: 'Guide', lvl2: 'Install', lvl3: 'Labels' },
    });
  });

  it('follows partials inside partials (via @site/), and their headings nest under the page', () => {
    const guide = onPage('/docs/guide/');
    expect(guide.find((r) => r.content?.includes('secret key'))).toMatchObject({
      anchor: 'use',
      hierarchy: { lvl2: 'Use' },
    });
    expect(guide.find((r) => r.content?.includes('every quarter'))).toMatchObject({
      anchor: 'rotating-keys',
      hierarchy: { lvl2: 'Rotating keys' },
    });
    expect(guide.filter((r) => r.content?.includes('every quarter'))).toHaveLength(1);
  });

  it('searches the text of `_` partials, which are no pages, on the pages that render them', () => {
    const row = onPage('/docs/guide/').find((r) => r.content?.includes('Frankfurt'));
    expect(row).toMatchObject({ type: 'content', anchor: 'regions', hierarchy: { lvl2: 'Regions' } });
    expect(records.filter((r) => r.content?.includes('Frankfurt'))).toHaveLength(1);
    expect(onPage('/docs/guide/').find((r) => r.content?.includes('in UTC'))).toMatchObject({ anchor: 'regions' });
    expect(
      records.some((r) => r.url_without_anchor.includes('_regions') || r.url_without_anchor.includes('/regions/')),
    ).toBe(false);
  });

  it('makes no results of the partials that pages render, and keeps a page nobody includes', () => {
    expect(onPage('/docs/parts/labels/')).toEqual([]);
    expect(onPage('/docs/parts/tip/')).toEqual([]);
    expect(onPage('/docs/parts/nested/')).toEqual([]);
    expect(onPage('/docs/parts/alone/').map((r) => r.type)).toContain('lvl1');
  });
});
