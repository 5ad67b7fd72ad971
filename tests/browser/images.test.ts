// Images in Chromium: every kind of image a page can have loads (relative PNG/JPEG/SVG, static/,
// require()), on the first load and after client navigation, and nothing on the page moves while
// they arrive, even when the images are slow (their space is reserved by width and height).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { makeFixture, runBuild } from '../build/fixture';
import { makePng, makeSvg } from '../support/images';
import { createStaticServer } from '../../prerender/static-server';

/** Image responses are held back this long, so an image without a reserved box would push text down. */
const IMAGE_DELAY_MS = 400;
const filler = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of text that sits between the pictures.`).join(
  '\n\n',
);

let site: http.Server;
let base: string;
let b: LaunchedBrowser;

beforeAll(async () => {
  const dir = makeFixture({
    'docs/guide.mdx': `---\ntitle: Guide\n---\n\n## Install\n\nIntro text above the pictures.\n\n![Wide panel](./img/panel.png)\n\nText right below the first picture.\n\n![Flow diagram](./img/flow.svg)\n\n${filler}\n\n![Static logo](/img/logo.png)\n\n<img src={require('./img/photo.jpg').default} alt="Photo" />\n\nThe end.\n`,
    'docs/img/flow.svg': makeSvg(600, 200),
  });
  const binary: Record<string, Buffer> = {
    'docs/img/panel.png': makePng(900, 450),
    'static/img/logo.png': makePng(120, 60, [200, 60, 40]),
    'docs/img/photo.jpg': fs.readFileSync(
      path.resolve(
        'node_modules/create-docusaurus/templates/shared/blog/2021-08-26-welcome/docusaurus-plushie-banner.jpeg',
      ),
    ),
  };
  for (const [rel, data] of Object.entries(binary)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), data);
  }
  const built = runBuild(dir);
  if (built.status !== 0) throw new Error(built.output);
  const files = createStaticServer({ root: built.outDir });
  site = http.createServer((req, res) => {
    const slow = /\.(png|jpe?g|svg)$/.test(req.url ?? '');
    setTimeout(() => files.emit('request', req, res), slow ? IMAGE_DELAY_MS : 0);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  b = await launch({ viewport: { width: 390, height: 844 } });
}, 180_000);

afterAll(async () => {
  await b?.close();
  site?.close();
});

/**
 * Waits until the page shows its `count` images (after a client navigation the URL changes before the
 * new content is rendered, and `every` over no images is true), scrolls to the end (lazy images
 * load) and waits until every image on the page has loaded.
 */
async function loadAllImages(
  page: Page,
  count = 4,
): Promise<{ alt: string; natural: number; width: string | null; height: string | null; box: number[] }[]> {
  await page.waitForFunction((n) => document.querySelectorAll('.markdown img').length === n, count);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.markdown img')].every(
      (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
    ),
  );
  return page.$$eval('.markdown img', (imgs) =>
    imgs.map((i) => {
      const r = i.getBoundingClientRect();
      return {
        alt: i.getAttribute('alt') ?? '',
        natural: (i as HTMLImageElement).naturalWidth,
        width: i.getAttribute('width'),
        height: i.getAttribute('height'),
        box: [Math.round(r.width), Math.round(r.height)],
      };
    }),
  );
}

describe('images', () => {
  it('load with their size reserved, so the text does not move while they arrive', async () => {
    const page = await b.context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/docs/guide/`);
    const below = page.getByText('Text right below the first picture.');
    const before = (await below.boundingBox())!.y;
    const images = await loadAllImages(page);
    expect(images.map((i) => i.alt)).toEqual(['Wide panel', 'Flow diagram', 'Static logo', 'Photo']);
    for (const img of images) {
      expect(img.natural, img.alt).toBeGreaterThan(0);
      expect([img.width, img.height], img.alt).not.toContain(null);
      // Shrunk to the 390 px screen with its proportions kept.
      expect(Math.abs(img.box[0] / img.box[1] - Number(img.width) / Number(img.height)), img.alt).toBeLessThan(0.05);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await below.boundingBox())!.y).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    expect(missing.filter((p) => p !== '/favicon.svg')).toEqual([]);
    await page.close();
  });

  it('load after client-side navigation to the page', async () => {
    const page = await b.context.newPage();
    await page.goto(`${base}/docs/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.markdown a[href^="/docs/guide/"]')!.click());
    await page.waitForURL(/\/docs\/guide\/#install$/);
    const images = await loadAllImages(page);
    expect(images).toHaveLength(4);
    for (const img of images) expect(img.natural, img.alt).toBeGreaterThan(0);
    await page.close();
  });
});

describe('images in npm run dev', () => {
  it('are served at the URLs the build publishes', async () => {
    const dir = makeFixture({
      'docs/guide.mdx': `---\ntitle: Guide\n---\n\n## Install\n\n![Dev panel](./panel.png)\n\n![Dev logo](/img/logo.png)\n`,
    });
    fs.writeFileSync(path.join(dir, 'docs/panel.png'), makePng(300, 100));
    fs.mkdirSync(path.join(dir, 'static/img'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static/img/logo.png'), makePng(50, 25));
    const port = 5800 + Math.floor(Math.random() * 500);
    const dev = spawn(process.execPath, ['--import', 'tsx', 'prerender/dev.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        LEXORA_CONTENT_DIR: dir,
        LEXORA_GENERATED_DIR: path.join(dir, '.generated'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        dev.once('exit', () => reject(new Error(`dev server exited:\n${out}`)));
        const onData = (d: Buffer) => {
          out += d;
          if (out.includes(`${port}`)) resolve();
        };
        dev.stdout!.on('data', onData);
        dev.stderr!.on('data', onData);
      });
      const page = await b.context.newPage();
      // The dev server transforms every module on the first visit: on a loaded machine that takes a while.
      await page.goto(`http://127.0.0.1:${port}/docs/guide/`, { waitUntil: 'commit', timeout: 90_000 });
      await page.waitForFunction(() => document.querySelectorAll('.markdown img').length === 2, null, {
        timeout: 120_000,
      });
      const images = await loadAllImages(page, 2);
      expect(images.map((i) => [i.alt, i.natural, i.width])).toEqual([
        ['Dev panel', 300, '300'],
        ['Dev logo', 50, '50'],
      ]);
      await page.close();
    } finally {
      dev.kill();
    }
  }, 240_000);
});
