// Locales in Chromium, on a fixture in English, French (translated labels and theme strings) and
// Arabic (right to left), with docs versions: the language dropdown goes to the same page in the
// other locale, an Arabic page is laid out right to left (sidebar on the right, drawer from the
// right), translated theme strings stay after hydration and client navigation, and the preferred
// docs version is kept across a change of locale, and a French page searches the French index only.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { LOCALES, LOCALES_CONFIG } from '../build/locales-fixture';
import { VERSIONED } from '../build/versions-fixture';

const { 'site.config.ts': _config, 'sidebars.ts': sidebars, ...versionFiles } = VERSIONED;

const FIXTURE: Record<string, string | null> = {
  ...LOCALES,
  ...versionFiles,
  'sidebars.ts': sidebars!,
  'site.config.ts': LOCALES_CONFIG.replace(
    "{ type: 'localeDropdown', position: 'right' }",
    "{ type: 'docsVersionDropdown', position: 'right' }, { type: 'localeDropdown', position: 'right' }",
  ),
};

let site: ServedSite;
let b: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  site = await serveFixture(FIXTURE);
  b = await launch();
  page = await b.context.newPage();
}, 240_000);

afterAll(async () => {
  await b?.close();
  await site?.close();
});

const hydrated = () => page.waitForSelector('html[data-has-hydrated="true"]');
const localeDropdown = () => page.locator('.navbar__items--right .dropdown', { hasText: 'English' });
const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('locales in the browser', () => {
  it('the language dropdown goes to the same page in the other locale', async () => {
    await page.goto(`${site.base}/docs/next/guide/`);
    await hydrated();
    await localeDropdown().hover();
    await page.locator('.dropdown__link', { hasText: 'Français' }).click();
    await page.waitForURL(`${site.base}/fr/docs/next/guide/`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Guide (fr)');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    // Back to English from the French page: the same page again.
    await hydrated();
    await page.locator('.navbar__items--right .dropdown', { hasText: 'Français' }).hover();
    await page.locator('.dropdown__link', { hasText: 'English' }).click();
    await page.waitForURL(`${site.base}/docs/next/guide/`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Guide');
  });

  it('shows the translated theme strings and labels, also after client navigation', async () => {
    await page.goto(`${site.base}/fr/docs/next/`);
    await hydrated();
    expect(await page.locator('.pagination-nav__sublabel').last().textContent()).toBe('Suivant');
    expect(await page.locator('.menu__link--sublist', { hasText: 'Les guides' }).count()).toBe(1);
    expect(await page.locator('nav[aria-label="Barre latérale des docs"]').count()).toBe(1);
    // A page rendered by the client in French: its strings are French too.
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(`${site.base}/fr/docs/next/guide/`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Guide (fr)');
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.locator('.toc-mobile__button').textContent()).toBe('Sur cette page');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('lays an Arabic page out right to left: sidebar on the right, table of contents on the left', async () => {
    await page.goto(`${site.base}/ar/docs/next/guide/`);
    await hydrated();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    const [sidebar, article, toc] = [await box('.doc-sidebar'), await box('article'), await box('.toc-col')];
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
    expect(toc.x + toc.width).toBeLessThanOrEqual(article.x + 1);
    expect(sidebar.x + sidebar.width).toBeGreaterThan(1270);
    // The same page in English: the other way round.
    await page.goto(`${site.base}/docs/next/guide/`);
    await hydrated();
    const [enSidebar, enArticle] = [await box('.doc-sidebar'), await box('article')];
    expect(enSidebar.x + enSidebar.width).toBeLessThanOrEqual(enArticle.x + 1);
  });

  it('opens the mobile menu from the right on an Arabic page', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await page.goto(`${site.base}/ar/docs/next/guide/`);
      await hydrated();
      await page.locator('.navbar__toggle').click();
      const drawer = page.locator('.navbar-sidebar');
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const b = (await drawer.boundingBox())!;
          return Math.round(b.x + b.width);
        })
        .toBe(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("searches the French page's own index: French hits only, French stemming, no other locale's files", async () => {
    const requested: string[] = [];
    const onRequest = (r: { url(): string }) => requested.push(new URL(r.url()).pathname);
    page.on('request', onRequest);
    try {
      await page.goto(`${site.base}/fr/docs/next/guide/`);
      await hydrated();
      await page.keyboard.press('Control+k');
      await page.waitForSelector('#docsearch-input');
      await page.focus('#docsearch-input');
      // "installation" meets "Installer" and "installateur" only by the French stemmer ("install").
      await page.keyboard.type('installation');
      const hits = page.locator('.DocSearch-Hit a');
      await expect.poll(() => hits.count()).toBeGreaterThan(0);
      const hrefs = await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(hrefs.some((h) => h.startsWith('/fr/docs/next/guide/'))).toBe(true);
      expect(hrefs.filter((h) => !h.startsWith('/fr/docs/next/'))).toEqual([]);
      const pointer = (await (await fetch(`${site.base}/search-index.json`)).json()) as {
        locales: Record<string, string>;
      };
      const folder = (url: string) => path.posix.dirname(url);
      // Index folders (/assets/search-<hash>/…), not the search code's chunks (/assets/search-client-….js).
      const indexFiles = requested.filter((u) => /^\/assets\/search-[0-9a-f]{10}\//.test(u));
      expect(indexFiles).toContain(pointer.locales.fr);
      expect(indexFiles.every((u) => u.startsWith(`${folder(pointer.locales.fr!)}/`))).toBe(true);
      await page.keyboard.press('Escape');
    } finally {
      page.off('request', onRequest);
    }
  });

  it('keeps the preferred docs version across a change of locale', async () => {
    await page.goto(`${site.base}/docs/guide/`);
    await hydrated();
    const versions = page.locator('.navbar__items--right .dropdown', { hasText: '2.0' });
    await versions.hover();
    await versions.locator('.dropdown__link', { hasText: 'Next' }).click();
    await page.waitForURL(`${site.base}/docs/next/guide/`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
    await page.goto(`${site.base}/fr/devblog/`);
    await hydrated();
    // The French navbar's doc item follows the version chosen on an English page.
    await expect
      .poll(() => page.locator('.navbar__link', { hasText: 'Documentation' }).getAttribute('href'))
      .toBe('/fr/docs/next/');
  });
});
