// Long words in every label a site sets (site title, navbar items, sidebar categories and labels,
// tags, admonition titles, authors, prev/next links) break or are cut short: the page never becomes
// wider than the screen, at 1280 and 390 px, in a left-to-right and a right-to-left locale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { BASE_FILES, SITE_CONFIG } from '../build/fixture';
import { serveFixture, type ServedSite } from '../support/served-site';

const WORD = 'Supercalifragilistic'.repeat(8);

function longFixture(rtl: boolean): Record<string, string> {
  let config = SITE_CONFIG.replace("navbar: { title: 'Fixture'", `navbar: { title: 'Nav${WORD}'`)
    .replace(
      "label: 'Docs', position: 'left' }",
      `label: 'Docs${WORD}', position: 'left' }, { href: 'https://example.com/', label: 'Ext${WORD}', position: 'right' }`,
    )
    .replace("label: 'Intro'", `label: 'Intro${WORD}'`);
  if (rtl)
    config = config.replace(
      "defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } }",
      "defaultLocale: 'ar', locales: ['ar'], localeConfigs: { ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' } }",
    );
  return {
    'site.config.ts': config,
    'sidebars.ts': `export default { tutorialSidebar: ['welcome', { type: 'category', label: 'Guides${WORD}', items: ['guide'] }] };\n`,
    'docs/guide.mdx': `---\ntitle: Guide ${WORD}\nsidebar_label: Label${WORD}\ntags: [tag${WORD}]\n---\n\n## Install\n\nText ${WORD}.\n\n:::note[Note${WORD}]\nBody.\n:::\n\n## Use\n\nSee [welcome](/docs/) and [the start page](./welcome.mdx#top-of-page).\n`,
    'blog/authors.yml': `ada:\n  name: Ada ${WORD}\n  title: Engineer${WORD}\n`,
    'blog/2025-01-02-hello.mdx': BASE_FILES['blog/2025-01-02-hello.mdx']!.replace(
      '[news]',
      `[news, Tag${WORD.slice(0, 120)}]`,
    ),
  };
}

let b: LaunchedBrowser;
const sites: ServedSite[] = [];

beforeAll(async () => {
  sites.push(await serveFixture(longFixture(false)), await serveFixture(longFixture(true)));
  b = await launch();
}, 300_000);
afterAll(async () => {
  await b?.close();
  for (const s of sites) await s.close();
});

describe('long labels', () => {
  it.each([1280, 390])('no page is wider than a %i px screen (left to right and right to left)', async (width) => {
    const page = await b.context.newPage();
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const site of sites)
      for (const route of ['/docs/guide/', '/docs/', '/devblog/', '/devblog/hello/']) {
        await page.goto(site.base + route);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${route} (${await page.getAttribute('html', 'dir')}): ${scrollWidth} px`);
      }
    await page.close();
    expect(wide).toEqual([]);
  });

  it('the site title and a navbar item too long for the bar are cut, with the search button still on screen', async () => {
    const page = await b.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${sites[0]!.base}/docs/guide/`);
    const title = page.locator('.navbar__title');
    expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await title.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    const search = (await page.locator('.navbar .search-button').boundingBox())!;
    expect(search.x + search.width).toBeLessThanOrEqual(1280);
    await page.close();
  });
});
