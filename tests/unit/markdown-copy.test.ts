// A page's `.md` copy made with its compile and stored in its compile cache entry
// (MdxCompiler.storedCopy), and the title and intro put on top when it is written (withHeading).
// The stored copy must be what the copies step would make from the page's tree, and must not
// outlive anything it depends on: the page, the route map, the site URL.
import fs from 'node:fs';
import path from 'node:path';
import type { RootContent } from 'mdast';
import { beforeEach, describe, expect, it } from 'vitest';
import { MdxCompiler } from '../../prerender/mdx/cached-mdx-plugin';
import {
  pageBody,
  serializeMarkdown,
  withHeading,
  type MarkdownSource,
} from '../../prerender/outputs/markdown/serialize';
import { tempDir, writeFiles } from '../support/tmp';

let dir: string;
beforeEach(() => {
  dir = tempDir('lexora-copy');
});

const fence = '```';
const PAGE = `---
title: Page
---

Intro with a [link](./other.mdx#limits), <kbd>Ctrl</kbd> and \`code\`.

- one
- two

:::tip[A *tip*]
Text.
:::

${fence}js title="a.js"
const a = 1;
${fence}
`;

/** Writes content files; returns a compiler for them (routes of both pages) and their paths. */
function site(files: Record<string, string>, opts: { siteUrl?: string; otherRoute?: string } = {}) {
  writeFiles(dir, files);
  const page = path.join(dir, 'docs/page.mdx');
  const other = path.join(dir, 'docs/other.mdx');
  const routes = new Map([
    [page, '/docs/page/'],
    [other, opts.otherRoute ?? '/docs/other/'],
  ]);
  const compiler = new MdxCompiler({
    routes,
    cacheDir: path.join(dir, 'cache'),
    siteUrl: opts.siteUrl ?? 'https://docs.example.com/',
  });
  return { compiler, page, other, routes };
}

const cacheFiles = (suffix: string) => fs.readdirSync(path.join(dir, 'cache')).filter((f) => f.endsWith(suffix)).length;

/** The copy body made the copies step's way: from the page's Markdown tree. */
async function fromTree(
  compiler: MdxCompiler,
  file: string,
  route: string,
  routes: Map<string, string>,
  siteUrl = 'https://docs.example.com',
): Promise<string> {
  const source: MarkdownSource = {
    siteUrl,
    routes,
    treeOf: async (f) => compiler.markdownTree(f, fs.readFileSync(f, 'utf8')),
  };
  return pageBody(file, route, source);
}

