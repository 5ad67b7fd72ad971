// The developer blog: list, sidebar by year, posts, archive, tags, feeds.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
const siteDir = inject('siteDir');
let b: LaunchedBrowser;
let page: Page;
const postCount = fs.readdirSync(path.resolve('content/blog')).filter((f) => /\.mdx?$/.test(f)).length;

beforeAll(async () => {
  b = await launch();
  page = await b.context.newPage();
});
afterAll(async () => b?.close());

async function open(route: string) {
  await page.goto(base + route);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

describe('developer blog', () => {
  it('lists every post newest first with excerpt, meta and Read more', async () => {
    await open('/devblog/');
    expect(await page.textContent('main h1')).toBe('Lexora Developer Blog');
    const dates = await page.$$eval('.blog-post--summary time', (els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates).toHaveLength(postCount);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await page.locator('.blog-post--summary .blog-post__read-more').count()).toBe(postCount);
    expect(await page.locator('.blog-post--summary .avatar__name').count()).toBeGreaterThanOrEqual(postCount);
    expect(await page.textContent('.blog-post--summary .blog-post__meta')).toMatch(/\d+ min read/);
  });

  it('groups the sidebar by year, newest first, and marks the current post', async () => {
    await open('/devblog/chatgpt-phrases/');
    const years = await page.$$eval('.blog-sidebar [role="group"] h3', (els) => els.map((e) => e.textContent));
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect([...years].sort().reverse()).toEqual(years);
    expect(await page.getAttribute('.blog-sidebar a[aria-current="page"]', 'href')).toBe('/devblog/chatgpt-phrases/');
  });

  it('shows a post with authors, tags linking to tag pages, TOC and newer/older links', async () => {
    await open('/devblog/chatgpt-grammar-checking-editing/');
    expect(await page.textContent('article h1')).toContain('ChatGPT');
    expect(await page.locator('a.tag[href="/devblog/tags/llms/"]').count()).toBe(1);
    expect(await page.locator('.toc-desktop a').count()).toBeGreaterThan(2);
    const html = fs.readFileSync(path.join(siteDir, 'devblog/chatgpt-grammar-checking-editing/index.html'), 'utf8');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time"');
    const older = page.locator('.pagination-nav__link--next');
    const olderTitle = (await older.locator('.pagination-nav__label').textContent())!;
    await older.click();
    await expect.poll(() => page.textContent('article h1')).toBe(olderTitle);
    await page.click('.pagination-nav__link--prev');
    await expect.poll(() => page.url()).toBe(`${base}/devblog/chatgpt-grammar-checking-editing/`);
  });

  it('has an archive by year and tag pages with counts', async () => {
    await open('/devblog/archive/');
    expect(await page.locator('.blog-archive__year li').count()).toBe(postCount);
    await open('/devblog/tags/');
    const llms = page.locator('a.tag[href="/devblog/tags/llms/"]');
    const count = Number(await llms.locator('.tag__count').textContent());
    expect(count).toBeGreaterThanOrEqual(3);
    await llms.click();
    await expect.poll(() => page.textContent('main h1')).toBe(`${count} posts tagged with "llms"`);
    expect(await page.locator('.blog-post--summary').count()).toBe(count);
  });

  it('publishes RSS, Atom and JSON feeds with every post and absolute URLs', async () => {
    await open('/devblog/');
    const result = await page.evaluate(async () => {
      const parse = async (u: string) =>
        new DOMParser().parseFromString(await (await fetch(u)).text(), 'application/xml');
      const rss = await parse('/devblog/rss.xml');
      const atom = await parse('/devblog/atom.xml');
      const json = await (await fetch('/devblog/feed.json')).json();
      return {
        rssOk: !rss.querySelector('parsererror'),
        atomOk: !atom.querySelector('parsererror'),
        rssItems: rss.querySelectorAll('item').length,
        atomEntries: atom.querySelectorAll('entry').length,
        jsonItems: json.items.length,
        links: [...rss.querySelectorAll('item > link')].map((l) => l.textContent),
        content: json.items[0].content_html.length,
      };
    });
    expect(result.rssOk && result.atomOk).toBe(true);
    expect([result.rssItems, result.atomEntries, result.jsonItems]).toEqual([postCount, postCount, postCount]);
    for (const l of result.links) expect(l).toMatch(/^https:\/\/docs\.lexora\.dev\/devblog\/[^/]+\/$/);
    expect(result.content).toBeGreaterThan(2000);
    const head = await page.$$eval('link[rel="alternate"][type]', (els) => els.map((e) => e.getAttribute('href')));
    expect(head).toEqual(['/devblog/rss.xml', '/devblog/atom.xml', '/devblog/feed.json']);
  });

  it('moves the blog sidebar into the mobile menu', async () => {
    const mobile = await b.context.newPage();
    await mobile.setViewportSize({ width: 390, height: 800 });
    await mobile.goto(`${base}/devblog/chatgpt-phrases/`);
    await mobile.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await mobile.isVisible('.blog-sidebar')).toBe(false);
    await mobile.click('.navbar__toggle');
    await mobile.waitForSelector('.navbar-sidebar .blog-sidebar__year');
    expect(await mobile.isVisible('.navbar-sidebar a[aria-current="page"][href="/devblog/chatgpt-phrases/"]')).toBe(
      true,
    );
    await mobile.close();
  });
});
