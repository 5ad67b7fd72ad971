// Search scope on a site of two docs instances, one of them versioned, in Chromium: as Docusaurus's
// contextual search (DocSearch facets `language` and `docusaurus_tag: docs-<instance>-<version>`), a
// search from a page of an instance finds that instance's pages of the version being read, never its
// other versions' copies; the other instance's page of the same name may be listed, but after them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { INSTANCES } from '../build/instances-fixture';

// "lanternfish" is on the Support page of every instance and version: a duplicate in each.
const SCOPE: Record<string, string> = {
  ...INSTANCES,
  'sidebars.ts': `export default { tutorialSidebar: ['welcome', { type: 'category', label: 'Guides', items: ['guide', 'support'] }] };\n`,
  'docs/support.mdx': `---\ntitle: Support\n---\n\n## Channels\n\nAsk about lanternfish in the product forum.\n`,
  'community/support.mdx': `---\ntitle: Support\n---\n\n## Channels\n\nAsk about lanternfish in the forum.\n\nBack to [the intro](intro.mdx).\n`,
  'community_versioned_docs/version-1.0/support.md': `---\ntitle: Support\n---\n\n## Channels\n\nOld channels about lanternfish.\n`,
  'community_versions.json': '["1.0", "0.9"]\n',
  'community_versioned_docs/version-0.9/intro.mdx': `---\ntitle: Community intro\nslug: /\n---\n\n## Say hi\n\nOldest intro.\n`,
  'community_versioned_docs/version-0.9/support.md': `---\ntitle: Support\n---\n\n## Channels\n\nOldest channels about lanternfish.\n`,
  'community_versioned_sidebars/version-0.9-sidebars.json': JSON.stringify({ tutorialSidebar: ['intro', 'support'] }),
};

let site: ServedSite;
let b: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  site = await serveFixture(SCOPE);
  b = await launch();
  page = await b.context.newPage();
}, 180_000);

afterAll(async () => {
  await b?.close();
  await site?.close();
});

/** The hits' paths (without their anchors), in the order the modal lists them, for `query` typed on page `from`. */
async function hitsFrom(from: string, query: string): Promise<string[]> {
  await page.goto(`${site.base}${from}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  await page.keyboard.type(query);
  const hits = page.locator(`.DocSearch-Hit a[data-query="${query}"]`);
  await expect.poll(() => hits.count()).toBeGreaterThan(0);
  const paths = await hits.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await page.keyboard.press('Escape');
  return [...new Set(paths)];
}

describe('search scope with two docs instances and versions', () => {
  it('from the second instance: its current version first, none of its other versions', async () => {
    const paths = await hitsFrom('/community/next/support/', 'lanternfish');
    expect(paths[0]).toBe('/community/next/support/');
    expect(paths.filter((p) => p.startsWith('/community/') && !p.startsWith('/community/next/'))).toEqual([]);
  });

  it('from an older version of the second instance: that version only, first', async () => {
    const paths = await hitsFrom('/community/0.9/support/', 'lanternfish');
    expect(paths[0]).toBe('/community/0.9/support/');
    expect(paths.filter((p) => p.startsWith('/community/') && !p.startsWith('/community/0.9/'))).toEqual([]);
  });

  it('from its last version (at the route base): that version first', async () => {
    const paths = await hitsFrom('/community/support/', 'lanternfish');
    expect(paths[0]).toBe('/community/support/');
    expect(paths.filter((p) => /^\/community\/(next|0\.9)\//.test(p))).toEqual([]);
  });

  it("from the default instance: its page first, the other instance's last version after it", async () => {
    const paths = await hitsFrom('/docs/support/', 'lanternfish');
    expect(paths[0]).toBe('/docs/support/');
    expect(paths.filter((p) => p.startsWith('/community/'))).toEqual(['/community/support/']);
  });
});
