// The reader-facing shell: colour mode, announcement bar, mobile menu, docs layout, MDX components.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
let b: LaunchedBrowser;
let page: Page;

beforeEach(async () => {
  b = await launch();
  page = await b.context.newPage();
});
afterEach(async () => b?.close());

async function open(p: Page, route: string) {
  await p.goto(base + route);
  await p.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Holds back the app's JavaScript, to look at the page as it is before hydration. */
async function withoutAppScript(p: Page) {
  await p.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
}

describe('colour mode', () => {
  it('defaults to light, toggles to dark, persists under "theme" and applies before first paint', async () => {
    await open(page, '/docs/');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click('.navbar__color-toggle button');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const fresh = await b.context.newPage();
    await withoutAppScript(fresh);
    await fresh.goto(`${base}/docs/api/tone/`);
    expect(await fresh.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await fresh.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  });

  it('syncs the choice across tabs', async () => {
    await open(page, '/docs/');
    const other = await b.context.newPage();
    await open(other, '/docs/api/');
    await page.click('.navbar__color-toggle button');
    await expect.poll(() => other.getAttribute('html', 'data-theme')).toBe('dark');
    await page.click('.navbar__color-toggle button');
    await expect.poll(() => other.getAttribute('html', 'data-theme')).toBe('light');
  });

  it('keeps working when storage is unavailable', async () => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new Error('denied');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, '/docs/');
    await page.click('.navbar__color-toggle button');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(errors).toEqual([]);
  });
});

describe('announcement bar', () => {
  it('closes, stays closed on reload without a flash, and shows again for a new id', async () => {
    await open(page, '/docs/');
    expect(await page.isVisible('.announcement-bar')).toBe(true);
    await page.click('.announcement-bar__close');
    // The bar's code loads when it is first used (src/theme/deferred-parts.ts): the click closes it once there.
    await expect.poll(() => page.isVisible('.announcement-bar')).toBe(false);
    const fresh = await b.context.newPage();
    await withoutAppScript(fresh);
    await fresh.goto(`${base}/docs/`);
    expect(await fresh.isVisible('.announcement-bar')).toBe(false);
    // A stored dismissal of an older announcement does not hide the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    const again = await b.context.newPage();
    await open(again, '/docs/');
    expect(await again.isVisible('.announcement-bar')).toBe(true);
  });
});

describe('mobile menu', () => {
  beforeEach(async () => page.setViewportSize({ width: 390, height: 800 }));

  it('opens with the docs menu, goes back to the main menu, locks scrolling, closes on Escape', async () => {
    await open(page, '/docs/api/tone/');
    expect(await page.isVisible('.doc-sidebar')).toBe(false);
    await page.click('.navbar__toggle');
    await page.waitForSelector('.navbar-sidebar__back');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await page.isVisible('.navbar-sidebar a[aria-current="page"][href="/docs/api/tone/"]')).toBe(true);
    await page.click('.navbar-sidebar__back');
    await expect.poll(() => page.isVisible('.navbar-sidebar a.menu__link[href="/devblog/"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getAttribute('.navbar__toggle', 'aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('visible');
  });

  it('closes on navigation and when the window becomes desktop-wide', async () => {
    await open(page, '/docs/api/tone/');
    await page.click('.navbar__toggle');
    await page.click('.navbar-sidebar a[href="/docs/api/sentiment/"]');
    await page.waitForURL(`${base}/docs/api/sentiment/`);
    await expect.poll(() => page.getAttribute('.navbar__toggle', 'aria-expanded')).toBe('false');
    await page.click('.navbar__toggle');
    expect(await page.getAttribute('.navbar__toggle', 'aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show')))
      .toBe(false);
  });
});