describe('a page copy stored by its compile', () => {
  it('is what the copies step makes from the tree, and replaces the stored tree', async () => {
    const { compiler, page, routes } = site({ 'docs/page.mdx': PAGE, 'docs/other.mdx': '## Limits\n' });
    await compiler.compile(page, PAGE);
    const stored = compiler.storedCopy(page, PAGE);
    expect(stored).toContain('[link](https://docs.example.com/docs/other/#limits)');
    expect(cacheFiles('.mdast.json')).toBe(0);
    // The analysis is still read whole from the entry (the copy is its second line).
    expect((await compiler.compile(page, PAGE)).analysis.links).toEqual([{ url: './other.mdx#limits', line: 5 }]);
    // A tree asked for anyway (another page imports this one) compiles the page again and is kept.
    expect(await fromTree(compiler, page, '/docs/page/', routes)).toBe(stored);
    expect(cacheFiles('.mdast.json')).toBe(1);
  });

  it('leaves a tree asked for by many pages at once to one compile', async () => {
    const { compiler, page, routes } = site({ 'docs/page.mdx': PAGE });
    await compiler.compile(page, PAGE);
    const bodies = await Promise.all(Array.from({ length: 8 }, () => fromTree(compiler, page, '/docs/page/', routes)));
    expect(new Set(bodies)).toEqual(new Set([compiler.storedCopy(page, PAGE)]));
  });

  it('is not used for another site URL, a changed route map or a changed page', async () => {
    const { compiler, page, routes } = site({ 'docs/page.mdx': PAGE });
    await compiler.compile(page, PAGE);
    // Another URL: the entry counts as uncached (compiled again with the others, in the workers).
    const elsewhere = site({}, { siteUrl: 'https://elsewhere.example.com' }).compiler;
    expect(elsewhere.storedCopy(page, PAGE)).toBeUndefined();
    expect(elsewhere.isCached(page, PAGE)).toBe(false);
    await elsewhere.compile(page, PAGE);
    expect(elsewhere.storedCopy(page, PAGE)).toContain('(https://elsewhere.example.com/docs/other/#limits)');
    // A compiler that makes no copies (the bundler's) shares the entry whatever its copy's URL.
    expect(new MdxCompiler({ routes, cacheDir: path.join(dir, 'cache') }).isCached(page, PAGE)).toBe(true);
    const moved = site({}, { otherRoute: '/docs/moved/' }).compiler;
    expect(moved.storedCopy(page, PAGE)).toBeUndefined();
    await moved.compile(page, PAGE);
    expect(moved.storedCopy(page, PAGE)).toContain('(https://docs.example.com/docs/moved/#limits)');
    const edited = PAGE.replace('Intro with', 'Opening with');
    expect(compiler.storedCopy(page, edited)).toBeUndefined();
    await compiler.compile(page, edited);
    expect(compiler.storedCopy(page, edited)).toContain('Opening with');
  });

  it('is not made for a page that inlines another file, nor for a file that is no page', async () => {
    const withTip = `import Tip from './_tip.mdx';\n\n${PAGE}\n<Tip />\n`;
    const { compiler, page, routes } = site({ 'docs/page.mdx': withTip, 'docs/_tip.mdx': 'A *snippet*.\n' });
    const tip = path.join(dir, 'docs/_tip.mdx');
    await compiler.compile(page, withTip);
    await compiler.compile(tip, 'A *snippet*.\n');
    expect(compiler.storedCopy(page, withTip)).toBeUndefined();
    expect(compiler.storedCopy(tip, 'A *snippet*.\n')).toBeUndefined();
    expect(cacheFiles('.mdast.json')).toBe(2);
    expect(await fromTree(compiler, page, '/docs/page/', routes)).toContain('\nA _snippet_.\n');
  });

  it('is not made without a site URL (a compiler that only reads modules)', async () => {
    fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
    const page = path.join(dir, 'docs/page.mdx');
    fs.writeFileSync(page, PAGE);
    const compiler = new MdxCompiler({ routes: new Map([[page, '/docs/page/']]), cacheDir: path.join(dir, 'cache') });
    await compiler.compile(page, PAGE);
    expect(compiler.storedCopy(page, PAGE)).toBeUndefined();
    expect(cacheFiles('.mdast.json')).toBe(1);
  });
});

describe('withHeading', () => {
  const text = (value: string) => ({ type: 'text', value }) as const;
  const bodies: RootContent[][] = [
    [],
    [{ type: 'paragraph', children: [text('Plain.')] }],
    [
      {
        type: 'list',
        ordered: false,
        children: [{ type: 'listItem', children: [{ type: 'paragraph', children: [text('item')] }] }],
      },
    ],
    [
      { type: 'code', lang: 'js', value: 'a' },
      { type: 'heading', depth: 2, children: [text('# not a title *')] },
    ],
    [{ type: 'thematicBreak' }, { type: 'paragraph', children: [text('+ after')] }],
  ];
  const intro: RootContent[] = [
    {
      type: 'paragraph',
      children: [text('March 14, 2026 · '), { type: 'link', url: 'https://a.example', children: [text('Ada_Writer')] }],
    },
  ];
  const pages = [
    { hasH1: false, title: 'Guide "quoted" <b>bold</b> & *co* #1' },
    { hasH1: true, title: 'Own heading' },
    { hasH1: false, title: '1. Numbered', intro },
    { hasH1: true, title: 'Post', intro },
  ];

  it('gives the same text as serializing title, intro and body as one tree', () => {
    for (const body of bodies) {
      for (const p of pages) {
        const page = { file: '/x.md', route: '/x/', ...p };
        const heading: RootContent[] = page.hasH1 ? [] : [{ type: 'heading', depth: 1, children: [text(page.title)] }];
        const whole = serializeMarkdown({ type: 'root', children: [...heading, ...(page.intro ?? []), ...body] });
        expect(withHeading(page, serializeMarkdown({ type: 'root', children: body })), JSON.stringify([p, body])).toBe(
          whole,
        );
      }
    }
  });
});
