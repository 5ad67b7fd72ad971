// A Docusaurus site's Navbar/Content written anew from Docusaurus's parts (tests/build/docusaurus-navbar-content-fixture.ts)
// in Chromium: its hamburger (ours, drawn where it puts it) opens and closes our mobile menu through
// useNavbarMobileSidebar(), which the swizzle reads too, and its items and colour toggle work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { runImport } from '../build/docusaurus-fixture';
import { REWRITTEN } from '../build/docusaurus-navbar-content-fixture';
import { tempDir } from '../support/tmp';
import { serveFixture, type ServedSite } from '../support/served-site';

let site: ServedSite;
let base: string;
let b: LaunchedBrowser;

beforeAll(async () => {
  const imported = runImport(tempDir('docusaurus-navbar-content-browser', REWRITTEN));
  if (imported.status !== 0) throw new Error(imported.output);
  site = await serveFixture(imported.outDir);
  base = site.base;
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

async function open(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await b.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return { page, errors };
}

describe('a swizzled Navbar/Content in the browser', () => {
  it('at 390 px its hamburger opens our mobile menu with the items, and the swizzle sees it open', async () => {
    const { page, errors } = await open('/', 390);
    const toggle = page.locator('.navbar__toggle');
    await expect.poll(() => toggle.isVisible()).toBe(true);
    // Below the breakpoint, after hydration, the menu is drawn: shouldRender.
    await expect.poll(() => page.locator('.menu-state').textContent()).toBe('closed (mobile)');
    await toggle.click();
    await expect.poll(() => page.locator('nav.navbar').getAttribute('class')).toContain('navbar-sidebar--show');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('.menu-state').textContent()).toBe('open (mobile)');
    const menu = page.locator('.navbar-sidebar');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator('.navbar-sidebar__brand .navbar__brand').count()).toBe(1);
    await menu.locator('a.menu__link', { hasText: 'Blog' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/blog\/?$/);
    await expect.poll(() => page.locator('.menu-state').textContent()).toBe('closed (mobile)');
    await toggle.click();
    await expect.poll(() => page.locator('.menu-state').textContent()).toBe('open (mobile)');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.menu-state').textContent()).toBe('closed (mobile)');
    // Closed by the reader: focus back on the toggle the swizzle drew.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle')))
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1280 px its items link and its colour toggle switches the mode', async () => {
    const { page, errors } = await open('/', 1280);
    expect(await page.locator('.navbar__toggle').isVisible()).toBe(false);
    expect(await page.locator('.menu-state').textContent()).toBe('closed');
    await page.locator('.navbar__items--right .color-toggle button').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('.navbar__items--right a', { hasText: 'Added' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/docs\/intro\/?$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a Navbar/MobileSidebar/Layout wrapper draws our menu with its links added, and reads which panel is shown', async () => {
    const { page, errors } = await open('/', 390);
    await page.locator('.navbar__toggle').click();
    const menu = page.locator('.navbar-sidebar');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = menu.locator('.navbar-sidebar__item.menu').first().locator('.drawer-links');
    await expect.poll(() => links.textContent()).toBe('llms primary');
    expect(
      await menu.locator('.navbar-sidebar__item.menu').first().locator('a.menu__link', { hasText: 'Blog' }).count(),
    ).toBe(1);
    await menu.locator('a.menu__link', { hasText: 'Docs' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/docs\/intro\/?$/);
    // On a docs page the menu opens on its secondary panel (the sidebar); back to the main one.
    await page.locator('.navbar__toggle').click();
    await expect.poll(() => links.textContent()).toBe('llms secondary');
    await menu.locator('.navbar-sidebar__back').click();
    await expect.poll(() => links.textContent()).toBe('llms primary');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('its Navbar/MobileSidebar/Header, PrimaryMenu and SecondaryMenu draw in our menu, with its state', async () => {
    const { page, errors } = await open('/', 390);
    const toggle = page.locator('.navbar__toggle');
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The header wrapper: ours (brand, colour toggle, close button), then its line.
    expect(await menu.locator('.navbar-sidebar__brand + .drawer-note').textContent()).toBe('Menu');
    // The ejected PrimaryMenu: the left items and its own link, in our main panel (before the Layout wrapper's links).
    const main = menu.locator('.navbar-sidebar__item.menu').first();
    expect(await main.locator('ul.own-primary a.menu__link').allTextContents()).toEqual(['Docs', 'Blog', 'Start']);
    expect(await main.locator('a', { hasText: 'GitHub' }).count()).toBe(0);
    expect(await main.locator('ul.own-primary + .drawer-links').count()).toBe(1);
    await main.locator('a.menu__link', { hasText: 'Start' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/docs\/intro\/?$/);
    await expect.poll(() => page.locator('.menu-state').textContent()).toBe('closed (mobile)');
    // On a docs page: the ejected SecondaryMenu's note, its back button, and the page's sidebar (useNavbarSecondaryMenu().content).
    await toggle.click();
    const secondary = menu.locator('.navbar-sidebar__item.menu').nth(1);
    await expect.poll(() => secondary.locator('.secondary-note + .navbar-sidebar__back').count()).toBe(1);
    expect(await secondary.locator('a.menu__link', { hasText: 'Intro' }).count()).toBe(1);
    await secondary.locator('.navbar-sidebar__back').click();
    await expect.poll(() => menu.locator('.drawer-links').textContent()).toBe('llms primary');
    // Our close button, inside the header wrapper, closes it.
    await menu.locator('.navbar-sidebar__close').click();
    await expect.poll(() => page.locator('.menu-state').textContent()).toBe('closed (mobile)');
    expect(errors).toEqual([]);
    await page.close();
  });
});
