// The "Copy page" menu of docs pages and blog posts: real links before JavaScript, an ARIA menu
// button after, and the page's Markdown copy on the clipboard.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
const SITE_URL = 'https://docs.lexora.dev';
const SHOTS = path.join(os.tmpdir(), 'lexora-shots');
let b: LaunchedBrowser | undefined;
afterEach(async () => b?.close());

async function open(options: Parameters<typeof launch>[0], route: string): Promise<Page> {
  b = await launch(options);
  const page = await b.context.newPage();
  await page.goto(base + route);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const isOpen = (page: Page) =>
  page.evaluate(() => (document.querySelector('details.copy-page') as HTMLDetailsElement).open);

describe('Copy page menu', () => {
  it('is three real links and a toggle in the prerendered HTML (works without JavaScript)', async () => {
    b = await launch();
    const page = await b.context.newPage();
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${base}/docs/api/tone/`);
    const prompt = `Read ${SITE_URL}/docs/api/tone.md so I can ask questions about it.`;
    const hrefs = await page
      .locator('.copy-page a')
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(hrefs).toEqual([
      ['View as Markdown', '/docs/api/tone.md'],
      ['Open in ChatGPT', `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`],
      ['Open in Claude', `https://claude.ai/new?q=${encodeURIComponent(prompt)}`],
    ]);
    // The clipboard item needs JavaScript, so it is not offered before it runs.
    expect(await page.isVisible('.copy-page button')).toBe(false);
    await page.click('.copy-page summary');
    expect(await page.isVisible('.copy-page a[href="/docs/api/tone.md"]')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('View as Markdown');
    const [md] = await Promise.all([
      page.waitForResponse('**/docs/api/tone.md'),
      page.click('.copy-page a[href="/docs/api/tone.md"]'),
    ]);
    expect(md.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it.each([false, true])(
    "Open in ChatGPT and Open in Claude open the assistant in a new tab with the page's .md URL (JavaScript %s)",
    async (javaScriptEnabled) => {
      b = await launch({ javaScriptEnabled });
      // The assistants are stubbed: no request leaves the machine.
      const opened: string[] = [];
      for (const host of ['https://chatgpt.com/**', 'https://claude.ai/**'])
        await b.context.route(host, (route) => {
          opened.push(route.request().url());
          return route.fulfill({ contentType: 'text/html', body: '<title>assistant</title>' });
        });
      const page = await b.context.newPage();
      await page.goto(`${base}/docs/api/tone/`);
      if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const prompt = encodeURIComponent(`Read ${SITE_URL}/docs/api/tone.md so I can ask questions about it.`);
      for (const [label, href] of [
        ['Open in ChatGPT', `https://chatgpt.com/?q=${prompt}`],
        ['Open in Claude', `https://claude.ai/new?q=${prompt}`],
      ]) {
        const link = page.locator('.copy-page a', { hasText: label });
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        await page.click('.copy-page summary');
        const [tab] = await Promise.all([b.context.waitForEvent('page'), link.click()]);
        await tab.waitForLoadState();
        expect(tab.url()).toBe(href);
        // noopener: the assistant's tab has no handle on the docs page.
        expect(await tab.evaluate(() => window.opener)).toBeNull();
        await tab.close();
        if (await isOpen(page)) await page.click('.copy-page summary');
      }
      expect(opened).toHaveLength(2);
      // Without JavaScript the page never hydrated: the links worked as plain HTML.
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe(String(javaScriptEnabled));
    },
  );

  it('opens from the keyboard, moves with arrows, Home and End, and Escape returns focus to the button', async () => {
    const page = await open({}, '/docs/api/tone/');
    const summary = page.locator('.copy-page summary');
    expect(await summary.getAttribute('aria-haspopup')).toBe('menu');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Copy page as Markdown');
    expect(await summary.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('View as Markdown');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Open in Claude');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Copy page as Markdown');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Open in Claude');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('Copy page as Markdown');
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    // Space and ArrowDown open it too; ArrowUp opens on the last item.
    await page.keyboard.press(' ');
    await expect.poll(() => focused(page)).toBe('Copy page as Markdown');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe('Open in Claude');
    // Tab leaves and closes it.
    await page.keyboard.press('Tab');
    await expect.poll(() => isOpen(page)).toBe(false);
    // A click outside closes it.
    await summary.click();
    expect(await isOpen(page)).toBe(true);
    // The <details> opens natively at once; the menu listens for outside clicks once React has the
    // open state (its toggle event comes a task later), which aria-expanded shows.
    await expect.poll(() => summary.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(5, 500);
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  it("copies the page's Markdown to the clipboard", async () => {
    const page = await open({}, '/docs/sdk/HTML/quickstart/');
    await b!.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.locator('.copy-page summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Copy page as Markdown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.copy-page summary').textContent()).toBe('Copied');
    expect(await page.locator('.copy-page + [role="status"]').textContent()).toBe('Page copied as Markdown');
    const expected = await page.evaluate(async () => (await fetch('/docs/sdk/HTML/quickstart.md')).text());
    expect(expected.startsWith('# ')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  // One test per colour scheme, width and page: each opens its own browser, so a slow machine times out
  // one case, never the whole set.
  const cases = (['light', 'dark'] as const).flatMap((colorScheme) =>
    [1280, 390].flatMap((width) =>
      ['/docs/api/tone/', '/devblog/chatgpt-phrases/'].map((route) => ({ colorScheme, width, route })),
    ),
  );
  it.each(cases)(
    'sits beside the breadcrumbs of docs pages and at the top of blog posts: $route, $colorScheme, $width px; screenshot',
    async ({ colorScheme, width, route }) => {
      fs.mkdirSync(SHOTS, { recursive: true });
      const page = await open({ colorScheme, viewport: { width, height: 800 } }, route);
      await page.evaluate((m) => localStorage.setItem('theme', m), colorScheme);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const button = page.locator('.copy-page summary');
      expect(await button.isVisible()).toBe(true);
      await button.click();
      const menu = page.locator('.copy-page__menu');
      // The click opens the server's <details> natively; the menu's code arrives with the click (a first
      // visit does not load it: src/theme/deferred-parts.ts) and takes the open state, which aria-expanded
      // shows. Wait for both rather than for a fixed time: under load the code takes a while.
      await expect.poll(() => menu.isVisible()).toBe(true);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      // The open menu stays inside the viewport at every width.
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      if (route.startsWith('/docs/') && width === 1280) {
        const crumbs = (await page.locator('.breadcrumbs').boundingBox())!;
        const btn = (await button.boundingBox())!;
        expect(Math.abs(crumbs.y - btn.y)).toBeLessThan(12);
      }
      await page.screenshot({
        path: path.join(SHOTS, `copy-page-${route.split('/')[1]}-${colorScheme}-${width}.png`),
      });
    },
  );
});
