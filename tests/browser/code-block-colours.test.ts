// `<CodeBlock>` from `@theme/CodeBlock` with a string child (TypeORM's home page, Kysely's docs components):
// coloured by Prism in the prerendered HTML and when drawn on the client after a navigation, with the
// Prism chunk fetched only by pages that draw such a block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type LaunchedBrowser } from '../support/browser';
import { serveFixture, type ServedSite } from '../support/served-site';

const FILES: Record<string, string> = {
  'sidebars.ts': `export default { tutorialSidebar: ['welcome', 'guide', 'code'] };\n`,
  'docs/code.mdx': [
    '---',
    'title: Code',
    'description: A code block component.',
    '---',
    '',
    "import CodeBlock from '@theme/CodeBlock';",
    '',
    'export const source = `const answer: number = 42;\\nexport default answer;`;',
    '',
    '<CodeBlock language="ts" title="answer.ts">{source}</CodeBlock>',
    '',
    '<CodeBlock language="text">{`plain words`}</CodeBlock>',
    '',
  ].join('\n'),
};

let site: ServedSite;
let b: LaunchedBrowser;

beforeAll(async () => {
  site = await serveFixture(FILES);
  b = await launch();
}, 240_000);
afterAll(async () => {
  await b?.close();
  await site?.close();
});

async function watched(): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await b.context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    // (The fixture has no favicon: its 404 is not this test's concern.)
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`${e.message} ${e.stack}`));
  return { page, scripts, errors };
}

const keyword = (page: Page) => page.locator('.code-block__pre .token.keyword').first();

describe('<CodeBlock> colours', () => {
  it('is coloured in the prerendered HTML and stays so once hydrated, without errors', async () => {
    const html = await (await fetch(`${site.base}/docs/code/`)).text();
    expect(html).toMatch(/<span class="token keyword">const<\/span>/);
    expect(html).toContain('answer.ts');
    const { page, errors } = await watched();
    await page.goto(`${site.base}/docs/code/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(await keyword(page).textContent()).toBe('const');
    const colours = await page.evaluate(() => {
      const pre = document.querySelector('.code-block__pre')!;
      return [getComputedStyle(pre.querySelector('.token.keyword')!).color, getComputedStyle(pre).color];
    });
    expect(colours[0]).not.toBe(colours[1]);
    expect(await page.locator('.code-block__pre').nth(1).textContent()).toBe('plain words');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fetches Prism only on a page with such a block, and colours the block drawn after a navigation', async () => {
    const { page, scripts, errors } = await watched();
    await page.goto(`${site.base}/docs/guide/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /prism/i.test(s))).toEqual([]);
    await page.click('.menu a[href="/docs/code/"]');
    await expect.poll(() => keyword(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await keyword(page).textContent()).toBe('const');
    expect(scripts.filter((s) => /prism/i.test(s)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
