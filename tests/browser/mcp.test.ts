// The MCP server (`npm run mcp`) against the real site, built once for the browser tests: reader
// questions through search_docs get the pages the search modal lists, in its order; get_page is the
// .md file; get_operation is the contract's operation; the deployed copy by URL answers the same.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { startMcp, type McpSession } from '../support/mcp';
import { listedPages, runQuery } from '../../bench/search-browser';
import { operationsOf } from '../../prerender/contract/spec';
import { SAMPLE_LANGUAGES, sampleCode } from '../../prerender/contract/samples';

const base = inject('baseUrl');
const siteDir = inject('siteDir');
const SITE = 'https://docs.lexora.dev';
let session: McpSession;

beforeAll(async () => {
  session = await startMcp(['--site', siteDir]);
});
afterAll(async () => session?.close());

const json = async (name: string, args: Record<string, unknown>) => {
  const res = await session.call(name, args);
  expect(res.isError, res.text).toBe(false);
  return JSON.parse(res.text);
};
const pagesFor = async (query: string, limit = 5): Promise<string[]> =>
  (await json('search_docs', { query, limit })).map((r: { url: string }) => new URL(r.url).pathname);

describe('MCP server on the real site', () => {
  it.each([
    ['tone', '/docs/api/tone/'],
    ['rate limit', '/docs/rate_limits/'],
    ['python sdk install', '/docs/sdk/Python/quickstart/'],
    ['how long do you keep my data', '/docs/data/'],
  ])('search_docs answers %j with %s first', async (query, expected) => {
    expect((await pagesFor(query))[0]).toBe(expected);
  });

  it('search_docs lists the pages the search modal lists, in its order', async () => {
    let b: LaunchedBrowser | undefined;
    try {
      b = await launch();
      const page = await b.context.newPage();
      await page.goto(`${base}/docs/api/tone/`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.keyboard.press('Control+k');
      await page.waitForSelector('#docsearch-input');
      for (const query of ['spelling only', 'swear words', 'paraphrse', 'webhook retries', 'too many requests 429']) {
        await runQuery(page, query);
        const modal = (await listedPages(page)).slice(0, 5);
        expect(await pagesFor(query, modal.length), query).toEqual(modal);
      }
    } finally {
      await b?.close();
    }
  });

  it('get_page returns the .md file byte for byte, or one section of it', async () => {
    const file = fs.readFileSync(path.join(siteDir, 'docs/api/tone.md'), 'utf8');
    expect((await session.call('get_page', { page: `${SITE}/docs/api/tone/` })).text).toBe(file);
    const section = (await session.call('get_page', { page: '/docs/api/tone.md', heading: 'tone-labels' })).text;
    expect(section.startsWith('### Tone labels\n')).toBe(true);
    expect(file).toContain(section.trimEnd());
    expect(section).not.toContain('### Reading the scores');
  });

  it('list_pages lists the pages of llms.txt', async () => {
    const llms = fs.readFileSync(path.join(siteDir, 'llms.txt'), 'utf8');
    const listed = (await json('list_pages', {})).flatMap((s: { pages: { markdown: string }[] }) =>
      s.pages.map((p) => p.markdown),
    );
    expect(listed).toEqual([...llms.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]));
  });

  it("get_operation returns the contract's operation with its generated samples", async () => {
    const spec = parse(fs.readFileSync('content/openapi.yaml', 'utf8'));
    const ref = operationsOf(spec).get('postTone')!;
    const op = await json('get_operation', { operation: 'POST /v1/tone' });
    expect(op).toMatchObject({
      operationId: 'postTone',
      method: 'POST',
      path: '/v1/tone',
      docs: `${SITE}/docs/api/tone/`,
    });
    expect(op.errors).toEqual(ref.op['x-errors']);
    const bodySchema = ref.op.requestBody.content['application/json'].schema;
    const declared = bodySchema.$ref ? spec.components.schemas[bodySchema.$ref.split('/').pop()] : bodySchema;
    expect(Object.keys(op.requestBody.schema.properties)).toEqual(Object.keys(declared.properties));
    for (const { value } of SAMPLE_LANGUAGES) expect(op.samples[value]).toBe(sampleCode(spec, ref, value));
    expect(JSON.stringify(op.responses['200'])).not.toContain('"$ref"');
  });

  it('answers the same from the served site by URL', async () => {
    const remote = await startMcp(['--url', `${base}/`]);
    try {
      const file = fs.readFileSync(path.join(siteDir, 'docs/api/tone.md'), 'utf8');
      expect((await remote.call('get_page', { page: `${base}/docs/api/tone/` })).text).toBe(file);
      const hits = JSON.parse((await remote.call('search_docs', { query: 'rate limit' })).text);
      expect(hits[0].url).toBe(`${SITE}/docs/rate_limits/`);
      expect((await remote.call('get_page', { page: 'https://example.org/docs/api/tone/' })).isError).toBe(true);
    } finally {
      await remote.close();
    }
  });
});
