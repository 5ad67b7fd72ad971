// The site's PostCSS config is loaded in postcss-load-config's formats, each plugin created with the content
// folder as the working directory (prerender/docusaurus/postcss.ts; the build test is tests/build/site-postcss).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { loadPostcssConfig } from '../../prerender/docusaurus/postcss';

// A plugin creator that remembers the working directory it was created in, and the options it got.
const CREATOR = `module.exports = (opts) => ({ postcssPlugin: 'where', cwd: process.cwd(), opts });\nmodule.exports.postcss = true;\n`;

function site(files: Record<string, string>): string {
  return fs.realpathSync(tempDir('lexora-postcss', { 'node_modules/where/index.js': CREATOR, ...files }));
}

describe('loadPostcssConfig', () => {
  it('creates an object-form plugin in the site folder, with its options or none; false leaves it out', async () => {
    const dir = site({ 'postcss.config.cjs': `module.exports = { plugins: { where: {}, other: false } };\n` });
    const before = process.cwd();
    const { plugins } = await loadPostcssConfig(path.join(dir, 'postcss.config.cjs'), dir);
    expect(plugins).toEqual([{ postcssPlugin: 'where', cwd: dir, opts: undefined }]);
    expect(process.cwd()).toBe(before);
    const withOpts = site({ 'postcss.config.js': `module.exports = { plugins: { where: { base: 'x' } } };\n` });
    expect((await loadPostcssConfig(path.join(withOpts, 'postcss.config.js'), withOpts)).plugins).toEqual([
      { postcssPlugin: 'where', cwd: withOpts, opts: { base: 'x' } },
    ]);
  });

  it('reads an ES module with an array of creators, a function of the context, and a YAML .postcssrc', async () => {
    const esm = site({
      'postcss.config.mjs': `import { createRequire } from 'node:module';\nconst where = createRequire(import.meta.url)('where');\nexport default (ctx) => ({ map: false, plugins: [where, null, { postcssPlugin: 'plain', env: ctx.env, cwd: ctx.cwd }] });\n`,
    });
    const loaded = await loadPostcssConfig(path.join(esm, 'postcss.config.mjs'), esm);
    expect(loaded.map).toBe(false);
    expect(loaded.plugins).toEqual([
      { postcssPlugin: 'where', cwd: esm, opts: undefined },
      { postcssPlugin: 'plain', env: process.env.NODE_ENV ?? 'development', cwd: esm },
    ]);
    const rc = site({ '.postcssrc': `plugins:\n  where:\n    level: 2\n` });
    expect((await loadPostcssConfig(path.join(rc, '.postcssrc'), rc)).plugins).toEqual([
      { postcssPlugin: 'where', cwd: rc, opts: { level: 2 } },
    ]);
  });

  it('names the config file when it cannot be loaded, and returns to the working directory', async () => {
    const dir = site({ 'postcss.config.cjs': `module.exports = { plugins: { 'not-installed': {} } };\n` });
    const before = process.cwd();
    await expect(loadPostcssConfig(path.join(dir, 'postcss.config.cjs'), dir)).rejects.toThrow(
      /postcss\.config\.cjs: the site's PostCSS config could not be loaded: Cannot find module 'not-installed'/,
    );
    expect(process.cwd()).toBe(before);
  });
});
