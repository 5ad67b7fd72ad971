// The usual way a Docusaurus site adds a PostCSS plugin (Tailwind): a few-line plugin in the config, or
// imported by it from a local file, whose configurePostCss hook pushes `require('…')` into the PostCSS
// plugins (DocSearch's site does this). The import calls the hook and writes postcss.config.cjs; the build
// runs those plugins on the site's CSS. A local PostCSS plugin stands in for Tailwind (no registry here).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCss, runBuild } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const PLUGIN = `module.exports = () => ({
  postcssPlugin: 'shout',
  Declaration(decl) { if (decl.value === 'shout') decl.value = 'rgb(1, 2, 3)'; },
});
module.exports.postcss = true;
`;

describe('import:docusaurus, a plugin whose configurePostCss adds PostCSS plugins', () => {
  it('writes them as postcss.config.cjs and the build runs them on the site CSS', () => {
    const dir = tempDir('docusaurus-plugin-postcss', {
      'package.json': JSON.stringify({ dependencies: { 'postcss-shout': 'file:./postcss-shout' } }),
      'postcss-shout/package.json': JSON.stringify({ name: 'postcss-shout', version: '1.0.0', main: 'index.js' }),
      'postcss-shout/index.js': PLUGIN,
      'plugins/shout-loader.mjs': `export default function () {
  return {
    name: 'shout-plugin',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins = [require('postcss-shout')];
      return postcssOptions;
    },
  };
}
`,
      'docusaurus.config.mjs': `import shoutLoader from './plugins/shout-loader.mjs';
export default {
  title: 'Shout', url: 'https://shout.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  plugins: [shoutLoader, async function other() { return { name: 'other', configureWebpack() { return {}; } }; }],
};
`,
      'src/css/custom.css': '.hero-shout { color: shout; }\n',
      'docs/intro.md': '# Intro\n\nText.\n',
    });
    const res = runImport(dir, `${dir}-content`, ['--install']);
    expect(res.status, res.output).toBe(0);
    expect(res.output).toContain(
      'plugin shout-plugin: configurePostCss -> postcss.config.cjs (require("postcss-shout"))',
    );
    expect(fs.readFileSync(path.join(res.outDir, 'postcss.config.cjs'), 'utf8')).toContain('require("postcss-shout")');
    const built = runBuild(res.outDir);
    expect(built.status, built.output).toBe(0);
    expect(builtCss(built.outDir)).toMatch(/\.hero-shout\s*\{\s*color:\s*(rgb\(1,\s*2,\s*3\)|#010203)/);
  }, 240_000);
});
