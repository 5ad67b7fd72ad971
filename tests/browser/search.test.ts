// Search: our wiring of the DocSearch modal (loaded on first use, our shortcuts, queries answered by
// the offline index, hits navigating with the router, the See-all link and the error state) and the
// search page. DocSearch's own screens and storage (recent searches, favourites, the stalled state)
// are its tests' business, not ours.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
let b: LaunchedBrowser;
let page: Page;
let requests: string[];

beforeEach(async () => {
  b = await launch();
  page = await b.context.newPage();
  requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${base}/docs/`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
});
afterEach(async () => b?.close());

const modal = () => page.locator('.DocSearch-Modal');

/** Opens the modal with the shortcut and makes sure typing goes to its input. */
async function openModal() {
  await page.keyboard.press('Control+k');
  await modal().waitFor();
  await page.waitForSelector('#docsearch-input');
  await page.focus('#docsearch-input');
}

describe('search modal', () => {
  it('loads nothing of search before it is used', async () => {
    expect(requests.filter((u) => /SearchModal|assets\/search-|local-client/.test(u))).toEqual([]);
    expect(requests.every((u) => u.startsWith(base))).toBe(true);
  });

  it('opens with Ctrl+K, answers a query from the offline index with highlighted hits, closes with Escape', async () => {
    await page.keyboard.press('Control+k');
    await modal().waitFor();
    await page.keyboard.type('tone');
    // The hit for the Tone page, highlighted in our index's answer (offline, there is no other backend).
    await expect.poll(() => page.locator('.DocSearch-Hit a[href^="/docs/api/tone/"] mark').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal().count()).toBe(0);
    expect(requests.every((u) => u.startsWith(base))).toBe(true);
  });

  it('opens with "/" outside inputs, and a letter typed on the focused button becomes the query', async () => {
    await page.keyboard.press('/');
    await modal().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => modal().count()).toBe(0);
    await page.focus('.search-button');
    await page.keyboard.press('w');
    await modal().waitFor();
    expect(await page.inputValue('#docsearch-input')).toBe('w');
  });

  it('shows and accepts Command+K on Apple platforms', async () => {
    const p = await b.context.newPage();
    await p.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await p.goto(`${base}/docs/`);
    await p.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await p.getAttribute('.search-button', 'aria-label')).toBe('Search (Command+K)');
    expect(await page.getAttribute('.search-button', 'aria-label')).toBe('Search (Ctrl+K)');
    await p.keyboard.press('Meta+k');
    await p.locator('.DocSearch-Modal').waitFor();
    await p.close();
  });

  it('asks for 10-word snippets, and 5-word snippets on screens up to 768 px wide', async () => {
    const words = async (p: Page) => {
      await p.keyboard.type('tone');
      // A content hit's title is its text snippet.
      await p.waitForSelector('.DocSearch-Hit-title mark');
      const texts = await p.locator('.DocSearch-Hit-title').allTextContents();
      return Math.max(...texts.map((t) => t.replace(/…/g, ' ').trim().split(/\s+/).filter(Boolean).length));
    };
    await openModal();
    const wide = await words(page);
    expect(wide).toBeGreaterThan(5);
    expect(wide).toBeLessThanOrEqual(10);
    const narrow = await b.context.newPage();
    await narrow.setViewportSize({ width: 390, height: 800 });
    await narrow.goto(`${base}/docs/`);
    await narrow.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await narrow.keyboard.press('Control+k');
    await narrow.waitForSelector('#docsearch-input');
    await narrow.focus('#docsearch-input');
    expect(await words(narrow)).toBeLessThanOrEqual(5);
    await narrow.close();
  });

  it('navigates to a hit with the router, and "See all results" goes to the search page', async () => {
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await openModal();
    await page.keyboard.type('sentiment');
    // The hits of the whole word, not of a prefix typed on the way (each keystroke is a query).
    await page.waitForSelector('.DocSearch-Hit a[data-query="sentiment"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('/docs/api/sentiment/');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    await expect.poll(() => modal().count()).toBe(0);
    await openModal();
    await page.keyboard.type('rate limit');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await seeAll.waitFor();
    expect(await seeAll.textContent()).toMatch(/^See all \d+ results$/);
    await seeAll.click();
    await expect.poll(() => page.url()).toBe(`${base}/search/?q=rate%20limit`);
    await page.waitForSelector('.search-result');
  });

  it('shows "Unable to fetch results" when the index cannot be fetched', async () => {
    await page.route('**/assets/search-*/**', (r) => r.abort());
    await openModal();
    await page.keyboard.type('tone');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('Unable to fetch results');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain(
      'You might want to check your network connection.',
    );
  });

  it.each([
    ['missing', { status: 404, body: 'Not found' }],
    ['empty', { status: 200, contentType: 'application/json', body: '' }],
    ['not an index file', { status: 200, contentType: 'application/json', body: '{"terms": 1}' }],
  ])('shows the error screen when a postings shard is %s, and answers once it is back', async (_, reply) => {
    let broken = true;
    await page.route(/\/assets\/search-[0-9a-f]+\/t\d+\.json$/, (r) => (broken ? r.fulfill(reply) : r.continue()));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openModal();
    await page.keyboard.type('tone');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('Unable to fetch results');
    expect(requests.some((u) => u.endsWith('/manifest.json'))).toBe(true);
    // Nothing is remembered from the failure: the next query fetches the shard again and answers.
    broken = false;
    await page.keyboard.type('s');
    await page.waitForSelector('.DocSearch-Hit mark');
    expect(errors).toEqual([]);
  });
});

describe('search index files', () => {
  it('fetches the manifest, then only the files the typed words and the shown hits need, each once', async () => {
    // Fetches by the search code (hovering the button may also prefetch the manifest: not counted).
    const fetched: string[] = [];
    page.on('request', (r) => r.resourceType() === 'fetch' && fetched.push(r.url()));
    await openModal();
    await page.keyboard.type('tone');
    await page.waitForSelector('.DocSearch-Hit mark');
    await page.keyboard.type(' detector');
    await page.waitForSelector('.DocSearch-Hit a[data-query="tone detector"]');
    const files = fetched
      .filter((u) => /\/assets\/search-[0-9a-f]+\//.test(u))
      .map((u) => new URL(u).pathname.split('/').pop()!);
    expect(files[0]).toBe('manifest.json');
    expect(new Set(files).size).toBe(files.length);
    const manifestUrl = requests.find((u) => u.endsWith('/manifest.json'))!;
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      shards: string[];
      dictionary: string[];
      pageRecords: number[];
      chunkRecords: number;
    };
    const chunks = manifest.pageRecords.reduce((n, count) => n + Math.ceil(count / manifest.chunkRecords), 0);
    const total = manifest.shards.length + manifest.dictionary.length + chunks;
    // Every keystroke is a query ("t", "to", … "tone detector"): still a small part of the index.
    expect(files.filter((f) => /^t\d+\.json$/.test(f)).length).toBeLessThan(manifest.shards.length / 2);
    expect(files.length).toBeLessThan(total / 4);
  });
});

describe('search page', () => {
  it('loads directly with and without a query with no console errors (server and first client render agree)', async () => {
    for (const route of ['/search/?q=tone', '/search/', '/search/?q=%3Cimg%20src%3Dx%3E%20%22quoted%22']) {
      const p = await b.context.newPage();
      const errors: string[] = [];
      p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      p.on('pageerror', (e) => errors.push(e.message));
      await p.goto(`${base}${route}`);
      await p.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const q = new URL(route, base).searchParams.get('q');
      if (q) {
        await expect.poll(() => p.textContent('main h1')).toBe(`Search results for "${q}"`);
        expect(await p.inputValue('.search-page__input')).toBe(q);
        await p.waitForSelector('.search-page__count');
      } else expect(await p.textContent('main h1')).toBe('Search the documentation');
      expect(errors).toEqual([]);
      await p.close();
    }
  });

  it('reads q from the URL, keeps it in sync while typing and shows 20 hits with more on demand', async () => {
    await page.goto(`${base}/search/?q=api`);
    await page.waitForSelector('.search-result');
    expect(await page.textContent('main h1')).toBe('Search results for "api"');
    expect(await page.locator('.search-result').count()).toBe(20);
    expect(await page.textContent('.search-page__count')).toMatch(/^\d+ documents found$/);
    await page.click('text=Load more results');
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(20);
    await page.fill('.search-page__input', 'guardrails');
    await expect.poll(() => page.url()).toBe(`${base}/search/?q=guardrails`);
    await expect.poll(() => page.textContent('.search-result__title')).toMatch(/guardrails/i);
    expect(await page.locator('.search-result mark').count()).toBeGreaterThan(0);
  });
});
