// The create-docusaurus classic template, imported with `npm run import:docusaurus` and built with
// no edits: its pages in Chromium. (The import and its byte-for-byte copy are checked in
// tests/build/docusaurus-import.test.ts.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { runBuild } from '../build/fixture';
import { classicSite, runImport } from '../build/docusaurus-fixture';
import { createStaticServer } from '../../prerender/static-server';

let site: http.Server;
let base: string;
let b: LaunchedBrowser;
let buildOutput = '';

beforeAll(async () => {
  const imported = runImport(classicSite());
  if (imported.status !== 0) throw new Error(imported.output);
  const built = runBuild(imported.outDir);
  buildOutput = built.output;
  if (built.status !== 0) throw new Error(built.output);
  site = createStaticServer({ root: built.outDir });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  site?.close();
});

async function open(path: string): Promise<Page> {
  const page = await b.context.newPage();
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

/** Every <img> of the page has loaded with a real size. */
async function imagesLoaded(page: Page): Promise<{ src: string; ok: boolean }[]> {
  return page.$$eval('main img, article img', (imgs) =>
    imgs.map((i) => ({ src: (i as HTMLImageElement).currentSrc, ok: (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0 })),
  );
}

describe('the classic template, imported', () => {
  it('builds with no errors and no warnings', () => {
    expect(buildOutput).toMatch(/Built \d+ pages/);
    expect(buildOutput).not.toMatch(/warn|error/i);
  });

  it('the React home page and the Markdown page', async () => {
    const home = await open('/');
    expect(await home.title()).toBe('Hello from My Site | My Site');
    expect(await home.locator('h1.hero__title').textContent()).toBe('My Site');
    expect(await home.locator('svg[role="img"]').count()).toBe(3);
    await home.locator('a', { hasText: 'Docusaurus Tutorial' }).click();
    await expect.poll(() => home.title()).toBe('Tutorial Intro | My Site');
    await home.close();
    const md = await open('/markdown-page/');
    expect(await md.title()).toBe('Markdown page example | My Site');
    await md.close();
  });

  it('doc titles come from the first heading; the category has a generated index page', async () => {
    const page = await open('/docs/category/tutorial---basics/');
    expect(await page.locator('h1').first().textContent()).toBe('Tutorial - Basics');
    expect(await page.textContent('main')).toContain('5 minutes to learn the most important Docusaurus concepts.');
    await page.locator('main a', { hasText: 'Create a Page' }).first().click();
    await expect.poll(() => page.title()).toBe('Create a Page | My Site');
    await page.close();
  });

  it('markdown features: admonitions with titles, highlighted lines without magic comments, images', async () => {
    const page = await open('/docs/tutorial-basics/markdown-features/');
    expect(await page.locator('.admonition__heading', { hasText: 'My tip' }).count()).toBeGreaterThan(0);
    expect(await page.locator('.admonition__heading', { hasText: 'Take care' }).count()).toBeGreaterThan(0);
    const code = await page.locator('pre').allTextContents();
    expect(code.join('\n')).not.toMatch(/highlight-(start|end|next-line)/);
    expect(await page.locator('pre .code-line--highlighted').count()).toBeGreaterThan(0);
    await expect.poll(() => imagesLoaded(page)).toEqual(expect.arrayContaining([expect.objectContaining({ ok: true })]));
    expect((await imagesLoaded(page)).every((i) => i.ok)).toBe(true);
    await page.close();
  });

  it('the blog: the folder post with its image, tags.yml labels', async () => {
    const post = await open('/blog/welcome/');
    expect(await post.locator('h1').first().textContent()).toBe('Welcome');
    await expect.poll(async () => (await imagesLoaded(post)).length).toBeGreaterThan(0);
    expect((await imagesLoaded(post)).every((i) => i.ok)).toBe(true);
    await post.close();
    const tags = await open('/blog/tags/');
    const labels = await tags.locator('main a').allTextContents();
    expect(labels.join(' ')).toContain('Facebook');
    expect(labels.join(' ')).toContain('Hello');
    await tags.close();
  });
});
