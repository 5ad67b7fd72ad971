// Client-side navigation: no document reload, scroll handling, chunk failures, progress bar, 404s.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
let b: LaunchedBrowser;
let page: Page;
let problems: string[];

beforeEach(async () => {
  b = await launch();
  page = await b.context.newPage();
  problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
});
afterEach(async () => b?.close());

async function hydrated(p: Page) {
  await p.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

describe('client navigation', () => {
  it('follows a link without reloading the document', async () => {
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/api-access/"]');
    await page.waitForURL(`${base}/docs/api/api-access/`);
    await expect.poll(() => page.textContent('article h1')).toBe('API access and authentication');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(await page.title()).toBe('API access and authentication | Lexora Developers');
    expect(problems).toEqual([]);
  });

  // The router's links (src/app/links.tsx) take only a plain left click; Ctrl/⌘+click is the browser's.
  it('leaves a click with a modifier key to the browser: a new tab, the page stays', async () => {
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    const opened = b.context.waitForEvent('page');
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/api-access/"]', {
      modifiers: ['ControlOrMeta'],
    });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/docs/api/api-access/');
    expect(new URL(page.url()).pathname).toBe('/docs/');
    expect(await page.textContent('article h1')).not.toBe('API access and authentication');
    expect(problems).toEqual([]);
  });

  it('turns a chunk that fails to load into a full page load of the target', async () => {
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    const target = '/docs/api/tone/';
    const data = await (await fetch(`${base}${target}route.json`)).json();
    let blocked = 0;
    await page.route(`**${data.module}`, (route) => {
      blocked++;
      return route.abort();
    });
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const loaded = page.waitForEvent('load');
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'go';
      document.querySelector('article')!.appendChild(a);
    }, target);
    await page.unroute(`**${data.module}`);
    await page.route(`**${data.module}`, (route) => {
      blocked++;
      return blocked === 1 ? route.abort() : route.continue();
    });
    // Use the router: a click on a real in-app link.
    await page.click(`nav[aria-label="Docs sidebar"] a[href="${target}"]`);
    await loaded;
    await page.waitForURL(`${base}${target}`);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(await page.textContent('article h1')).toBe('Tone');
    expect(blocked).toBeGreaterThanOrEqual(1);
  });

  it('scrolls to the top on a new page, to the hash target with a hash, and restores on back', async () => {
    await page.goto(`${base}/docs/api/tone/`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const before = await page.evaluate(() => window.scrollY);
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/sentiment/"]');
    await page.waitForURL(`${base}/docs/api/sentiment/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${base}/docs/api/tone/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    // Hash links land on their heading.
    await page.click('.table-of-contents a[href="#errors"]');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('errors')!.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });

  it('renders plain Markdown pages from their page tree, first load and client navigation alike', async () => {
    // First load of a .md page: hydrated from its tree (a preloaded .json), no page chunk.
    const post = '/devblog/utf16-offsets-emoji/';
    const data = await (await fetch(`${base}${post}route.json`)).json();
    expect(data.module).toMatch(/^\/assets\/2024-03-12-utf16-offsets-emoji-[0-9a-f]+\.json$/);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${base}${post}`);
    await hydrated(page);
    expect(await page.locator(`link[rel="preload"][as="fetch"][href="${data.module}"]`).count()).toBe(1);
    expect(requested).toContain(data.module);
    expect(requested.filter((u) => /utf16-offsets-emoji.*\.js$/.test(u))).toEqual([]);
    // Interactive parts are real components: the copy button works on the hydrated page.
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.locator('.code-block__copy').click();
    await expect.poll(() => block.locator('.code-block__copy').textContent(), { interval: 20 }).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
    // A link inside the Markdown goes through the router.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.click('article a[href="/docs/api/autocomplete/"]');
    await page.waitForURL(`${base}/docs/api/autocomplete/`);
    await expect.poll(() => page.textContent('article h1')).toBe('Autocomplete');
    // Client navigation to another .md page: its tree is fetched and rendered, still without a reload.
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/error-categories/"]');
    await page.waitForURL(`${base}/docs/api/error-categories/`);
    await expect.poll(() => page.textContent('article h1')).toBe('Error categories');
    expect(await page.locator('article h2 .hash-link').count()).toBeGreaterThan(3);
    expect(await page.locator('article table').count()).toBeGreaterThan(0);
    expect(requested.some((u) => /^\/assets\/error-categories-[0-9a-f]+\.json$/.test(u))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    // Admonitions of a .md page are the same component as in MDX pages.
    await page.goto(`${base}/docs/api/sla/`);
    await hydrated(page);
    expect(await page.locator('article .admonition--tip .admonition__heading').textContent()).toBe(
      'Log request IDs now, not after an incident',
    );
    expect(problems).toEqual([]);
  });

  it('normalises index.html and .html paths', async () => {
    await page.goto(`${base}/docs/api/index.html`);
    await hydrated(page);
    expect(await page.textContent('article h1')).toBe('Lexora API overview');
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    await page.evaluate(() => window.history.pushState({}, '', '/docs/api/tone.html'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect.poll(() => page.textContent('article h1')).toBe('Tone');
  });

  it('renders the not-found page for unknown paths, with a 404 status from the host', async () => {
    const res = await page.goto(`${base}/docs/does-not-exist/`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    expect(await page.textContent('main h1')).toBe('Page Not Found');
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/nowhere/at-all/';
      a.id = 'test-link';
      a.textContent = 'x';
      document.querySelector('.footer')!.appendChild(a);
    });
    // Navigate through the router (not a document load).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere/at-all/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.textContent('main h1')).toBe('Page Not Found');
  });

  it('keeps the old page on screen while the next loads and shows the progress bar after 200 ms', async () => {
    // Hold the next page's data (also the viewport prefetch of it, which the click then reuses)
    // until the progress bar has shown.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/docs/api/rephrase/route.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    // Timings are taken inside the page, so a slow test machine cannot blur them.
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __barAt?: number; __titleAtBar?: string };
      document.addEventListener('click', () => (w.__clickAt ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (w.__barAt === undefined && document.getElementById('nprogress')) {
          w.__barAt = performance.now();
          w.__titleAtBar = document.querySelector('article h1')?.textContent ?? '';
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/rephrase/"]');
    await page.waitForFunction(() => (window as unknown as { __barAt?: number }).__barAt !== undefined);
    release();
    await expect.poll(() => page.textContent('article h1')).toBe('Rephrase');
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __barAt?: number; __titleAtBar?: string };
      return { delay: (w.__barAt ?? Infinity) - w.__clickAt, title: w.__titleAtBar };
    });
    expect(timing.delay).toBeGreaterThanOrEqual(195);
    expect(timing.delay).toBeLessThan(1500);
    expect(timing.title).toBe('Welcome'); // the old page was still on screen when the bar appeared
    await expect.poll(() => page.locator('#nprogress').count()).toBe(0);
  });

  it('prefetches a route on hover and skips prefetching with Save-Data', async () => {
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    const data = await (await fetch(`${base}/docs/api/quality/route.json`)).json();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // Links in view are prefetched (data + <link rel=prefetch>); hovering imports the page module.
    // The sidebar is longer than the window, so bring the link into view rather than depend on its place.
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/docs/api/quality/"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.evaluate((m) => Boolean(document.querySelector(`link[rel="prefetch"][href="${m}"]`)), data.module),
      )
      .toBe(true);
    expect(scripts).not.toContain(data.module);
    await page.hover('nav[aria-label="Docs sidebar"] a[href="/docs/api/quality/"]');
    await expect.poll(() => scripts.includes(data.module)).toBe(true);

    const slow = await b.context.newPage();
    await slow.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }),
    );
    const slowRequests: string[] = [];
    slow.on('request', (r) => slowRequests.push(new URL(r.url()).pathname));
    await slow.goto(`${base}/docs/`);
    await hydrated(slow);
    await slow.hover('nav[aria-label="Docs sidebar"] a[href="/docs/api/statistics/"]');
    // A marker request sent after the hover and two frames (by then the viewport observer has
    // reported): a prefetch from either would have been requested before it.
    await slow.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await slow.evaluate(() => fetch('/robots.txt').then((r) => r.text()));
    await expect.poll(() => slowRequests.includes('/robots.txt')).toBe(true);
    expect(slowRequests.filter((p) => p.endsWith('route.json'))).toEqual([]);
  });
});
