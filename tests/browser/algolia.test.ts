// Hosted-search mode against loopback servers that speak Algolia's search API: results, 4xx without
// trying other hosts, all hosts down, and the upload command.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { SITE_CONFIG } from '../build/fixture';
import { closeServer, listen, serveFixture, type ServedSite } from '../support/served-site';

const portOf = (origin: string) => Number(new URL(origin).port);

interface Seen {
  method: string;
  url: string;
  body: string;
}

function fakeAlgolia() {
  const seen: Seen[] = [];
  let mode: 'ok' | 'forbidden' = 'ok';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body });
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'OPTIONS') return res.end();
      if (mode === 'forbidden') {
        res.statusCode = 403;
        return res.end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }));
      }
      if (req.url!.startsWith('/1/indexes/*/queries')) {
        const { requests } = JSON.parse(body);
        const q = requests[0].query;
        const hit = {
          objectID: 'guide-install',
          url: 'https://fixture.example.com/docs/guide/#install',
          url_without_anchor: 'https://fixture.example.com/docs/guide/',
          anchor: 'install',
          type: 'lvl2',
          content: null,
          hierarchy: {
            lvl0: 'Guides',
            lvl1: 'Guide',
            lvl2: `Install ${q}`,
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          _highlightResult: {
            hierarchy: {
              lvl0: { value: 'Guides', matchLevel: 'none' },
              lvl1: { value: 'Guide', matchLevel: 'none' },
              lvl2: { value: `Install <mark>${q}</mark>`, matchLevel: 'full' },
            },
          },
          _snippetResult: {
            hierarchy: {
              lvl1: { value: 'Guide', matchLevel: 'none' },
              lvl2: { value: `Install <mark>${q}</mark>`, matchLevel: 'full' },
            },
          },
        };
        return res.end(
          JSON.stringify({
            results: [{ hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: q, params: '' }],
          }),
        );
      }
      if (req.method === 'GET' && /\/task\//.test(req.url!))
        return res.end(JSON.stringify({ status: 'published', pendingTask: false }));
      return res.end(JSON.stringify({ taskID: 1, updatedAt: '2026-01-01T00:00:00Z', objectIDs: [] }));
    });
  });
  return { server, seen, setMode: (m: typeof mode) => (mode = m) };
}

const primary = fakeAlgolia();
const fallback = fakeAlgolia();
let site: ServedSite;
let base: string;
let b: LaunchedBrowser;
let contentDir: string;

beforeAll(async () => {
  const [p1, p2] = [portOf(await listen(primary.server)), portOf(await listen(fallback.server))];
  site = await serveFixture({
    'site.config.ts': SITE_CONFIG.replace(
      'blog: {',
      `search: { appId: 'TESTAPP', apiKey: 'test-search-key', indexName: 'fixture', hosts: [{ url: '127.0.0.1:${p1}', protocol: 'http' }, { url: '127.0.0.1:${p2}', protocol: 'http' }] },\n  blog: {`,
    ),
  });
  ({ base, contentDir } = site);
  b = await launch();
}, 180_000);

afterAll(async () => {
  await b?.close();
  await Promise.all([site?.close(), closeServer(primary.server), closeServer(fallback.server)]);
});

async function openModal(page: Page) {
  await page.goto(`${base}/docs/guide/`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.id === 'docsearch-input');
}

