// Hydration yields to the browser (src/entry-client.tsx hydrates in a transition): on a large page under a
// throttled CPU, no single task holds the main thread for most of the hydration, which a default-priority
// hydration does (one task, Lighthouse's Total Blocking Time on a phone). And it starts after the first
// paint: no script or preload is requested before it (prerender/render/html.ts, scriptsAfterFirstPaint).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
let b: LaunchedBrowser;

beforeAll(async () => {
  b = await launch();
});
afterAll(async () => b?.close());

/** From the page's start: a task loop through a MessageChannel records when each of its tasks ran. */
function recordTasks() {
  const w = window as unknown as { __pings: number[] };
  w.__pings = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    w.__pings.push(performance.now());
    if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
}

describe('hydration', () => {
  it('is spread over short tasks, with the browser running other tasks between them', async () => {
    const page = await b.context.newPage();
    const cdp = await b.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(recordTasks);
    await page.goto(base + '/docs/api/tone/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const { start, end, longest } = await page.evaluate(() => {
      const pings = (window as unknown as { __pings: number[] }).__pings;
      const start = performance.getEntriesByName('lexora:hydrate')[0]!.startTime;
      const end = pings[pings.length - 1]!;
      let longest = 0;
      for (let i = 1; i < pings.length; i++)
        if (pings[i]! > start) longest = Math.max(longest, pings[i]! - Math.max(pings[i - 1]!, start));
      return { start, end, longest };
    });
    await page.close();
    // The API page's hydration takes well over 100 ms at 4x; one task of it taking most of that is the regression.
    expect(end - start).toBeGreaterThan(50);
    expect(longest).toBeLessThan((end - start) / 2);
  });

  it('requests no script or preload before the first contentful paint, then hydrates', async () => {
    for (const route of ['/', '/docs/api/tone/', '/devblog/']) {
      const page = await b.context.newPage();
      await page.goto(base + route);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const { fcp, early, scripts } = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
          /\.(js|json)$/.test(new URL(r.name).pathname),
        );
        return {
          fcp,
          scripts: loaded.length,
          early: loaded.filter((r) => r.startTime <= fcp).map((r) => `${r.name} at ${Math.round(r.startTime)} ms`),
        };
      });
      await page.close();
      expect(scripts, route).toBeGreaterThan(2);
      expect(early, `${route}: first contentful paint at ${Math.round(fcp)} ms`).toEqual([]);
    }
  });
});
