// Docusaurus authoring details a moved site relies on: generated-index routes slugged from the
// category label as Docusaurus slugs them, `{/* #id */}` heading ids (MDX-safe form), and `.md`
// files that contain MDX compiled as MDX when the site config says `markdown.format: 'mdx'`.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureReport as report, makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';
import { SUPPORTED_HINT } from '../../prerender/docusaurus/aliases';

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');
const routeJson = (res: BuildResult, route: string) =>
  JSON.parse(fs.readFileSync(path.join(res.outDir, route, 'route.json'), 'utf8'));
const withFormat = (format: string) =>
  SITE_CONFIG.replace('  blog: {', `  markdown: { format: ${JSON.stringify(format)} },\n  blog: {`);
const markdownOf = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
const category = (label: string, link: object = { type: 'generated-index' }) => JSON.stringify({ label, link });

describe('generated-index routes and heading ids', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'sidebars.ts': null,
        'docs/basics/_category_.json': category('Tutorial - Basics'),
        'docs/basics/a.md': `# Basics A\n\nText.\n`,
        // The same label again: Docusaurus's slugger numbers the second one.
        'docs/again/_category_.json': category('Tutorial - Basics'),
        'docs/again/b.md': `# Again B\n\nText.\n`,
        'docs/hostile/_category_.json': category('Café & Crème: <b>"2.0"</b> 🎉'),
        'docs/hostile/c.md': `# Hostile C\n\nText.\n`,
        'docs/custom/_category_.yml': `label: Everything\nlink:\n  type: generated-index\n  slug: /guides/all\n`,
        'docs/custom/d.md': `# Custom D\n\nText.\n`,
        'docs/ids.mdx': [
          '# Heading ids {/* #top-id */}',
          '',
          '## Install it {/* #setup */}',
          '',
          '### Deeper {/*#deep.id_2*/}',
          '',
          '## Quotes "&lt;b&gt;" & more {/* #quoted */}',
          '',
          '## A plain comment {/* not an id */}',
          '',
          '## Old form {#old-form}',
          '',
          'See [setup](#setup), [deeper](#deep.id_2) and [the Markdown page](./ids-md.md#md-id).',
          '',
        ].join('\n'),
        'docs/ids-md.md': `# Markdown ids\n\n## Written as a comment {/* #md-id */}\n\nText.\n`,
        // The default format ('detect', as in Docusaurus): `.md` is CommonMark, so this is text.
        'docs/commonmark.md': `# CommonMark\n\nimport Tabs from '@theme/Tabs';\n\nTwo is {1 + 1} and a < b.\n`,
      }),
    );
  }, 180_000);

  it('builds', () => expect(res.status, res.output).toBe(0));

  it('slugs generated-index routes from the label as Docusaurus does, numbering repeats', () => {
    // In sidebar order (folder names: "again" before "basics"), the first one gets the plain slug.
    expect(page(res, 'docs/category/tutorial---basics')).toContain('<title>Tutorial - Basics | Fixture Docs</title>');
    expect(page(res, 'docs/category/tutorial---basics')).toContain('Again B');
    expect(page(res, 'docs/category/tutorial---basics-1')).toContain('Basics A');
    expect(page(res, 'docs/category/café--crème-b20b-')).toContain(
      '<title>Café &amp; Crème: &lt;b&gt;&quot;2.0&quot;&lt;/b&gt; 🎉 | Fixture Docs</title>',
    );
    expect(page(res, 'docs/guides/all')).toContain('<title>Everything | Fixture Docs</title>');
    expect(routeJson(res, 'docs/again/b').doc.breadcrumbs[0]).toEqual({
      label: 'Tutorial - Basics',
      href: '/docs/category/tutorial---basics/',
    });
  });

  it('takes {/* #id */} as the heading id and shows it neither in the heading nor in the TOC', () => {
    const html = page(res, 'docs/ids');
    expect(html).toContain('<title>Heading ids | Fixture Docs</title>');
    expect(html).toMatch(/<h1 id="top-id">Heading ids<\/h1>/);
    expect(html).toMatch(/<h2 id="setup">Install it<a/);
    expect(html).toMatch(/<h3 id="deep\.id_2">Deeper<a/);
    expect(html).toMatch(/<h2 id="quoted">Quotes &quot;&lt;b&gt;&quot; &amp; more<a/);
    // An ordinary comment is not an id: the heading keeps its slug.
    expect(html).toMatch(/<h2 id="a-plain-comment">A plain comment<a/);
    expect(html).toMatch(/<h2 id="old-form">Old form<a/);
    expect(html).not.toMatch(/\/\*|\{#/);
    const toc = routeJson(res, 'docs/ids').toc.map((t: { id: string; value: string }) => `${t.id} ${t.value}`);
    expect(toc).toEqual([
      'setup Install it',
      'deep.id_2 Deeper',
      'quoted Quotes "<b>" & more',
      'a-plain-comment A plain comment',
      'old-form Old form',
    ]);
  });

  it("reads .md as CommonMark under the default markdown.format ('detect'): braces and import lines are text", () => {
    const html = markdownOf(page(res, 'docs/commonmark'));
    expect(html).toContain('<p>import Tabs from &#x27;@theme/Tabs&#x27;;</p>');
    expect(html).toContain('<p>Two is {1 + 1} and a &lt; b.</p>');
    // A page tree (data), not a script.
    expect(routeJson(res, 'docs/commonmark').module).toMatch(/^\/assets\/commonmark-[0-9a-f]+\.json$/);
  });

  it('reads the comment form in a plain Markdown page too', () => {
    const html = page(res, 'docs/ids-md');
    expect(html).toMatch(/<h2 id="md-id">Written as a comment<a/);
    expect(html).not.toContain('/*');
  });
});

