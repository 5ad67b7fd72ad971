// What real Docusaurus configs do that the classic template does not: their own `createRequire`,
// values chosen by NODE_ENV, `customFields` read by pages, and Docusaurus 3's defaults for broken
// anchors and Markdown links (warn, not fail). One site, imported and built once, unedited.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.mjs': `import { createRequire } from 'module';
import { listOf } from './config/data.mjs';
import markPlugin from 'peer-user';
const require = createRequire(import.meta.url);
const isProd = process.env.NODE_ENV === 'production';
export default {
  title: 'Real',
  url: 'https://real.example.com',
  baseUrl: '/',
  customFields: { apiHost: 'api.real.example.com', flags: { beta: true }, compute: () => 1, users: listOf('a, b') },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', remarkPlugins: [markPlugin] }, blog: false,
    theme: { customCss: [require.resolve('not-installed-theme/dist/theme.css'), './src/css/custom.css'] } }]],
  themeConfig: { prism: { theme: { plain: { color: '#111', backgroundColor: '#eee' }, styles: [] }, additionalLanguages: ['bash'] },
    navbar: { items: [{ href: isProd ? 'https://play.real.example.com' : 'http://localhost:3000', label: 'Play' }] } },
};
`,
  // The config's own module imports a devDependency (as Prettier's imports \`yaml\`): --install brings it first.
  'config/data.mjs': `import { split } from 'config-parser';\nexport const listOf = (s) => split(s);\n`,
  'config-parser/package.json': JSON.stringify({ name: 'config-parser', version: '1.0.0', main: 'index.js' }),
  'config-parser/index.js': `exports.split = (s) => s.split(',').map((x) => x.trim());\n`,
  'src/css/custom.css': `:root { --ifm-color-primary: #2e8555; }\n.hero-brand { color: rebeccapurple; }\n.shout { color: shout; }\n`,
  // Its PostCSS config (as Lingui's names @tailwindcss/postcss), with a plugin from its devDependencies.
  'postcss.config.cjs': `module.exports = { plugins: { 'postcss-shout': {} } };\n`,
  'postcss-shout/package.json': JSON.stringify({ name: 'postcss-shout', version: '1.0.0', main: 'index.js' }),
  'postcss-shout/index.js': `module.exports = () => ({ postcssPlugin: 'postcss-shout', Declaration(d) { if (d.value === 'shout') d.value = 'rgb(1, 2, 3)'; } });\nmodule.exports.postcss = true;\n`,
  'package.json': JSON.stringify({
    dependencies: {
      '@docusaurus/core': '3.6.0',
      react: '^18.3.1',
      clsx: '^2.0.0',
      'local-widget': 'file:./local-widget',
      // A third-party Docusaurus theme (react-redux's site has @getcanary/docusaurus-theme-search-pagefind,
      // whose React peer range fails npm install): themes do not run here, so it is not installed.
      '@acme/docusaurus-theme-search-local': 'file:./no-such-folder',
      // A package with an optional peer the site lists and this project has too (remark-typescript-tools and
      // typescript in Redux's site): installed into the content folder, where the package resolves it from.
      'peer-user': 'file:./peer-user.tgz',
      picocolors: 'file:./picocolors.tgz',
    },
    devDependencies: { 'config-parser': 'file:./config-parser', 'postcss-shout': 'file:./postcss-shout' },
  }),
  'local-widget/package.json': JSON.stringify({ name: 'local-widget', version: '1.0.0', main: 'index.js' }),
  'local-widget/index.js': `module.exports = function Widget() { return 'widget from a package'; };\n`,
  'sidebars.js': `module.exports = { docs: ['intro', 'other'] };\n`,
  'docs/intro.md': `# Intro\n\nSee [a missing section](./other.md#nowhere) and [the other page](other.md).\n`,
  'docs/other.md': `# Other\n\nText.\n\nMarked by PEER.\n`,
  'src/pages/index.js': `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Widget from 'local-widget';
const example = "import { thing } from 'not-installed-anywhere'";
export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return <Layout title="Home"><p className="api">API at {siteConfig.customFields.apiHost}, beta {String(siteConfig.customFields.flags.beta)}</p><p className="widget"><Widget /></p></Layout>;
}
`,
};

