// Markup in page titles, headings and text reaches search as text: the modal, its recent searches
// (which DocSearch renders from stored fields as HTML) and the search page show it and run nothing,
// with the offline index and with hosted search serving the records `npm run search:upload` sends.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { SITE_CONFIG } from '../build/fixture';
import { closeServer, listen, serveFixture, type ServedSite } from '../support/served-site';
import { loadSiteConfig } from '../../prerender/content/config';
import { collectSite } from '../../prerender/content/collect';
import { buildRecords } from '../../prerender/search/index-build';
import type { SearchRecord } from '../../src/shared/search-records';

const TITLE = 'Widgets <img src=x onerror="window.__pwned=1"> & "friends"';
const HEADING = 'Embed <img src=x onerror=window.__pwned=2> widgets';
const TEXT = '<script>window.__pwned=3</script>';
const HOSTILE = {
  'docs/guide.mdx': `---\ntitle: '${TITLE}'\ndescription: Markup in every field.\n---\n\n## Embed \`<img src=x onerror=window.__pwned=2>\` widgets\n\nWidgets accept \`${TEXT}\` as plain text.\n\n## Raw &lt;b onmouseover=window.__pwned=4&gt; widgets\n\nMore widgets.\n\n## Install\n\nRun the installer.\n`,
};

/** Answers Algolia's search API from the upload records, highlighting the way Algolia does: the stored value with tags around matches. */
function fakeAlgolia(records: SearchRecord[]) {
  return http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'OPTIONS') return res.end();
      const requests = JSON.parse(body).requests as { query: string }[];
      const results = requests.map(({ query }) => {
        const term = query.replace(/[^\w]/g, '');
        const word = new RegExp(`(${term})`, 'gi');
        const mark = (v: string | null) =>
          v == null ? v : { value: v.replace(word, '<mark>$1</mark>'), matchLevel: 'full' };
        const hits = records
          .filter((r) => JSON.stringify(r).toLowerCase().includes(term.toLowerCase()))
          .map((r) => ({
            ...r,
            _highlightResult: {
              hierarchy: Object.fromEntries(
                Object.entries(r.hierarchy)
                  .filter(([, v]) => v != null)
                  .map(([k, v]) => [k, mark(v)]),
              ),
              ...(r.content ? { content: mark(r.content) } : {}),
            },
            _snippetResult: {
              hierarchy: Object.fromEntries(
                Object.entries(r.hierarchy)
                  .filter(([, v]) => v != null)
                  .map(([k, v]) => [k, mark(v)]),
              ),
              ...(r.content ? { content: mark(r.content) } : {}),
            },
          }));
        return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, query, params: '' };
      });
      res.end(JSON.stringify({ results }));
    });
  });
}

let algolia: http.Server;
const sites: ServedSite[] = [];
let offline: string;
let hosted: string;
let b: LaunchedBrowser;

beforeAll(async () => {
  const offlineSite = await serveFixture(HOSTILE);
  sites.push(offlineSite);
  offline = offlineSite.base;
  const { contentDir } = offlineSite;
  algolia = fakeAlgolia(buildRecords(await collectSite(await loadSiteConfig(contentDir), contentDir)));
  const algoliaHost = new URL(await listen(algolia)).host;
  const hostedSite = await serveFixture({
    ...HOSTILE,
    'site.config.ts': SITE_CONFIG.replace(
      'blog: {',
      `search: { appId: 'TESTAPP', apiKey: 'k', indexName: 'fixture', hosts: [{ url: '${algoliaHost}', protocol: 'http' }] },\n  blog: {`,
    ),
  });
  sites.push(hostedSite);
  hosted = hostedSite.base;
  b = await launch();
}, 240_000);

afterAll(async () => {
  await b?.close();
  await Promise.all([closeServer(algolia), ...sites.map((s) => s.close())]);
});

async function open(base: string, route: string): Promise<Page> {
  const page = await b.context.newPage();
  await page.goto(`${base}${route}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

/** No element made from the content's markup exists and none of its handlers ran. */
async function expectInert(page: Page, scope: string) {
  expect(await page.locator(`${scope} img, ${scope} script, ${scope} b[onmouseover]`).count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

async function modalTexts(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.id === 'docsearch-input');
  await page.keyboard.type(query);
  // The results footer names the query its results are for.
  await page.waitForSelector(`.DocSearch-HitsFooter a[href$="q=${query}"]`);
  await expectInert(page, '.DocSearch-Modal');
  return page.locator('.DocSearch-Hit').allTextContents();
}

async function searchPageTexts(base: string, query: string): Promise<string[]> {
  const page = await open(base, `/search/?q=${query}`);
  await page.waitForSelector('.search-result mark');
  await expectInert(page, '.search-results');
  const texts = await page.locator('.search-result__title').allTextContents();
  await page.close();
  return texts;
}

describe('markup in searchable content', () => {
  it.each([
    ['offline', () => offline],
    ['with hosted search', () => hosted],
  ])('shows as text in the modal and in its recent searches, %s', async (_, base) => {
    const page = await open(base(), '/docs/');
    const texts = (await modalTexts(page, 'onerror')).join('\n');
    expect(texts).toContain('<img src=x onerror=window.__pwned=2>');
    await page.locator('.DocSearch-Hit', { hasText: HEADING }).first().click();
    await page.waitForURL(/\/docs\/guide\//);
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Hit-source');
    expect(await page.locator('.DocSearch-Hit-source').first().textContent()).toBe('Recent');
    expect((await page.locator('.DocSearch-Hit').allTextContents()).join('\n')).toContain(HEADING);
    await expectInert(page, '.DocSearch-Modal');
    await page.close();
  });

  it('shows as the same text on the search page, offline and hosted', async () => {
    const local = await searchPageTexts(offline, 'widgets');
    const remote = await searchPageTexts(hosted, 'widgets');
    expect(local).toContain(HEADING);
    expect(local).toContain(TITLE);
    expect(local).toContain('Raw <b onmouseover=window.__pwned=4> widgets');
    // The engines rank and match differently; every result the offline page shows reads the same hosted.
    expect(remote).toEqual(expect.arrayContaining(local));
  });
});
