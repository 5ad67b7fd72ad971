// The search modal on a slow connection: while the offline index files are on their way the modal
// shows its loading state, and the results replace it as soon as the files arrive. The server holds
// every index file back until the test has seen the loading state, then lets them through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type http from 'node:http';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';

let site: ServedSite;
let b: LaunchedBrowser;
/** Index file requests the server is holding back. */
const held: string[] = [];
let release: () => void = () => undefined;
let released = new Promise<void>((r) => (release = r));

function holdIndexFiles(req: http.IncomingMessage): Promise<boolean> | boolean {
  // The index folder (/assets/search-<hash>/…), not the search code's chunks (/assets/search-client-….js).
  const url = req.url ?? '';
  if (!/^\/assets\/search-[0-9a-f]+\//.test(url)) return false;
  held.push(url);
  // false: once released, the static server answers the request as usual.
  return released.then(() => false);
}

beforeAll(async () => {
  site = await serveFixture({}, { server: { intercept: holdIndexFiles } });
  b = await launch();
}, 180_000);
afterAll(async () => {
  release();
  await b?.close();
  await site?.close();
});

describe('search while the index loads', () => {
  it('shows the loading state, then the results once the index files arrive', async () => {
    held.length = 0;
    released = new Promise<void>((r) => (release = r));
    const page = await b.context.newPage();
    await page.goto(`${site.base}/docs/guide/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#docsearch-input');
    await page.keyboard.type('install');

    // DocSearch marks the modal stalled when a query takes long: the spinner replaces the magnifier.
    await page.waitForSelector('.DocSearch-Container--Stalled', { timeout: 15_000 });
    expect(await page.locator('.DocSearch-LoadingIndicator').isVisible()).toBe(true);
    expect(await page.locator('.DocSearch-MagnifierLabel').isVisible()).toBe(false);
    expect(held.some((u) => u.endsWith('/manifest.json'))).toBe(true);
    expect(await page.locator('.DocSearch-Hit').count()).toBe(0);
    expect(await page.locator('.lexora-search-error').count()).toBe(0);

    release();
    const hit = page.locator('.DocSearch-Hit a[data-query="install"]').first();
    await hit.waitFor({ timeout: 15_000 });
    expect(await hit.getAttribute('href')).toContain('/docs/guide/');
    expect(await hit.locator('mark').first().textContent()).toMatch(/^install/i);
    await page.waitForSelector('.DocSearch-Container--Stalled', { state: 'detached' });
    expect(await page.locator('.DocSearch-MagnifierLabel').isVisible()).toBe(true);
    expect(await page.locator('.lexora-search-error').count()).toBe(0);
    await page.close();
  });
});
