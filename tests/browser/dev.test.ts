// `npm run dev`: serves the site and reloads the page when content changes.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { startDevServer } from '../support/dev-server';
import { makeFixture } from '../build/fixture';

let dev: ChildProcess;
let b: LaunchedBrowser;
let dir: string;
const port = 5300 + Math.floor(Math.random() * 500);

beforeAll(async () => {
  dir = makeFixture();
  dev = (
    await startDevServer(
      [],
      {
        ...process.env,
        PORT: String(port),
        LEXORA_CONTENT_DIR: dir,
        LEXORA_GENERATED_DIR: path.join(dir, '.generated'),
      },
      port,
    )
  ).process;
  b = await launch();
}, 90_000);

afterAll(async () => {
  await b?.close();
  dev?.kill();
});

describe('dev server', () => {
  it('shows the loading spinner only after 200 ms while a page is still loading', async () => {
    const page = await b.context.newPage();
    // The page's data is held until the spinner has shown (or the wait below gives up).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/route.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __spinnerAt?: number };
      new MutationObserver(() => {
        if (w.__spinnerAt === undefined && document.querySelector('.page-loading')) w.__spinnerAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`http://127.0.0.1:${port}/docs/`, { waitUntil: 'commit' });
    await page
      .waitForFunction(() => (window as unknown as { __spinnerAt?: number }).__spinnerAt !== undefined, null, {
        timeout: 30_000,
      })
      .finally(release);
    await page.waitForSelector('article h1', { timeout: 30_000 });
    const at = await page.evaluate(() => (window as unknown as { __spinnerAt?: number }).__spinnerAt ?? -1);
    const started = await page.evaluate(
      () => performance.getEntriesByType('resource').find((e) => e.name.endsWith('route.json'))?.startTime ?? 0,
    );
    expect(at).toBeGreaterThan(0);
    expect(at - started).toBeGreaterThanOrEqual(190);
    await page.close();
  });

  it("serves each page's Markdown copy at <route>.md as text/markdown", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/docs/guide.md`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const md = await res.text();
    expect(md.startsWith('# Guide\n\n## Install\n')).toBe(true);
    // Links are absolute, source-file links point at their route.
    expect(md).toContain('[the start page](https://fixture.example.com/docs/#top-of-page)');
    const post = await fetch(`http://127.0.0.1:${port}/devblog/hello.md`);
    expect(post.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await post.text()).toBe('# Hello\n\nJanuary 2, 2025 · Ada Writer (Engineer)\n\nFirst post.\n\nMore text.\n');
  });

  it('answers a page URL asked for with Accept: text/markdown with its Markdown copy (Vary: Accept)', async () => {
    const url = `http://127.0.0.1:${port}/docs/guide/`;
    const md = await fetch(url, { headers: { Accept: 'text/markdown, text/html;q=0.9' } });
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await md.text()).toBe(await (await fetch(`http://127.0.0.1:${port}/docs/guide.md`)).text());
    const html = await fetch(url, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('vary')).toMatch(/\bAccept\b/);
  });

  it('renders pages and reloads them when a content file changes', async () => {
    const page = await b.context.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/guide/`);
    await page.waitForSelector('article h1', { timeout: 30_000 });
    expect(await page.textContent('article h1')).toBe('Guide');
    const file = path.join(dir, 'docs/guide.mdx');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('title: Guide', 'title: Guide, revised')
        .replace('Run the installer.', 'Run the new installer.'),
    );
    await expect.poll(() => page.textContent('article h1').catch(() => ''), { timeout: 30_000 }).toBe('Guide, revised');
    expect(await page.textContent('article')).toContain('Run the new installer.');
  });

  it('serves a page added while it runs, and its last save after an empty one', async () => {
    const file = path.join(dir, 'docs/half.mdx');
    fs.writeFileSync(file, '---\ntitle: Half saved\n---\n\nFirst text.\n');
    const title = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/docs/half/route.json`).catch(() => null);
      return res?.ok ? ((await res.json()) as { title?: string }).title : undefined;
    };
    await expect.poll(title, { timeout: 30_000 }).toBe('Half saved');
    // An editor's save seen between its truncate and its write: the title falls back to the file name...
    fs.truncateSync(file, 0);
    await expect.poll(title, { timeout: 30_000 }).toBe('half');
    // ...and the write that follows wins.
    fs.writeFileSync(file, '---\ntitle: Fully saved\n---\n\nSecond text.\n');
    await expect.poll(title, { timeout: 30_000 }).toBe('Fully saved');
    const page = await b.context.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/half/`);
    await expect.poll(() => page.textContent('article').catch(() => ''), { timeout: 30_000 }).toContain('Second text.');
    expect(await page.textContent('article h1')).toBe('Fully saved');
  });
});
