// What a first visit loads: the navbar's slide-out menu (src/theme/MobileMenu.tsx) is a chunk of its
// own, fetched on a narrow window after hydration and never on a wide one, and still opens with the
// page's sidebar as its secondary menu. An MDX page's static parts (prerender/bundle/static-parts.ts)
// stay server markup on a first visit and are loaded by a client navigation to the page. The shell's
// deferred parts (src/theme/deferred-parts.ts: navbar dropdowns, the search button, the table of contents,
// the not-found layout…) are not loaded by a first visit, and work from a click, key press or scroll made
// before their code arrived.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
let b: LaunchedBrowser;

beforeAll(async () => {
  b = await launch();
});
afterAll(async () => b?.close());

async function scriptsOf(width: number) {
  const page = await b.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(base + '/docs/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

const loaded = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => p.endsWith('.js'));

describe('the mobile menu on a first visit', () => {
  it('is not loaded on a wide window', async () => {
    const page = await scriptsOf(1280);
    await page.hover('.navbar__brand');
    expect((await page.evaluate(loaded)).some((p) => p.includes('/MobileMenu-'))).toBe(false);
    expect(await page.locator('.navbar-sidebar').count()).toBe(0);
    await page.close();
  });

  it('loads on a narrow window and opens with the docs sidebar', async () => {
    const page = await scriptsOf(390);
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(1);
    expect((await page.evaluate(loaded)).some((p) => p.includes('/MobileMenu-'))).toBe(true);
    await page.click('.navbar__toggle');
    await expect.poll(() => page.isVisible('.navbar-sidebar')).toBe(true);
    await expect
      .poll(() => page.locator('.navbar-sidebar .menu__link[aria-current="page"]').count())
      .toBeGreaterThan(0);
    await page.close();
  });
});

const contentOf = () => document.querySelector('article .markdown')!.innerHTML;
/** What differs between a server render and a client one: React's ids and the server's `<!-- -->` between texts. */
const sameIds = (html: string) => html.replace(/_[rR]_[0-9a-z]+_/g, '_id_').replaceAll('<!-- -->', '');
/** The content of `route` as the server wrote it. */
const serverContent = async (page: Page, route: string) =>
  page.evaluate(
    (html) => new DOMParser().parseFromString(html, 'text/html').querySelector('article .markdown')!.innerHTML,
    await (await fetch(base + route)).text(),
  );

describe("an MDX page's static parts", () => {
  const route = '/docs/api/tone/';
  const staticChunk = (paths: string[]) => paths.some((p) => /\/tone\.mdx-[\w-]+\.js$/.test(p));

  it('are not loaded on a first visit, whose content stays the server markup and keeps working', async () => {
    const page = await b.context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base + route);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await page.evaluate(contentOf)).toBe(await serverContent(page, route));
    expect(staticChunk(await page.evaluate(loaded))).toBe(false);
    // The tabs and a code block's copy button inside the kept markup are hydrated.
    const tab = page.locator('.tabs__item', { hasText: 'JavaScript' }).first();
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.locator('pre').textContent()).toContain("fetch('https://api.lexora.dev/v1/tone'");
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await panel.locator('.code-block__copy').click();
    await expect.poll(() => panel.locator('.code-block__copy').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('const response = await fetch(');
    expect(staticChunk(await page.evaluate(loaded))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keep their links: a click navigates in the app, a visible link is prefetched', async () => {
    const page = await b.context.newPage();
    await page.goto(base + route);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const link = page.locator('article .markdown p a[href="/docs/api/sentiment/"]').first();
    // Kept markup: React renders none of the paragraph's children.
    expect(await link.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__react')))).toBe(false);
    await expect
      .poll(async () =>
        (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).some((u) =>
          u.endsWith('/docs/api/sentiment/route.json'),
        ),
      )
      .toBe(true);
    await link.click();
    await page.waitForURL(base + '/docs/api/sentiment/');
    await expect.poll(() => page.textContent('article h1')).toBe('Sentiment');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await page.close();
  });

  it('are loaded by a client navigation to the page, which renders the same content', async () => {
    const page = await b.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base + '/docs/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // The tab chosen in the test above is remembered (Tabs groupId): the server markup shows the default.
    await page.evaluate(() => localStorage.clear());
    await page.click(`nav[aria-label="Docs sidebar"] a[href="${route}"]`);
    await page.waitForURL(base + route);
    await expect.poll(() => page.textContent('article h1')).toBe('Tone');
    expect(staticChunk(await page.evaluate(loaded))).toBe(true);
    expect(sameIds(await page.evaluate(contentOf))).toBe(sameIds(await serverContent(page, route)));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the search page on a first visit', () => {
  it('loads the search code with the first query, not before', async () => {
    const page = await b.context.newPage();
    await page.goto(base + '/search/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const client = (paths: string[]) => paths.some((p) => p.includes('/search-client-'));
    expect(client(await page.evaluate(loaded))).toBe(false);
    await page.fill('.search-page__input', 'tone');
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(0);
    expect(client(await page.evaluate(loaded))).toBe(true);
    expect(await page.getAttribute('.search-result a', 'href')).toMatch(/^\/docs\//);
    await page.close();
  });
});

describe('MDX components on a first visit', () => {
  it('load with the pages that draw them (prerender/bundle/mdx-component-imports.ts), not with the shell', async () => {
    const page = await b.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const chunks = (paths: string[]) => new Set(paths.filter((p) => /\/(Tabs|Admonition)-[\w-]+\.js$/.test(p))).size;
    // What the home page fetched until hydrated: after that it prefetches visible links' pages (and their chunks).
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
        obs.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto(base + '/');
    await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined);
    const beforeHydrated = () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= (window as unknown as { __hydratedAt: number }).__hydratedAt)
        .map((e) => new URL(e.name).pathname);
    expect(chunks(await page.evaluate(beforeHydrated))).toBe(0);
    // A client navigation to a page with tabs and an admonition loads them and draws both.
    await page.click('a.navbar__link[href="/docs/"]');
    await expect.poll(() => page.locator('.theme-admonition').count()).toBeGreaterThan(0);
    expect(chunks(await page.evaluate(loaded))).toBe(2);
    // Its icon is a symbol of the icons file, drawn in the admonition's colour.
    const use = page.locator('.theme-admonition .admonition__heading svg use').first();
    expect(await use.getAttribute('href')).toMatch(
      /^\/assets\/admonition-icons-[\w-]+\.svg#(note|tip|info|warning|danger)$/,
    );
    await expect.poll(() => use.evaluate((el) => (el as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(8);
    const tab = page.locator('[role="tab"]').nth(1);
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });
});

const DEFERRED = /\/(CopyPageMenu|NavbarDropdown|AnnouncementBar|EditMetaRow|NotFound|SearchButton|TOC)-[\w-]+\.js$/;
const deferredLoaded = async (page: Page) => (await page.evaluate(loaded)).filter((p) => DEFERRED.test(p));

/** A first visit to `route` whose deferred chunks arrive 300 ms after they are asked for. */
async function slowParts(route: string, width = 1280) {
  const page = await b.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.route(DEFERRED, async (r) => {
    await new Promise((done) => setTimeout(done, 300));
    await r.continue();
  });
  await page.goto(base + route);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

describe("the shell's deferred parts on a first visit", () => {
  it('are not loaded until used, and the server markup stays as it was', async () => {
    const page = await b.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base + '/docs/api/tone/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForTimeout(300);
    expect(await deferredLoaded(page)).toEqual([]);
    expect(await page.textContent('.copy-page summary')).toBe('Copy page');
    expect(await page.locator('.navbar .dropdown').count()).toBe(2);
    expect(await page.isVisible('.announcement-bar')).toBe(true);
    expect(await page.isVisible('.navbar .search-button')).toBe(true);
    expect(await page.locator('.toc-desktop a').count()).toBeGreaterThan(3);
    // A client navigation draws them all (and the next page's copy menu links its own Markdown).
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/sentiment/"]');
    await expect.poll(() => page.textContent('article h1')).toBe('Sentiment');
    expect((await deferredLoaded(page)).length).toBeGreaterThanOrEqual(6);
    expect(await page.getAttribute('.copy-page a[type="text/markdown"]', 'href')).toBe('/docs/api/sentiment.md');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the copy-page menu opens from a click made before its code arrived, and copies', async () => {
    const page = await slowParts('/docs/api/tone/');
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.click('.copy-page summary');
    await expect.poll(() => page.getAttribute('.copy-page summary', 'aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.querySelector('details.copy-page')!.hasAttribute('open'))).toBe(true);
    await page.click('text=Copy page as Markdown');
    await expect.poll(() => page.textContent('.copy-page summary')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# Tone');
    await page.close();
  });

  it('the copy-page menu keeps focus and takes a key pressed before its code arrived', async () => {
    const page = await slowParts('/docs/api/tone/');
    await page.focus('.copy-page summary');
    await page.keyboard.press('Enter');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('Copy page as Markdown');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.close();
  });

  it('a navbar dropdown loads when reached and opens from a click', async () => {
    const page = await slowParts('/docs/');
    const dropdown = page.locator('.navbar .dropdown').first();
    await dropdown.locator('.dropdown__toggle').click();
    await expect.poll(() => dropdown.getAttribute('class')).toContain('dropdown--show');
    expect((await deferredLoaded(page)).some((p) => p.includes('/NavbarDropdown-'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown.getAttribute('class')).not.toContain('dropdown--show');
    await page.close();
  });

  it('the announcement bar closes from a click made before its code arrived', async () => {
    const page = await slowParts('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.click('.announcement-bar__close');
    await expect.poll(() => page.isVisible('.announcement-bar')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('the search button opens search from a click made before its code arrived', async () => {
    const page = await slowParts('/docs/');
    await page.click('.navbar .search-button');
    await page.locator('.DocSearch-Modal').waitFor();
    expect((await deferredLoaded(page)).some((p) => p.includes('/SearchButton-'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.close();
  });

  it('Ctrl+K and / open search before the search button has its code', async () => {
    for (const key of ['Control+k', '/']) {
      const page = await slowParts('/docs/');
      expect(await deferredLoaded(page)).toEqual([]);
      await page.keyboard.press(key);
      await page.locator('.DocSearch-Modal').waitFor();
      // The key opened search and typed nothing into it.
      expect(await page.inputValue('.DocSearch-Input')).toBe('');
      await page.close();
    }
  });

  it('the table of contents follows the reader from the first scroll, and folds on a narrow window', async () => {
    const page = await slowParts('/docs/api/tone/');
    expect(await page.locator('.toc-desktop .table-of-contents__link--active').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.getElementById('errors')!.offsetTop - 200));
    await expect.poll(() => page.locator('.toc-desktop .table-of-contents__link--active').count()).toBe(1);
    expect((await deferredLoaded(page)).some((p) => p.includes('/TOC-'))).toBe(true);
    await page.close();
    const narrow = await slowParts('/docs/api/tone/', 390);
    await narrow.click('.toc-mobile__button');
    await expect.poll(() => narrow.getAttribute('.toc-mobile__button', 'aria-expanded')).toBe('true');
    await expect.poll(() => narrow.isVisible('.toc-mobile a[href="#errors"]')).toBe(true);
    await narrow.close();
  });
});
