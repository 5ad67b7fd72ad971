// The create-docusaurus template's React home page and Markdown page, prerendered, hydrated and
// navigated to in Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { SITE_CONFIG } from '../build/fixture';
import { siteWithTemplatePages } from '../build/docusaurus-fixture';
import { serveFixture, type ServedSite } from '../support/served-site';

let site: ServedSite;
let base: string;
let b: LaunchedBrowser;

beforeAll(async () => {
  const config = SITE_CONFIG.replace(
    "items: [{ label: 'Intro', to: '/docs/guide/' }]",
    "items: [{ label: 'Intro', to: '/docs/guide/' }, { label: 'Markdown page', to: '/markdown-page/' }]",
  );
  site = await serveFixture(
    siteWithTemplatePages({
      'site.config.ts': config.replace('export default {', "export default {\n  customCss: ['src/css/brand.css'],"),
      // A site recolouring the hero through Infima's variables, per colour mode (react-redux's custom.css).
      'src/css/brand.css': [
        '.hero.hero--primary { --ifm-hero-background-color: rgb(118, 74, 188); --ifm-hero-text-color: rgb(255, 255, 255); }',
        ":root[data-theme='dark'] .hero.hero--primary { --ifm-hero-background-color: rgb(89, 61, 136); }",
        '',
      ].join('\n'),
    }),
  );
  base = site.base;
  b = await launch();
}, 180_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

describe('Docusaurus pages', () => {
  it('the React home page hydrates without errors, with its CSS module styles and SVG feature images', async () => {
    const page = await b.context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(new URL(r.url()).pathname);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await page.title()).toBe('Hello from Fixture Docs | Fixture Docs');
    expect(await page.locator('h1.hero__title').textContent()).toBe('Fixture Docs');
    const hero = await page.locator('header.hero').evaluate((el) => getComputedStyle(el).paddingTop);
    expect(hero).toBe('64px'); // index.module.css: padding 4rem 0
    const heroColours = () =>
      page.locator('header.hero').evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(await heroColours()).toEqual(['rgb(118, 74, 188)', 'rgb(255, 255, 255)']);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    expect(await heroColours()).toEqual(['rgb(89, 61, 136)', 'rgb(255, 255, 255)']);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    const svgs = page.locator('svg[role="img"]');
    expect(await svgs.count()).toBe(3);
    const box = await svgs.first().boundingBox();
    expect(box!.width).toBe(200); // styles.module.css: .featureSvg { height: 200px; width: 200px }
    expect(await page.locator('h3', { hasText: 'Easy to Use' }).count()).toBe(1);
    // The fixture names a favicon it does not have, and has no /docs/intro/ for the template's
    // button (its route data is prefetched); nothing else may be missing.
    expect(missing.filter((p) => p !== '/favicon.svg' && p !== '/docs/intro/route.json')).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  it('navigates between the React and Markdown pages in the app, updating title and content', async () => {
    const page = await b.context.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.locator('footer a', { hasText: 'Markdown page' }).click();
    await expect.poll(() => page.title()).toBe('Markdown page example | Fixture Docs');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Markdown page example');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Hello from Fixture Docs | Fixture Docs');
    await expect.poll(() => page.locator('h1.hero__title').count()).toBe(1);
    // One document all along: client-side navigation, not reloads.
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    await page.close();
  });
});
