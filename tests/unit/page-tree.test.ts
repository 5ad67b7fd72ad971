// Plain Markdown pages are rendered from page trees instead of compiled MDX modules. A reader must not
// be able to tell: for every kind of Markdown the site supports, and for generated corpus pages, the
// HTML rendered from the tree is the HTML rendered from the MDX module of the same file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '../../src/app/router';

// The theme's links read the generated site data (locales, trailing slash, base URL; the colour mode
// context, which Mermaid diagrams use, its colorMode): a one-locale site
// at '/', as the real site is.
vi.mock('@generated/site-data.json', async () => (await import('../support/site-data')).siteDataModule());
import { MDXProvider } from '@mdx-js/react';
import { MdxCompiler } from '../../prerender/mdx/cached-mdx-plugin';
import { treeComponents, treePage } from '../../src/theme/mdx/TreeContent';

const KITCHEN_SINK = `---
title: Everything
---

# Everything *at once*

Intro with **bold**, _emphasis_, ~~struck~~, \`code\`, a [relative page](./other.md), a
[section](./other.md#limits), an [anchor](#lists), an [external site](https://example.com/a?b=1&c=2),
a literal https://example.org/path autolink, a hard\\
break and an image ![Diagram of the flow](/img/flow.png "The flow").

## Lists

- one
- two with \`inline\`
  1. nested ordered
  2. second

- [x] done task
- [ ] open task

> A quote with a [link](https://example.com).

## Code \`blocks\`

\`\`\`js title="client.js" {1,3-4}
import { Lexora } from '@lexora/sdk';
const client = new Lexora({ apiKey: process.env.LEXORA_KEY });
const res = await client.grammar.check({ text: 'Their going home.' });
console.log(res.matches.length);
\`\`\`

\`\`\`php
<?php echo htmlspecialchars("<b>&</b>"); ?>
\`\`\`

\`\`\`
plain text with <angle brackets> & ampersands
\`\`\`

    indented code

## Tables

| Left | Center | Right |
| :--- | :---: | ---: |
| \`a\` | **b** | 1 |
| c | [d](https://example.com) | 2 |

:::note
A note with *emphasis*.
:::

:::warning[Rate limits apply]
Requests over the limit get \`429\`.

- retry after the \`Retry-After\` header
:::

:::tip{title="From attributes"}
Tip body.
:::

:::unknown
Not an admonition.
:::

The ratio is 3:1 and see:this stays text.

Footnote reference[^1].

[^1]: The footnote text.

<div class="raw">Raw HTML is not rendered in plain Markdown.</div>

<!-- truncate -->

---

### Deep heading with \`code\` and [link](https://example.com)

#### Level four
`;

const OTHER = `---
title: Other
---

## Limits

Text.
`;

let work: string;
let compiler: MdxCompiler;
const files: string[] = [];

async function renderBoth(file: string): Promise<{ fromModule: string; fromTree: string }> {
  const source = fs.readFileSync(file, 'utf8');
  const mod = await compiler.compile(file, source, undefined, 'module');
  const tree = await compiler.compile(file, source, undefined, 'tree');
  expect(tree.analysis).toEqual(mod.analysis);
  // The compiled module imports react and @mdx-js/react: write it inside the project to resolve them.
  const moduleFile = path.join(modulesDir, `${path.basename(file)}-${files.length}-${Date.now()}.mjs`);
  fs.writeFileSync(moduleFile, mod.code);
  const Content = (await import(pathToFileURL(moduleFile).href)).default as ComponentType;
  const page = treePage(JSON.parse(tree.code));
  const wrap = (el: ReturnType<typeof createElement>) =>
    renderToString(createElement(StaticRouter, { location: '/', children: el }));
  return {
    // The compiled module as it is, without the imports the bundle adds: the provider gives it every component.
    fromModule: wrap(createElement(MDXProvider, { components: treeComponents as never }, createElement(Content))),
    fromTree: wrap(createElement(page.default)),
  };
}

const modulesDir = path.resolve('.cache', 'test-page-tree');

beforeAll(() => {
  work = tempDir('lexora-tree');
  fs.mkdirSync(modulesDir, { recursive: true });
  fs.mkdirSync(path.join(work, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(work, 'docs/sink.md'), KITCHEN_SINK);
  fs.writeFileSync(path.join(work, 'docs/other.md'), OTHER);
  // A few pages of the benchmark corpus: prose, links, code in several languages, tables.
  const corpus = path.join(work, 'corpus');
  const gen = spawnSync(process.execPath, ['bench/gen-corpus.mjs', '--out', corpus, '--pages', '12', '--posts', '2'], {
    encoding: 'utf8',
  });
  expect(gen.status, gen.stderr).toBe(0);
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : [],
      );
  files.push(path.join(work, 'docs/sink.md'), ...walk(path.join(corpus, 'docs')), ...walk(path.join(corpus, 'blog')));
  const routes = new Map<string, string>([
    [path.join(work, 'docs/sink.md'), '/docs/sink/'],
    [path.join(work, 'docs/other.md'), '/docs/other/'],
    ...files.slice(1).map((f): [string, string] => [f, `/docs/${path.basename(f, '.md')}/`]),
  ]);
  compiler = new MdxCompiler({ routes, cacheDir: path.join(work, 'cache') });
});

afterAll(() => {
  fs.rmSync(modulesDir, { recursive: true, force: true });
});

describe('page trees of plain Markdown pages', () => {
  it('render the same HTML as the MDX module of the same file (every supported construct)', async () => {
    const { fromModule, fromTree } = await renderBoth(files[0]);
    expect(fromTree).toBe(fromModule);
    // The constructs are really there, so the comparison compared something.
    for (const needle of [
      'href="/docs/other/#limits"',
      'class="hash-link"',
      'code-block__title',
      'admonition',
      'Rate limits apply',
      '<table',
      'style="text-align:center"',
      'type="checkbox"',
      'data-footnotes',
      '<del>',
      '<img',
      'https://example.org/path',
    ]) {
      expect(fromTree).toContain(needle);
    }
    expect(fromTree).not.toContain('Raw HTML is not rendered');
    // An unknown container directive stays text, and its body stays a block of its own.
    expect(fromTree).toMatch(/<p>:::unknown<\/p>\s*<p>Not an admonition\.<\/p>/);
  });

  it('render the same HTML as MDX modules for generated corpus pages', async () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files.slice(1)) {
      const { fromModule, fromTree } = await renderBoth(file);
      expect(fromTree, path.basename(file)).toBe(fromModule);
      expect(fromTree.length).toBeGreaterThan(500);
    }
    // Compiles every corpus page twice: seconds on a loaded machine, more than the 5 s default.
  }, 60_000);

  it('reject a tree that is not a page tree', () => {
    expect(() => treePage({} as never)).toThrow(/page tree/);
  });
});
