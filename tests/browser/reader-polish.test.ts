// Spec-fidelity details a reader notices: docs index pages keep the sidebar, the "Docs" navbar item is
// active only on sidebar pages, and highlighted code is not styled as blog tag pills.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';

const base = inject('baseUrl');
let b: LaunchedBrowser;
let page: Page;

beforeEach(async () => {
  b = await launch();
  page = await b.context.newPage();
});
afterEach(async () => b?.close());

async function open(p: Page, url: string) {
  await p.goto(url.startsWith('http') ? url : base + url);
  await p.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

describe('docs index pages', () => {
  for (const [route, label] of [
    ['/docs/api/', 'API'],
    ['/docs/sdk/', 'SDK'],
    ['/docs/sdk/editors/', 'Editors'],
  ] as const) {
    it(`${route} has the docs sidebar with "${label}" as the current entry, breadcrumbs and prev/next`, async () => {
      await open(page, route);
      expect(await page.isVisible('.doc-sidebar')).toBe(true);
      const current = page.locator('.doc-sidebar a[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect((await current.textContent())?.trim()).toBe(label);
      expect(await current.getAttribute('href')).toBe(route);
      expect(await page.locator('.breadcrumbs__item--active').textContent()).toBe(label);
      expect(await page.locator('.pagination-nav__link--prev').count()).toBe(1);
      expect(await page.locator('.pagination-nav__link--next').count()).toBe(1);
    });
  }

  it("the sidebar label leads there and the sidebar stays on screen; Welcome's Next is /docs/api/", async () => {
    await open(page, '/docs/');
    expect(await page.getAttribute('.pagination-nav__link--next', 'href')).toBe('/docs/api/');
    await page.click('.doc-sidebar a[href="/docs/sdk/"]');
    await page.waitForURL(`${base}/docs/sdk/`);
    await expect.poll(() => page.locator('.breadcrumbs__item--active').textContent()).toBe('SDK');
    expect(await page.isVisible('.doc-sidebar')).toBe(true);
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').textContent()).toBe('SDK');
  });
});

describe('"Docs" navbar item', () => {
  const docsLink = (p: Page) =>
    p.locator('.navbar__items:not(.navbar__items--right) a.navbar__link', { hasText: 'Docs' });

  it('is active on pages of the docs sidebar, index pages included', async () => {
    for (const route of ['/docs/', '/docs/api/tone/', '/docs/sdk/editors/']) {
      await open(page, route);
      expect(await docsLink(page).getAttribute('class'), route).toContain('navbar__link--active');
    }
  });

  it('is not active on docs pages outside every sidebar, nor on the blog', async () => {
    for (const route of ['/docs/api/comparison/', '/docs/playground/', '/docs/components/languages/', '/devblog/']) {
      await open(page, route);
      expect(await docsLink(page).getAttribute('class'), route).not.toContain('navbar__link--active');
      expect(await docsLink(page).getAttribute('aria-current'), route).toBeNull();
    }
  });

  it('follows client-side navigation from a sidebar page to a sidebar-less one', async () => {
    await open(page, '/docs/api/');
    expect(await docsLink(page).getAttribute('class')).toContain('navbar__link--active');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/api/comparison/';
      a.textContent = 'go';
      a.id = 'go-comparison';
      document.querySelector('.markdown')!.append(a);
    });
    await page.click('.markdown a[href="/docs/api/comparison/"]');
    await page.waitForURL(`${base}/docs/api/comparison/`);
    await expect.poll(() => docsLink(page).getAttribute('class')).not.toContain('navbar__link--active');
  });
});

// One code block per highlighted language, in a tiny site built with the real pipeline.
const LANGUAGE_SAMPLES: Record<string, string> = {
  bash: 'curl -s https://api.lexora.dev/v1/tone -H "Authorization: Bearer $LEXORA_API_KEY" # tone',
  json: '{ "text": "Thanks for waiting", "lang": "en", "score": 0.94, "ok": true }',
  js: "const client = new LexoraClient({ apiKey: process.env.LEXORA_API_KEY });\nawait client.tone({ text: 'Hi' }); // reply",
  jsx: 'export function Editor() {\n  return <textarea className="notes" onInput={check} />;\n}',
  ts: "interface Edit { start: number; replacement: string }\nconst edits: Edit[] = await client.edits({ text: 'its late' });",
  tsx: 'const Card = ({ edit }: { edit: Edit }) => <div className="card">{edit.replacement}</div>;',
  html: '<script src="https://cdn.lexora.dev/sdk/v1/lexora.min.js"></script>\n<textarea id="essay" rows="4"></textarea>',
  css: '.lexora-underline { text-decoration: underline wavy #d33; color: red; }',
  python:
    'from lexora import Lexora\nclient = Lexora(api_key=os.environ["LEXORA_API_KEY"])  # server side\nprint(client.tone(text="Hi"))',
  php: '<?php\n$client = new Lexora\\Client(getenv("LEXORA_API_KEY"));\necho $client->tone(["text" => "Hi"]);',
  java: 'public class Main {\n  public static void main(String[] args) { System.out.println("Hi " + 42); }\n}',
  yaml: 'lexora:\n  key: lx_sk_123\n  retries: 3\n  enabled: true',
  diff: '- const key = "lx_sk_live";\n+ const key = process.env.LEXORA_API_KEY;',
  http: 'POST /v1/tone HTTP/1.1\nHost: api.lexora.dev\nContent-Type: application/json',
};

