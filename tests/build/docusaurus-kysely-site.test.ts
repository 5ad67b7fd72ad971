// What Kysely's site (kysely-org/kysely `site/`) needed to look as it does under Docusaurus, each generic:
// A package's stylesheet in `theme.customCss` (Kysely's site lists `require.resolve('@radix-ui/colors/sky.css')`
// and four more beside its custom.css; its CSS uses their `--sky-9`… variables): Docusaurus applies it after
// the site's own. The import dropped it as "a package stylesheet, not copied"; it now writes it as
// `node_modules/<package>/<file>`, read from the content folder where the site's dependencies are installed.
// Kysely's home page also shows `v{packageJson.version}` from `import packageJson from '../../package.json'`:
// the content folder's package.json (the import writes it for the site's dependencies) keeps that field.
// Its CSS pads `#__docusaurus` (Docusaurus's root element) under its fixed navbar: our pages have that element.
// A package whose stylesheet is a subpath of its `exports` (Prettier's site lists `require.resolve('react-tweet/theme.css')`,
// which is react-tweet's `dist/twitter-theme/theme.css`), not installed when the config is read, is written as
// the specifier and resolved through `exports` by the build.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCss, runBuild } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';
import { packageStylesheet } from '../../prerender/docusaurus/import';

const PACKAGE = {
  'node_modules/fixture-colors/package.json': JSON.stringify({ name: 'fixture-colors', version: '1.0.0' }),
  'node_modules/fixture-colors/sky.css': ':root { --sky-9: #0090ff; }\n',
};

// Installed only after the import (as `--install` installs what the config merely `require.resolve`s).
const EXPORTED = {
  'node_modules/fixture-tweet/package.json': JSON.stringify({
    name: 'fixture-tweet',
    version: '3.0.0',
    exports: { '.': './dist/index.js', './theme.css': './dist/theme/theme.css' },
  }),
  'node_modules/fixture-tweet/dist/index.js': 'module.exports = {};\n',
  'node_modules/fixture-tweet/dist/theme/theme.css': '.tweet { --tweet-border: #cfd9de; }\n',
};

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Colors', url: 'https://colors.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: [
    require.resolve('./src/css/custom.css'), require.resolve('fixture-colors/sky.css'),
    require.resolve('fixture-tweet/theme.css')] } }]] };\n`,
  'package.json': JSON.stringify({
    name: 'colors-site',
    version: '2.3.4',
    scripts: { postinstall: 'node -e "process.exit(1)"' },
    dependencies: { 'fixture-colors': '1.0.0', 'fixture-tweet': '3.0.0' },
  }),
  'src/pages/index.js': `import packageJson from '../../package.json';
export default function Home() {
  return <main><p className="release">release v{packageJson.version}</p></main>;
}
`,
  'src/css/custom.css': '.hero { background: var(--sky-9); }\n#__docusaurus { padding-top: 64px; }\n',
  'docs/intro.md': '# Intro\n\nText.\n',
  ...PACKAGE,
};

describe("import:docusaurus, Kysely's site: package stylesheets, package.json fields, #__docusaurus", () => {
  it('carries the package stylesheet after the site CSS, the version its home page reads, and the root element its CSS pads', async () => {
    const dir = tempDir('docusaurus-package-css', FILES);
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    expect(res.output).not.toContain('a package stylesheet');
    const config = (await import(path.join(res.outDir, 'site.config.ts'))).default as { customCss: string[] };
    expect(config.customCss).toEqual([
      'src/css/custom.css',
      'node_modules/fixture-colors/sky.css',
      'node_modules/fixture-tweet/theme.css',
    ]);
    const pkg = JSON.parse(fs.readFileSync(path.join(res.outDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg).toEqual({
      version: '2.3.4',
      private: true,
      dependencies: { 'fixture-colors': '1.0.0', 'fixture-tweet': '3.0.0' },
    });

    // Not installed yet in the content folder: the build names the entry and what to do.
    const before = runBuild(res.outDir);
    expect(before.status).toBe(1);
    expect(before.output).toContain('site.config.ts');
    expect(before.output).toContain('customCss "node_modules/fixture-colors/sky.css" names no file');
    expect(before.output).toContain('npm install');

    // Installed there (what --install does): applied.
    for (const [f, text] of Object.entries({ ...PACKAGE, ...EXPORTED })) {
      fs.mkdirSync(path.dirname(path.join(res.outDir, f)), { recursive: true });
      fs.writeFileSync(path.join(res.outDir, f), text);
    }
    const built = runBuild(res.outDir);
    expect(built.status, built.output).toBe(0);
    const css = builtCss(built.outDir);
    expect(css).toMatch(/--sky-9:\s*#0090ff/);
    expect(css.indexOf('--sky-9:')).toBeGreaterThan(css.indexOf('var(--sky-9)'));
    expect(css).toMatch(/--tweet-border:\s*#cfd9de/);
    const home = fs.readFileSync(path.join(built.outDir, 'index.html'), 'utf8');
    expect(home).toMatch(/release v(<!-- -->)?2\.3\.4/);
    expect(home).toMatch(/<div id="__docusaurus">\s*<div id="__root">/);
    expect(css).toMatch(/#__docusaurus\s*\{\s*padding-top:\s*64px/);
  }, 240_000);

  it('knows a package stylesheet from the site files', () => {
    const site = tempDir('docusaurus-package-css-unit', { 'src/css/custom.css': '' });
    const nm = path.join('/x', 'node_modules', '@radix-ui', 'colors', 'sky.css');
    expect(packageStylesheet(site, nm, nm, true)).toBe('@radix-ui/colors/sky.css');
    // Not installed when the config ran: require.resolve left the specifier as written.
    expect(
      packageStylesheet(site, '@radix-ui/colors/sky.css', path.join(site, '@radix-ui/colors/sky.css'), false),
    ).toBe('@radix-ui/colors/sky.css');
    expect(packageStylesheet(site, 'src/css/custom.css', path.join(site, 'src/css/custom.css'), true)).toBeNull();
    expect(packageStylesheet(site, 'src/css/gone.css', path.join(site, 'src/css/gone.css'), false)).toBeNull();
  });
});
