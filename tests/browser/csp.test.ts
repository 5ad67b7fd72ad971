// The built site under its own Content-Security-Policy: every route loads with zero violations,
// including the search modal opened once and the API playground sending a request.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
const siteDir = inject('siteDir');
const routes = fs
  .readFileSync(path.resolve('tests/routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.startsWith('/'));

let b: LaunchedBrowser;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  b = await launch();
  page = await b.context.newPage();
  // Collected in the page from the first script on, and from the console (violations in <head>).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text()))
      violations.push(`${page.url()}: ${m.text()}`);
  });
});
afterAll(async () => b?.close());

async function pageViolations(): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

describe('Content-Security-Policy', () => {
  it('is a meta tag in every page and 404.html, with no unsafe-inline or unsafe-eval for scripts', () => {
    for (const file of [...routes.map((r) => path.join(r, 'index.html')), '404.html']) {
      const html = fs.readFileSync(path.join(siteDir, file), 'utf8');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/
        .exec(html)?.[1]
        ?.replace(/&#39;/g, "'");
      expect(policy, file).toBeTruthy();
      // Before any script of the document.
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), file).toBeLessThan(html.indexOf('<script'));
      const scriptSrc = /script-src ([^;]+)/.exec(policy!)![1];
      expect(scriptSrc, file).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy, file).toMatch(/object-src 'none'/);
      expect(
        /connect-src ([^;]+)/
          .exec(policy!)![1]
          .split(' ')
          .filter((s) => s !== "'self'")
          .every((s) => /^https:\/\/(eu\.)?api\.lexora\.dev$/.test(s)),
        file,
      ).toBe(true);
    }
  });

  it('every route loads with zero violations', async () => {
    for (const route of [...routes, '/no-such-page/', '/docs/api/tone.html']) {
      await page.goto(`${base}${route}`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      expect(await pageViolations(), route).toEqual([]);
    }
    expect(violations).toEqual([]);
  }, 600_000);

  it('the search modal and the API playground work under it', async () => {
    await page.goto(`${base}/docs/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#docsearch-input');
    await page.focus('#docsearch-input');
    await page.keyboard.type('tone');
    await page.waitForSelector('.DocSearch-Hit');
    await page.keyboard.press('Escape');
    expect(await pageViolations()).toEqual([]);

    // The playground's request goes to the API (connect-src allows it; the network may not).
    const sent: string[] = [];
    await page.route('https://api.lexora.dev/**', (r) => {
      sent.push(r.request().url());
      return r.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"ok":true}',
      });
    });
    await page.goto(`${base}/docs/playground/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.fill('.playground__send input[type="password"]', 'lx_dev_test');
    await page.click('.playground__send button');
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(await pageViolations()).toEqual([]);
    expect(violations).toEqual([]);
  });
});
