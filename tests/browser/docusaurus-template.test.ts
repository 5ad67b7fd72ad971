// The create-docusaurus classic template, imported with `npm run import:docusaurus` and built with
// no edits: its pages in Chromium. (The import, its byte-for-byte copy and a clean build are checked
// in tests/build/docusaurus-import.test.ts.) The template has no `<Tabs>`; tabs from `@theme/Tabs`
// are covered by tests/build/docusaurus-aliases.test.ts and tests/browser/docusaurus-pages.test.ts.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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

/** A page of the template's kind with tabs, a titled code block and admonitions, in a category without a link. */
const LOOK_PAGE = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  '# Look check',
  '',
  '<Tabs>',
  '  <TabItem value="npm" label="npm" default>',
  '',
  '```bash',
  'npm install',
  '```',
  '',
  '  </TabItem>',
  '  <TabItem value="yarn" label="yarn">',
  '',
  '```bash',
  'yarn add',
  '```',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  '```js title="src/index.js"',
  'const a = 1;',
  '```',
  '',
  ':::tip',
  '',
  'A tip with `inline code` and a [link](/docs/intro).',
  '',
  ':::',
  '',
].join('\n');

beforeAll(async () => {
  const template = classicSite();
  fs.mkdirSync(path.join(template, 'docs/tutorial-extras/more'));
  fs.writeFileSync(path.join(template, 'docs/tutorial-extras/more/_category_.json'), '{ "label": "More" }\n');
  fs.writeFileSync(path.join(template, 'docs/tutorial-extras/more/look-check.mdx'), LOOK_PAGE);
  // A post with headings: its table of contents beside it.
  fs.writeFileSync(
    path.join(template, 'blog/2019-05-27-toc.md'),
    '---\ntitle: Sections\n---\n\nIntro.\n\n<!-- truncate -->\n\n## One\n\nText.\n\n## Two\n\nText.\n',
  );
  const imported = runImport(template);
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

  // The import writes `look: 'infima'`: the parts where our theme and Infima differ are drawn as
  // Docusaurus 3.10 draws them (values measured on its build of the same template, 2026-11-27).
  it('looks as Docusaurus draws it: sidebar, tabs, code blocks, admonitions, inline code, footer', async () => {
    const page = await open('/docs/tutorial-extras/more/look-check');
    expect(await page.getAttribute('html', 'data-look')).toBe('infima');
    const css = (sel: string, pseudo?: string) =>
      page.$eval(
        sel,
        (el, pseudo) => {
          const c = getComputedStyle(el, pseudo);
          const r = el.getBoundingClientRect();
          return {
            color: c.color,
            bg: c.backgroundColor,
            weight: c.fontWeight,
            size: c.fontSize,
            border: c.borderTopWidth,
            shadow: c.boxShadow,
            right: Math.round(r.right),
          };
        },
        pseudo ?? null,
      );
    const primary = { light: 'rgb(46, 133, 85)', dark: 'rgb(37, 194, 160)' };
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
      await page.waitForTimeout(250); // colours ease over 200ms
      // Sidebar: categories at the menu's weight (was bold), the one holding the page in the primary
      // colour, its caret at the row's end (was right after the label); items grey at 1rem; the
      // current page's item on a neutral overlay (was our blue tint).
      const more = page.locator('.doc-sidebar button.menu__link--sublist', { hasText: 'More' });
      const moreBox = (await more.boundingBox())!;
      const caret = await css('.doc-sidebar button.menu__link--active-parent', '::after');
      expect(await more.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('500');
      expect(await more.evaluate((el) => getComputedStyle(el).color)).toBe(primary[mode]);
      expect(moreBox.x + moreBox.width - caret.right).toBeLessThan(16);
      expect(await css('.doc-sidebar .menu__link--active:not(.menu__link--sublist)')).toMatchObject({
        color: primary[mode],
        bg: mode === 'light' ? 'rgba(0, 0, 0, 0.05)' : 'rgba(255, 255, 255, 0.05)',
        size: '16px',
      });
      expect((await css('.doc-sidebar a.menu__link[href$="/docs/intro"]')).color).toBe(
        mode === 'light' ? 'rgb(96, 103, 112)' : 'rgb(218, 221, 225)',
      );
      // Tabs: bold, the others in Infima's secondary text colour, no rule under the strip.
      expect(await css('.tabs__item:not(.tabs__item--active)')).toMatchObject({
        weight: '700',
        color: mode === 'light' ? 'rgb(82, 88, 96)' : 'rgb(218, 221, 225)',
      });
      expect((await css('.tabs__item--active')).color).toBe(primary[mode]);
      expect(await page.$eval('.tabs', (el) => getComputedStyle(el).borderBottomWidth)).toBe('0px');
      // Code blocks: no border, a shadow; the title at weight 500.
      expect(await css('.code-block')).toMatchObject({ border: '0px', shadow: 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px' });
      expect((await css('.code-block__title')).weight).toBe('500');
      // Admonitions: Infima's alert colours, inline code on a tint of the kind's colour.
      expect(await css('.theme-admonition-tip')).toMatchObject(
        mode === 'light'
          ? { color: 'rgb(0, 49, 0)', bg: 'rgb(230, 246, 230)' }
          : { color: 'rgb(230, 246, 230)', bg: 'rgb(0, 49, 0)' },
      );
      expect((await css('.theme-admonition-tip code')).bg).toBe('color(srgb 0 0.643137 0 / 0.15)');
    }
    await page.close();

    // The React home page's inline code has Infima's background and border; the footer is the
    // config's `style: 'dark'`, Infima's slate in both modes (was our near-black).
    const home = await open('/');
    for (const mode of ['light', 'dark'] as const) {
      await home.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
      const code = await home.$eval('main code', (el) => {
        const c = getComputedStyle(el);
        return { bg: c.backgroundColor, border: c.borderTopWidth };
      });
      expect(code).toEqual({
        bg: mode === 'light' ? 'rgb(246, 247, 248)' : 'rgba(255, 255, 255, 0.1)',
        border: '1px', // Infima's 0.1rem, drawn on one device pixel
      });
      expect(await home.$eval('footer.footer', (el) => getComputedStyle(el).backgroundColor)).toBe('rgb(48, 56, 70)');
    }
    await home.close();
  });

  it("a post's authors show their social links as icons, named; reading time counts the source's words", async () => {
    const post = await open('/blog/welcome');
    const links = (i: number) =>
      post
        .locator('.blog-post__authors .avatar')
        .nth(i)
        .locator('a.avatar__social')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]));
    expect(await links(0)).toEqual([
      ['X', 'https://x.com/sebastienlorber'],
      ['LinkedIn', 'https://www.linkedin.com/in/sebastienlorber/'],
      ['GitHub', 'https://github.com/slorber'],
      ['newsletter', 'https://thisweekinreact.com'],
    ]);
    expect((await links(1)).map(([label]) => label)).toEqual(['X', 'LinkedIn', 'GitHub', 'newsletter']);
    const icon = await post.locator('a.avatar__social svg').first().boundingBox();
    expect(icon).toMatchObject({ width: 16, height: 16 });
    // Plain links drawn by the server: a first visit does not load their code (src/theme/blog/blog-parts.tsx);
    // the pointer reaching them does.
    const socialsCode = () =>
      post.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/AuthorSocials-/.test(e.name)));
    expect(await socialsCode()).toBe(false);
    await post.hover('a.avatar__social');
    await expect.poll(socialsCode).toBe(true);
    expect(await post.textContent('.blog-post__meta')).toContain('One min read');
    await post.close();
    // A post with headings: sidebar, post and table of contents share one row (3/12, 7/12, 2/12).
    const toc = await open('/blog/2019/05/27/toc');
    const tops = await toc.$$eval('.blog-sidebar-col, .blog-main, .toc-col', (els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await toc.close();
    // The long post: 3 minutes, as Docusaurus counts its source.
    const long = await open('/blog/long-blog-post');
    expect(await long.textContent('.blog-post__meta')).toContain('3 min read');
    await long.close();
  });

  it('draws the pencil before "Edit this page", arrows after footer links to other sites, "Recent posts" over the blog sidebar', async () => {
    const doc = await open('/docs/intro');
    // The pencil: 20px, before the text, 0.3em from it, aligned as Docusaurus's (vertical-align: sub).
    const pencil = await doc.$eval('a.theme-edit-this-page', (a) => {
      const svg = a.firstElementChild as SVGElement;
      const c = getComputedStyle(svg);
      const r = svg.getBoundingClientRect();
      return { tag: svg.tagName, display: c.display, align: c.verticalAlign, margin: c.marginRight, w: r.width };
    });
    expect(pencil).toEqual({ tag: 'svg', display: 'inline', align: 'sub', margin: '4.8px', w: 20 });
    expect(await doc.textContent('a.theme-edit-this-page')).toBe('Edit this page');
    // Footer: the template's GitHub, Stack Overflow, Discord and X links carry the arrow; /docs/intro and /blog do not.
    const footer = await doc.$$eval('.footer__link-item', (as) =>
      as.map((a) => {
        const svg = a.querySelector('svg');
        return [a.textContent, svg ? getComputedStyle(svg).marginLeft : null];
      }),
    );
    expect(footer).toEqual([
      ['Tutorial', null],
      ['Stack Overflow', '4.8px'],
      ['Discord', '4.8px'],
      ['X', '4.8px'],
      ['Blog', null],
      ['GitHub', '4.8px'],
    ]);
    await doc.close();
    const blog = await open('/blog');
    expect(await blog.textContent('.blog-sidebar__title')).toBe('Recent posts');
    expect(await blog.locator('.blog-sidebar a.menu__link').count()).toBe(5);
    // The list as Docusaurus's: no visible heading above the posts (the h1 is for screen readers), post
    // titles at 3rem in the link colour, no rule between posts.
    expect(await blog.locator('h1.blog-list__title').boundingBox()).toMatchObject({ width: 1, height: 1 });
    expect(
      await blog.$eval('h2.blog-post__title a', (a) => [getComputedStyle(a).fontSize, getComputedStyle(a).color]),
    ).toEqual(['48px', 'rgb(46, 133, 85)']);
    expect(await blog.$eval('.blog-post--summary', (el) => getComputedStyle(el).borderBottomWidth)).toBe('0px');
    await blog.close();
  });
});
