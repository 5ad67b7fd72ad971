// First-visit JavaScript per page type, measured in Chromium: every script file a page fetches from
// opening it (empty cache) until it is hydrated, counted as gzip (level 9) of the file on disk. This
// includes the module scripts and modulepreloads in the HTML and the chunks the entry imports before
// hydrating (a blog, search or home layout, a page tree's renderer); prefetches the page starts for
// visible links after hydration are the next page's cost and are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../prerender/static-server.ts';
import { launch } from '../tests/support/browser.ts';
import * as env from '../prerender/report/env.mjs';

interface RouteFile {
  path: string;
  kind: string;
}

/** A page of each type the built site has: home, a docs page, blog list, blog post, search page. */
export function pageTypes(outDir: string, docRoutes: Record<string, string>): Record<string, string> {
  const found: RouteFile[] = [];
  for (const f of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!f.endsWith('route.json') || f.startsWith('assets')) continue;
    try {
      const data = JSON.parse(fs.readFileSync(path.join(outDir, f), 'utf8')) as RouteFile;
      found.push({ path: data.path, kind: data.kind });
    } catch {
      /* not route data */
    }
  }
  found.sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path));
  const first = (kind: string) => found.find((r) => r.kind === kind)?.path;
  const types: Record<string, string | undefined> = {
    home: found.find((r) => r.path === '/')?.path,
    ...docRoutes,
    blog_list: first('blogList'),
    blog_post: first('blogPost'),
    search: first('search'),
  };
  return Object.fromEntries(Object.entries(types).filter((e): e is [string, string] => e[1] !== undefined));
}

/** Gzip bytes of the JavaScript each route fetches until hydrated, by page type. */
export async function firstVisitJsByType(
  outDir: string,
  types: Record<string, string>,
): Promise<Record<string, number>> {
  const server = createStaticServer({ root: outDir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const b = await launch();
  const out: Record<string, number> = {};
  try {
    for (const [type, route] of Object.entries(types)) {
      const page = await b.context.newPage();
      const cdp = await b.context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // The moment the app marks the document hydrated (src/entry-client.tsx), taken inside the page.
      await page.addInitScript(() => {
        new MutationObserver((_, obs) => {
          if (document.documentElement.dataset.hasHydrated !== 'true') return;
          (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
          obs.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
      });
      await page.goto(origin + route);
      await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined);
      const scripts = (await page.evaluate(() => {
        const at = (window as unknown as { __hydratedAt: number }).__hydratedAt;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= at && new URL(e.name).origin === location.origin)
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js'));
      })) as string[];
      if (env.benchVerbose()) console.error(`${type} ${route}: ${scripts.join(' ')}`);
      out[type] = [...new Set(scripts)].reduce(
        (n, p) => n + zlib.gzipSync(fs.readFileSync(path.join(outDir, decodeURIComponent(p))), { level: 9 }).length,
        0,
      );
      await page.close();
    }
  } finally {
    await b.close();
    server.close();
  }
  return out;
}
