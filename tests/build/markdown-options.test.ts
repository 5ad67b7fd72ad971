// The Markdown options of the docs, blog and pages sections, as Docusaurus's content plugins take
// them: `admonitions.keywords` (and `extendDefaults`), with an unknown `:::keyword` warned about at its
// line; and the site's remark/rehype plugins, run in Docusaurus's order (beforeDefaultRemarkPlugins,
// ours, remarkPlugins; beforeDefaultRehypePlugins, ours, rehypePlugins), on MDX and plain Markdown pages.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');
const markdownOf = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));

// Plugins written in the config itself: each says what it saw, so the order shows in the page.
const PLUGINS = `
const note = (text) => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });
const sawDirective = () => (tree) => {
  const first = tree.children.find((n) => n.type === 'containerDirective' || n.type === 'mdxJsxFlowElement');
  tree.children.push(note('before-default saw ' + (first ? first.type : 'nothing')));
};
const sawAdmonition = (opts) => (tree) => {
  const first = tree.children.find((n) => n.type === 'containerDirective' || n.type === 'mdxJsxFlowElement');
  tree.children.push(note(opts.prefix + ' saw ' + (first ? first.type : 'nothing')));
};
const headingIds = (label) => () => (tree) => {
  const ids = [];
  const walk = (n) => { if (n.tagName === 'h2') ids.push(n.properties.id || 'none'); (n.children || []).forEach(walk); };
  walk(tree);
  tree.children.push({ type: 'element', tagName: 'p', properties: { className: ['rehype-' + label] }, children: [{ type: 'text', value: label + ' ids: ' + ids.join(',') }] });
};
`;

const CONFIG =
  PLUGINS +
  SITE_CONFIG.replace(
    "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
    `  docs: {
    admonitions: { keywords: ['release'] },
    beforeDefaultRemarkPlugins: [sawDirective],
    remarkPlugins: [[sawAdmonition, { prefix: 'after-default' }]],
    beforeDefaultRehypePlugins: [headingIds('before')],
    rehypePlugins: [headingIds('after')],
  },
  blog: { title: 'Fixture Blog', description: 'Posts.', admonitions: { keywords: ['my-own'], extendDefaults: false } },`,
  );

describe('Markdown options of the site config', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'site.config.ts': CONFIG,
        'sidebars.ts': `export default { tutorialSidebar: ['welcome', 'guide', 'plain'] };\n`,
        'docs/guide.mdx': `---\ntitle: Guide\n---\n\n:::release[Version 2]\n\nShipped.\n\n:::\n\n## Install\n\nText.\n\n:::notakeyword\n\nHidden meaning.\n\n:::\n`,
        'docs/plain.md': `---\ntitle: Plain\n---\n\n:::note\n\nA note.\n\n:::\n\n## Setup\n\nText.\n`,
        'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\nslug: hello\nauthors: [ada]\n---\n\n:::my-own\n\nOwn kind.\n\n:::\n\n:::note\n\nNot a keyword here.\n\n:::\n`,
      }),
    );
  }, 180_000);

  it('builds', () => expect(res.status, res.output).toBe(0));

  it('draws keywords the config adds, next to the defaults', () => {
    const html = markdownOf(page(res, 'docs/guide'));
    // Docusaurus 3's root classes, not the bare `admonition` that Docusaurus 2 drew: CSS written for Docusaurus 2
    // (react-redux's `.admonition { color: black }`) matches nothing in Docusaurus 3, and must not here either.
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-release admonition--info">/);
    expect(html).toContain('Version 2');
  });

  it('warns at file:line about a :::keyword that no section option knows', () => {
    expect(res.output).toContain('docs/guide.mdx:15: `:::notakeyword` is not an admonition keyword');
    expect(res.output).toContain('add "notakeyword" to `admonitions.keywords`');
  });

  it('replaces the defaults with extendDefaults: false (blog section only)', () => {
    const html = markdownOf(page(res, 'devblog/hello'));
    expect(html).toContain('theme-admonition-my-own');
    expect(html).not.toContain('theme-admonition-note');
    expect(res.output).toContain('blog/2025-01-02-hello.mdx:13: `:::note` is not an admonition keyword');
    expect(res.output).not.toContain('docs/plain.md:5');
  });

  it('runs the remark plugins before and after ours, in MDX and plain Markdown pages', () => {
    for (const route of ['docs/guide', 'docs/plain']) {
      const html = markdownOf(page(res, route));
      expect(html, route).toContain('before-default saw containerDirective');
      expect(html, route).toContain('after-default saw mdxJsxFlowElement');
    }
  });

  it('runs the rehype plugins before and after ours (heading ids come from ours)', () => {
    const html = markdownOf(page(res, 'docs/guide'));
    expect(html).toContain('before ids: none');
    expect(html).toContain('after ids: install');
    expect(markdownOf(page(res, 'docs/plain'))).toContain('after ids: setup');
  });

  it('leaves other sections alone', () => {
    expect(markdownOf(page(res, 'devblog/hello'))).not.toContain('saw');
  });
});
