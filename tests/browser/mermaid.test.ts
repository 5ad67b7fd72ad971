// Mermaid diagrams in Chromium, under the site's Content-Security-Policy: the diagram page draws an
// SVG (in MDX and .md pages), loads the mermaid chunk only there (a page without a diagram fetches
// none of it, also after navigating), redraws in the dark theme, and shows the source without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { MERMAID_FILES } from '../build/mermaid-fixture';

let site: ServedSite;
let b: LaunchedBrowser;

beforeAll(async () => {
  site = await serveFixture(MERMAID_FILES);
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

/** A page recording the scripts it fetches and its CSP violations. */
async function watched(): Promise<{ page: Page; scripts: string[]; violations: string[] }> {
  const page = await b.context.newPage();
  const scripts: string[] = [];
  const violations: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.log(`Content-Security-Policy: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return { page, scripts, violations };
}

const svgCount = (page: Page) => page.locator('.docusaurus-mermaid-container svg').count();

describe('mermaid in the browser', () => {
  it('draws the diagram as SVG under the CSP, light then dark', async () => {
    const { page, violations } = await watched();
    await page.goto(`${site.base}/docs/diagram/`);
    await expect.poll(() => svgCount(page), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('.docusaurus-mermaid-container').getAttribute('data-mermaid-theme')).toBe('default');
    expect(await page.locator('.docusaurus-mermaid-container svg').textContent()).toContain('Finish');
    await page.click('.navbar__color-toggle button');
    await expect
      .poll(() => page.locator('.docusaurus-mermaid-container').getAttribute('data-mermaid-theme'), { timeout: 30_000 })
      .toBe('dark');
    expect(await svgCount(page)).toBe(1);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('draws a .md page diagram too', async () => {
    const { page, violations } = await watched();
    await page.goto(`${site.base}/docs/diagram-md/`);
    await expect.poll(() => svgCount(page), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('.docusaurus-mermaid-container svg').textContent()).toContain('Alice');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('loads the mermaid chunk only on a page with a diagram', async () => {
    const { page, scripts } = await watched();
    await page.goto(`${site.base}/docs/guide/`);
    await page.waitForSelector('html[data-hydrated], #__docusaurus, main', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const before = [...scripts];
    // Navigate in the app to the diagram page: the chunk is fetched then, and only then.
    await page.click('a[href="/docs/diagram/"]');
    await expect.poll(() => svgCount(page), { timeout: 30_000 }).toBe(1);
    const mermaidChunks = scripts.filter((s) => !before.includes(s));
    expect(mermaidChunks.length).toBeGreaterThan(0);
    const bodies = await Promise.all(mermaidChunks.map((u) => fetch(u).then((r) => r.text())));
    expect(bodies.some((t) => t.includes('sequenceDiagram'))).toBe(true);
    for (const u of before) expect(await fetch(u).then((r) => r.text()), u).not.toContain('sequenceDiagram');
    await page.close();
  });

  it('shows the source without JavaScript', async () => {
    const nojs = await launch({ javaScriptEnabled: false });
    try {
      const page = await nojs.context.newPage();
      await page.goto(`${site.base}/docs/diagram/`);
      expect(await page.locator('.docusaurus-mermaid-container pre').textContent()).toContain('A[Start]-->B[Finish]');
      expect(await page.locator('.docusaurus-mermaid-container pre').isVisible()).toBe(true);
    } finally {
      await nojs.close();
    }
  });
});
