// The not-found document (a static host's 404.html): `.html` addresses of real pages render those
// pages, and a genuinely unknown address fetches no route data (no second 404 in the console).
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
let b: LaunchedBrowser;
let page: Page;
let routeJson: string[];
let errors: string[];

beforeEach(async () => {
  b = await launch();
  page = await b.context.newPage();
  routeJson = [];
  errors = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/route.json')) routeJson.push(new URL(r.url()).pathname);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
});
afterEach(async () => b?.close());

async function hydrated(p: Page) {
  await p.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

describe('the not-found document', () => {
  it.each(['/docs/api/tone', '/devblog/chatgpt-phrases'])('renders the page of %s.html', async (route) => {
    const data = await (await fetch(`${base}${route}/route.json`)).json();
    const res = await page.goto(`${base}${route}.html?from=old#top`);
    // The host really answered with its not-found document.
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => location.pathname + location.search + location.hash))
      .toBe(`${route}/?from=old#top`);
    await expect.poll(() => page.textContent('article h1, main h1')).toBe(data.title);
    await expect.poll(() => page.title()).toContain(data.title);
    expect(await page.locator('text=Page Not Found').count()).toBe(0);
    // The page is live: a link in it navigates client-side.
    expect(await page.evaluate(() => document.querySelectorAll('article a[href^="/"]').length)).toBeGreaterThan(0);
    // Only the 404 of the document itself is in the console.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
  });

  it('does not fetch route data for an unknown address', async () => {
    const res = await page.goto(`${base}/docs/no-such-page/`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect.poll(() => page.textContent('main h1')).toBe('Page Not Found');
    await page.waitForLoadState('networkidle');
    // Links in view (navbar, footer) are prefetched as usual; the unknown address itself is not.
    expect(routeJson.filter((p) => p.startsWith('/docs/no-such-page'))).toEqual([]);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
    // The not-found page still navigates: its documentation link loads the docs.
    await page.click('main a[href="/docs/"]');
    await page.waitForURL(`${base}/docs/`);
    await expect.poll(() => page.textContent('article h1')).not.toBe('Page Not Found');
  });

  it('keeps the not-found page for an unknown .html address', async () => {
    const res = await page.goto(`${base}/docs/no-such-page.html`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect.poll(() => page.textContent('main h1')).toBe('Page Not Found');
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/no-such-page.html');
  });
});
