// Docusaurus's `themeConfig.docs.sidebar` options, as `docsSidebar` (carried by import:docusaurus), on a site
// under the look the import writes: `hideable` (a button at the sidebar's foot folds it to a thin bar and
// back, folded from page to page in that sidebar) and `autoCollapseCategories` (a category that opens closes
// its open siblings). The same site has no search page (`search.searchPagePath: false`): the search box
// lists its hits without a "See all results" link.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { SITE_CONFIG } from '../build/fixture';

const SIDEBARS = `export default { tutorialSidebar: ['welcome', { type: 'category', label: 'Guides', collapsed: true, items: ['guide'] }, { type: 'category', label: 'More', collapsed: true, items: ['other'] }] };\n`;
const OTHER = `---\ntitle: Other\ndescription: Another page.\n---\n\n## Other things\n\nMore guide text.\n`;
const SHOTS = process.env.LEXORA_SHOTS_DIR;

let site: ServedSite;
let b: LaunchedBrowser;

beforeAll(async () => {
  site = await serveFixture({
    'site.config.ts': SITE_CONFIG.replace(
      '  blog: {',
      `  look: 'infima',\n  docs: { sidebarCollapsible: true },\n  docsSidebar: { hideable: true, autoCollapseCategories: true },\n  search: { searchPagePath: false },\n  blog: {`,
    ),
    'sidebars.ts': SIDEBARS,
    'docs/other.mdx': OTHER,
  });
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

async function open(route: string, mode: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await b.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(`${site.base}${route}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

/** Whether the category labelled `label` is open (its list of pages drawn). */
const isOpen = (page: Page, label: string) =>
  page
    .locator('.doc-sidebar .theme-doc-sidebar-item-category', { hasText: label })
    .first()
    .evaluate((li) => !li.classList.contains('menu__list-item--collapsed') && li.querySelector('ul') !== null);
const toggle = (page: Page, label: string) =>
  page.locator('.doc-sidebar .menu__link--sublist', { hasText: label }).first().click();
const sidebarWidth = (page: Page) =>
  page.locator('aside.doc-sidebar').evaluate((el) => el.getBoundingClientRect().width);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('docsSidebar.autoCollapseCategories', () => {
  it('closes the open sibling when a category opens, by a click or by going to a page inside it', async () => {
    const page = await open('/docs/');
    expect([await isOpen(page, 'Guides'), await isOpen(page, 'More')]).toEqual([false, false]);
    await toggle(page, 'Guides');
    await expect.poll(() => isOpen(page, 'Guides')).toBe(true);
    await toggle(page, 'More');
    await expect.poll(() => isOpen(page, 'More')).toBe(true);
    await expect.poll(() => isOpen(page, 'Guides')).toBe(false);
    // Going to the guide (a link in More's sibling, reached from the page's text) opens Guides and closes More.
    await page.locator('main a[href="/docs/guide/#install"]').click();
    await page.waitForURL(/\/docs\/guide\/#install$/);
    await expect.poll(() => isOpen(page, 'Guides')).toBe(true);
    await expect.poll(() => isOpen(page, 'More')).toBe(false);
    await page.close();
  });
});

describe('docsSidebar.hideable', () => {
  it('folds the sidebar to a thin bar with the button at its foot, keeps it folded on the next page, unfolds it', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open('/docs/', mode);
      const collapse = page.locator('aside.doc-sidebar button[title="Collapse sidebar"]');
      expect(await collapse.getAttribute('aria-label')).toBe('Collapse sidebar');
      // At the foot of the sidebar: its bottom is the viewport's.
      const box = (await collapse.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(800);
      expect(await sidebarWidth(page)).toBe(300);
      await shot(page, `hideable-open-${mode}`);
      await collapse.click();
      const expand = page.locator('aside.doc-sidebar [role="button"][title="Expand sidebar"]');
      await expand.waitFor();
      await expect.poll(() => sidebarWidth(page)).toBe(30);
      expect(await page.locator('aside.doc-sidebar nav').isVisible()).toBe(false);
      // The page's column takes the room.
      const main = await page.locator('main.docs-main').evaluate((el) => el.getBoundingClientRect().left);
      expect(main).toBeLessThanOrEqual(31);
      await shot(page, `hideable-folded-${mode}`);
      // Another page of the same sidebar, through the router: still folded.
      await page.locator('main a[href="/docs/guide/#install"]').click();
      await page.waitForURL(/\/docs\/guide\/#install$/);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Guide');
      expect(await sidebarWidth(page)).toBe(30);
      // Unfolded by the bar, with the keyboard too.
      await expand.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => sidebarWidth(page)).toBe(300);
      expect(await page.locator('aside.doc-sidebar nav').isVisible()).toBe(true);
      await page.close();
    }
  });
});

describe('search.searchPagePath false', () => {
  it('lists the hits in the search box without a "See all results" link', async () => {
    const page = await open('/docs/');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#docsearch-input');
    await page.focus('#docsearch-input');
    await page.keyboard.type('guide');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    // DocSearch keeps its empty footer section, as on Docusaurus without a search page; no link in it.
    expect(await page.locator('.DocSearch-HitsFooter a').count()).toBe(0);
    await page.close();
  });
});
