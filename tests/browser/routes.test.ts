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
    const root = /<div id="__root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root.length).toBeGreaterThan(500);
    expect(root).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="https://docs.lexora.dev${route}">`);
  });

  it('every route.json is served and names its page', () => {
    for (const route of routes) {
      const data = JSON.parse(fs.readFileSync(path.join(siteDir, route, 'route.json'), 'utf8'));
      expect(data.path).toBe(route);
    }
  });

  it('writes 404.html, sitemap.xml without the excluded routes, robots.txt', () => {
    expect(fs.readFileSync(path.join(siteDir, '404.html'), 'utf8')).toContain('Page Not Found');
    const sitemap = fs.readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
    for (const r of routes) {
      const excluded = ['/docs/api/pricing/', '/docs/onprem/deploy/', '/docs/onprem/integrations/'].includes(r);
      expect(sitemap.includes(`<loc>https://docs.lexora.dev${r}</loc>`), r).toBe(!excluded);
    }
    expect(fs.readFileSync(path.join(siteDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://docs.lexora.dev/sitemap.xml');
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
