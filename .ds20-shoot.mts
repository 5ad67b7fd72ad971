// usage: npx tsx /tmp/ds20-shots/shoot.ts <dist> <prefix> <path>...
import { chromium } from 'playwright-core';
import { createStaticServer } from './prerender/static-server.ts';
const [dist, prefix, ...paths] = process.argv.slice(2);
const server = createStaticServer({ root: dist });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const p of paths)
  for (const theme of ['light', 'dark'])
    for (const width of [1280, 390]) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme as 'light' | 'dark' });
      await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${port}${p}`, { waitUntil: 'networkidle' }).catch(() => {});
      const name = `${prefix}-${p.replace(/\W+/g, '_')}-${theme}-${width}.png`;
      await page.screenshot({ path: `/tmp/ds20-shots/${name}` });
      console.log(name, errors.length ? `errors: ${errors.join(' | ')}` : 'ok');
      await ctx.close();
    }
await browser.close();
server.close();
