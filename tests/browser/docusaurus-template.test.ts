// The create-docusaurus classic template, imported with `npm run import:docusaurus` and built with
// no edits: its pages in Chromium. (The import, its byte-for-byte copy and a clean build are checked
// in tests/build/docusaurus-import.test.ts.) The template has no `<Tabs>`; tabs from `@theme/Tabs`
// are covered by tests/build/docusaurus-aliases.test.ts and tests/browser/docusaurus-pages.test.ts.
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

/**
 * The site's own images in the page body, with whether each has loaded with a real size. (The
 * template's author avatars are github.com URLs: not the site's, and not loaded offline.)
 */
async function ownImages(
  page: Page,
): Promise<{ src: string; ok: boolean; width: string | null; height: string | null }[]> {
  return page.$$eval('.markdown img', (imgs) =>
    imgs
      .map((el) => el as HTMLImageElement)
      .filter((i) => new URL(i.currentSrc || i.src).origin === location.origin)
      .map((i) => ({
        src: new URL(i.currentSrc || i.src).pathname,
        ok: i.complete && i.naturalWidth > 0,
        width: i.getAttribute('width'),
        height: i.getAttribute('height'),
      })),
  );
}

describe('the classic template, imported', () => {
  it('builds with no errors and no warnings', () => {
    expect(buildOutput).toMatch(/Built \d+ pages/);
    expect(buildOutput).not.toMatch(/warn|error/i);
  });

  it('the React home page links into the docs; /markdown-page/ is a page', async () => {
    const home = await open('/');
    expect(await home.title()).toBe('Hello from My Site | My Site');
    expect(await home.locator('h1.hero__title').textContent()).toBe('My Site');
    // The three feature SVGs, imported with require('@site/static/img/…svg').default.
    expect(await home.locator('svg[role="img"]').count()).toBe(3);
    await home.locator('a', { hasText: 'Docusaurus Tutorial' }).click();
    await expect.poll(() => home.title()).toBe('Tutorial Intro | My Site');
    // The template leaves trailingSlash unset: its links keep the address as written, as in Docusaurus.
    expect(new URL(home.url()).pathname).toBe('/docs/intro');
    await home.close();
    const md = await open('/markdown-page/');
    expect(await md.title()).toBe('Markdown page example | My Site');
    expect(await md.locator('main h1').textContent()).toBe('Markdown page example');
    await md.close();
  });

  it('doc titles come from the first heading; the category has its generated-index page', async () => {
    const page = await open('/docs/category/tutorial---basics/');
    expect(await page.title()).toBe('Tutorial - Basics | My Site');
    expect(await page.locator('h1').first().textContent()).toBe('Tutorial - Basics');
    expect(await page.textContent('main')).toContain('5 minutes to learn the most important Docusaurus concepts.');
    expect(await page.locator('main a.doc-card h2').allTextContents()).toEqual([
      'Create a Page',
      'Create a Document',
      'Create a Blog Post',
      'Markdown Features',
      'Deploy your site',
      'Congratulations!',
    ]);
    await page.locator('main a', { hasText: 'Create a Page' }).first().click();
    await expect.poll(() => page.title()).toBe('Create a Page | My Site');
    await page.close();
  });

  it('Markdown features: {/* #id */} headings, titled admonitions, highlighted lines without magic comments, images', async () => {
    const page = await open('/docs/tutorial-basics/markdown-features/');
    expect(await page.locator('h2#my-heading-id').textContent()).toBe('Headings\u200b');
    expect(await page.locator('.toc-desktop a[href="#my-heading-id"]').textContent()).toBe('Headings');
    // The page shows each admonition once as code, then rendered.
    expect(await page.locator('.admonition__heading', { hasText: 'My tip' }).count()).toBe(1);
    expect(await page.locator('.admonition__heading', { hasText: 'Take care' }).count()).toBe(1);
    expect(await page.locator('pre', { hasText: ':::tip[My tip]' }).count()).toBe(1);
    const code = await page.locator('pre').allTextContents();
    expect(code.join('\n')).not.toMatch(/highlight-(start|end|next-line)/);
    expect(await page.locator('pre .code-line--highlighted').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await ownImages(page)).every((i) => i.ok)).toBe(true);
    const images = await ownImages(page);
    expect(images.length).toBeGreaterThan(0);
    for (const img of images)
      expect(img, img.src).toMatchObject({
        width: expect.stringMatching(/^\d+$/),
        height: expect.stringMatching(/^\d+$/),
      });
    await page.close();
  });

  it('the blog: the folder post with its image, an interactive MDX post, tags.yml labels', async () => {
    const post = await open('/blog/welcome/');
    expect(await post.locator('h1').first().textContent()).toBe('Welcome');
    expect(await post.textContent('main')).toContain('August 26, 2021');
    await expect.poll(async () => (await ownImages(post)).map((i) => i.ok)).toEqual([true]);
    expect((await ownImages(post))[0]).toMatchObject({
      src: expect.stringMatching(/^\/assets\/docusaurus-plushie-banner-[\w-]+\.jpeg$/),
      width: '1500',
      height: '500',
    });
    await post.close();

    const mdx = await open('/blog/mdx-blog-post/');
    const alerts: string[] = [];
    mdx.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await mdx.locator('.markdown button', { hasText: 'Click me!' }).click();
    await expect.poll(() => alerts).toEqual(['button clicked!']);
    await mdx.close();

    const tags = await open('/blog/tags/');
    const labels = await tags.locator('main a').allTextContents();
    for (const label of ['Facebook', 'Hello', 'Docusaurus', 'Hola']) expect(labels.join(' ')).toContain(label);
    await tags.locator('main a', { hasText: 'Facebook' }).first().click();
    await expect.poll(() => new URL(tags.url()).pathname).toBe('/blog/tags/facebook');
    // The address changes when the navigation starts; the tag page renders once its data is in.
    await expect.poll(() => tags.locator('main h1').textContent()).toContain('Facebook');
    await tags.close();
  });

  it("buttons and containers are Infima's: every variant's colours and sizes, 1140px (1320px from 1440px)", async () => {
    const page = await open('/');
    // The template's hero button, plus each variant the classic template and real sites use.
    await page.evaluate(() => {
      const hero = document.querySelector('.hero .container')!;
      for (const cls of ['button--primary', 'button--primary button--outline', 'button--secondary button--outline'])
        hero.insertAdjacentHTML('beforeend', `<a class="button ${cls}" data-test="${cls}">x</a>`);
    });
    const style = (sel: string) =>
      page.$eval(sel, (el) => {
        const c = getComputedStyle(el);
        return {
          bg: c.backgroundColor,
          color: c.color,
          border: c.borderTopColor,
          size: c.fontSize,
          weight: c.fontWeight,
          padding: c.padding,
          radius: c.borderTopLeftRadius,
        };
      });
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
      // Infima's values: #ebedf0 with gray-900 text in both modes, 0.875rem × 1.35, padding 0.375rem 1.5rem × 1.35.
      // (Polled: buttons ease their colours over 200ms, as Infima's.)
      await expect
        .poll(() => style('.hero a.button--secondary.button--lg'), { message: mode })
        .toEqual({
          bg: 'rgb(235, 237, 240)',
          color: 'rgb(28, 30, 33)',
          border: 'rgb(235, 237, 240)',
          size: '18.9px',
          weight: '700',
          padding: '8.1px 32.4px',
          radius: '6.4px',
        });
      // The template's primary colour (#2e8555 light, #25c2a0 dark), text in Infima's inverse base colour.
      const primary = mode === 'light' ? 'rgb(46, 133, 85)' : 'rgb(37, 194, 160)';
      await expect
        .poll(() => style('[data-test="button--primary"]'), { message: mode })
        .toMatchObject({
          bg: primary,
          border: primary,
          size: '14px',
          padding: '6px 24px',
          radius: '6.4px',
        });
      await expect
        .poll(() => style('[data-test="button--primary button--outline"]'), { message: mode })
        .toMatchObject({
          bg: 'rgba(0, 0, 0, 0)',
          color: primary,
          border: primary,
        });
      await expect
        .poll(() => style('[data-test="button--secondary button--outline"]'), { message: mode })
        .toMatchObject({
          bg: 'rgba(0, 0, 0, 0)',
          border: 'rgb(235, 237, 240)',
        });
    }
    const width = (sel: string) => page.$eval(sel, (el) => el.getBoundingClientRect().width);
    expect(await width('.hero .container')).toBe(1140);
    expect(await width('footer .container')).toBe(1140);
    await page.setViewportSize({ width: 1500, height: 900 });
    expect(await width('.hero .container')).toBe(1320);
    await page.close();
  });

  it('sidebar categories fold as in Docusaurus: folded unless they hold the page, the caret works from the keyboard', async () => {
    const page = await open('/docs/intro');
    const sidebar = page.locator('.doc-sidebar');
    const basics = sidebar.getByRole('button', { name: "Expand sidebar category 'Tutorial - Basics'" });
    await expect.poll(() => basics.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.getByRole('link', { name: 'Create a Page' }).count()).toBe(0);
    await basics.focus();
    await page.keyboard.press('Enter');
    const collapse = sidebar.getByRole('button', { name: "Collapse sidebar category 'Tutorial - Basics'" });
    await expect.poll(() => collapse.getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.getByRole('link', { name: 'Create a Page' }).isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => sidebar.getByRole('link', { name: 'Create a Page' }).count()).toBe(0);
    await page.close();

    // The category holding the page starts open; the other stays folded.
    const inside = await open('/docs/tutorial-basics/create-a-page');
    const side = inside.locator('.doc-sidebar');
    expect(await side.getByRole('link', { name: 'Create a Document' }).isVisible()).toBe(true);
    expect(
      await side
        .getByRole('button', { name: "Expand sidebar category 'Tutorial - Extras'" })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await inside.close();
  });
});
