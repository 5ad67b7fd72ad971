// The generated API reference in a real browser: tables from the contract, anchors, links, the
// generated language tabs, both colour modes, and /openapi.yaml served beside the pages.
import fs from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
const contract = parse(fs.readFileSync('content/openapi.yaml', 'utf8'));
const tone = contract.paths['/v1/tone'].post;

let b: LaunchedBrowser;
beforeAll(async () => {
  b = await launch();
});
afterAll(async () => b?.close());

/** The first cell of every body row of the table that follows the heading with this id. */
/** The first table after a heading (tables may sit in a scroll wrapper). */
const tableAfter = (id: string) => `xpath=//*[@id="${id}"]/following-sibling::*[self::table or descendant::table][1]`;

const firstCells = (id: string) => (document: Document) => {
  let el = document.getElementById(id)?.nextElementSibling;
  while (el && el.tagName !== 'TABLE' && !el.querySelector('table')) el = el.nextElementSibling;
  return [...(el?.querySelectorAll('tbody tr') ?? [])].map((tr) => tr.querySelector('td')?.textContent ?? '');
};

describe('generated API reference', () => {
  it('renders the contract parameter, response and error tables on the tone page', async () => {
    const page = await b.context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/docs/api/tone/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const params = await page.evaluate(`(${firstCells.toString()})('parameters')(document)`);
    // The operation's header parameters (shared ones by reference), then the body's fields, in the contract's order.
    const headers = (tone.parameters as { $ref?: string; name?: string }[]).map(
      (p) => p.name ?? contract.components.parameters[p.$ref!.split('/').pop()!].name,
    );
    expect(headers).toContain('Idempotency-Key');
    expect(params).toEqual([
      ...headers,
      ...Object.keys(tone.requestBody.content['application/json'].schema.properties),
    ]);
    const fields = (await page.evaluate(`(${firstCells.toString()})('response-fields')(document)`)) as string[];
    expect(fields).toContain('tones[].label');
    expect(fields).toContain('sentences[].start');
    const errorRows = await page.locator(tableAfter('errors')).locator('tbody tr').count();
    expect(errorRows).toBe(tone['x-errors'].length);
    // The sections keep their anchors, and links in descriptions are rewritten like written ones.
    await expect
      .poll(() => page.locator('.table-of-contents a[href="#parameters"], nav a[href="#parameters"]').count())
      .toBeGreaterThan(0);
    expect(await page.locator('table a[href="/docs/api/api-reporting/"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the generated PHP and Java samples in the page tabs, highlighted at build time', async () => {
    const page = await b.context.newPage();
    await page.goto(`${base}/docs/api/tone/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.getByRole('tab', { name: 'PHP', exact: true }).first().click();
    const panel = page.locator('[role=tabpanel]:visible pre').first();
    await expect.poll(() => panel.textContent()).toContain("curl_init('https://api.lexora.dev/v1/tone')");
    expect(await panel.locator('.token').count()).toBeGreaterThan(10);
    await page.getByRole('tab', { name: 'Java', exact: true }).first().click();
    await expect
      .poll(() => page.locator('[role=tabpanel]:visible pre').first().textContent())
      .toContain('HttpRequest.newBuilder(URI.create("https://api.lexora.dev/v1/tone"))');
    await page.close();
  });

  it.each(['light', 'dark'])('keeps the table style in %s mode (screenshot in /tmp)', async (mode) => {
    const page = await b.context.newPage();
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(`${base}/docs/api/files/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    const table = page.locator(tableAfter('parameters')).first();
    // Header and body cells differ from the page background, as hand-written tables do.
    const colours = await table.evaluate((t) => [
      getComputedStyle(t.querySelector('th')!).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(colours[0]).not.toBe(colours[1]);
    await table.screenshot({ path: `/tmp/api-reference-${mode}.png` });
    await page.close();
  });

  it('publishes /openapi.yaml and links it from the API overview', async () => {
    const page = await b.context.newPage();
    const res = await b.context.request.get(`${base}/openapi.yaml`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toBe(fs.readFileSync('content/openapi.yaml', 'utf8'));
    await page.goto(`${base}/docs/api/`);
    expect(await page.locator('a[href="/openapi.yaml"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('builds the playground from the contract: every text operation, its options, only changed ones sent', async () => {
    const textOps = Object.entries<any>(contract.paths)
      .filter(([, item]) => item.post?.requestBody?.content?.['application/json']?.schema?.properties?.text)
      .map(([p]) => p);
    const page = await b.context.newPage();
    await page.goto(`${base}/docs/playground/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const offered = await page
      .locator('.playground select >> nth=0')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(offered.sort()).toEqual(textOps.sort());
    await page.selectOption('.playground select >> nth=0', '/v1/rephrase');
    const code = () => page.textContent('.playground__code');
    await expect.poll(code).toContain('https://api.lexora.dev/v1/rephrase');
    expect(await code()).not.toContain('"mode"');
    const mode = page
      .locator('.playground label', { has: page.locator('code', { hasText: /^mode$/ }) })
      .locator('select');
    await mode.selectOption('formal');
    await expect.poll(code).toContain('"mode": "formal"');
    await page.close();
  });
});
