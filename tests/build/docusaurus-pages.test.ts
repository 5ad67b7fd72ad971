// Standalone pages of src/pages: Markdown/MDX and React pages (the create-docusaurus template's own
// home page, components, CSS modules and SVGs, copied byte for byte), routed as Docusaurus routes them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';
import { siteWithTemplatePages } from './docusaurus-fixture';

const read = (dir: string, route: string, file = 'index.html') => fs.readFileSync(path.join(dir, route, file), 'utf8');

describe('src/pages', () => {
  it('routes Markdown and React pages, takes a React page title from its <Layout>, and skips non-pages', () => {
    const dir = siteWithTemplatePages({
      'src/pages/_partial.mdx': 'Not a page.\n',
      'src/pages/help/index.md':
        '---\ndescription: Where to get help.\n---\n\n# Getting help\n\n## Forum\n\nAsk there.\n',
      'src/pages/legal/terms.tsx': `import Layout from '@theme/Layout';\nexport default function Terms() { return <Layout title="Terms &amp; conditions"><p className="terms">Terms text.</p></Layout>; }\n`,
      'src/pages/index.test.js': 'test("x", () => {});\n',
      // A Docusaurus 1 style page (testing-library's home): Docusaurus passes React pages the site config as `config`.
      'src/pages/legacy.js': `import React from 'react';\nimport Layout from '@theme/Layout';\nexport default class Legacy extends React.Component {\n  render() {\n    const { baseUrl, title } = this.props.config;\n    return <Layout title="Legacy"><p className="legacy">{title} at {baseUrl}</p></Layout>;\n  }\n}\n`,
    });
    const res = runBuild(dir);
    expect(res.status, res.output).toBe(0);
    const home = read(res.outDir, '');
    expect(home).toContain('<title>Hello from Fixture Docs | Fixture Docs</title>');
    expect(home).toContain('<meta name="description" content="Description will go into a meta tag in &lt;head /&gt;">');
    expect(home).toMatch(
      /<header class="hero hero--primary _heroBanner_\w+"><div class="container"><h1 class="hero__title">Fixture Docs<\/h1><p class="hero__subtitle">A tiny site<\/p>/,
    );
    // The three feature images are inline SVG components with the CSS module's class.
    expect(home.match(/<svg [^>]*class="_featureSvg_\w+" role="img">/g)).toHaveLength(3);
    expect(JSON.parse(read(res.outDir, '', 'route.json'))).toMatchObject({
      kind: 'page',
      title: 'Hello from Fixture Docs',
      page: { markdown: false },
    });
    const css = JSON.parse(read(res.outDir, '', 'route.json')).css as string[];
    expect(css.map((c) => fs.readFileSync(path.join(res.outDir, c), 'utf8')).join('')).toMatch(
      /\._heroBanner_\w+\{[^}]*padding:4rem 0/,
    );

    const md = read(res.outDir, 'markdown-page');
    expect(md).toContain('<title>Markdown page example | Fixture Docs</title>');
    expect(md).toContain('<h1 id="markdown-page-example">Markdown page example</h1>');
    const help = read(res.outDir, 'help');
    expect(help).toContain('<title>Getting help | Fixture Docs</title>');
    expect(help).toContain('<meta name="description" content="Where to get help.">');
    expect(help).toContain('href="#forum" class="table-of-contents__link');
    expect(read(res.outDir, 'legal/terms')).toContain('<title>Terms &amp; conditions | Fixture Docs</title>');
    expect(read(res.outDir, 'legacy')).toMatch(/<p class="legacy">Fixture Docs(<!-- -->)? at (<!-- -->)?\/<\/p>/);
    for (const gone of ['_partial', 'index.test']) expect(fs.existsSync(path.join(res.outDir, gone))).toBe(false);
    expect(fs.readFileSync(path.join(res.outDir, 'sitemap.xml'), 'utf8')).toContain(
      'https://fixture.example.com/markdown-page/',
    );
  });

  it('reports a page whose route is taken by a doc or the blog', () => {
    const res = runBuild(makeFixture({ 'src/pages/devblog.md': '# Blog\n\nMine.\n' }));
    expect(res.status).not.toBe(0);
    expect(res.output).toContain('src/pages/devblog.md:1: route /devblog/ is also claimed by the blog list page');
  });
});
