// A site remark plugin that throws on a page is reported as that plugin's error, named, at the page's
// line, with where in the plugin it was thrown; not as an "MDX syntax error" (issue 27): the page parsed.
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG } from './fixture';

// A plugin of the site's own fails through vfile (`file.fail(reason, node)`, with the node's position);
// one from a (CommonJS) package throws. Two files' default exports share a function name (as Electron's seven
// transformers do), which the config's bundle renames: reports name the file and export instead.
const WIDGETS = `export default function attacher() {
  return (tree, file) => {
    for (const node of tree.children)
      if (node.type === 'heading' && node.children.some((c) => c.value === 'Widget'))
        file.fail('widgets are not allowed', node);
  };
}
`;
const GADGETS = `module.exports = function noGadgets() {
  return (tree) => {
    if (JSON.stringify(tree).includes('Gadget')) throw new Error('gadgets are not allowed');
  };
};
`;
const config = SITE_CONFIG.replace(
  "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
  `  blog: { title: 'Fixture Blog', description: 'Posts.' },\n  docs: { remarkPlugins: [noGadgets, noop, [noWidgets, {}]] },`,
);
const files = {
  'plugins/checks.mjs': WIDGETS,
  'plugins/noop.mjs': `export default function attacher() {\n  return () => undefined;\n}\n`,
  'node_modules/remark-no-gadgets/package.json': JSON.stringify({
    name: 'remark-no-gadgets',
    main: 'index.js',
  }),
  'node_modules/remark-no-gadgets/index.js': GADGETS,
  'site.config.ts': `import noGadgets from 'remark-no-gadgets';\nimport noop from './plugins/noop.mjs';\nimport noWidgets from './plugins/checks.mjs';\n${config}`,
};

describe("a site plugin's own error on a page", () => {
  it("names the plugin and the page's line, and says it is the plugin's error", () => {
    const res = runBuild(
      makeFixture({ ...files, 'docs/guide.mdx': `---\ntitle: Guide\n---\n\nText.\n\n## Widget\n\nMore.\n` }),
    );
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain(
      'docs/guide.mdx:7:1: docs.remarkPlugins[2] (plugins/checks.mjs, its default export) threw: widgets are not allowed',
    );
    expect(res.output).toContain("this is the plugin's own error, not a syntax error (the page parsed)");
    expect(res.output).not.toMatch(/MDX syntax error/i);
    expect(res.output).not.toMatch(/\n\s+at /);
  }, 240_000);

  it("a package's plugin that throws: named, at the page, with where in the package it was thrown", () => {
    const res = runBuild(makeFixture({ ...files, 'docs/guide.mdx': `---\ntitle: Guide\n---\n\nA Gadget here.\n` }));
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain(
      'docs/guide.mdx: docs.remarkPlugins[0] (remark-no-gadgets, its default export) threw: gadgets are not allowed',
    );
    expect(res.output).toMatch(/own error, thrown at [^\n]*node_modules\/remark-no-gadgets\/index\.js:3, not a syntax/);
    expect(res.output).not.toMatch(/MDX syntax error/i);
  }, 240_000);
});
