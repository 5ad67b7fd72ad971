// Every docs page and blog post as Markdown: `<route>.md` beside the page, llms.txt and
// llms-full.txt, all from the page's syntax tree (prerender/markdown/).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { makeFixture, runBuild, type BuildResult } from './fixture';

const fence = '```';
const GUIDE = `---
title: Guide "quoted" <b>bold</b> & co
description: The guide.
---

import Tip from './_tip.mdx';
import { Playground } from '@theme/playground/Playground';

## Install

<Tip />

<Tabs groupId="language">
<TabItem value="curl" label="cURL">

${fence}bash title="install.sh"
curl -s https://api.example.com
${fence}

</TabItem>
<TabItem value="js" label="JavaScript">

${fence}js title="app.js" {2}
const a = 1;
const b = '<Tabs>';
${fence}

</TabItem>
</Tabs>

:::warning[Mind the gap & "quotes"]
Keep keys secret. See [welcome](./welcome.mdx#top-of-page) and [use](#use).
:::

:::note
Plain note with *emphasis*.
:::

<Playground />

## Use

| Name | Type |
|---|---|
| \`key\` | string \\| null |

Text with {'{braces}'} and emoji 🚀 and RTL שלום and a <kbd>Ctrl</kbd> key, \`<Tabs>\` in code, and [home](/docs/).

{/* a comment */}
`;

const TIP = `:::tip[Use a development key]
Development keys work from \`localhost\` only. See [the guide](./guide.mdx#use).
:::
`;

let dir: string;
let built: BuildResult;
const read = (rel: string) => fs.readFileSync(path.join(built.outDir, rel), 'utf8');

beforeAll(() => {
  // (A partial that imports itself is refused by the build: tests/build/bad-input-2.test.ts.)
  dir = makeFixture({ 'docs/guide.mdx': GUIDE, 'docs/_tip.mdx': TIP });
  built = runBuild(dir);
  if (built.status !== 0) throw new Error(built.output);
});

