// Every route of the contract is prerendered with its content and hydrates without errors.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';

const routes = fs.readFileSync(path.resolve('tests/routes.txt'), 'utf8').split('\n').filter(Boolean);
const base = inject('baseUrl');
const siteDir = inject('siteDir');

describe('route contract', () => {
  it.each(routes)('%s is prerendered with its content', (route) => {
    const file = path.join(siteDir, route, 'index.html');
    expect(fs.existsSync(file), `${route} missing`).toBe(true);
    const html = fs.readFileSync(file, 'utf8');
    // The app's root is the body's last element but the loader that starts the scripts after the first paint.
    const root =
      /<div id="__root">([\s\S]*)<\/div>\s*(?:<script>[^<]*(?:<(?!\/script>)[^<]*)*<\/script>\s*)?<\/body>/.exec(
        html,
      )?.[1] ?? '';
    expect(root.length).toBeGreaterThan(500);
    expect(root).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="https://docs.lexora.dev${route}">`);
  });

  it('every page and its route.json are served over HTTP with their content types', async () => {
    for (const route of routes) {
      const page = await fetch(base + route);
      expect(page.status, route).toBe(200);
      expect(page.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      const res = await fetch(`${base}${route}route.json`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toBe('application/json; charset=utf-8');
      const data = await res.json();
      expect(data.path).toBe(route);
      expect(data.title, route).toBeTruthy();
    }
  });

  it('serves 404.html with a 404, sitemap.xml without the excluded routes, robots.txt and the feeds', async () => {
    const get = async (url: string, status: number, type: string) => {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('content-type'), url).toBe(type);
      return res.text();
    };
    expect(await get('/no/such/page/', 404, 'text/html; charset=utf-8')).toContain('Page Not Found');
    expect(await get('/no/such/page/route.json', 404, 'text/html; charset=utf-8')).toContain('Page Not Found');
    const sitemap = await get('/sitemap.xml', 200, 'application/xml; charset=utf-8');
    for (const r of routes) {
      const excluded = ['/docs/api/pricing/', '/docs/onprem/deploy/', '/docs/onprem/integrations/'].includes(r);
      expect(sitemap.includes(`<loc>https://docs.lexora.dev${r}</loc>`), r).toBe(!excluded);
    }
    expect(await get('/robots.txt', 200, 'text/plain; charset=utf-8')).toContain(
      'Sitemap: https://docs.lexora.dev/sitemap.xml',
    );
    expect(await get('/devblog/rss.xml', 200, 'application/xml; charset=utf-8')).toContain('<rss version="2.0"');
    expect(
      JSON.parse(await get('/devblog/feed.json', 200, 'application/json; charset=utf-8')).items.length,
    ).toBeGreaterThan(0);
  });
});

describe('hydration', () => {
  let b: LaunchedBrowser;
  beforeAll(async () => {
    b = await launch();
  });
  afterAll(async () => b?.close());

  it('loads every route with no console errors or warnings', async () => {
    const page = await b.context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
