// A page identical in two docs versions (same bytes, nothing that resolves by its folder) is compiled
// once: the second file takes the first's output, analysis and Markdown tree, with a `.md` copy of
// its own route. A page whose output depends on its folder (a relative link, an import) is compiled
// per version. Counted on the compiler the build uses.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { MdxCompiler } from '../../prerender/mdx/cached-mdx-plugin';

const dir = tempDir('compile-dedup');

const SAME = `---
title: Install
---

# Install

Run the installer, then see [the changelog](https://example.com/changelog) and [below](#next).

## Next

<details><summary>More</summary>Nothing else.</details>
`;
const LINKED = `# Guide\n\nSee [install](./install.mdx).\n`;

function write(rel: string, text: string): string {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

const next = { install: write('docs/install.mdx', SAME), guide: write('docs/guide.mdx', LINKED) };
const v1 = {
  install: write('versioned_docs/version-1.0/install.mdx', SAME),
  guide: write('versioned_docs/version-1.0/guide.mdx', LINKED),
};
const routes = new Map([
  [next.install, '/docs/next/install/'],
  [next.guide, '/docs/next/guide/'],
  [v1.install, '/docs/install/'],
  [v1.guide, '/docs/guide/'],
]);
const compilerFor = (cache: string) =>
  new MdxCompiler({ routes, cacheDir: path.join(dir, cache), siteUrl: 'https://docs.example.com/' });

describe('a page identical in two versions', () => {
  it('is compiled once, also when both are compiled at the same time', async () => {
    const compiler = compilerFor('cache-a');
    const [a, b] = await Promise.all([compiler.compile(next.install, SAME), compiler.compile(v1.install, SAME)]);
    expect(compiler.compilations).toBe(1);
    expect(b.code).toBe(a.code);
    expect(b.analysis.headings).toEqual(a.analysis.headings);
    // Each file has its own entry: the bundler and the next build read it as any other.
    expect(compiler.cachedCode(v1.install, SAME)).toBe(a.code);
    expect(compilerFor('cache-a').isCached(v1.install, SAME)).toBe(true);
    // Its Markdown tree is there for its .md copy: asking for it compiles nothing.
    await compiler.markdownTree(v1.install, SAME);
    expect(compiler.compilations).toBe(1);
  });

  it('is compiled once across builds: a new version of an unchanged page reuses the entry', async () => {
    const first = compilerFor('cache-b');
    await first.compile(next.install, SAME);
    const second = compilerFor('cache-b');
    await second.compile(v1.install, SAME);
    expect(first.compilations + second.compilations).toBe(1);
  });

  it('is compiled per version when its output depends on its folder (a relative link)', async () => {
    const compiler = compilerFor('cache-c');
    const a = await compiler.compile(next.guide, LINKED);
    const b = await compiler.compile(v1.guide, LINKED);
    expect(compiler.compilations).toBe(2);
    expect(a.code).toContain('/docs/next/install');
    expect(b.code).not.toContain('/docs/next/install');
  });
});
