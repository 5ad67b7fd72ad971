// axe-core on a sample of pages, light and dark: no serious or critical violations.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
const axeSource = fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const PAGES = [
  '/',
  '/docs/',
  '/docs/api/tone/',
  '/docs/api/sla/',
  '/docs/playground/',
  '/devblog/',
  '/devblog/chatgpt-phrases/',
  '/devblog/tags/',
  '/search/?q=tone',
  '/not-a-page/',
];

let b: LaunchedBrowser;
beforeAll(async () => {
  b = await launch();
});
afterAll(async () => b?.close());

describe.each(['light', 'dark'])('accessibility in %s mode', (mode) => {
  it.each(PAGES)('%s has no serious or critical axe violations', async (route) => {
    const page = await b.context.newPage();
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(base + route);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    if (route.startsWith('/search/')) await page.waitForSelector('.search-result');
    // Evaluated over the DevTools protocol: the page's CSP (rightly) refuses an injected inline script.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: {
            run: (
              d: Document,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe.run(document);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await page.close();
  });
});
