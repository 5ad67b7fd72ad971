// Search figures measured the way a reader meets search: the DocSearch modal in Chromium over the
// built site. First-query download (gzip bytes of everything fetched from opening search to the first
// results, the modal's JavaScript and CSS included), warm query latency (input event to the results
// painted, inside the page), and, for the real site, findability of bench/findability.json.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { createStaticServer } from '../prerender/static-server.ts';
import { launch } from '../tests/support/browser.ts';
import * as env from '../prerender/report/env.mjs';

export interface Question {
  q: string;
  expect: string[];
}

export interface SearchBrowserFigures {
  firstQueryKb: number;
  p95Ms: number;
  /** `misses`: every question whose expected page is not listed first, with the rank it got (null: not listed). */
  findability?: { top1: number; top5: number; misses: { q: string; rank: number | null; got: string[] }[] };
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Types the query into the open modal's input and resolves when the modal shows that query's results. */
// Page-side code as text: tsx would otherwise wrap named functions in a helper the page lacks.
// DocSearch keeps the previous query's hits on screen while a query loads; offline hits carry the query
// they answer (data-query on their links), so the wait ends exactly when this query's results show.
const RUN_QUERY = `(query) => new Promise((resolve, reject) => {
  const input = document.querySelector('#docsearch-input');
  const shown = () => {
    // Offline hits name the query they answer (the footer link changes as soon as a key is typed).
    const hit = document.querySelector('.DocSearch-Hit a');
    if (hit && hit.dataset.query === query) return true;
    const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
    return Boolean(none && none.textContent === query);
  };
  const start = performance.now();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const tick = () => {
    if (shown()) {
      window.__lexoraShownAt = performance.now();
      return resolve(window.__lexoraShownAt - start);
    }
    if (performance.now() - start > 20000) return reject(new Error('no results screen for ' + JSON.stringify(query)));
    requestAnimationFrame(tick);
  };
  tick();
})`;

/** Types the query into the open modal's input; resolves with the ms until that query's screen shows. */
export async function runQuery(page: Page, q: string): Promise<number> {
  return page.evaluate(`(${RUN_QUERY})(${JSON.stringify(q)})`) as Promise<number>;
}

/** Distinct pages in the order the modal lists them. */
export async function listedPages(page: Page): Promise<string[]> {
  const hrefs = (await page.evaluate(
    `[...document.querySelectorAll('.DocSearch-Hit a')].map((a) => new URL(a.href).pathname)`,
  )) as string[];
  return [...new Set(hrefs)];
}

export async function measureSearchInBrowser(
  outDir: string,
  route: string,
  queries: string[],
  questions?: Question[],
): Promise<SearchBrowserFigures> {
  const server = createStaticServer({ root: outDir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const b = await launch();
  try {
    const page = await b.context.newPage();
    await page.goto(`${origin}${route}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Counted: the files the page started fetching from opening search until the results were on
    // screen (Resource Timing). Routes of the shown hits, which the app prefetches once their links
    // are visible, start after that and are not search's cost.
    await page.waitForLoadState('networkidle');
    await page.evaluate('performance.setResourceTimingBufferSize(100000)');
    const opened = (await page.evaluate('performance.now()')) as number;
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#docsearch-input');
    await runQuery(page, queries[0]);
    const shown = (await page.evaluate('window.__lexoraShownAt')) as number;
    const fetched = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((e) => e.startTime >= ${opened} && e.startTime <= ${shown}).map((e) => new URL(e.name).pathname)`,
    )) as string[];
    // Page modules and route data the app prefetches for links (layout changes when the modal opens)
    // are the router's cost, not search's.
    const routeFiles = new Set<string>();
    for (const f of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      if (!f.endsWith('route.json')) continue;
      routeFiles.add(`/${f.split(path.sep).join('/')}`);
      const module = (JSON.parse(fs.readFileSync(path.join(outDir, f), 'utf8')) as { module?: string }).module;
      if (module) routeFiles.add(module);
    }
    const searchFiles = [...new Set(fetched)].filter((p) => !routeFiles.has(p));
    let bytes = 0;
    if (env.benchVerbose()) console.error(searchFiles.join('\n'));
    for (const p of searchFiles) {
      const file = path.join(outDir, p);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) bytes += gz(file);
    }
    // Warm: every query once to load what it needs, then timed rounds.
    for (const q of queries) await runQuery(page, q);
    const times: number[] = [];
    for (let round = 0; round < 5; round++) for (const q of queries) times.push(await runQuery(page, q));
    times.sort((a, b) => a - b);
    const figures: SearchBrowserFigures = { firstQueryKb: bytes / 1024, p95Ms: times[Math.floor(times.length * 0.95)] };
    if (questions) {
      let top1 = 0;
      let top5 = 0;
      const misses: { q: string; rank: number | null; got: string[] }[] = [];
      for (const { q, expect } of questions) {
        await runQuery(page, q.slice(0, 64));
        const listed = await listedPages(page);
        const at = listed.findIndex((g) => expect.includes(g));
        if (at === 0) top1++;
        if (at >= 0 && at < 5) top5++;
        if (at !== 0) misses.push({ q, rank: at < 0 ? null : at + 1, got: listed.slice(0, 5) });
      }
      figures.findability = { top1: (100 * top1) / questions.length, top5: (100 * top5) / questions.length, misses };
    }
    return figures;
  } finally {
    await b.close();
    server.close();
  }
}
