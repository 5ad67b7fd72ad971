// Versioned docs in Chromium: the version dropdown (same page in each version, else the main doc),
// the banner's link to the latest version, the preferred version kept in local storage and followed
// by the navbar's doc item, and search scoped to the version being read.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { VERSIONED } from '../build/versions-fixture';

let site: ServedSite;
let b: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  site = await serveFixture(VERSIONED);
  b = await launch();
  page = await b.context.newPage();
}, 180_000);

afterAll(async () => {
  await b?.close();
  await site?.close();
});

const hydrated = () => page.waitForSelector('html[data-has-hydrated="true"]');
const dropdown = () => page.locator('.navbar__items--right .dropdown');

describe('docs versions in the browser', () => {
  it('the dropdown goes to the same page in each version, or the main doc where it is missing', async () => {
    await page.goto(`${site.base}/docs/next/guide/`);
    await hydrated();
    expect(await dropdown().locator('.dropdown__toggle').textContent()).toBe('Next');
    const links = dropdown().locator('.dropdown__link');
    expect(await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Next', '/docs/next/guide/'],
      ['2.0', '/docs/guide/'],
      ['1.0', '/docs/1.0/'],
    ]);
    await dropdown().hover();
    await links.nth(1).click();
    await page.waitForURL(`${site.base}/docs/guide/`);
    // The URL changes before the new page has loaded and shown: wait for the page, not the address.
    await expect.poll(() => dropdown().locator('.dropdown__toggle').textContent()).toBe('2.0');
    await expect.poll(() => page.locator('.theme-doc-version-banner').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2.0');
  });

  it('the banner links the same page in the latest version and stores that choice', async () => {
    await page.goto(`${site.base}/docs/1.0/`);
    await hydrated();
    const banner = page.locator('.theme-doc-version-banner');
    expect(await banner.textContent()).toContain('which is no longer actively maintained.');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
    await banner.locator('a').click();
    await page.waitForURL(`${site.base}/docs/`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2.0');
  });

  it('off the docs, the navbar doc item and the dropdown follow the preferred version, after a reload too', async () => {
    await page.goto(`${site.base}/docs/1.0/old-guide/`);
    await hydrated();
    await dropdown().hover();
    await dropdown().locator('.dropdown__link', { hasText: 'Next' }).click();
    await page.waitForURL(`${site.base}/docs/next/`);
    await page.goto(`${site.base}/devblog/`);
    await hydrated();
    // The "Guide" doc item points at the guide of the preferred version (Next), not the last (2.0).
    await expect
      .poll(() => page.locator('.navbar__link', { hasText: 'Guide' }).getAttribute('href'))
      .toBe('/docs/next/guide/');
    expect(await dropdown().locator('.dropdown__toggle').textContent()).toBe('Next');
  });

  it('search finds only pages of the version being read', async () => {
    const search = async (query: string) => {
      await page.keyboard.press('Control+k');
      await page.waitForSelector('#docsearch-input');
      await page.keyboard.type(query);
    };
    await page.goto(`${site.base}/docs/1.0/old-guide/`);
    await hydrated();
    await search('installer');
    await expect.poll(() => page.locator('.DocSearch-Hit a[href^="/docs/1.0/old-guide/"]').count()).toBeGreaterThan(0);
    expect(
      await page.locator('.DocSearch-Hit a[href^="/docs/guide/"], .DocSearch-Hit a[href^="/docs/next/"]').count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${site.base}/docs/guide/`);
    await hydrated();
    await search('installer');
    await expect.poll(() => page.locator('.DocSearch-Hit a[href^="/docs/guide/"]').count()).toBeGreaterThan(0);
    expect(
      await page.locator('.DocSearch-Hit a[href^="/docs/1.0/"], .DocSearch-Hit a[href^="/docs/next/"]').count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('screenshots: banner and badge, light and dark, 1280 and 390 px', async () => {
    const dir = tempDir('versions-shots');
    for (const width of [1280, 390])
      for (const theme of ['light', 'dark']) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${site.base}/docs/next/guide/?docusaurus-theme=${theme}`);
        await hydrated();
        await page.screenshot({ path: path.join(dir, `next-guide-${theme}-${width}.png`) });
      }
    if (process.env.VERSIONS_SHOTS) fs.cpSync(dir, process.env.VERSIONS_SHOTS, { recursive: true });
    expect(fs.readdirSync(dir)).toHaveLength(4);
  });
});