describe('highlighted code', () => {
  let fixtureBase = '';
  let site: ServedSite | undefined;

  beforeAll(async () => {
    const body = Object.entries(LANGUAGE_SAMPLES)
      .map(([lang, code]) => `## ${lang}\n\n\`\`\`${lang} title="sample.${lang}"\n${code}\n\`\`\``)
      .join('\n\n');
    site = await serveFixture({
      'docs/code.md': `---\ntitle: Code\ndescription: One block per language.\n---\n\n${body}\n`,
    });
    fixtureBase = site.base;
  }, 180_000);
  afterAll(() => site?.close());

  for (const mode of ['light', 'dark'] as const) {
    it(`highlights every language in ${mode} mode, and .token.tag is not a pill`, async () => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await open(page, `${fixtureBase}/docs/code/`);
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      const report = await page.evaluate((langs) => {
        return langs.map((lang) => {
          const pre = document.querySelector(`pre[data-language="${lang}"]`);
          if (!pre) return { lang, found: false, tokens: 0, colours: 0, pills: [] as string[] };
          const plain = getComputedStyle(pre).color;
          const tokens = [...pre.querySelectorAll<HTMLElement>('.token')];
          const colours = new Set(tokens.map((t) => getComputedStyle(t).color).filter((c) => c !== plain));
          const pills = [...pre.querySelectorAll<HTMLElement>('.token.tag')]
            .map((t) => getComputedStyle(t))
            .filter(
              (s) =>
                s.borderTopStyle !== 'none' ||
                s.paddingLeft !== '0px' ||
                s.borderTopLeftRadius !== '0px' ||
                s.display === 'inline-block',
            )
            .map((s) => `${s.borderTopStyle} ${s.paddingLeft} ${s.borderTopLeftRadius} ${s.display}`);
          return { lang, found: true, tokens: tokens.length, colours: colours.size, pills };
        });
      }, Object.keys(LANGUAGE_SAMPLES));
      for (const r of report) {
        expect(r.found, r.lang).toBe(true);
        expect(r.tokens, `${r.lang} has token spans`).toBeGreaterThan(0);
        // Markup-like languages colour at least tags/attributes; the others keywords/strings/numbers.
        expect(r.colours, `${r.lang} tokens get colours other than the plain text colour`).toBeGreaterThanOrEqual(2);
        expect(r.pills, `${r.lang}: .token.tag styled as a pill`).toEqual([]);
      }
      expect(await page.locator('pre[data-language="html"] .token.tag').count()).toBeGreaterThan(0);
      expect(await page.locator('pre[data-language="jsx"] .token.tag').count()).toBeGreaterThan(0);
      fs.mkdirSync(path.join(os.tmpdir(), 'lexora-shots'), { recursive: true });
      await page.screenshot({
        path: path.join(path.join(os.tmpdir(), 'lexora-shots'), `code-languages-${mode}.png`),
        fullPage: true,
      });
    });
  }

  it('the HTML quickstart renders its <script> tags without pill styling, and blog tags keep theirs', async () => {
    await open(page, '/docs/sdk/HTML/quickstart/');
    const tags = page.locator('pre .token.tag');
    expect(await tags.count()).toBeGreaterThan(0);
    const styles = await tags.evaluateAll((els) =>
      els.map((e) => getComputedStyle(e)).map((s) => `${s.borderTopStyle}|${s.paddingLeft}`),
    );
    expect(new Set(styles)).toEqual(new Set(['none|0px']));
    await open(page, '/devblog/tags/');
    const pill = await page
      .locator('.tag-list a.tag')
      .first()
      .evaluate((e) => getComputedStyle(e).borderTopStyle);
    expect(pill).toBe('solid');
  });
});

describe('keyboard', () => {
  const active = (p: Page) =>
    p.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName ?? '');
  const inDrawer = (p: Page) => p.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));

  it('Escape closes an open navbar dropdown and returns focus to its button', async () => {
    await open(page, '/docs/api/tone/');
    const button = page.locator('.navbar .dropdown__toggle', { hasText: 'English' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await active(page)).toBe('English');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__link'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__toggle'))).toBe(true);
    expect(await page.locator('.dropdown--show').count()).toBe(0);
  });

  it('the mobile menu takes focus, keeps it inside (Tab wraps both ways), and gives it back to the toggle', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/docs/api/tone/');
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => inDrawer(page)).toBe(true);
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      expect(await inDrawer(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDrawer(page), `Shift+Tab ${i + 1}`).toBe(true);
    }
    // On a docs page the drawer opens on the docs menu; "Back to main menu" keeps focus in the drawer.
    await page.locator('.navbar-sidebar__back').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.navbar-sidebar__items--show-secondary').count()).toBe(0);
    expect(await inDrawer(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement!.closest('[inert]'))).toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);
    // The close button gives focus back too.
    await page.keyboard.press('Enter');
    await expect.poll(() => inDrawer(page)).toBe(true);
    await page.click('.navbar-sidebar__close');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);
  });

  it('browser Back with the drawer open closes the drawer and stays on the page', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/docs/');
    await page.click('.markdown a[href="/docs/api/tone/"]');
    await page.waitForURL(`${base}/docs/api/tone/`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Tone');
    await page.click('.navbar__toggle');
    await expect.poll(() => page.locator('.navbar__toggle').getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => history.back());
    await expect.poll(() => page.locator('.navbar__toggle').getAttribute('aria-expanded')).toBe('false');
    // The router puts the address back with a history step of its own, which can land just after the drawer closed.
    await expect.poll(() => page.url()).toBe(`${base}/docs/api/tone/`);
    expect(await page.locator('article h1').textContent()).toBe('Tone');
    // With the drawer closed, Back navigates as usual.
    await page.evaluate(() => history.back());
    await page.waitForURL(`${base}/docs/`);
  });
});
