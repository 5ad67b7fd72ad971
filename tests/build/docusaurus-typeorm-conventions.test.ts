// Two Docusaurus behaviours TypeORM's docs rely on (typeorm/typeorm `docs/`):
// - `sitemap: { changefreq: null }` (and `priority: null`) leaves the element out of every URL; the import
//   refused the config ("expected one of always|hourly…").
// - A doc is its folder's page (served at the folder's URL) when its file name, as written, is `index`,
//   `README` or the folder's name: `relations/1-relations.md` is `/docs/relations/relations` (number prefix
//   and all, the names differ), `02-guides/02-guides.md` is `/docs/guides`. We compared the names without
//   their number prefixes, so the site's redirects to `/docs/relations/relations` named no page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from './fixture';
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
