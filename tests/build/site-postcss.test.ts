// A site's PostCSS config runs as Docusaurus runs it, from the site folder (issue 27, Lingui's Tailwind home
// page). Tailwind 4's PostCSS plugin takes the working directory when it is created as the folder it scans for
// class names; our build runs from this project, so it found none of the site's classes. The probe below does
// what Tailwind does, in miniature: created with no options, it reads the class names `tw-…` of the files in
// `<its working directory>/docs` and writes a rule for each where the stylesheet says `@probe;`.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const PROBE = `const fs = require('node:fs');
const path = require('node:path');
module.exports = (opts = {}) => {
  const base = opts.base ?? process.cwd();
  return {
    postcssPlugin: 'postcss-probe',
    AtRule: {
      probe(rule, { postcss }) {
        const dir = path.join(base, 'docs');
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
    const assets = path.join(built.outDir, 'assets');
    const css = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
    expect(css).toContain('.kept{color:red}');
    expect(css.match(/\.tw-[a-z]+\{[^}]*\}/g)).toEqual(['.tw-hero{color:#123456}']);
    expect(css).not.toContain('@probe');
  });
});
