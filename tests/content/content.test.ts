// Keeps the documentation's structure honest as pages are edited: every contract route has a page,
// endpoint pages have their sections and language tabs, and prose pages have real prose.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../prerender/content/config';
import { collectSite } from '../../prerender/content/collect';
import type { SiteModel } from '../../prerender/content/model';

const ENDPOINT_PAGES = [
  'edits-overview',
  'advanced-edits',
  'spellcheck',
  'autocomplete',
  'tone',
  'sentiment',
  'summarize',
  'rephrase',
  'detector',
  'profanity',
  'dictionary',
  'similar-terms',
  'semsearch',
  'statistics',
  'quality',
  'transcriptions',
  'files',
  'fragments',
  'guardrails',
  'chunk',
  'postprocess',
  'custom-mappings',
  'team-custom-mappings',
  'team-dictionary',
  'team-reporting',
  'team-snippets',
  'team-user-management',
  'superuser-management',
  'api-reporting',
  'feedback',
  'tokens',
].map((n) => `/docs/api/${n}/`);
const SECTIONS = [
  'Endpoint',
  'Parameters',
  'Sample request',
  'Sample response',
  'Response fields',
  'Errors',
  'Related',
];
const routes = fs.readFileSync(path.resolve('tests/routes.txt'), 'utf8').split('\n').filter(Boolean);

let site: SiteModel;
beforeAll(async () => {
  site = await collectSite(await loadSiteConfig(path.resolve('content')), path.resolve('content'));
});

const doc = (route: string) => site.docs.find((d) => d.route === route)!;

describe('documentation content', () => {
  it('has a page for every docs route of the contract', () => {
    const docRoutes = new Set(site.docs.map((d) => d.route));
    expect(routes.filter((r) => r.startsWith('/docs/') && !docRoutes.has(r))).toEqual([]);
  });

  it.each(ENDPOINT_PAGES)('%s has the endpoint sections in order', (route) => {
    const h2 = doc(route)
      .analysis.headings.filter((h) => h.level === 2)
      .map((h) => h.value);
    const positions = SECTIONS.map((s) => h2.indexOf(s));
    expect(
      positions.filter((p) => p < 0),
      `missing sections in ${route}: ${SECTIONS.filter((_, i) => positions[i] < 0)}`,
    ).toEqual([]);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each(ENDPOINT_PAGES)('%s has a generated parameters table and cURL, JavaScript and Python samples', (route) => {
    const src = fs.readFileSync(doc(route).file, 'utf8');
    const params = src.split(/^## Parameters/m)[1]?.split(/^## /m)[0] ?? '';
    // A field lives in content/openapi.yaml only: the tables are generated, never written by hand.
    expect(params).toMatch(/<ApiParams operation="\w+"/);
    expect(params).not.toMatch(/\|\s*Name\s*\|\s*Type\s*\|/);
    for (const section of ['Response fields', 'Errors']) {
      const text = src.split(new RegExp(`^## ${section}`, 'm'))[1]?.split(/^## /m)[0] ?? '';
      expect(text, `${route} ${section}`).toMatch(/<Api(Response|Schema|Errors) /);
      expect(text, `${route} ${section}`).not.toMatch(/\|\s*(Field|Status)\s*\|/);
    }
    for (const lang of ['curl', 'javascript', 'python']) expect(src).toContain(`<TabItem value="${lang}"`);
    expect(src).toContain('<Tabs groupId="language">');
  });

  it('has at least 250 words of prose on every docs page except the snippets', () => {
    const short = site.docs
      .filter((d) => !d.route.includes('/components/') && d.analysis.words < 250)
      .map((d) => `${d.route} (${d.analysis.words})`);
    expect(short).toEqual([]);
  });

  it('has a description on every docs page and no placeholder text', () => {
    for (const d of site.docs) {
      expect(d.frontmatter.description, d.relFile).toBeTruthy();
      expect(fs.readFileSync(d.file, 'utf8'), d.relFile).not.toMatch(/\b(TODO|TBD|lorem ipsum|FIXME)\b/i);
    }
  });

  it('imports the shared snippets from the pages that use them', () => {
    const importers = (snippet: string) =>
      site.docs.filter((d) => fs.readFileSync(d.file, 'utf8').includes(snippet)).length;
    for (const s of [
      'apply_edit_javascript.mdx',
      'apply_edit_php.mdx',
      'apply_edit_python.mdx',
      'dev_api_key_tip.mdx',
      'chunk_file_python.mdx',
      'code_samples/HTML.mdx',
      'python_proxy.mdx',
    ]) {
      expect(importers(s), s).toBeGreaterThan(0);
    }
  });

  it('has blog posts over three years, eight or more, three tagged llms, 600+ words each', () => {
    expect(site.posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(site.posts.map((p) => p.date.getUTCFullYear())).size).toBeGreaterThanOrEqual(3);
    expect(site.posts.filter((p) => p.tags.some((t) => t.label === 'llms')).length).toBeGreaterThanOrEqual(3);
    for (const p of site.posts) expect(p.analysis.words, p.relFile).toBeGreaterThanOrEqual(600);
  });
});