describe('hosted search (Algolia mode)', () => {
  it('adds a preconnect to the search host and ships no offline index', async () => {
    const html = fs.readFileSync(path.join(site.outDir, 'docs/guide/index.html'), 'utf8');
    expect(html).toMatch(/<link rel="preconnect" href="http:\/\/127\.0\.0\.1:\d+" crossorigin="anonymous">/);
    expect(fs.readdirSync(path.join(site.outDir, 'assets')).some((f) => /^search-[0-9a-f]{10}$/.test(f))).toBe(false);
  });

  it('shows results from the search service, sending the DocSearch request with credentials as query parameters', async () => {
    const page = await b.context.newPage();
    await openModal(page);
    await page.keyboard.type('widgets');
    await page.waitForSelector('.DocSearch-Hit mark');
    expect(await page.textContent('.DocSearch-Hit')).toContain('Install widgets');
    const query = primary.seen.filter((s) => s.url.startsWith('/1/indexes/*/queries')).pop()!;
    expect(query.url).toContain('x-algolia-application-id=TESTAPP');
    expect(query.url).toContain('x-algolia-api-key=test-search-key');
    const request = JSON.parse(query.body).requests[0];
    expect(request).toMatchObject({
      query: 'widgets',
      indexName: 'fixture',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      snippetEllipsisText: '…',
    });
    expect(request.clickAnalytics).toBe(false); // insights are off unless configured
    expect(primary.seen.concat(fallback.seen).some((s) => /insights/.test(s.url))).toBe(false);
    expect(request.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    await page.close();
  });

  it('surfaces a 4xx as an error without trying the other hosts', async () => {
    primary.setMode('forbidden');
    const before = fallback.seen.length;
    const page = await b.context.newPage();
    await openModal(page);
    await page.keyboard.type('gadgets');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    expect(fallback.seen.length).toBe(before);
    primary.setMode('ok');
    await page.close();
  });

  it('shows the error screen when every host is down', async () => {
    await Promise.all([closeServer(primary.server), closeServer(fallback.server)]);
    const page = await b.context.newPage();
    await openModal(page);
    await page.keyboard.type('gizmos');
    await page.waitForSelector('.DocSearch-ErrorScreen', { timeout: 20_000 });
    expect(await page.textContent('.DocSearch-ErrorScreen')).toContain('Unable to fetch results');
    await page.close();
  });
});

describe('search:upload', () => {
  it('uploads every record to the configured index with the admin key from the environment', async () => {
    const upload = fakeAlgolia();
    const port = portOf(await listen(upload.server));
    const cfg = fs
      .readFileSync(path.join(contentDir, 'site.config.ts'), 'utf8')
      .replace(/hosts: \[[^\]]*\]/, `hosts: [{ url: '127.0.0.1:${port}', protocol: 'http' }]`);
    fs.writeFileSync(path.join(contentDir, 'site.config.ts'), cfg);
    const missing = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'prerender/search/upload.ts', '--content', contentDir],
      { encoding: 'utf8', env: { ...process.env, ALGOLIA_ADMIN_KEY: '' } },
    );
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('ALGOLIA_ADMIN_KEY is not set');
    const res = await new Promise<{ status: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'prerender/search/upload.ts', '--content', contentDir],
        { env: { ...process.env, ALGOLIA_ADMIN_KEY: 'admin-secret' } },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (status) => resolve({ status, out }));
    });
    expect(res.status, res.out).toBe(0);
    const n = Number(/Uploaded (\d+) search records/.exec(res.out)?.[1]);
    expect(n).toBeGreaterThan(3);
    const batches = upload.seen.filter((s) => /\/batch/.test(s.url));
    const objects = batches.flatMap((s) =>
      JSON.parse(s.body).requests.map((r: { body: { objectID: string } }) => r.body),
    );
    expect(objects).toHaveLength(n);
    expect(objects[0]).toMatchObject({ type: 'lvl1', language: 'en', hierarchy: { lvl1: expect.any(String) } });
    expect(upload.seen.some((s) => /\/settings/.test(s.url))).toBe(true);
    await closeServer(upload.server);
  });
});

