// Site options that are off on the real site: analytics page views and navbar hide-on-scroll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { SITE_CONFIG } from '../build/fixture';
import { serveFixture, type ServedSite } from '../support/served-site';

let site: ServedSite;
let base: string;
let b: LaunchedBrowser;
// The analytics script is served by the test's host (config URLs must be http(s) or paths).
const STUB = '/analytics-stub.js';

beforeAll(async () => {
  const long = Array.from(
    { length: 60 },
    (_, i) =>
      `## Section ${i + 1}\n\nA paragraph of text for section ${i + 1} that makes this page long enough to scroll.\n`,
  ).join('\n');
  const config = SITE_CONFIG.replace(
    "navbar: { title: 'Fixture',",
    "colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },\n  navbar: { title: 'Fixture', hideOnScroll: true,",
  ).replace('blog: {', `analytics: { trackingId: 'G-TEST123', scriptSrc: '${STUB}' },\n  blog: {`);
  site = await serveFixture(
    {
      'site.config.ts': config,
      'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n## Install\n\nRun the installer.\n\n${long}\nSee [welcome](/docs/).\n`,
    },
    {
      server: {
        intercept: (req, res) => {
          if (req.url !== STUB) return false;
          res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('window.__analyticsStubLoaded=true;');
          return true;
        },
      },
    },
  );
  base = site.base;
  b = await launch();
}, 180_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

describe('configured options', () => {
  it('follows the system colour scheme when configured, and cycles system, light, dark', async () => {
    const dark = await b.context.newPage();
    await dark.emulateMedia({ colorScheme: 'dark' });
    await dark.goto(`${base}/docs/`);
    expect(await dark.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await dark.getAttribute('html', 'data-theme-choice')).toBe('system');
    await dark.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const toggle = dark.locator('.navbar__color-toggle button');
    await toggle.click();
    expect(await dark.getAttribute('html', 'data-theme-choice')).toBe('light');
    expect(await dark.getAttribute('html', 'data-theme')).toBe('light');
    await toggle.click();
    expect(await dark.getAttribute('html', 'data-theme-choice')).toBe('dark');
    await toggle.click();
    expect(await dark.getAttribute('html', 'data-theme-choice')).toBe('system');
    expect(await dark.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await dark.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => dark.getAttribute('html', 'data-theme')).toBe('light');
    await dark.close();
  });

  it('sends a page-view event to the analytics script on every route change', async () => {
    const page = await b.context.newPage();
    await page.goto(`${base}/docs/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(
      await page.evaluate(() => (window as unknown as { __analyticsStubLoaded?: boolean }).__analyticsStubLoaded),
    ).toBe(true);
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
          .filter((a) => a[0] === 'event' && a[1] === 'page_view')
          .map((a) => (a[2] as { page_path: string }).page_path),
      );
    expect(await pageViews()).toEqual([]);
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/guide/"]');
    await expect.poll(pageViews).toEqual(['/docs/guide/']);
    await page.goBack();
    await expect.poll(pageViews).toEqual(['/docs/guide/', '/docs/']);
  });

  it('hides the navbar when scrolling down and shows it when scrolling up', async () => {
    const page = await b.context.newPage();
    await page.goto(`${base}/docs/guide/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const hidden = () =>
      page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, 600);
    // The first scroll has happened (and its scroll event reached the page) before the second.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    await page.mouse.wheel(0, 600);
    await expect.poll(hidden).toBe(true);
    await page.mouse.wheel(0, -300);
    await expect.poll(hidden).toBe(false);
  });
});
