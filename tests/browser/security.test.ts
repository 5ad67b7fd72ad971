// Crafted URLs against the built site behind a static host that answers unknown paths with
// 404.html, with a loopback "attacker" server on another port that would serve route data and a
// module: nothing may be requested from it, and the not-found page shows.
import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { HOSTILE_TAGLINE, HOSTILE_TITLE, hostileConfig } from '../support/hostile-config';
import { closeServer, listen, serveFixture, type ServedSite } from '../support/served-site';

const base = inject('baseUrl');
let attacker: http.Server;
let attackerHost: string;
const attackerLog: string[] = [];

beforeAll(async () => {
  attacker = http.createServer((req, res) => {
    attackerLog.push(`${req.method} ${req.url}`);
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (req.url?.endsWith('route.json')) {
      const data = {
        path: '/',
        kind: 'doc',
        title: 'Owned',
        description: '',
        searchTag: 'default',
        module: `http://${attackerHost}/evil.js`,
      };
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(data));
    } else
      res
        .writeHead(200, { ...headers, 'Content-Type': 'text/javascript' })
        .end('window.__pwned = true; export default function Owned() { return null; }');
  });
  attackerHost = new URL(await listen(attacker)).host;
});
afterAll(() => closeServer(attacker));

let b: LaunchedBrowser;
let page: Page;
let toAttacker: string[];
beforeEach(async () => {
  attackerLog.length = 0;
  b = await launch();
  page = await b.context.newPage();
  toAttacker = [];
  page.on('request', (r) => {
    if (new URL(r.url()).host === attackerHost) toAttacker.push(r.url());
  });
});
afterEach(async () => b?.close());

async function hydrated(p: Page) {
  await p.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

async function expectNothingFromAttacker(p: Page) {
  // Give any fetch the app would start a chance to reach the network: wait for the network to idle.
  await p.waitForLoadState('networkidle');
  expect(toAttacker).toEqual([]);
  expect(attackerLog).toEqual([]);
  expect(await p.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
}

describe('crafted URLs load nothing from another origin', () => {
  const crafted = (host: string) => [
    `//${host}/`,
    `/\\${host}/`,
    `//${host}/docs/`,
    `/%2F%2F${host}/`,
    `/%2f%2f${host}/`,
    `/%5C${host}/`,
    `/%5c%5c${host}/`,
    `/%252F%252F${host}/`,
  ];

  it('first load of each crafted address shows the not-found page', async () => {
    for (const path of crafted(attackerHost)) {
      // A browser turns `\` into `/` before sending: the server sees `//host/` here.
      await page.goto(`${base}${path}`);
      await hydrated(page);
      await expect.poll(() => page.textContent('main h1, h1'), { message: path }).toBe('Page Not Found');
      await expectNothingFromAttacker(page);
    }
  });

  it('back and forward to a crafted address fetch nothing either', async () => {
    await page.goto(`${base}/docs/`);
    await hydrated(page);
    expect(await page.textContent('article h1')).toMatch(/\w/);
    // A same-origin history entry whose path is `//host/`: popstate hands it to the router.
    await page.evaluate((p) => {
      history.pushState(null, '', location.origin + p);
      history.pushState(null, '', '/docs/');
      history.back();
    }, `//${attackerHost}/`);
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(`//${attackerHost}/`);
    await expect.poll(() => page.textContent('article h1, main h1')).toBe('Page Not Found');
    await expectNothingFromAttacker(page);
  });
});

describe('a link to another host written as a path', () => {
  let site: ServedSite;
  let siteBase: string;
  beforeAll(async () => {
    // `/\host` written so that no build-time check can see it: only the runtime boundary stops it.
    const hostile = `'/' + String.fromCharCode(92) + HOST + '/'`;
    site = await serveFixture({
      'docs/guide.mdx':
        `---\ntitle: Guide\ndescription: The guide.\n---\n\nimport { Link } from '@theme/Link';\n\nexport const HOST = ${JSON.stringify('ATTACKER')};\n\n<Link id="hostile" to={${hostile}}>hostile link</Link>\n\n## Install\n\nSee [welcome](/docs/).\n`.replace(
          '"ATTACKER"',
          JSON.stringify(attackerHost),
        ),
    });
    siteBase = site.base;
  }, 180_000);
  afterAll(() => site?.close());

  it('is neither prefetched when visible nor preloaded on hover or focus', async () => {
    await page.goto(`${siteBase}/docs/guide/`);
    await hydrated(page);
    const link = page.locator('#hostile');
    expect(await page.textContent('article h1')).toBe('Guide');
    expect(await link.getAttribute('href')).toBe(`/\\${attackerHost}/`);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await link.focus();
    await expectNothingFromAttacker(page);
  });
});

describe('markup in the site config', () => {
  let site: ServedSite;
  let siteBase: string;
  beforeAll(async () => {
    site = await serveFixture({ 'site.config.ts': hostileConfig() });
    siteBase = site.base;
  }, 180_000);
  afterAll(() => site?.close());

  it('shows the title and tagline as text and runs none of it', async () => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of ['/', '/docs/guide/', '/no-such-page/']) {
      await page.goto(`${siteBase}${path}`);
      await hydrated(page);
      expect(await page.title()).toContain(HOSTILE_TITLE);
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned), path).toBeUndefined();
    }
    await page.goto(`${siteBase}/`);
    await hydrated(page);
    expect(await page.textContent('.hero__subtitle')).toBe(HOSTILE_TAGLINE);
    expect(await page.textContent('.navbar__title')).toBe('Fixture');
    // Client navigation keeps the title text-only too.
    await page.click('a[href="/docs/"]');
    await expect.poll(() => page.title()).toContain(HOSTILE_TITLE);
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