/** Packages as registry tarballs (npm extracts them; a `file:` folder is only linked). */
const TARBALLS: Record<string, Record<string, string>> = {
  'peer-user': {
    'package.json': JSON.stringify({
      name: 'peer-user',
      version: '1.0.0',
      main: 'index.js',
      peerDependencies: { picocolors: '*' },
      peerDependenciesMeta: { picocolors: { optional: true } },
    }),
    // A remark plugin: every text "PEER" becomes the mark its peer exports.
    'index.js': `const pc = require('picocolors');
const walk = (node) => { if (node.type === 'text') node.value = node.value.replace('PEER', pc.mark); (node.children || []).forEach(walk); };
module.exports = () => walk;
`,
  },
  picocolors: {
    'package.json': JSON.stringify({ name: 'picocolors', version: '9.9.9', main: 'index.js' }),
    'index.js': `module.exports = { mark: 'site-picocolors' };\n`,
  },
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;

beforeAll(() => {
  const dir = tempDir('docusaurus-real', FILES);
  for (const [name, files] of Object.entries(TARBALLS)) {
    const pkgDir = path.join(dir, 'tarballs', name, 'package');
    fs.mkdirSync(pkgDir, { recursive: true });
    for (const [rel, text] of Object.entries(files)) fs.writeFileSync(path.join(pkgDir, rel), text);
    execFileSync('tar', ['czf', path.join(dir, `${name}.tgz`), '-C', path.dirname(pkgDir), 'package']);
  }
  imported = runImport(dir, `${dir}-content`, ['--install']);
  built = runBuild(imported.outDir);
}, 240_000);

describe('a real-world Docusaurus config', () => {
  it('loads with its own createRequire resolving a package not installed here, as a production build', async () => {
    expect(imported.status, imported.output).toBe(0);
    expect(imported.output).toContain('- not-installed-theme/dist/theme.css');
    const config = (await import(path.join(imported.outDir, 'site.config.ts'))).default;
    expect(config.navbar.items).toEqual([{ href: 'https://play.real.example.com', label: 'Play', position: 'left' }]);
    expect(config.customFields).toEqual({ apiHost: 'api.real.example.com', flags: { beta: true }, users: ['a', 'b'] });
    expect(imported.output).toMatch(
      /- imported by docusaurus\.config\.mjs, installed into .*node_modules before reading it: config-parser@file:/,
    );
    expect(imported.output).not.toMatch(/^ {2}- config-parser/m);
    expect(imported.output).toContain('customFields.compute: a function');
    // The site's own dependencies (not Docusaurus's, not ours) installed into the content folder.
    expect(imported.output).toMatch(
      /The site's npm dependencies:\n(?: {2}- .*\n)* {2}- installed into .*node_modules with npm: local-widget@file:/,
    );
    const site = path.join(path.dirname(imported.outDir), path.basename(imported.outDir).replace(/-content$/, ''));
    expect(JSON.parse(fs.readFileSync(path.join(imported.outDir, 'package.json'), 'utf8')).dependencies).toEqual({
      'local-widget': `file:${path.join(site, 'local-widget')}`,
      'config-parser': `file:${path.join(site, 'config-parser')}`,
      'peer-user': `file:${path.join(site, 'peer-user.tgz')}`,
      'postcss-shout': `file:${path.join(site, 'postcss-shout')}`,
      picocolors: expect.stringMatching(/^file:.*picocolors\.tgz$/),
    });
    // The plugin package the config imports, and its optional peer (npm leaves it out, and this project's copy
    // is out of reach of a package in the content folder), installed before the config is read.
    expect(imported.output).toMatch(/before reading it: .*peer-user@file:.*, picocolors@file:/);
    // Its Prism theme is an object the config holds: carried as a stylesheet, and not listed as left behind.
    expect(config.customCss).toEqual(['src/css/docusaurus-prism-theme.css', 'src/css/custom.css']);
    expect(imported.output).toContain('themeConfig.prism theme/darkTheme -> src/css/docusaurus-prism-theme.css');
    expect(imported.output.split('Not carried over')[1]).not.toContain('themeConfig.prism');
    expect(config).toMatchObject({ onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' });
  });

  it('builds unedited: a broken anchor warns as in Docusaurus 3, and pages read customFields', () => {
    expect(built.status, built.output).toBe(0);
    expect(built.output).toMatch(/Warning: 1 broken link[\s\S]*#nowhere/);
    // The site's custom CSS is bundled after ours: our --primary reads Infima's --ifm-color-primary.
    const home = fs.readFileSync(path.join(built.outDir, 'index.html'), 'utf8');
    const css = [...home.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)]
      .map((m) => fs.readFileSync(path.join(built.outDir, m[1]), 'utf8'))
      .join('');
    expect(css).toMatch(/--primary:var\(--ifm-color-primary,#1f5fbf\)/);
    expect(css.indexOf('.hero-brand{color:#639}')).toBeGreaterThan(css.indexOf('--primary:var(--ifm-color-primary'));
    expect(css).toContain('--ifm-color-primary:#2e8555');
    // Its PostCSS config ran on its CSS.
    expect(css).toContain('.shout{color:#010203}');
    // Infima's fixed greys are defined (a site's `color: var(--ifm-color-gray-900)` stays dark text in dark mode).
    expect(css).toMatch(/--ifm-color-gray-900:#1c1e21/);
    expect(home).toContain('<p class="widget">widget from a package</p>');
    // The config's remark plugin ran, with its peer from the content folder.
    expect(fs.readFileSync(path.join(built.outDir, 'docs/other/index.html'), 'utf8')).toContain(
      'Marked by site-picocolors.',
    );
    expect(home).toContain('<p class="api">API at <!-- -->api.real.example.com<!-- -->, beta <!-- -->true</p>');
  });
});