describe('Markdown copies', () => {
  it('turn a page with a partial, tabs, admonitions and a playground into clean Markdown', () => {
    expect(read('docs/guide.md')).toBe(`# Guide "quoted" \\<b>bold\\</b> & co

## Install

> **Tip: Use a development key**
>
> Development keys work from \`localhost\` only. See [the guide](https://fixture.example.com/docs/guide/#use).

**cURL**

${fence}bash title="install.sh"
curl -s https://api.example.com
${fence}

**JavaScript**

${fence}js title="app.js" {2}
const a = 1;
const b = '<Tabs>';
${fence}

> **Warning: Mind the gap & "quotes"**
>
> Keep keys secret. See [welcome](https://fixture.example.com/docs/#top-of-page) and [use](https://fixture.example.com/docs/guide/#use).

> **Note**
>
> Plain note with _emphasis_.

## Use

| Name | Type |
| - | - |
| \`key\` | string \\| null |

Text with {braces} and emoji 🚀 and RTL שלום and a Ctrl key, \`<Tabs>\` in code, and [home](https://fixture.example.com/docs/).
`);
  });

  it('exist for every docs page and blog post, at <route>.md', () => {
    expect(read('docs.md')).toBe(
      '# Welcome\n\n## Top of page\n\nRead the [guide](https://fixture.example.com/docs/guide/#install).\n',
    );
    expect(read('devblog/hello.md')).toBe(
      '# Hello\n\nJanuary 2, 2025 · Ada Writer (Engineer)\n\nFirst post.\n\nMore text.\n',
    );
    // A partial that is not a page (underscore) gets no copy of its own.
    expect(fs.existsSync(path.join(built.outDir, 'docs/_tip.md'))).toBe(false);
  });

  it('are linked from llms.txt and concatenated in llms-full.txt', () => {
    expect(read('llms.txt')).toBe(`# Fixture Docs

> Fixture site.

Each page is linked as Markdown. Every page in one file: <https://fixture.example.com/llms-full.txt>

## Docs

- [Welcome](https://fixture.example.com/docs.md): Start here.
- [Guide "quoted" \\<b>bold\\</b> & co](https://fixture.example.com/docs/guide.md): The guide.

## Fixture Blog

- [Hello](https://fixture.example.com/devblog/hello.md): First post.
`);
    expect(read('llms-full.txt')).toBe(
      ['# Fixture Docs\n\n> Fixture site.\n', read('docs.md'), read('docs/guide.md'), read('devblog/hello.md')].join(
        '\n---\n\n',
      ),
    );
  });

  it('are the same when a worker thread writes them while the pages render (large sites)', () => {
    const copy = makeFixture({ 'docs/guide.mdx': GUIDE, 'docs/_tip.mdx': TIP });
    const inWorker = runBuild(copy, { LEXORA_COPY_WORKER_MIN_PAGES: '0', LEXORA_DEBUG: '1' });
    expect(inWorker.status, inWorker.output).toBe(0);
    // The worker makes the copies that need trees (the guide inlines _tip.mdx); the main thread writes the stored ones.
    expect(inWorker.output).toContain('Markdown copies: 1 written by a worker thread');
    for (const file of ['docs.md', 'docs/guide.md', 'devblog/hello.md', 'llms.txt', 'llms-full.txt']) {
      expect(fs.readFileSync(path.join(inWorker.outDir, file), 'utf8'), file).toBe(read(file));
    }
  });

  it('stay fresh from a warm compile cache: a changed page, route, snippet or site URL gives a new copy', () => {
    // notes.md inlines nothing and links by path: its copy is stored in its compile cache entry, and no tree beside it.
    const notes = '# Notes\n\nSee [the guide](./guide.mdx#use) and [the target](./target.md).\n';
    const files = {
      'docs/guide.mdx': GUIDE,
      'docs/_tip.mdx': TIP,
      'docs/notes.md': notes,
      'docs/target.md': '# Target\n',
    };
    const cache = tempDir('lexora-cache');
    const site = makeFixture(files);
    const build = () => {
      const res = runBuild(site, { LEXORA_CACHE_DIR: cache });
      expect(res.status, res.output).toBe(0);
      const copy = (rel: string) => fs.readFileSync(path.join(res.outDir, rel), 'utf8');
      const out = { notes: copy('docs/notes.md'), guide: copy('docs/guide.md') };
      fs.rmSync(res.outDir, { recursive: true, force: true });
      return out;
    };
    const write = (rel: string, text: string) => fs.writeFileSync(path.join(site, rel), text);
    const first = build();
    expect(first.notes).toBe(
      '# Notes\n\nSee [the guide](https://fixture.example.com/docs/guide/#use) and [the target](https://fixture.example.com/docs/target/).\n',
    );
    // Trees are stored for the page that inlines a snippet, for the snippet, and for the two pages whose
    // output depends on no path (target.md and the blog post: another file with the same bytes reuses
    // them, 7238622), not for the pages with relative or site links (notes.md, welcome.mdx).
    expect(fs.readdirSync(path.join(cache, 'mdx')).filter((f) => f.endsWith('.mdast.json'))).toHaveLength(4);

    // The page's text, another page's route (the route map) and the inlined snippet change.
    write('docs/notes.md', notes.replace('See', 'Read'));
    write('docs/target.md', '---\nslug: /renamed\n---\n\n# Target\n');
    write('docs/_tip.mdx', TIP.replace('Development keys', 'Test keys'));
    const second = build();
    expect(second.notes).toBe(
      '# Notes\n\nRead [the guide](https://fixture.example.com/docs/guide/#use) and [the target](https://fixture.example.com/docs/renamed/).\n',
    );
    expect(second.guide).toContain(
      '> Test keys work from `localhost` only. See [the guide](https://fixture.example.com/docs/guide/#use).',
    );

    write(
      'site.config.ts',
      fs
        .readFileSync(path.join(site, 'site.config.ts'), 'utf8')
        .replace('https://fixture.example.com', 'https://moved.example.com'),
    );
    expect(build().notes).toBe(
      '# Notes\n\nRead [the guide](https://moved.example.com/docs/guide/#use) and [the target](https://moved.example.com/docs/renamed/).\n',
    );
  }, 360_000); // three builds in a row: more than the default 120 s on a loaded machine (CI of 9bf4f4e timed out at 128 s)
});
