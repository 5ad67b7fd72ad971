// Under `look: 'infima'` the sidebar's rules weigh what Infima's do, so a site's own rules for them win as they
// do on Docusaurus (found on reselect's website, whose custom.css colours `.menu__link--sublist` and turns the
// caret with Infima's own `rotateZ(180deg)` / `rotateZ(90deg)`): the caret is Infima's upward chevron image,
// turned half a turn when open and a quarter when folded, so the site's turns point it as on Docusaurus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';
import { SITE_CONFIG } from '../build/fixture';

const SIDEBARS = `export default { tutorialSidebar: ['welcome', { type: 'category', label: 'Guides', collapsed: false, items: ['guide'] }, { type: 'category', label: 'More', collapsed: true, items: ['other'] }] };\n`;
const OTHER = `---\ntitle: Other\ndescription: Another page.\n---\n\nText.\n`;
// Reselect's rules, as its custom.css has them.
const SITE_CSS = `.menu__link--sublist { color: rgb(1, 2, 3); }
.menu .menu__link.menu__link--sublist:after { transform: rotateZ(180deg); }
.menu .menu__list-item.menu__list-item--collapsed .menu__link--sublist:after { transform: rotateZ(90deg); }
`;

let plain: ServedSite;
let styled: ServedSite;
let b: LaunchedBrowser;

const files = (css: string | null) => ({
  'site.config.ts': SITE_CONFIG.replace(
    '  blog: {',
    `  look: 'infima',\n  docs: { sidebarCollapsible: true },\n${css === null ? '' : "  customCss: ['src/css/custom.css'],\n"}  blog: {`,
  ),
  'sidebars.ts': SIDEBARS,
  'docs/other.mdx': OTHER,
  ...(css === null ? {} : { 'src/css/custom.css': css }),
});

beforeAll(async () => {
  [plain, styled] = await Promise.all([serveFixture(files(null)), serveFixture(files(SITE_CSS))]);
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await plain?.close();
  await styled?.close();
});

async function open(site: ServedSite, mode: 'light' | 'dark'): Promise<Page> {
  const page = await b.context.newPage();
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(`${site.base}/docs/guide/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

/** The caret of the category labelled `label`: its image, filter and turn in degrees. */
const caret = (page: Page, label: string) =>
  page
    .locator('.doc-sidebar .menu__link--sublist', { hasText: label })
    .first()
    .evaluate((el) => {
      const c = getComputedStyle(el, '::after');
      const m = new DOMMatrix(c.transform === 'none' ? undefined : c.transform);
      return {
        image: c.backgroundImage.startsWith('url("data:image/svg+xml'),
        filter: c.filter,
        turn: Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI),
        color: getComputedStyle(el).color,
      };
    });

describe('the infima look under a site stylesheet', () => {
  it("draws Infima's caret: a chevron image, down when open and right when folded, light in dark mode", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open(plain, mode);
      const open_ = await caret(page, 'Guides');
      const folded = await caret(page, 'More');
      expect(open_).toMatchObject({ image: true, turn: 180 });
      expect(folded).toMatchObject({ image: true, turn: 90 });
      expect(open_.filter).toBe(mode === 'dark' ? 'invert(1)' : 'none');
      // The category holding the page is in the primary colour, the other in the menu's grey.
      expect(open_.color).not.toBe(folded.color);
      await page.close();
    }
  });

  it("lets the site's rules for the sidebar win, as over Infima", async () => {
    const page = await open(styled, 'light');
    const open_ = await caret(page, 'Guides');
    const folded = await caret(page, 'More');
    // The site's colour for categories wins over ours for the one holding the page.
    expect(open_.color).toBe('rgb(1, 2, 3)');
    expect(folded.color).toBe('rgb(1, 2, 3)');
    // Its turns are Infima's: the chevron still points down when open and right when folded.
    expect(open_).toMatchObject({ image: true, turn: 180 });
    expect(folded).toMatchObject({ image: true, turn: 90 });
    await page.close();
  });
});
