// What real Docusaurus configs do that the classic template does not: their own `createRequire`,
// values chosen by NODE_ENV, `customFields` read by pages, and Docusaurus 3's defaults for broken
// anchors and Markdown links (warn, not fail). One site, imported and built once, unedited.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';

const FILES: Record<string, string> = {
  'docusaurus.config.mjs': `import { createRequire } from 'module';
import { listOf } from './config/data.mjs';
const require = createRequire(import.meta.url);
const isProd = process.env.NODE_ENV === 'production';
export default {
  title: 'Real',
  url: 'https://real.example.com',
  baseUrl: '/',
  customFields: { apiHost: 'api.real.example.com', flags: { beta: true }, compute: () => 1, users: listOf('a, b') },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false,
    theme: { customCss: [require.resolve('not-installed-theme/dist/theme.css'), './src/css/custom.css'] } }]],
  themeConfig: { prism: { theme: { plain: { color: '#111', backgroundColor: '#eee' }, styles: [] }, additionalLanguages: ['bash'] },
    navbar: { items: [{ href: isProd ? 'https://play.real.example.com' : 'http://localhost:3000', label: 'Play' }] } },
};
`,
  // The config's own module imports a devDependency (as Prettier's imports \`yaml\`): --install brings it first.
  'config/data.mjs': `import { split } from 'config-parser';\nexport const listOf = (s) => split(s);\n`,
  'config-parser/package.json': JSON.stringify({ name: 'config-parser', version: '1.0.0', main: 'index.js' }),
  'config-parser/index.js': `exports.split = (s) => s.split(',').map((x) => x.trim());\n`,
  'src/css/custom.css': `:root { --ifm-color-primary: #2e8555; }\n.hero-brand { color: rebeccapurple; }\n`,
  'package.json': JSON.stringify({
    dependencies: {
      '@docusaurus/core': '3.6.0',
      react: '^18.3.1',
      clsx: '^2.0.0',
      'local-widget': 'file:./local-widget',
      // A third-party Docusaurus theme (react-redux's site has @getcanary/docusaurus-theme-search-pagefind,
      // whose React peer range fails npm install): themes do not run here, so it is not installed.
      '@acme/docusaurus-theme-search-local': 'file:./no-such-folder',
    },
    devDependencies: { 'config-parser': 'file:./config-parser' },
  }),
  'local-widget/package.json': JSON.stringify({ name: 'local-widget', version: '1.0.0', main: 'index.js' }),
  'local-widget/index.js': `module.exports = function Widget() { return 'widget from a package'; };\n`,
  'sidebars.js': `module.exports = { docs: ['intro', 'other'] };\n`,
  'docs/intro.md': `# Intro\n\nSee [a missing section](./other.md#nowhere) and [the other page](other.md).\n`,
  'docs/other.md': `# Other\n\nText.\n`,
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

let imported: ReturnType<typeof runImport>;
let built: BuildResult;

beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-real-'));
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
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
    });
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
    // Infima's fixed greys are defined (a site's `color: var(--ifm-color-gray-900)` stays dark text in dark mode).
    expect(css).toMatch(/--ifm-color-gray-900:#1c1e21/);
    expect(home).toContain('<p class="widget">widget from a package</p>');
    expect(home).toContain('<p class="api">API at <!-- -->api.real.example.com<!-- -->, beta <!-- -->true</p>');
  });
});
