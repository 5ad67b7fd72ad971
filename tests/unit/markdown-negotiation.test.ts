// Markdown by content negotiation: `npm run preview` (the static server) answers a page URL asked for
// with `Accept: text/markdown` preferred to HTML with the page's `.md` copy, and says `Vary: Accept`.
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { createStaticServer } from '../../prerender/static-server';
import { prefersMarkdown } from '../../src/shared/markdown-url';
import { closeServer, listen } from '../support/served-site';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown;q=0.8', true],
    ['text/x-markdown', true],
    ['text/markdown;q=0.9, */*;q=0.1', true],
    ['TEXT/MARKDOWN; charset=utf-8', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['text/html, text/markdown', false],
    ['text/markdown;q=0.5, text/html', false],
    ['text/markdown;q=0', false],
    ['*/*', false],
    ['text/*', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe('the preview server', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const MD = '# Tone\n\nScores tones.\n' + 'More text. '.repeat(200);
  beforeAll(async () => {
    dir = tempDir('lexora-negotiation', {
      'docs/tone/index.html': '<!doctype html><title>Tone</title>',
      'docs/tone.md': MD,
      'search/index.html': '<!doctype html><title>Search</title>',
    });
    server = createStaticServer({ root: dir });
    base = await listen(server);
  });
  afterAll(async () => {
    await closeServer(server);
  });

  it('answers Accept: text/markdown with the page’s .md copy, gzipped or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const res = await fetch(`${base}/docs/tone/`, {
        headers: { Accept: 'text/markdown, text/html;q=0.9', 'Accept-Encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('vary')?.split(/,\s*/)).toContain('Accept');
      expect(await res.text()).toBe(MD);
    }
  });

  it('answers browsers with the HTML page, also saying Vary: Accept', async () => {
    const res = await fetch(`${base}/docs/tone/`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await res.text()).toContain('<title>Tone</title>');
  });

  it('leaves pages without a Markdown copy and other files alone', async () => {
    const search = await fetch(`${base}/search/`, { headers: { Accept: 'text/markdown' } });
    expect(search.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(search.headers.get('vary')).toBeNull();
    const md = await fetch(`${base}/docs/tone.md`, { headers: { Accept: 'text/markdown' } });
    expect(await md.text()).toBe(MD);
  });
});
