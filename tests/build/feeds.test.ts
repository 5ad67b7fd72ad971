// The blog feeds carry each post's body as rendered from its compiled module (not scraped from the
// built page): all of it, whatever markup it holds, with site-relative URLs made absolute.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { BASE_FILES, makeFixture, runBuild, type BuildResult } from './fixture';

const POST = `---
title: Boxes and links
tags: [news]
---

import TOCInline from '@theme/TOCInline';

Intro with a [guide link](/docs/guide/#install) and an [absolute one](https://example.org/a).

<TOCInline toc={toc} />

## First part

<span className="markdown">A box that looks like the page's own wrapper.</span><footer className="blog-post__footer">A footer inside the post.</footer>

<section><div className="note">A box.</div><footer className="blog-post__footer">Where the page's footer would be.</footer></section>

## Second part

Text after the boxes: «שלום» 🚀 and \`<script>\` in code.
`;

interface JsonFeed {
  items: { id: string; url: string; title: string; content_html: string }[];
}

describe('blog feeds', () => {
  let res: BuildResult;
  let item: JsonFeed['items'][number];
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'blog/2025-03-04-boxes.mdx': POST,
        'blog/2025-01-03-plain.md': '---\ntitle: Plain\n---\n\nA plain Markdown post with [a link](/docs/).\n',
      }),
    );
    expect(res.output).not.toContain('Build failed');
    const feed = JSON.parse(fs.readFileSync(path.join(res.outDir, 'devblog/feed.json'), 'utf8')) as JsonFeed;
    item = feed.items.find((i) => i.title === 'Boxes and links')!;
  });

  it('carry the whole body, past markup that looks like the page layout', () => {
    expect(item.content_html).toContain('A footer inside the post.');
    expect(item.content_html).toContain(
      '<div class="note">A box.</div><footer class="blog-post__footer">Where the page&#x27;s footer would be.</footer>',
    );
    expect(item.content_html).toContain('Text after the boxes: «שלום» 🚀 and <code>&lt;script&gt;</code> in code.');
    // The inline TOC reads the page's data, as on the page.
    expect(item.content_html).toMatch(/<a href="#first-part">First part<\/a>/);
    // Nothing of the layout around the content.
    expect(item.content_html).not.toContain('Older post');
    expect(item.content_html).not.toContain('Copy page');
  });

  it('match the content of the built page, with site-relative URLs made absolute', () => {
    const page = fs.readFileSync(path.join(res.outDir, new URL(item.url).pathname, 'index.html'), 'utf8');
    const expected = page.slice(
      page.indexOf('<div class="markdown"><p>Intro') + '<div class="markdown">'.length,
      page.lastIndexOf('</div><footer class="blog-post__footer">'),
    );
    // The router's link attribute is the page's business, not a feed reader's.
    expect(expected).toContain('data-discover="true"');
    expect(item.content_html).toBe(
      expected
        .replace('href="/docs/guide/#install"', 'href="https://fixture.example.com/docs/guide/#install"')
        .replaceAll(' data-discover="true"', ''),
    );
    expect(item.content_html).not.toContain('data-discover');
    expect(item.content_html).toContain('href="https://example.org/a"');
  });

  it('carry plain Markdown posts and leave no item empty, in RSS and Atom too', () => {
    const feed = JSON.parse(fs.readFileSync(path.join(res.outDir, 'devblog/feed.json'), 'utf8')) as JsonFeed;
    expect(feed.items.map((i) => i.title)).toEqual(['Boxes and links', 'Plain', 'Hello']);
    for (const i of feed.items) expect(i.content_html.length).toBeGreaterThan(20);
    expect(feed.items[1].content_html).toMatch(
      /^<p>A plain Markdown post with <a href="https:\/\/fixture\.example\.com\/docs\/"[^>]*>a link<\/a>\.<\/p>$/,
    );
    const rss = fs.readFileSync(path.join(res.outDir, 'devblog/rss.xml'), 'utf8');
    const atom = fs.readFileSync(path.join(res.outDir, 'devblog/atom.xml'), 'utf8');
    for (const xml of [rss, atom]) expect(xml).toContain('A footer inside the post.');
  });
});

describe('blog feeds in a rebuild', () => {
  it("carry an edited post's new body, and render no unchanged post's content again (it is cached)", () => {
    const dir = makeFixture({ 'blog/2025-03-04-boxes.mdx': POST });
    const env = { LEXORA_CACHE_DIR: tempDir('lexora-cache'), LEXORA_DEBUG: '1' };
    const first = runBuild(dir, env);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain("feeds: 2 of 2 posts' content rendered");
    const hello = 'blog/2025-01-02-hello.mdx';
    fs.writeFileSync(path.join(dir, hello), BASE_FILES[hello]!.replace('First post.', 'First post, edited.'));
    const rebuild = runBuild(dir, env);
    expect(rebuild.status, rebuild.output).toBe(0);
    expect(rebuild.output).toContain("feeds: 1 of 2 posts' content rendered");
    const feed = JSON.parse(fs.readFileSync(path.join(rebuild.outDir, 'devblog/feed.json'), 'utf8')) as JsonFeed;
    expect(feed.items.find((i) => i.url.endsWith('/hello/'))?.content_html).toContain('First post, edited.');
    expect(feed.items.find((i) => i.title === 'Boxes and links')?.content_html).toContain('A footer inside the post.');
  }, 240_000);
});