describe(".md files under markdown.format: 'mdx' (Docusaurus's default)", () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'site.config.ts': withFormat('mdx'),
        'docs/jsx.md': [
          '---',
          'title: JSX in a .md file',
          '---',
          '',
          "import Tabs from '@theme/Tabs';",
          "import TabItem from '@theme/TabItem';",
          "import Note from './_note.md';",
          '',
          'export const answer = 6 * 7;',
          '',
          'The answer is {answer}; {"<b>not bold</b>"} stays text.',
          '',
          '<Tabs groupId="os">',
          '  <TabItem value="mac" label="macOS">Use ⌘. مرحبا</TabItem>',
          '  <TabItem value="win" label="Windows">Use Ctrl.</TabItem>',
          '</Tabs>',
          '',
          '<div className="custom-box" data-x="&quot;q&quot;">A box</div>',
          '',
          '<Note />',
          '',
          '## Setup {/* #setup */}',
          '',
        ].join('\n'),
        'docs/_note.md': `A partial **in Markdown** with {1 + 1} in it.\n`,
        // A standalone page of src/pages (the classic template's markdown-page.md) is a module too.
        'src/pages/standalone.md': '---\ntitle: Standalone\n---\n\n# Standalone page\n\nText of {"a"} page.\n',
        'src/pages/_hidden.md': '# Not a page\n',
        'docs/plain.md': `# Plain page\n\nJust text, see [the JSX page](./jsx.md#setup).\n`,
        // Named as a file at the project's root (stylelint.io's docs/CONTRIBUTING.md): its static parts were
        // imported as `./CONTRIBUTING.md`, which the bundler also resolved from index.html, so the project's
        // own CONTRIBUTING.md was compiled as a page of the site (and failed the build).
        'docs/CONTRIBUTING.md': `# Contributing here\n\n${'A long paragraph of plain text, kept out of the page chunk. '.repeat(40)}\n`,
        // HTML comments are MDX comments (Docusaurus's mdx1Compat); in code they are code.
        'docs/comments.md': [
          '# Comments',
          '',
          'Before <!-- inline, with */ and {braces} --> after.',
          '',
          '<!--',
          'A whole block',
          '-->',
          '',
          'Shown: `<!-- in code -->`.',
          '',
          '```html',
          '<!-- in a fence -->',
          '```',
          '',
        ].join('\n'),
      }),
    );
  }, 180_000);

  it('builds', () => expect(res.status, res.output).toBe(0));

  it('compiles JSX, imports, exports and expressions in a .md file, as Docusaurus does', () => {
    const html = markdownOf(page(res, 'docs/jsx'));
    expect(html).toContain('<h1>JSX in a .md file</h1>');
    expect(html).toMatch(/The answer is (<!-- -->)?42(<!-- -->)?; (<!-- -->)?&lt;b&gt;not bold&lt;\/b&gt;/);
    expect(html).toMatch(/role="tab"[^>]*>macOS<\/li><li role="tab"[^>]*>Windows</);
    expect(html).toContain('Use ⌘. مرحبا');
    expect(html).toContain('<div class="custom-box" data-x="&quot;q&quot;">A box</div>');
    expect(html).toContain('<p>A partial <strong>in Markdown</strong> with <!-- -->2<!-- --> in it.</p>');
    expect(html).toMatch(/<h2 id="setup">Setup<a/);
    expect(routeJson(res, 'docs/jsx').module).toMatch(/^\/assets\/jsx-[\w-]+\.js$/);
  });

  it('compiles a .md page of src/pages into a module of its own', () => {
    expect(page(res, 'standalone')).toContain('Text of <!-- -->a<!-- --> page.');
    expect(routeJson(res, 'standalone').module).toMatch(/^\/assets\/standalone-[\w-]+\.js$/);
  });

  it('turns HTML comments into MDX comments, except in code', () => {
    // `<!-- -->` alone is React's separator between text nodes in server HTML, not a comment of the page.
    const html = markdownOf(page(res, 'docs/comments')).replace(/<!-- -->/g, '');
    expect(html).toContain('<p>Before  after.</p>');
    expect(html).not.toMatch(/inline, with|<!--(?! in)/);
    expect(html).not.toContain('A whole block');
    expect(html).toContain('<code>&lt;!-- in code --&gt;</code>');
    expect(html).toMatch(/<pre[^>]*>[^]*&lt;!-- in a fence --&gt;[^]*<\/pre>/);
  });

  it("bundles a page named as a file of the project's root, not that file", () => {
    expect(markdownOf(page(res, 'docs/CONTRIBUTING'))).toContain('>Contributing here</h1>');
    const own = fs.readFileSync('CONTRIBUTING.md', 'utf8').split('\n')[0]!.replace(/^# /, '');
    const assets = path.join(res.outDir, 'assets');
    for (const f of fs.readdirSync(assets).filter((f) => f.endsWith('.js')))
      expect(fs.readFileSync(path.join(assets, f), 'utf8'), f).not.toContain(own);
  });

  it('builds a .md page without JSX the same way, links into it checked', () => {
    expect(markdownOf(page(res, 'docs/plain'))).toContain(
      '<a href="/docs/jsx/#setup" data-discover="true">the JSX page</a>',
    );
  });
});

