// A blog in Docusaurus's conventions, in Chromium: the list's automatic "Read more" leads to the
// post, a folder post shows its date from the folder name, tag pages show tags.yml labels and
// descriptions, and a post titled by its `# heading` shows that title once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { makeFixture, runBuild } from '../build/fixture';
import { BLOG_POSTS, HOSTILE } from '../build/blog-fixture';
import { createStaticServer } from '../../prerender/static-server';

let site: http.Server;
let base: string;
let b: LaunchedBrowser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  const built = runBuild(makeFixture(BLOG_POSTS));
  if (built.status !== 0) throw new Error(built.output);
  site = createStaticServer({ root: built.outDir });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  b = await launch();
  page = await b.context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    // The fixture has no favicon file; everything else must load.
    if (r.status() >= 400 && !r.url().endsWith('/favicon.svg'))
      errors.push(`${r.status()} ${decodeURIComponent(new URL(r.url()).pathname)}`);
  });
  page.on('console', (m) => {
    // The fixture's author pictures are on hosts that do not exist (the tests run offline).
    if (m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|Failed to load resource: the server responded/.test(m.text()))
      errors.push(m.text());
  });
}, 180_000);
afterAll(async () => {
  await b?.close();
  site?.close();
});

async function open(route: string) {
  await page.goto(base + route);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

describe('Docusaurus blog conventions in the browser', () => {
  it('a long post without a truncate marker shows an excerpt whose Read more opens the post', async () => {
    await open('/blog/');
    const long = page.locator('article.blog-post--summary', { has: page.locator('h2', { hasText: 'A long post' }) });
    expect(await long.locator('.markdown').textContent()).not.toContain('later0');
    expect(await page.getByRole('link', { name: 'Read more about A short post' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Read more about A long post' }).click();
    await expect.poll(() => page.url()).toBe(`${base}/blog/2022/02/02/long/`);
    await expect.poll(() => page.textContent('article h1')).toBe('A long post');
    expect(await page.locator('article .markdown').textContent()).toContain('Hidden later0');
  });

  it('a folder post has the date of its folder name and links to tag pages with tags.yml labels', async () => {
    await open('/blog/');
    await page.locator('.blog-sidebar a', { hasText: 'Welcome' }).click();
    await expect.poll(() => page.url()).toBe(`${base}/blog/2021/08/26/welcome/`);
    await expect.poll(() => page.textContent('article time')).toBe('August 26, 2021');
    await page.locator('article a.tag', { hasText: 'Hello' }).click();
    await expect.poll(() => page.url()).toBe(`${base}/blog/tags/hello-world/`);
    await expect.poll(() => page.textContent('main h1')).toBe('2 posts tagged with "Hello"');
    expect(await page.textContent('.blog-tag__description')).toBe('Posts that say hello');
  });

  it('a post titled by its heading shows the title once; a tag with markup, emoji and RTL text has a working page', async () => {
    await open('/blog/undated/');
    const visible = await page.$$eval('h1', (els) =>
      els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent),
    );
    expect(visible).toEqual(['Title from the heading']);
    await open('/blog/2023/04/04/people/');
    expect(await page.textContent('article h1')).toBe(HOSTILE);
    await page.locator('a.tag', { hasText: 'quoted' }).click();
    await expect.poll(() => page.textContent('main h1')).toBe(`One post tagged with "${HOSTILE}"`);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
      '/blog/tags/img-src-x-onerror-alert-1-quoted-🚀-עברית/',
    );
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('an author picture that cannot load gives way to the initials, never a broken image', async () => {
    await open('/blog/2023/04/04/people/');
    // Grace's picture is on a host that does not exist: its error may come before or after hydration.
    await expect.poll(() => page.$$eval('article .avatar img', (imgs) => imgs.length)).toBe(0);
    expect(await page.$$eval('article .avatar .avatar__initials', (els) => els.map((e) => e.textContent))).toEqual([
      'AW',
      'G<',
      'AW',
    ]);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it("an author picture on another host is shown when that host answers, as on Docusaurus (the site's CSP lets https images in)", async () => {
    // The browser fetches it, not the build: here a stand-in answers for the picture's host.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const other = await b.context.newPage();
    await other.route('https://img.example/grace.png', (r) => r.fulfill({ contentType: 'image/png', body: png }));
    const cspViolations: string[] = [];
    other.on('console', (m) => {
      if (/Content Security Policy/.test(m.text())) cspViolations.push(m.text());
    });
    await other.goto(`${base}/blog/2023/04/04/people/`);
    await other.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const shown = await other.$$eval('article .avatar img.avatar__photo', (imgs) =>
      imgs.map((i) => [(i as HTMLImageElement).src, (i as HTMLImageElement).naturalWidth > 0]),
    );
    expect(shown).toEqual([['https://img.example/grace.png', true]]);
    expect(cspViolations).toEqual([]);
    await other.close();
  });
});
