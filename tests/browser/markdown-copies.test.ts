// The Markdown copies of the real site: served as text/markdown, clean (no MDX left), saying what
// the page says, and linked from llms.txt.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { launch, type LaunchedBrowser } from '../support/browser';

const base = inject('baseUrl');
const siteDir = inject('siteDir');
const SITE_URL = 'https://docs.lexora.dev';
let b: LaunchedBrowser;
let page: Page;

beforeEach(async () => {
  b = await launch();
  page = await b.context.newPage();
});
afterEach(async () => b?.close());

const parse = (md: string) => unified().use(remarkParse).use(remarkGfm).parse(md) as Root;
const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

/** The words a reader of the Markdown sees: text, code, and code-block titles. */
function markdownWords(md: string): Set<string> {
  const parts: string[] = [];
  visit(parse(md), (node: any) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
    if (node.type === 'code') parts.push(node.value, /title="([^"]*)"/.exec(node.meta ?? '')?.[1] ?? '');
    if (node.type === 'image') parts.push(node.alt ?? '');
  });
  return words(parts.join(' '));
}

/** Prose outside code: what must hold no MDX. */
function prose(md: string): string {
  // A line of its own per block; inside a block, the text as read, with inline code as a placeholder,
  // so a sentence that goes on after inline code (`'@x/y'` import on its own…) does not start a line.
  const inline = (node: any): string =>
    node.type === 'inlineCode'
      ? '`code`'
      : node.type === 'text' || node.type === 'html'
        ? node.value
        : (node.children ?? []).map(inline).join('');
  const parts: string[] = [];
  visit(parse(md), (node: any) => {
    if (node.type === 'code') return 'skip';
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      parts.push(inline(node));
      return 'skip';
    }
    if (node.type === 'html') parts.push(node.value);
  });
  return parts.join('\n');
}

/** Every docs page and post of the built site, by the route.json files of kind doc/blogPost. */
function contentRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === 'route.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8'));
        if (data.kind === 'doc' || data.kind === 'blogPost') out.push(data.path);
      }
    }
  };
  walk(siteDir);
  return out.sort();
}

describe('Markdown copies of the site', () => {
  it('every docs page and post has a clean copy at <route>.md, served as text/markdown', async () => {
    const routes = contentRoutes();
    expect(routes.length).toBeGreaterThan(90);
    for (const route of routes) {
      const res = await fetch(`${base}${route.replace(/\/$/, '')}.md`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toBe('text/markdown; charset=utf-8');
      const md = await res.text();
      expect(md.startsWith('# '), `${route} starts with its title`).toBe(true);
      const text = prose(md);
      expect(text, `${route}: import statement`).not.toMatch(/^\s*(import|export)\s/m);
      expect(text, `${route}: JSX tag`).not.toMatch(/<\/?[A-Z][\w.]*[\s/>]/);
      expect(text, `${route}: admonition fence`).not.toMatch(/^:::/m);
      // Links are absolute.
      visit(parse(md), (node: any) => {
        if (node.type === 'link') expect(node.url, `${route}: relative link`).toMatch(/^(https?:|mailto:)/);
      });
    }
  });

  for (const route of [
    '/docs/api/tone/',
    '/docs/playground/',
    '/docs/sdk/HTML/quickstart/',
    '/docs/api/sla/',
    '/devblog/chatgpt-phrases/',
  ]) {
    it(`the copy of ${route} says what the page says`, async () => {
      await page.goto(base + route);
      const html = await page.evaluate(() => {
        const article = document.querySelector('main article')!.cloneNode(true) as HTMLElement;
        // Reader chrome, not page content.
        for (const el of article.querySelectorAll(
          '[aria-hidden="true"], .code-block__copy, .hash-link, .playground, .breadcrumbs-nav, .doc-footer, .blog-post__footer, .toc-mobile, details.toc-collapsible, .copy-page',
        ))
          el.remove();
        // The reading time is the one line of a post's header its copy leaves out.
        const meta = article.querySelector('.blog-post__meta');
        meta?.replaceWith(meta.querySelector('time')!);
        // Blocks are separate words even where the HTML has no whitespace between them.
        for (const el of article.querySelectorAll(
          'p, li, h1, h2, h3, h4, h5, h6, td, th, div, pre, blockquote, header, br',
        )) {
          el.prepend(' ');
          el.append(' ');
        }
        return article.textContent ?? '';
      });
      const md = await (await fetch(`${base}${route.replace(/\/$/, '')}.md`)).text();
      const onPage = words(html);
      const inCopy = markdownWords(md);
      const missing = [...onPage].filter((w) => !inCopy.has(w));
      const extra = [...inCopy].filter((w) => !onPage.has(w) && !ADMONITION_TYPES.has(w));
      expect(missing, 'words on the page but not in the copy').toEqual([]);
      expect(extra, 'words in the copy but not on the page').toEqual([]);
    });
  }

  it('llms.txt links the copies of every listed page, and every link resolves', async () => {
    const index = await (await fetch(`${base}/llms.txt`)).text();
    const links: string[] = [];
    visit(parse(index), (node: any) => {
      if (node.type === 'link') links.push(node.url);
    });
    expect(links).toContain(`${SITE_URL}/docs/api/tone.md`);
    expect(links).toContain(`${SITE_URL}/devblog/chatgpt-phrases.md`);
    expect(links.filter((l) => l.endsWith('.md')).length).toBeGreaterThan(80);
    for (const link of links) {
      expect(link.startsWith(SITE_URL), link).toBe(true);
      const res = await fetch(base + link.slice(SITE_URL.length));
      expect(res.status, link).toBe(200);
    }
    const full = await (await fetch(`${base}/llms-full.txt`)).text();
    const tone = await (await fetch(`${base}/docs/api/tone.md`)).text();
    expect(full).toContain(tone);
  });
});
