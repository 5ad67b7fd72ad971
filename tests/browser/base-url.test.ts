// A site with `baseUrl: '/sub/'` served at /sub/ (as a host serves a project site, and `npm run preview`
// serves it): the first load hydrates without errors, client navigation and back, the offline search
// and its result links, images, and a path outside the base redirected to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { BASE_URL_PAGES } from '../build/base-url-fixture';

let site: ServedSite;
let b: LaunchedBrowser;
let page: Page;
const errors: string[] = [];
const outside: string[] = [];

beforeAll(async () => {
  site = await serveFixture(BASE_URL_PAGES, { server: { basePath: '/sub/' } });
  b = await launch();
  page = await b.context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // Every request the pages make stays under /sub/.
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === site.base && !u.pathname.startsWith('/sub/')) outside.push(u.pathname);
  });
}, 240_000);

afterAll(async () => {
  await b?.close();
  await site?.close();
});

const hydrated = () => page.waitForSelector('html[data-has-hydrated="true"]');

describe("baseUrl '/sub/' in the browser", () => {
  it('hydrates the first page without errors, its image loaded', async () => {
    await page.goto(`${site.base}/sub/docs/guide/`);
    await hydrated();
    expect(await page.locator('article h1').textContent()).toBe('Guide');
    const img = page.locator('article img[alt="A dot"]');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(8);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('navigates on the client to a doc and back', async () => {
    await page.goto(`${site.base}/sub/`);
    await hydrated();
    const home = page.locator('img[alt="dot"]');
    await expect.poll(() => home.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(8);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('a', { hasText: 'Read the guide' }).click();
    await page.waitForURL(`${site.base}/sub/docs/guide/`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Guide');
    await page.locator('article a', { hasText: 'the about page' }).click();
    await page.waitForURL(`${site.base}/sub/about/`);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('About');
    await page.goBack();
    await page.waitForURL(`${site.base}/sub/docs/guide/`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Guide');
    // Client navigation, not page loads: the window is the same.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('searches the offline index and follows a result under /sub/', async () => {
    await page.goto(`${site.base}/sub/about/`);
    await hydrated();
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#docsearch-input');
    await page.focus('#docsearch-input');
    await page.keyboard.type('installer');
    const hits = page.locator('.DocSearch-Hit a');
    await expect.poll(() => hits.count()).toBeGreaterThan(0);
    const hrefs = await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(
      hrefs.every((h) => h.startsWith('/sub/')),
      hrefs.join(' '),
    ).toBe(true);
    await hits.first().click();
    await page.waitForURL((u) => u.pathname === '/sub/docs/guide/');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Guide');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('redirects a path outside the base to the base, and answers an unknown page with the 404 page', async () => {
    const res = await fetch(`${site.base}/docs/guide/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sub/');
    const missing = await fetch(`${site.base}/sub/no-such-page/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('/sub/assets/');
  });
});
