// A site's PostCSS config runs as Docusaurus runs it, from the site folder (issue 27, Lingui's Tailwind home
// page). Tailwind 4's PostCSS plugin takes the working directory when it is created as the folder it scans for
// class names; our build runs from this project, so it found none of the site's classes. The probe below does
// what Tailwind does, in miniature: created with no options, it reads the class names `tw-…` of the files in
// `<its working directory>/docs` and writes a rule for each where the stylesheet says `@probe;`.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtCss, makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const PROBE = `const fs = require('node:fs');
const path = require('node:path');
module.exports = (opts = {}) => {
  const base = opts.base ?? process.cwd();
  return {
    postcssPlugin: 'postcss-probe',
    AtRule: {
      probe(rule, { postcss, result }) {
        const dir = path.join(base, 'docs');
        // As Tailwind says which files it scanned: a folder and a glob.
        result.messages.push({ type: 'dir-dependency', plugin: 'postcss-probe', dir, glob: '**/*.{md,mdx}', parent: result.opts.from });
        const names = new Set();
        for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
          for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\\btw-[a-z]+/g)) names.add(m[0]);
        rule.replaceWith([...names].map((n) => postcss.rule({ selector: '.' + n, nodes: [postcss.decl({ prop: 'color', value: '#123456' })] })));
      },
    },
  };
};
module.exports.postcss = true;
`;

describe("a site's PostCSS config", () => {
  let built: BuildResult;
  beforeAll(() => {
    built = runBuild(
      makeFixture({
        'site.config.ts': SITE_CONFIG.replace('  blog: {', "  customCss: ['src/css/custom.css'],\n  blog: {"),
        'src/css/custom.css': `@probe;\n.kept { color: red; }\n`,
        // As Lingui's names @tailwindcss/postcss: a package, with no options.
        'postcss.config.cjs': `module.exports = { plugins: { 'postcss-probe': {} } };\n`,
        'node_modules/postcss-probe/package.json': JSON.stringify({ name: 'postcss-probe', main: 'index.js' }),
        'node_modules/postcss-probe/index.js': PROBE,
        'docs/welcome.mdx': `---\ntitle: Welcome\ndescription: Start here.\nslug: /\n---\n\n## Top of page\n\n<p className="tw-hero">Hero</p>\n`,
      }),
    );
  }, 240_000);

  it("runs with the site folder as its working directory: the site's class names are generated", () => {
    expect(built.status, built.output).toBe(0);
    const css = builtCss(built.outDir);
    expect(css).toContain('.kept{color:red}');
    expect(css.match(/\.tw-[a-z]+\{[^}]*\}/g)).toEqual(['.tw-hero{color:#123456}']);
    expect(css).not.toContain('@probe');
  });
});

// The scanned files are not modules of the bundle: a plain Markdown page (a page tree under the default
// `markdown.format`) is read by no bundler. A rebuild must not reuse the CSS of the earlier build when one
// of them changes or a new one appears, and must reuse it when none did.
describe("a site's PostCSS dependencies and the bundle cache", () => {
  let dir: string;
  let first: BuildResult;
  beforeAll(() => {
    dir = makeFixture({
      'site.config.ts': SITE_CONFIG.replace('  blog: {', "  customCss: ['src/css/custom.css'],\n  blog: {"),
      'src/css/custom.css': `@probe;\n`,
      'postcss.config.cjs': `module.exports = { plugins: { 'postcss-probe': {} } };\n`,
      'node_modules/postcss-probe/package.json': JSON.stringify({ name: 'postcss-probe', main: 'index.js' }),
      'node_modules/postcss-probe/index.js': PROBE,
      'docs/extra.md': `---\ntitle: Extra\ndescription: A plain page.\n---\n\nText with tw-first in it.\n`,
    });
    first = runBuild(dir, { LEXORA_DEBUG: '1' });
  }, 240_000);

  it('an unchanged rebuild reuses the bundles; an edited or new scanned page makes its classes', () => {
    expect(first.status, first.output).toBe(0);
    expect(builtCss(first.outDir)).toContain('.tw-first{');
    const again = runBuild(dir, { LEXORA_DEBUG: '1' });
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain('bundles: client and server unchanged since an earlier build, reused');

    fs.writeFileSync(
      path.join(dir, 'docs/extra.md'),
      fs.readFileSync(path.join(dir, 'docs/extra.md'), 'utf8').replace('tw-first', 'tw-edited'),
    );
    const edited = runBuild(dir, { LEXORA_DEBUG: '1' });
    expect(edited.status, edited.output).toBe(0);
    expect(builtCss(edited.outDir)).toContain('.tw-edited{');
    expect(builtCss(edited.outDir)).not.toContain('.tw-first{');

    fs.writeFileSync(
      path.join(dir, 'docs/later.md'),
      `---\ntitle: Later\ndescription: A new page.\n---\n\nNow tw-added too.\n`,
    );
    const added = runBuild(dir, { LEXORA_DEBUG: '1' });
    expect(added.status, added.output).toBe(0);
    expect(builtCss(added.outDir)).toContain('.tw-added{');
  }, 480_000);
});
