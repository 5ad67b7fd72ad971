// `npm run dev` on a site with `baseUrl: '/sub/'`: the dev server serves it where the build's host does,
// at /sub/, page modules, route data, static files and images included, and navigates inside it.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { startDevServer, type DevServer } from '../support/dev-server';
import { makeFixture } from '../build/fixture';
import { BASE_URL_PAGES } from '../build/base-url-fixture';

let dev: DevServer;
let b: LaunchedBrowser;
const port = 5800 + Math.floor(Math.random() * 150);
const origin = `http://127.0.0.1:${port}`;

beforeAll(async () => {
  const dir = makeFixture(BASE_URL_PAGES);
  dev = await startDevServer(
    [],
    { ...process.env, PORT: String(port), LEXORA_CONTENT_DIR: dir, LEXORA_GENERATED_DIR: path.join(dir, '.generated') },
    port,
  );
  b = await launch();
}, 90_000);

afterAll(async () => {
  await b?.close();
  (dev?.process as ChildProcess | undefined)?.kill();
});

describe("dev server with baseUrl '/sub/'", () => {
  it('says the address with the base once, and serves static files under it only', async () => {
    expect(dev.output()).toContain(`${origin}/sub/ `);
    expect(dev.output()).not.toContain('/sub/sub/');
    const svg = await fetch(`${origin}/sub/img/dot.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${origin}/sub/files/notes.txt`)).status).toBe(200);
    expect((await fetch(`${origin}/img/dot.svg`)).status).toBe(404);
  });

  it('renders a page under /sub/ with its image and favicon, and navigates to another page in the app', async () => {
    const page = await b.context.newPage();
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('pageerror', (e) => failed.push(String(e)));
    await page.goto(`${origin}/sub/docs/guide/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
      timeout: 60_000,
    });
    await expect.poll(() => page.locator('article h1').first().textContent(), { timeout: 30_000 }).toBe('Guide');
    const dot = page.locator('article img[alt="A dot"]');
    await dot.scrollIntoViewIfNeeded();
    await expect.poll(() => dot.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 30_000 }).toBe(8);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/sub/img/favicon.svg');
    // A client-side navigation: the document stays, the welcome page's content arrives.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('article a', { hasText: 'welcome again' }).click();
    await page.waitForURL(`${origin}/sub/docs/`);
    await expect.poll(() => page.locator('article h1').first().textContent(), { timeout: 30_000 }).toBe('Welcome');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(failed.filter((f) => !f.includes('favicon'))).toEqual([]);
  }, 120_000);
});