describe('insights when configured', () => {
  // A search service that returns 25 hits in 5 sections (DocSearch shows 5 per section, so all 25 are
  // visible) and records Insights events.
  const seen: (Seen & { at: number })[] = [];
  const service = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, at: Date.now() });
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'OPTIONS') return res.end();
      if (req.url!.startsWith('/1/events')) return res.end(JSON.stringify({ status: 200, message: 'OK' }));
      const { requests } = JSON.parse(body);
      const hits = Array.from({ length: 25 }, (_, i) => ({
        objectID: `hit-${i}`,
        url: `https://fixture.example.com/docs/guide/#install`,
        url_without_anchor: 'https://fixture.example.com/docs/guide/',
        anchor: 'install',
        type: 'lvl2',
        content: null,
        hierarchy: {
          lvl0: `Section ${Math.floor(i / 5)}`,
          lvl1: 'Guide',
          lvl2: `Install step ${i}`,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        _highlightResult: {
          hierarchy: {
            lvl0: { value: `Section ${Math.floor(i / 5)}`, matchLevel: 'none' },
            lvl1: { value: 'Guide', matchLevel: 'none' },
            lvl2: { value: `Install step ${i}`, matchLevel: 'none' },
          },
        },
        _snippetResult: {
          hierarchy: {
            lvl1: { value: 'Guide', matchLevel: 'none' },
            lvl2: { value: `Install step ${i}`, matchLevel: 'none' },
          },
        },
      }));
      res.end(
        JSON.stringify({
          results: [
            {
              hits,
              nbHits: 25,
              page: 0,
              nbPages: 1,
              hitsPerPage: 25,
              query: requests[0].query,
              params: '',
              ...(requests[0].clickAnalytics ? { queryID: 'query-42' } : {}),
            },
          ],
        }),
      );
    });
  });
  let insightsBase: string;
  let insightsSite: ServedSite;

  beforeAll(async () => {
    const port = portOf(await listen(service));
    insightsSite = await serveFixture({
      'site.config.ts': SITE_CONFIG.replace(
        'blog: {',
        `search: { appId: 'TESTAPP', apiKey: 'test-search-key', indexName: 'fixture', insights: true, insightsHost: 'http://127.0.0.1:${port}', hosts: [{ url: '127.0.0.1:${port}', protocol: 'http' }] },\n  blog: {`,
      ),
    });
    insightsBase = insightsSite.base;
  }, 180_000);

  afterAll(() => Promise.all([closeServer(service), insightsSite?.close()]));

  const events = () =>
    seen
      .filter((s) => s.url.startsWith('/1/events'))
      .flatMap((s) => JSON.parse(s.body).events as Record<string, unknown>[]);

  it('sends viewed items in batches of 20 after 400 ms and a click event with the query ID, from the bundled client', async () => {
    const page = await b.context.newPage();
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url());
    });
    // The page notes when the first hit enters the DOM: a timestamp taken by the test after
    // waitForSelector returns can be hundreds of ms late on a loaded machine.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.DocSearch-Hit')) return;
        (window as unknown as { __hitsShownAt: number }).__hitsShownAt = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${insightsBase}/docs/guide/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.id === 'docsearch-input');
    await page.keyboard.type('install');
    await page.waitForSelector('.DocSearch-Hit');
    const shownAt = await page.evaluate(() => (window as unknown as { __hitsShownAt: number }).__hitsShownAt);
    expect(await page.locator('.DocSearch-Hit').count()).toBe(25);
    const query = seen.filter((s) => s.url.startsWith('/1/indexes/*/queries')).pop()!;
    expect(JSON.parse(query.body).requests[0].clickAnalytics).toBe(true);

    await expect.poll(() => events().filter((e) => e.eventType === 'view').length, { timeout: 5000 }).toBe(2);
    // Debounced 400 ms from the render, so the batch waits: a send not debounced arrives within a few ms.
    // The margin covers the observer noting the first hit after the timer started (104 ms was seen
    // on a loaded CI machine).
    expect(seen.find((s) => s.url.startsWith('/1/events'))!.at - shownAt).toBeGreaterThanOrEqual(200);
    const views = events().filter((e) => e.eventType === 'view');
    expect(views.map((e) => (e.objectIDs as string[]).length).sort((x, y) => y - x)).toEqual([20, 5]);
    expect(views[0]).toMatchObject({ eventName: 'Items Viewed', index: 'fixture' });
    expect(new Set(views.flatMap((e) => e.objectIDs as string[])).size).toBe(25);

    await page.click('.DocSearch-Hit >> nth=2');
    await expect
      .poll(() => events().filter((e) => e.eventType === 'click').length, { timeout: 5000 })
      .toBeGreaterThan(0);
    const click = events().find((e) => e.eventType === 'click')!;
    expect(click).toMatchObject({
      eventName: 'Item Selected',
      index: 'fixture',
      queryID: 'query-42',
      objectIDs: ['hit-2'],
    });
    // Credentials travel with the events; nothing was fetched from a CDN.
    const eventRequest = seen.find((s) => s.url.startsWith('/1/events'))!;
    expect(decodeURIComponent(eventRequest.url + eventRequest.body)).toMatch(/TESTAPP/);
    expect(external).toEqual([]);
    await page.close();
  });
});
