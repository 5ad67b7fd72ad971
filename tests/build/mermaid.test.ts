// ```mermaid code blocks with `markdown.mermaid: true` (Docusaurus's theme-mermaid): the server renders
// the diagram's source in a mermaid container (readable before the library loads and without
// JavaScript), in MDX and plain Markdown pages alike; the mermaid library is a chunk of its own that no
// page's HTML names. Without the option, a mermaid block stays a code block.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';
import { MERMAID_FILES } from './mermaid-fixture';

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');

describe('mermaid diagrams', () => {
  let on: BuildResult;
  let off: BuildResult;
  beforeAll(() => {
    on = runBuild(makeFixture(MERMAID_FILES));
    off = runBuild(makeFixture({ ...MERMAID_FILES, 'site.config.ts': SITE_CONFIG }));
  }, 240_000);

  it('builds', () => {
    expect(on.status, on.output).toBe(0);
    expect(off.status, off.output).toBe(0);
  });

  it('builds a blog post with a diagram (its feed entry is rendered without the layout)', () => {
    const res = runBuild(
      makeFixture({
        ...MERMAID_FILES,
        'blog/2025-03-04-flow.md':
          '---\ntitle: Flow\nslug: flow\n---\n\nHow it flows:\n\n```mermaid\ngraph LR;\n  A-->B;\n```\n',
      }),
    );
    expect(res.status, res.output).toBe(0);
    expect(page(res, 'devblog/flow')).toContain('<div class="docusaurus-mermaid-container mermaid-source">');
  }, 240_000);

  it('renders the source in a mermaid container, in MDX and .md pages', () => {
    const mdx = page(on, 'docs/diagram');
    expect(mdx).toContain(
      '<div class="docusaurus-mermaid-container mermaid-source"><pre><code>graph TD;\n  A[Start]--&gt;B[Finish];</code></pre></div>',
    );
    // Other code blocks are untouched.
    expect(mdx).toContain('language-js');
    expect(page(on, 'docs/diagram-md')).toContain(
      '<div class="docusaurus-mermaid-container mermaid-source"><pre><code>sequenceDiagram\n  Alice-&gt;&gt;Bob: Hello</code></pre></div>',
    );
  });

  it('keeps the mermaid library out of every page: a chunk of its own', () => {
    const assets = fs.readdirSync(path.join(on.outDir, 'assets'));
    const chunks = assets.filter(
      (f) =>
        f.endsWith('.js') && fs.readFileSync(path.join(on.outDir, 'assets', f), 'utf8').includes('sequenceDiagram'),
    );
    expect(chunks.length).toBeGreaterThan(0);
    for (const route of ['docs/diagram', 'docs/diagram-md', 'docs/guide', '']) {
      const html = page(on, route);
      for (const c of chunks) expect(html, `${route} names ${c}`).not.toContain(c);
    }
  });

  it('without markdown.mermaid, a mermaid block is a code block', () => {
    const html = page(off, 'docs/diagram');
    expect(html).not.toContain('docusaurus-mermaid-container');
    expect(html).toContain('language-mermaid');
  });

  // Bundling the library into every build doubled the bundler's memory (331 to 793 MB at 100 pages)
  // whether a page had a diagram or not: without the option, and on the server, it is not bundled.
  it('bundles the mermaid library only with markdown.mermaid, and only for the browser', () => {
    const mermaidFiles = (dir: string) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.m?js$/.test(f) && fs.readFileSync(path.join(dir, f), 'utf8').includes('sequenceDiagram'));
    expect(mermaidFiles(path.join(on.outDir, 'assets')).length).toBeGreaterThan(0);
    expect(mermaidFiles(path.join(off.outDir, 'assets'))).toEqual([]);
  });
});
