// `npm run lighthouse`: Lighthouse (mobile settings) on the built site behind a local static server,
// in Debian's Chromium, for a page of each type: home, a docs page, an API reference page, the blog
// list, a blog post and the search page. Prints the four scores, and the audits under 0.9.
// `LIGHTHOUSE_JSON=<folder>` also writes each page's full report there (`<route>.json`).
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from '../prerender/static-server.ts';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../tests/support/browser.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No built site in dist/. Run `npm run build` first.');
  process.exit(1);
}
ensureChromium();
const server = createStaticServer({ root: dist });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
let failed = false;
try {
  const routes = process.argv[3]
    ? process.argv[3].split(',')
    : ['/', '/docs/', '/docs/api/tone/', '/devblog/', '/devblog/chatgpt-phrases/', '/search/'];
  for (const route of routes) {
    const result = await lighthouse(base + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (process.env.LIGHTHOUSE_JSON) {
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      const name = route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(result!.lhr));
    }
    const c = result!.lhr.categories;
    const score = (k: string) => Math.round((c[k].score ?? 0) * 100);
    console.log(
      `${route} performance=${score('performance')} accessibility=${score('accessibility')} best_practices=${score('best-practices')} seo=${score('seo')}`,
    );
    const metric = (id: string) => result!.lhr.audits[id]?.numericValue ?? NaN;
    console.log(
      `  metrics: fcp=${Math.round(metric('first-contentful-paint'))} ms lcp=${Math.round(metric('largest-contentful-paint'))} ms ` +
        `tbt=${Math.round(metric('total-blocking-time'))} ms si=${Math.round(metric('speed-index'))} ms cls=${metric('cumulative-layout-shift').toFixed(3)}`,
    );
    for (const [id, audit] of Object.entries(result!.lhr.audits)) {
      if (
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual'
      )
        console.log(`  ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await chrome.kill();
  server.close();
}
process.exit(failed ? 1 : 0);