describe('.md files as MDX: bad input', () => {
  it('reports an MDX syntax error in a .md file at its line, with the fix', () => {
    expect(
      report({
        'site.config.ts': withFormat('mdx'),
        'docs/broken.md': `# Broken\n\nSome text.\n\n<div>never closed\n\nMore.\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - docs/broken.md:5:1: MDX syntax error: Expected a closing tag for \`<div>\` (5:1-5:6) before the end of \`paragraph\`
            fix: MDX is JSX: put \`{\`, \`}\` and \`<\` of prose inside backticks or escape them (\\{, &lt;), and close every tag"
    `);
    expect(
      report({
        'site.config.ts': withFormat('mdx'),
        'docs/brace.md': `# Brace\n\nexport const known = 1;\n\nA set {a, b} in prose, {known} and {Math.PI}.\n\nReplace {API_KEY.value} here.\n\n<span title={missing}>x</span>\n\nTitle: {frontMatter.title}, {assets.image}\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Content has 4 problems.
        - docs/brace.md:5: \`{a, b}\` is a JavaScript expression in MDX, and \`a\` is not defined
            fix: to show the braces as text, escape them (\\{a\\}) or use backticks; to use a value, import or export \`a\` in this file
        - docs/brace.md:7: \`{API_KEY.value}\` is a JavaScript expression in MDX, and \`API_KEY\` is not defined
            fix: to show the braces as text, escape them (\\{API_KEY\\}) or use backticks; to use a value, import or export \`API_KEY\` in this file
        - docs/brace.md:9: the attribute value \`{missing}\` names \`missing\`, which is not defined
            fix: import or export \`missing\` in this file, or write the value as a string
        - docs/brace.md:11: \`{assets.image}\` is a JavaScript expression in MDX, and \`assets\` is not defined
            fix: Docusaurus's \`assets\` page export does not exist here: write the value into the page (or export it yourself)"
    `);
  });

  it('reports an unknown @theme import in a .md file at its line', () => {
    // The supported imports it names are the alias table's (a table that grows does not change this test).
    expect(SUPPORTED_HINT).toMatch(
      /^supported: @theme\/Admonition, .*@theme\/Tabs, .*@docusaurus\/Link, .*@site\/…; see README/,
    );
    expect(
      report({
        'site.config.ts': withFormat('mdx'),
        'docs/theme.md': `# Theme\n\nimport Fancy from '@theme/Fancy';\n\n<Fancy />\n`,
      }),
    ).toBe(
      [
        'Build failed. Content has 1 problem.',
        '  - docs/theme.md:3: import "@theme/Fancy" is not supported here',
        `      fix: ${SUPPORTED_HINT}`,
      ].join('\n'),
    );
  });

  it("reports an import of a package that is not installed (a Docusaurus site's own dependency)", () => {
    expect(
      report({
        'site.config.ts': withFormat('mdx'),
        'docs/video.md': `# Video\n\nimport Embed from 'react-lite-youtube-embed-not-here';\nimport '@scope-not-here/pkg/dist/x.css';\n\n<Embed />\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Content has 2 problems.
        - docs/video.md:3: import "react-lite-youtube-embed-not-here": the package is not installed
            fix: install it in this project (npm install --save-exact react-lite-youtube-embed-not-here), or remove the import and what uses it
        - docs/video.md:4: import "@scope-not-here/pkg/dist/x.css": the package is not installed
            fix: install it in this project (npm install --save-exact @scope-not-here/pkg), or remove the import and what uses it"
    `);
    expect(
      report({
        'src/pages/landing.js': `import React from 'react';\nimport clsx from 'classnames-not-here';\n\nexport default function Landing() {\n  return <main className={clsx('a')}>Hi</main>;\n}\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - src/pages/landing.js:2: import "classnames-not-here": the package is not installed
            fix: install it in this project (npm install --save-exact classnames-not-here), or remove the import and what uses it"
    `);
  });

  it('rejects an unknown markdown.format', () => {
    expect(report({ 'site.config.ts': withFormat('markdown') })).toMatchInlineSnapshot(`
      "Build failed. Invalid site configuration.
        - site.config.ts:12: \`markdown.format\`: expected "mdx", "md" or "detect"
            fix: correct \`markdown.format\` in site.config.ts; see README.md, "Site configuration""
    `);
  });
});

describe('generated-index routes: bad input', () => {
  it('rejects a link.slug that leaves the docs or is not a path', () => {
    expect(
      report({
        'sidebars.ts': `export default {\n  tutorialSidebar: [\n    'welcome',\n    { type: 'category', label: 'Up', link: { type: 'generated-index', slug: '../../etc' }, items: ['guide'] },\n  ],\n};\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Invalid sidebars: 1 problem.
        - sidebars.ts:4: sidebar tutorialSidebar: category item "Up": \`link.slug\`: must be a path such as "/category/basics" or "guides/all" (no "..", "?", "#", "\\" or scheme)
            fix: an item is a doc id string, { type: "doc", id }, { type: "category", label, items }, { type: "link", label, href }, { type: "autogenerated", dirName } or { "Category label": [items] }"
    `);
    expect(
      report({
        'docs/part/_category_.json': `{\n  "label": "Part",\n  "link": { "type": "generated-index", "slug": "https://evil.example/x" }\n}\n`,
        'docs/part/p.md': '# P\n',
        'sidebars.ts': null,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Invalid sidebars: 1 problem.
        - docs/part/_category_.json:3: \`link.slug\`: must be a path such as "/category/basics" or "guides/all" (no "..", "?", "#", "\\" or scheme)
            fix: fields: label, position, collapsible, collapsed, className, description, link ({ "type": "generated-index" } or { "type": "doc", "id": "…" })"
    `);
  });

  it('reports a generated-index route that a doc already has', () => {
    expect(
      report({
        'sidebars.ts': `export default {\n  tutorialSidebar: [\n    'welcome',\n    { type: 'category', label: 'Clash', link: { type: 'generated-index', slug: '/guide' }, items: ['guide'] },\n  ],\n};\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Invalid sidebars: 1 problem.
        - sidebars.ts:4: the generated-index page of category "Clash" has the route /docs/guide/, which is also the doc docs/guide.mdx
            fix: give the category a different \`link.slug\` (in the sidebar or its \`_category_\` file), or change the slug of the other page"
    `);
  });
});
