// Docusaurus authoring details a moved site relies on: generated-index routes slugged from the
// category label as Docusaurus slugs them, `{/* #id */}` heading ids (MDX-safe form), and `.md`
// files that contain MDX compiled as MDX when the site config says `markdown.format: 'mdx'`.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');
const routeJson = (res: BuildResult, route: string) => JSON.parse(fs.readFileSync(path.join(res.outDir, route, 'route.json'), 'utf8'));
const category = (label: string, link: object = { type: 'generated-index' }) => JSON.stringify({ label, link });

/** The report of a failed build: its title and problem lines, as the user sees them. */
function report(changes: Record<string, string | null>): string {
  const res = runBuild(makeFixture(changes));
  expect(res.status, res.output).not.toBe(0);
  expect(fs.existsSync(res.outDir)).toBe(false);
  expect(res.output).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  const lines = res.output.split('\n');
  const start = lines.findIndex((l) => l.startsWith('  - '));
  return lines
    .slice(Math.max(0, start - 1))
    .filter((l) => /^( {2}- | {6}fix: )/.test(l) || l === lines[start - 1])
    .join('\n');
}

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
      }),
    );
  }, 180_000);

  it('builds', () => expect(res.status, res.output).toBe(0));

  it('slugs generated-index routes from the label as Docusaurus does, numbering repeats', () => {
    // In sidebar order (folder names: "again" before "basics"), the first one gets the plain slug.
    expect(page(res, 'docs/category/tutorial---basics')).toContain('<title>Tutorial - Basics | Fixture Docs</title>');
    expect(page(res, 'docs/category/tutorial---basics')).toContain('Again B');
    expect(page(res, 'docs/category/tutorial---basics-1')).toContain('Basics A');
    expect(page(res, 'docs/category/café--crème-b20b-')).toContain('<title>Café &amp; Crème: &lt;b&gt;&quot;2.0&quot;&lt;/b&gt; 🎉 | Fixture Docs</title>');
    expect(page(res, 'docs/guides/all')).toContain('<title>Everything | Fixture Docs</title>');
    expect(routeJson(res, 'docs/again/b').doc.breadcrumbs[0]).toEqual({ label: 'Tutorial - Basics', href: '/docs/category/tutorial---basics/' });
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
    expect(toc).toEqual(['setup Install it', 'deep.id_2 Deeper', 'quoted Quotes "<b>" & more', 'a-plain-comment A plain comment', 'old-form Old form']);
  });

  it('reads the comment form in a plain Markdown page too', () => {
    const html = page(res, 'docs/ids-md');
    expect(html).toMatch(/<h2 id="md-id">Written as a comment<a/);
    expect(html).not.toContain('/*');
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
      report({ 'docs/part/_category_.json': `{\n  "label": "Part",\n  "link": { "type": "generated-index", "slug": "https://evil.example/x" }\n}\n`, 'docs/part/p.md': '# P\n', 'sidebars.ts': null }),
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
