// Math in Chromium: a reader who arrives at the math page by client navigation from a page without
// math gets KaTeX's stylesheet too (route data `css`), and KaTeX's fonts load from the site under the CSP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { MATH_FILES } from '../build/math-fixture';

let site: ServedSite;
let b: LaunchedBrowser;

beforeAll(async () => {
  site = await serveFixture(MATH_FILES);
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

describe('math in the browser', () => {
  it("loads KaTeX's stylesheet and fonts on client navigation to a math page, with no CSP violation", async () => {
    const page = await b.context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${site.base}/docs/guide/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="stylesheet"][href*="katex"]').count()).toBe(0);
    await page.click('a[href="/docs/math/"]');
    await page.waitForSelector('.katex-display');
    expect(await page.locator('link[rel="stylesheet"][href*="katex"]').count()).toBe(1);
    await expect
      .poll(() =>
        page
          .locator('.katex-html')
          .first()
          .evaluate((el) => getComputedStyle(el.closest('.katex')!).fontFamily),
      )
      .toContain('KaTeX_Main');
    // The MathML copy is visually hidden by KaTeX's CSS.
    expect(
      await page
        .locator('.katex-mathml')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('absolute');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    expect(violations).toEqual([]);
    await page.close();
  });
});
