// Parts of the `look: 'infima'` theme measured against Docusaurus 3.10.2's build of the classic template
// (issue 27; compare-routes --keep, side by side, light and dark, 1280 and 390 px): code in Prism's
// palenight when the site names no Prism theme (the classic theme's default), the "Tags:" label before a
// listed post's tags, the version badge in Infima's `badge--secondary`, and the phone's "On this page"
// box above the content. Our own look has none of these (the label is hidden there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { VERSIONED, VERSIONED_CONFIG } from '../build/versions-fixture';

const GUIDE = [
  '---',
  'title: Guide',
  'description: The guide.',
  '---',
  '',
  '## Install',
  '',
  '```js title="answer.js"',
  '// a comment',
  "const answer = 'yes';",
  '```',
  '',
  '## Use',
  '',
  '- one',
  '- two',
  '',
  ':::tip',
  '',
  'A tip.',
  '',
  ':::',
  '',
  'See [welcome](/docs/next/).',
  '',
].join('\n');

let site: ServedSite;
let b: LaunchedBrowser;

beforeAll(async () => {
  site = await serveFixture({
    ...VERSIONED,
    'site.config.ts': VERSIONED_CONFIG.replace(
      '  blog: {',
      "  look: 'infima',\n  blog: { editUrl: 'https://github.com/acme/site/edit/main/',",
    ).replace(
      "navbar: { title: 'Fixture',",
      "navbar: { title: 'Fixture', logo: { alt: 'Wide', src: '/img/wide.svg' },",
    ),
    'docs/guide.mdx': GUIDE,
    // A logo four times as wide as it is high (stylelint.io's is 114 by 29).
    'static/img/wide.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" width="116" height="29" viewBox="0 0 116 29"><rect width="116" height="29" fill="#123"/></svg>\n',
  });
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

async function open(path: string, mode: 'light' | 'dark', width = 1280): Promise<Page> {
  const page = await b.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(site.base + path);
  // The scripts start after the first paint: the toggles below answer clicks once the page has hydrated.
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const style = (page: Page, selector: string, props: string[]) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, props) => {
      const cs = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
    }, props);

describe("the infima look's parts", () => {
  it("colours code with palenight in both modes when the site sets no Prism theme, as Docusaurus's default", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open('/docs/next/guide/', mode);
      expect(await style(page, '.code-block', ['background-color'])).toEqual({ 'background-color': 'rgb(41, 45, 62)' });
      expect(await style(page, '.code-block__pre', ['color'])).toEqual({ color: 'rgb(191, 199, 213)' });
      const token = (type: string) => style(page, `.code-block .token.${type}`, ['color', 'font-style']);
      expect(await token('comment')).toEqual({ color: 'rgb(105, 112, 152)', 'font-style': 'italic' });
      // A keyword has only a style in palenight: the plain colour, italic.
      expect(await token('keyword')).toEqual({ color: 'rgb(191, 199, 213)', 'font-style': 'italic' });
      expect(await token('string')).toEqual({ color: 'rgb(195, 232, 141)', 'font-style': 'normal' });
      expect(await token('operator')).toEqual({ color: 'rgb(137, 221, 255)', 'font-style': 'normal' });
      expect(await token('punctuation')).toEqual({ color: 'rgb(199, 146, 234)', 'font-style': 'normal' });
      await page.close();
    }
  });

  it('puts a bold "Tags:" before a listed post\'s tags, drawn as Infima\'s tag links', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open('/devblog/', mode); // the fixture's blog route
      const label = page.locator('.blog-post--summary .tag-list__label');
      await expect.poll(() => label.textContent()).toBe('Tags:');
      expect(await style(page, '.blog-post--summary .tag-list__label', ['display', 'font-weight'])).toEqual({
        display: 'inline',
        'font-weight': '700',
      });
      const tag = await style(page, '.blog-post--summary .tag', ['border-radius', 'padding', 'border-top-color']);
      expect(tag).toEqual({
        'border-radius': '6.4px',
        padding: '3.2px 8px 4.8px',
        'border-top-color': mode === 'light' ? 'rgb(218, 221, 225)' : 'rgb(96, 103, 112)',
      });
      // On one line with the label, as Docusaurus's inline list.
      const [l, t] = await Promise.all([
        label.boundingBox(),
        page.locator('.blog-post--summary .tag').first().boundingBox(),
      ]);
      expect(Math.abs(l!.y + l!.height / 2 - (t!.y + t!.height / 2))).toBeLessThan(4);
      expect(t!.x).toBeGreaterThan(l!.x + l!.width);
      await page.close();
    }
  });

  it("draws the version badge as Infima's secondary badge", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open('/docs/next/guide/', mode);
      await expect.poll(() => page.locator('.theme-doc-version-badge').textContent()).toBe('Version: Next');
      expect(
        await style(page, '.theme-doc-version-badge', [
          'background-color',
          'color',
          'border-radius',
          'font-size',
          'font-weight',
          'padding',
        ]),
      ).toEqual({
        'background-color': 'rgb(235, 237, 240)',
        color: 'rgb(0, 0, 0)',
        'border-radius': '6.4px',
        'font-size': '12px',
        'font-weight': '700',
        padding: '4px 8px',
      });
      await page.close();
    }
  });

  it('shows "On this page" on phones as a folded box above the content, its list under a rule when open', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open('/docs/next/guide/', mode, 390);
      const box = await style(page, '.toc-mobile', ['background-color', 'border-radius', 'margin-top', 'display']);
      expect(box).toEqual({
        'background-color': mode === 'light' ? 'rgba(0, 0, 0, 0.05)' : 'rgba(255, 255, 255, 0.05)',
        'border-radius': '6.4px',
        'margin-top': '16px',
        display: 'block',
      });
      expect(await style(page, '.toc-mobile__button', ['padding', 'font-weight', 'display'])).toEqual({
        padding: '6.4px 12.8px',
        'font-weight': '400',
        display: 'flex',
      });
      const toc = await page.locator('.toc-mobile').boundingBox();
      const content = await page.locator('.markdown').first().boundingBox();
      expect(toc!.y + toc!.height).toBeLessThanOrEqual(content!.y);
      await page.locator('.toc-mobile__button').click();
      expect(await style(page, '.toc-mobile .table-of-contents', ['border-top-width', 'font-size'])).toEqual({
        'border-top-width': '1px',
        'font-size': '15px',
      });
      await page.close();
    }
  });

  it("spaces the table of contents and the docs column as Infima does, and titles code in the page's font", async () => {
    const page = await open('/docs/next/guide/', 'light');
    expect(await style(page, '.toc-desktop .table-of-contents', ['padding-inline-start'])).toEqual({
      'padding-inline-start': '8px',
    });
    expect(await style(page, '.toc-desktop .table-of-contents li', ['margin-top', 'margin-left'])).toEqual({
      'margin-top': '8px',
      'margin-left': '8px',
    });
    expect(await style(page, '.docs-container', ['padding-top'])).toEqual({ 'padding-top': '16px' });
    // Breadcrumbs at Infima's size times 0.8; the sidebar's first item flush with the menu's padding.
    expect(await style(page, '.breadcrumbs__link', ['font-size', 'padding-top', 'padding-left'])).toEqual({
      'font-size': '12.8px',
      'padding-top': '5.12px',
      'padding-left': '10.24px',
    });
    expect(await style(page, '.doc-sidebar__menu .menu__list-item', ['margin-top'])).toEqual({ 'margin-top': '0px' });
    // Infima's text rhythm: paragraphs 1.25rem apart, lists 2rem in; an admonition ends with no extra space.
    expect(await style(page, '.markdown > p', ['margin-bottom'])).toEqual({ 'margin-bottom': '20px' });
    expect(await style(page, '.markdown > ul', ['padding-left', 'margin-bottom'])).toEqual({
      'padding-left': '32px',
      'margin-bottom': '20px',
    });
    expect(await style(page, '.admonition__content > p', ['margin-bottom'])).toEqual({ 'margin-bottom': '0px' });
    const body = await style(page, 'body', ['font-family']);
    const title = await style(page, '.code-block__title', ['font-family', 'font-size', 'line-height']);
    expect(title['font-family']).toBe(body['font-family']);
    expect(parseFloat(title['line-height']!) / parseFloat(title['font-size']!)).toBeCloseTo(1.65, 2);
    await page.close();
  });

  it('puts "Edit this page" under a post\'s tags, at the left, as Docusaurus\'s post footer', async () => {
    const page = await open('/devblog/hello/', 'light');
    const tags = await page.locator('.blog-post__footer .tag-list-row').boundingBox();
    const edit = await page.locator('.blog-post__footer .theme-edit-this-page').boundingBox();
    const article = await page.locator('article').first().boundingBox();
    expect(edit!.y).toBeGreaterThanOrEqual(tags!.y + tags!.height);
    expect(Math.abs(edit!.x - article!.x)).toBeLessThan(2);
    await page.close();
  });

  it("spaces a post's header and draws its authors as Docusaurus's (3.6rem picture, one-line 0.8rem title)", async () => {
    const page = await open('/devblog/hello/', 'light');
    expect(await style(page, '.blog-post__title', ['margin-bottom'])).toEqual({ 'margin-bottom': '16px' });
    expect(await style(page, '.blog-post__meta', ['margin-top', 'margin-bottom'])).toEqual({
      'margin-top': '16px',
      'margin-bottom': '16px',
    });
    const photo = await style(page, '.blog-post__authors .avatar__photo', ['width', 'height']);
    expect(parseFloat(photo.width!)).toBeCloseTo(57.6, 0);
    expect(parseFloat(photo.height!)).toBeCloseTo(57.6, 0);
    expect(await style(page, '.blog-post__authors .avatar__subtitle', ['font-size', 'line-height'])).toEqual({
      'font-size': '12.8px',
      'line-height': '16px',
    });
    await page.close();
  });

  it("gives headings without a class of their own Infima's base: bold, 1.25 line height, 1rem below, none above", async () => {
    const page = await open('/devblog/tags/', 'light');
    expect(await style(page, 'main h1', ['margin-top', 'margin-bottom', 'font-weight'])).toEqual({
      'margin-top': '0px',
      'margin-bottom': '16px',
      'font-weight': '700',
    });
    await page.close();
  });

  it("draws section headings smaller on phones, as Infima's `.markdown > h2`", async () => {
    const phone = await open('/docs/next/guide/', 'light', 390);
    expect(await style(phone, '.markdown > h2', ['font-size'])).toEqual({ 'font-size': '24px' });
    await phone.close();
    const desktop = await open('/docs/next/guide/', 'light', 1280);
    expect(await style(desktop, '.markdown > h2', ['font-size'])).toEqual({ 'font-size': '32px' });
    await desktop.close();
  });

  it('has no "Copy page" menu on phones (Docusaurus has none; it took a row of its own), and keeps it wider', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const phone = await open('/docs/next/guide/', mode, 390);
      expect(await style(phone, '.copy-page', ['display'])).toEqual({ display: 'none' });
      await phone.close();
    }
    const desktop = await open('/docs/next/guide/', 'light', 1280);
    expect(await style(desktop, '.copy-page', ['display'])).not.toEqual({ display: 'none' });
    await desktop.close();
  });

  it("draws a wide navbar logo 2rem high at its own width, as Docusaurus's navbar (not squeezed into a square)", async () => {
    const page = await open('/docs/next/guide/', 'light', 1280);
    const logo = page.locator('.navbar__logo').first();
    await logo.evaluate((img: HTMLImageElement) => img.decode());
    const box = (await logo.boundingBox())!;
    expect(box.height).toBe(32);
    expect(box.width).toBe(128);
    await page.close();
  });

  it("puts Docusaurus's page classes on <html> (docs-doc-id-…), and swaps them on client-side navigation", async () => {
    const page = await open('/docs/next/guide/', 'light', 1280);
    const classes = () => page.evaluate(() => document.documentElement.className.split(' ').sort());
    expect(await classes()).toEqual(
      ['docs-doc-id-guide', 'docs-doc-page', 'docs-version-current', 'plugin-docs', 'plugin-id-default'].sort(),
    );
    // <html> keeps its own layout (our docs layout's `docs-wrapper` class is a flex box).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).display)).toBe('block');
    await page.locator('.doc-sidebar a.menu__link[href="/docs/next/"]').click();
    await page.waitForURL('**/docs/next/');
    // The classes change in an effect after the new page rendered: polled, not read once after the URL changed.
    await expect.poll(classes).toContain('docs-doc-id-welcome');
    expect(await classes()).not.toContain('docs-doc-id-guide');
    await page.close();
  });

  it("keeps headings in Infima's base font when the site's CSS sets the body's (testing-library-docs)", async () => {
    const page = await open('/docs/next/guide/', 'light', 1280);
    await page.addStyleTag({ content: 'body { font-family: Georgia, serif; }' });
    const font = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await font('.markdown p')).toBe('Georgia, serif');
    expect(await font('.markdown h2')).toMatch(/^system-ui/);
    await page.close();
  });

  it("keeps the skip link above the page however tall the site's font makes it, and shows it on focus", async () => {
    const page = await open('/docs/next/guide/', 'light', 1280);
    await page.addStyleTag({ content: 'body { font-size: 20px; line-height: 2.2; }' });
    const box = () => page.locator('.skip-link').evaluate((el) => el.getBoundingClientRect().toJSON());
    // Clear of the page by a few pixels: a box ending exactly at 0 still tinted the first row when antialiased.
    expect((await box()).bottom).toBeLessThanOrEqual(-2);
    await page.locator('.skip-link').focus();
    expect((await box()).top).toBeGreaterThan(0);
    await page.close();
  });
});