describe('docs pages', () => {
  it('shows sidebar with the active item, breadcrumbs, TOC and prev/next', async () => {
    await open(page, '/docs/api/tone/');
    expect(await page.getAttribute('.doc-sidebar a[aria-current="page"]', 'href')).toBe('/docs/api/tone/');
    expect(await page.$$eval('.breadcrumbs__item', (els) => els.map((e) => e.textContent))).toEqual([
      '',
      'API',
      'Writing features',
      'Tone',
    ]);
    expect(await page.locator('.pagination-nav__link--prev').count()).toBe(1);
    expect(await page.locator('.pagination-nav__link--next').count()).toBe(1);
    const toc = await page.$$eval('.toc-desktop a', (els) => els.map((e) => e.getAttribute('href')));
    expect(toc).toContain('#parameters');
    await page.evaluate(() => document.getElementById('errors')!.scrollIntoView());
    await expect.poll(() => page.getAttribute('.toc-desktop .table-of-contents__link--active', 'href')).toBe('#errors');
  });

  it('renders the listed pages without a sidebar', async () => {
    for (const route of [
      '/docs/api/sla/',
      '/docs/playground/',
      '/docs/onprem/deploy/',
      '/docs/components/languages/',
    ]) {
      await open(page, route);
      expect(await page.locator('.doc-sidebar').count(), route).toBe(0);
      expect(await page.locator('.breadcrumbs').count(), route).toBe(0);
    }
  });

  it('syncs tabs with the same groupId across the page and remembers the choice', async () => {
    await open(page, '/docs/api/tone/');
    await page.locator('.tabs__item', { hasText: 'Python' }).first().click();
    const selected = await page.$$eval('.tabs-container .tabs__item--active', (els) => els.map((e) => e.textContent));
    expect(selected.length).toBeGreaterThan(1);
    for (const s of selected) expect(s).toBe('Python');
    await open(page, '/docs/api/sentiment/');
    expect(await page.textContent('.tabs-container .tabs__item--active')).toBe('Python');
  });

  it('copies code with the copy button and highlights code at build time', async () => {
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await open(page, '/docs/api/tone/');
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.locator('.code-block__copy').click();
    await expect.poll(() => block.locator('.code-block__copy').textContent(), { interval: 20 }).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre').textContent());
    expect(await page.locator('pre .token.string').count()).toBeGreaterThan(0);
    await open(page, '/docs/api/applying-edits/');
    expect(await page.locator('pre[data-language="php"] .token').count()).toBeGreaterThan(0);
  });

  it('offers a skip link as the first focusable element', async () => {
    await open(page, '/docs/api/tone/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#__main');
  });
});

