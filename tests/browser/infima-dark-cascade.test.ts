// Under `look: 'infima'`, a site's custom CSS meets Infima's cascade (issue 27, TypeORM's site): Infima's
// dark variables (`html[data-theme='dark']`) outrank the site's `:root` and `[data-theme='dark']` rules,
// so TypeORM's dark `--ifm-background-color: #1a0030` gives way to Infima's #1b1b1d on Docusaurus's build;
// the variables Infima does not set in dark (the navbar's background) keep the site's dark value; a
// site's own `html[data-theme='dark']` rule wins over Infima's. Infima's palette (`--ifm-color-emphasis-*`)
// is there for the site's CSS to read, in both modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { SITE_CONFIG } from '../build/fixture';

const CUSTOM_CSS = `:root {
  --ifm-color-primary: #d94400;
  --ifm-background-color: #ffffff;
  --ifm-navbar-background-color: rgb(250, 250, 250);
}
[data-theme='dark'] {
  --ifm-color-primary: #ff7733;
  --ifm-background-color: #1a0030;
  --ifm-background-surface-color: #2a0040;
  --ifm-navbar-background-color: rgb(24, 0, 40);
  --ifm-heading-color: rgb(250, 251, 252);
}
html[data-theme='dark'] {
  --ifm-color-emphasis-200: rgb(1, 2, 3);
}
.probe-page { background-color: var(--ifm-background-color); }
.probe-band { background-color: var(--ifm-color-emphasis-100); }
.probe-strong { background-color: var(--ifm-color-emphasis-200); }
`;

const PAGE = `---
title: Probe
---

Some text.

<div className="probe-page">page</div>
<div className="probe-band">band</div>
<div className="probe-strong">strong</div>
`;

let site: ServedSite;
let b: LaunchedBrowser;

beforeAll(async () => {
  site = await serveFixture({
    'site.config.ts': SITE_CONFIG.replace(
      'export default {',
      "export default {\n  look: 'infima',\n  customCss: ['src/css/custom.css'],",
    ),
    'src/css/custom.css': CUSTOM_CSS,
    'docs/probe.mdx': PAGE,
  });
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

async function open(mode: 'light' | 'dark'): Promise<Page> {
  const page = await b.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(`${site.base}/docs/probe/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const bg = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe("the infima look's dark variables", () => {
  it("Infima's dark variables outrank the site's :root and [data-theme='dark'] ones; the rest stay the site's", async () => {
    const page = await open('dark');
    // Infima's dark page background, not the site's [data-theme='dark'] one, nor its :root one.
    expect(await bg(page, 'html')).toBe('rgb(27, 27, 29)');
    expect(await bg(page, '.probe-page')).toBe('rgb(27, 27, 29)');
    // Infima sets no dark navbar background: the site's [data-theme='dark'] value draws it.
    expect(await bg(page, 'nav.navbar')).toBe('rgb(24, 0, 40)');
    // Infima's dark palette, and a site's html[data-theme='dark'] rule over it.
    expect(await bg(page, '.probe-band')).toBe('rgb(28, 30, 33)');
    expect(await bg(page, '.probe-strong')).toBe('rgb(1, 2, 3)');
    // Text in Infima's dark content colour; headings in the site's --ifm-heading-color.
    expect(
      await page
        .locator('.markdown p')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(227, 227, 227)');
    expect(
      await page
        .locator('.markdown h1')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(250, 251, 252)');
    await page.close();
  });

  it("light mode keeps the site's :root values and Infima's light palette", async () => {
    const page = await open('light');
    expect(await bg(page, '.probe-page')).toBe('rgb(255, 255, 255)');
    expect(await bg(page, 'nav.navbar')).toBe('rgb(250, 250, 250)');
    expect(await bg(page, '.probe-band')).toBe('rgb(245, 246, 247)');
    expect(await bg(page, '.probe-strong')).toBe('rgb(235, 237, 240)');
    await page.close();
  });
});
