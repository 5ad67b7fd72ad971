import { chromium } from 'playwright-core';
const [,, url, out, width = '1280', scheme = 'light', from = 'parameters', to = 'sample-request'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: +width, height: 900 }, colorScheme: scheme });
await p.goto(url);
const box = await p.evaluate(([a, z]) => { const A = document.getElementById(a).getBoundingClientRect(); const Z = document.getElementById(z).getBoundingClientRect(); return { x: 0, y: A.top + scrollY - 10, width: innerWidth, height: Z.top - A.top }; }, [from, to]);
await p.screenshot({ path: out, fullPage: true, clip: box });
await b.close();
