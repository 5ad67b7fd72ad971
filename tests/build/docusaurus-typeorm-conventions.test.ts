// Two Docusaurus behaviours TypeORM's docs rely on (typeorm/typeorm `docs/`):
// - `sitemap: { changefreq: null }` (and `priority: null`) leaves the element out of every URL; the import
//   refused the config ("expected one of always|hourly…").
// - A doc is its folder's page (served at the folder's URL) when its file name, as written, is `index`,
//   `README` or the folder's name: `relations/1-relations.md` is `/docs/relations/relations` (number prefix
//   and all, the names differ), `02-guides/02-guides.md` is `/docs/guides`. We compared the names without
//   their number prefixes, so the site's redirects to `/docs/relations/relations` named no page.
// - Its home page's `.hero--primary { background: linear-gradient(…) }` (custom.css) recolours Infima's primary
//   hero, as Infima comes before the site's CSS; our Infima classes for React pages (infima-compat.css) came
//   in the page's own stylesheet, after the site's, and won: an orange hero instead of its purple gradient.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCss, runBuild } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';
import { isCategoryIndexFile } from '../../prerender/content/collect';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Orm', url: 'https://orm.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, sitemap: { lastmod: 'datetime', changefreq: null, priority: null } }]],
  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/relations', to: '/docs/relations/relations' }] }]] };\n`,
  'docs/intro.md': '# Intro\n\nSee [relations](./relations/1-relations.md) and [guides](./02-guides/02-guides.md).\n',
  'docs/relations/1-relations.md': '# Relations\n\nWhat relations are.\n',
  'docs/relations/2-one-to-one.md': '# One to one\n\nOne side.\n',
  'docs/02-guides/02-guides.md': '# Guides\n\nAll guides.\n',
  'docs/02-guides/01-first.md': '# First\n\nFirst guide.\n',
};

describe('import:docusaurus, TypeORM docs conventions', () => {
  it('takes changefreq/priority null and routes folder pages by their names as written', () => {
    const dir = tempDir('docusaurus-typeorm', FILES);
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    const built = runBuild(res.outDir);
    expect(built.status, built.output).toBe(0);
    const out = built.outDir;
    expect(fs.existsSync(path.join(out, 'docs/relations/relations/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'docs/relations/one-to-one/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'docs/guides/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'docs/guides/guides/index.html'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'relations/index.html'), 'utf8')).toContain('/docs/relations/relations');
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://orm.example.com/docs/relations/relations</loc>');
    expect(sitemap).not.toContain('<changefreq>');
    expect(sitemap).not.toContain('<priority>');
  }, 240_000);

  it("puts Infima's hero rules before the site's CSS, at Infima's specificity", () => {
    const dir = tempDir('docusaurus-typeorm-hero', {
      'docusaurus.config.js': `module.exports = { title: 'Orm', url: 'https://orm.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n`,
      'docs/intro.md': '# Intro\n\nText.\n',
      'src/css/custom.css': '.hero--primary { background: linear-gradient(135deg, #2e004b 0%, #4b0077 100%); }\n',
      'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout title="Home"><header className="hero hero--primary"><h1 className="hero__title">Orm</h1></header></Layout>;
}
`,
    });
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    const built = runBuild(res.outDir);
    expect(built.status, built.output).toBe(0);
    const home = fs.readFileSync(path.join(built.outDir, 'index.html'), 'utf8');
    const sheets = [...home.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)].map((m) =>
      fs.readFileSync(path.join(built.outDir, m[1]), 'utf8'),
    );
    const ours = sheets.findIndex((css) => /\.hero--primary\s*\{[^}]*--ifm-hero-background-color/.test(css));
    const site = sheets.findIndex((css) => css.includes('#2e004b'));
    expect(ours).toBeGreaterThanOrEqual(0);
    expect(site).toBeGreaterThanOrEqual(0);
    // In one stylesheet, ours first; or ours in a stylesheet linked earlier.
    if (ours === site)
      expect(sheets[ours].indexOf('--ifm-hero-background-color')).toBeLessThan(sheets[site].indexOf('#2e004b'));
    else expect(ours).toBeLessThan(site);
    // Our hero background rules have Infima's specificity (one class), not two.
    const css = builtCss(built.outDir);
    expect(css).not.toMatch(/(^|[},])\s*\.docusaurus-page \.hero(--primary)?\s*\{/);
  }, 240_000);

  it("is Docusaurus's category index rule", () => {
    expect(isCategoryIndexFile('relations/1-relations')).toBe(false);
    expect(isCategoryIndexFile('02-guides/02-guides')).toBe(true);
    expect(isCategoryIndexFile('Guides/guides')).toBe(true);
    expect(isCategoryIndexFile('a/Index')).toBe(true);
    expect(isCategoryIndexFile('a/01-index')).toBe(false);
    expect(isCategoryIndexFile('a/README')).toBe(true);
    expect(isCategoryIndexFile('a/README', false)).toBe(false);
    expect(isCategoryIndexFile('intro')).toBe(false);
  });
});