describe('failure states', () => {
  it('shows the wrong-base-URL banner only when the app could not load', async () => {
    await open(page, '/');
    expect(await page.isVisible('#base-url-issue-banner')).toBe(false);
    const broken = await b.context.newPage();
    await broken.route(/\/assets\/main-[^/]+\.(js|css)$/, (route) => route.abort());
    await broken.goto(`${base}/`);
    await broken.waitForSelector('#base-url-issue-banner');
    expect(await broken.textContent('#base-url-issue-banner')).toContain('Your Docusaurus site did not load properly.');
    expect(await broken.textContent('#base-url-suggestion')).toBe('/');
  });

  it('shows the error text and a Retry button when a page cannot be loaded', async () => {
    await page.route('**/docs/api/tone/route.json', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await open(page, '/docs/');
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/tone/"]');
    await page.waitForSelector('.page-loading-error');
    expect(await page.textContent('.page-loading-error')).toContain('HTTP 500');
    await page.unroute('**/docs/api/tone/route.json');
    // Retry reloads the page: wait for the new document before asking whether it hydrated.
    await Promise.all([page.waitForEvent('load'), page.click('.page-loading-error button:has-text("Retry")')]);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await expect.poll(() => page.textContent('article h1')).toBe('Tone');
  });
});

describe('crash page', () => {
  it('shows "This page crashed." with Try again when a page throws, keeping navbar and footer', async () => {
    await open(page, '/docs/');
    const data = await (await fetch(`${base}/docs/api/tone/route.json`)).json();
    // A page module whose component throws while rendering until the page says otherwise (a failure
    // that goes away, like a flaky request made while rendering).
    await page.route(`**${data.module}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Flaky() { if (!window.__recovered) throw new Error("Broken page for the test"); return "Rendered after Try again"; }',
      }),
    );
    await page.click('nav[aria-label="Docs sidebar"] a[href="/docs/api/tone/"]');
    await page.waitForSelector('text=This page crashed.');
    expect(await page.textContent('.crash__cause')).toContain('Broken page for the test');
    expect(await page.isVisible('nav.navbar')).toBe(true);
    expect(await page.isVisible('footer.footer')).toBe(true);
    // Try again renders the page again: while it still throws, the crash screen stays...
    await page.click('button:has-text("Try again")');
    await page.waitForSelector('text=This page crashed.');
    expect(await page.textContent('.crash__cause')).toContain('Broken page for the test');
    // ...and once it renders, the page replaces the crash screen in place, with no navigation.
    await page.evaluate(() => ((window as unknown as { __recovered: boolean }).__recovered = true));
    await page.click('button:has-text("Try again")');
    await page.waitForSelector('text=Rendered after Try again');
    expect(await page.isVisible('text=This page crashed.')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/docs/api/tone/');
    // Navigating elsewhere also clears a crash.
    await page.evaluate(() => ((window as unknown as { __recovered: boolean }).__recovered = false));
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/');
    // Shown, not only addressed: going back loads the first page's static parts (prerender/bundle/static-parts.ts).
    await expect.poll(() => page.textContent('article h1')).toBe('Welcome');
    await page.goForward();
    await page.waitForSelector('text=This page crashed.');
    await page.click('nav.navbar a.navbar__link[href="/devblog/"]');
    await expect.poll(() => page.textContent('main h1')).toBe('Lexora Developer Blog');
  });
});

describe('navbar', () => {
  it('has the docs version dropdown labelled Next that remembers the choice, and the language dropdown', async () => {
    await open(page, '/docs/api/tone/');
    const version = page.locator('.navbar__items--right .dropdown').first();
    expect(await version.locator('.dropdown__toggle').textContent()).toBe('Next');
    await version.hover();
    await version.locator('.dropdown__link', { hasText: 'Next' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
    const locale = page.locator('.navbar__items--right .dropdown').nth(1);
    expect(await locale.locator('.dropdown__toggle').textContent()).toBe('English');
    expect(
      await page.$$eval('.navbar__items:not(.navbar__items--right) > a.navbar__link', (els) =>
        els.map((e) => e.textContent),
      ),
    ).toEqual(['Docs', 'Demo', 'Dev Blog', 'Contact']);
    expect(await page.getAttribute('.navbar__items:not(.navbar__items--right) > a.navbar__link', 'href')).toBe(
      '/docs/',
    );
  });
});

describe('playground', () => {
  it('builds ready-to-copy requests and sends nothing without a key', async () => {
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(base)) external.push(r.url());
    });
    await open(page, '/docs/playground/');
    await page.selectOption('.playground select >> nth=0', '/v1/tone');
    await page.fill('.playground textarea', 'Thanks so much for your patience!');
    expect(await page.textContent('.playground__code')).toContain('curl https://api.lexora.dev/v1/tone');
    expect(await page.textContent('.playground__code')).toContain('Thanks so much for your patience!');
    await page.click('.playground [role="tab"]:has-text("Python")');
    expect(await page.textContent('.playground__code')).toContain('requests.post(');
    expect(await page.isDisabled('.playground__send button')).toBe(true);
    expect(external).toEqual([]);
  });
});

describe('footer and headings', () => {
  it('has the Docs, Community and More columns and the copyright of the current year', async () => {
    await open(page, '/docs/');
    expect(await page.$$eval('.footer__title', (els) => els.map((e) => e.textContent))).toEqual([
      'Docs',
      'Community',
      'More',
    ]);
    const links = await page.$$eval('.footer__link-item', (els) =>
      els.map((e) => [e.textContent, e.getAttribute('href')]),
    );
    expect(links).toEqual(
      expect.arrayContaining([
        ['API', '/docs/api/api-access/'],
        ['SDK', '/docs/sdk/overview/'],
        ['LLM Index', '/llms.txt'],
        ['Blog', '/devblog/'],
      ]),
    );
    expect(links.map((l) => l[0])).toEqual([
      'API',
      'SDK',
      'LLM Index',
      'Stack Overflow',
      'Discord',
      'Twitter',
      'Blog',
      'GitHub',
      'Support',
    ]);
    // Links to other sites end with the arrow, as in the navbar; the site's own pages and files do not.
    const arrowed = await page.$$eval('.footer__link-item', (els) =>
      els.filter((e) => e.querySelector('svg.external-icon')).map((e) => e.textContent),
    );
    expect(arrowed).toEqual(['Stack Overflow', 'Discord', 'Twitter', 'GitHub']);
    expect(await page.textContent('.footer__copyright')).toContain(`Copyright © ${new Date().getUTCFullYear()}`);
    const llms = await page.evaluate(async () => (await fetch('/llms.txt')).text());
    expect(llms).toContain('- [Tone](https://docs.lexora.dev/docs/api/tone.md)');
  });

  it('shows the heading anchor on hover', async () => {
    await open(page, '/docs/api/tone/');
    const link = page.locator('h2#parameters .hash-link');
    expect(await link.evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    await page.hover('h2#parameters');
    await expect.poll(() => link.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    expect(await link.getAttribute('href')).toBe('#parameters');
  });
});

describe('whole-app crash', () => {
  it('titles the page "Page Error" when the shell itself fails, with a Try again button', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    const data = await (await fetch(`${base}/docs/api/tone/route.json`)).json();
    // A malformed sidebar breaks the navbar's mobile menu (it renders the docs sidebar), which is
    // outside the page's own boundary: only the app-level boundary catches it.
    await page.route(`**${data.sidebarUrl}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: '[{"type":"category","label":"Broken"}]' }),
    );
    await page.goto(`${base}/docs/api/tone/`);
    await expect.poll(() => page.title()).toBe('Page Error');
    expect(await page.textContent('main h1')).toBe('This page crashed');
    expect(await page.locator('button:has-text("Try again")').count()).toBe(1);
  });
});
