// import:docusaurus and the site's dependencies that are Docusaurus plugins or themes the config lists
// (TypeORM's site lists `docusaurus-lunr-search`, a search plugin): they do not run here, so they are not
// written to the content folder's package.json (nor installed by --install), unless a file of the site
// imports the package itself.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const pkg = (o: object) => JSON.stringify(o, null, 2);

function written(outDir: string): Record<string, string> {
  return (
    JSON.parse(fs.readFileSync(path.join(outDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  ).dependencies;
}

const config = `module.exports = {
  title: 'P', url: 'https://p.example.com', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  plugins: ['docusaurus-lunr-search', [require.resolve('acme-search-plugin'), { indexBlog: false }]],
  themes: [['@acme/docusaurus-search-local', { hashed: true }]],
};
`;

describe('import:docusaurus, plugins and themes among the dependencies', () => {
  it('leaves out the packages of the plugins and themes the config lists', () => {
    const site = tempDir('docusaurus-plugin-deps', {
      'package.json': pkg({
        name: 'site',
        private: true,
        dependencies: {
          '@docusaurus/core': '3.10.2',
          'docusaurus-lunr-search': '^3.6.0',
          'acme-search-plugin': '^1.0.0',
          '@acme/docusaurus-search-local': '^0.5.0',
          lunr: '^2.3.9',
          'left-pad': '1.3.0',
        },
      }),
      'docusaurus.config.js': config,
      'docs/intro.md': '# Intro\n\nText.\n',
    });
    const res = runImport(site);
    expect(res.status, res.output).toBe(0);
    expect(written(res.outDir)).toEqual({ lunr: '^2.3.9', 'left-pad': '1.3.0' });
    expect(res.output).toContain('plugin docusaurus-lunr-search');
  });

  it('keeps a plugin package that a page of the site imports', () => {
    const site = tempDir('docusaurus-plugin-deps-imported', {
      'package.json': pkg({
        name: 'site',
        private: true,
        dependencies: { '@docusaurus/core': '3.10.2', 'docusaurus-lunr-search': '^3.6.0', 'left-pad': '1.3.0' },
      }),
      'docusaurus.config.js': config,
      'docs/intro.md': '# Intro\n\nText.\n',
      'src/pages/search.js':
        "import SearchBar from 'docusaurus-lunr-search/src/theme/SearchBar';\nexport default function S() {\n  return <SearchBar />;\n}\n",
    });
    const res = runImport(site);
    expect(res.status, res.output).toBe(0);
    expect(written(res.outDir)).toEqual({ 'docusaurus-lunr-search': '^3.6.0', 'left-pad': '1.3.0' });
  });
});
