// A plain page's `.md` copy made from its source (prerender/outputs/markdown/from-source.ts) must be
// the text the serialiser makes from the page's tree (pageBody), byte for byte; a page with a
// construct the source path does not reproduce (a component here) goes through the serialiser.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { MdxCompiler } from '../../prerender/mdx/cached-mdx-plugin';
import { preprocessMdx } from '../../prerender/mdx/options';
import { preprocessDocusaurus } from '../../prerender/mdx/docusaurus-syntax';
import { copyFromSource } from '../../prerender/outputs/markdown/from-source';
import { pageBody } from '../../prerender/outputs/markdown/serialize';

const fence = '```';
const SITE = 'https://docs.example.com';

/** Hostile plain pages: each must take the source path and give the serialiser's text. */
const PLAIN: Record<string, string> = {
  'links.md': `---
title: "Links: \\"quoted\\" and 'single'"
description: 'It''s here'
---

# Links

See [the other page](./other.md), [its limits](./other.md#limits), [an anchor](#install),
[the site root](/docs/other/), [an absolute one](https://example.org/a/b?c=d#e) and [up](../docs/other.md).

1. First, with \`code\`.
2. Second, with **strong** and *emphasis*.
7. Third, numbered on by the serialiser.

Between the lists.

- A bullet with _underscores_ and a [link](./other.md).
- *Emphasis, with a comma,* then text.

Quoted "*emphasis*" and ('**strong**'), then _under_.
`,
  'headings.md': `# Title {#custom-title}

## Install \`pkg\` {#install}

### Plain heading

#### With **strong** text {#strong-id}

## 1. Numbered - heading: yes

Text after headings.
`,
  'table.md': `Intro.

| Option | Type | Description |
|---|---|---|
| \`limitCount\` | number | A **limit** for each [page](./other.md). |
| \`name\` | string | The name, with émoji 🚀. |
`,
  'code.md': `Before the code.

${fence}js title="a.js"
const s = \`template \${x}\`;
// \`\`\` three backticks inside
${fence}

${fence}${fence}md
${fence}js
nested
${fence}
${fence}${fence}

${fence}
${fence}

${fence}bash
echo "<b>{x}</b>"
${fence}
`,
  'comments.md': `Text above the marker.

<!-- truncate -->

More text.

<!-- a comment of its own -->

- A list after a comment.
`,
  'comments.mdx': `Text above the marker.

<!-- truncate -->

More text, with a [link](./other.md).

{/* an MDX comment */}

Last line.
`,
  'unicode.md': `# 😀 Emoji and ✅ marks

مرحبا بالعالم، هذا نص من اليمين إلى اليسار.

שלום עולם. Mixed עברית and English.

${'A very long line of plain words that goes on and on, '.repeat(400)}end.

---

After a rule. Prices of $5 and 100% sure; a = b + c - d.
Second line of the paragraph: it continues here.
`,
};

/** Pages the source path must refuse (undefined) and the serialiser still handles. */
const REFUSED: Record<string, string> = {
  'component.mdx': `import Tabs from '@theme/Tabs';

# With a component

<Tabs>Text</Tabs>
`,
  'escapes.md': `A *literal star, an a_b name and 1 < 2.\n`,
  'image.md': `![alt](./img.png)\n`,
  'blockquote.md': `> Quoted.\n`,
  'setext.md': `Title\n=====\n`,
  'nested.md': `- a\n  - b\n`,
  'autolink.md': `Visit https://example.org or www.example.org today.\n`,
  'directive.md': `Text with :abbr[x] in it.\n`,
  'loose.md': `- a\n\n- b\n`,
  'lists.md': `- a\n\n1. b\n`,
  'esm.mdx': `import Tip from '@theme/Tip';\n\nText.\n`,
  'escaped-url.md': `A [link](./other\\_page.md) with an escape.\n`,
  'aligned.md': `| a | b |\n| :-- | --: |\n| 1 | 2 |\n`,
};

let dir: string;
let compiler: MdxCompiler;
let routes: Map<string, string>;

beforeAll(() => {
  dir = tempDir('lexora-from-source');
  routes = new Map();
  for (const [name, text] of Object.entries({ ...PLAIN, ...REFUSED, 'other.md': '# Other\n\n## Limits\n' })) {
    const file = path.join(dir, 'docs', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    routes.set(file, `/docs/${name.replace(/\.mdx?$/, '')}/`);
  }
  compiler = new MdxCompiler({ routes, cacheDir: path.join(dir, 'cache') });
});

async function both(name: string): Promise<{ fromSource: string | undefined; serialised: string }> {
  const file = path.join(dir, 'docs', name);
  const code = fs.readFileSync(file, 'utf8');
  const route = routes.get(file)!;
  const links = { siteUrl: SITE, routes };
  const tree = await compiler.markdownTree(file, code);
  const serialised = await pageBody(file, route, { ...links, treeOf: async () => tree });
  const mdx = name.endsWith('.mdx');
  const prepared = mdx ? preprocessMdx(preprocessDocusaurus(code)) : preprocessDocusaurus(code);
  return { fromSource: copyFromSource(prepared, { file, route, mdx }, links), serialised };
}

describe('copy from source', () => {
  for (const name of Object.keys(PLAIN))
    it(`${name}: made from the source, identical to the serialised copy`, async () => {
      const { fromSource, serialised } = await both(name);
      expect(fromSource).toBeDefined();
      expect(fromSource).toBe(serialised);
    });

  for (const name of Object.keys(REFUSED))
    it(`${name}: left to the serialiser`, async () => {
      const { fromSource, serialised } = await both(name);
      expect(fromSource).toBeUndefined();
      expect(serialised.length).toBeGreaterThan(0);
    });

  it('the compile stores the same copy either way', async () => {
    const withCopies = new MdxCompiler({ routes, cacheDir: path.join(dir, 'cache-copies'), siteUrl: SITE });
    for (const name of ['links.md', 'component.mdx']) {
      const file = path.join(dir, 'docs', name);
      const code = fs.readFileSync(file, 'utf8');
      await withCopies.compile(file, code);
      expect(withCopies.storedCopy(file, code)).toBe((await both(name)).serialised);
    }
  });
});
