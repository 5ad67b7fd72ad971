// What a first visit loads: the navbar's slide-out menu (src/theme/MobileMenu.tsx) is a chunk of its
// own, fetched on a narrow window after hydration and never on a wide one, and still opens with the
// page's sidebar as its secondary menu.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
