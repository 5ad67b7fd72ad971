// The MCP server's search_docs reads the index /search-index.json's `manifest` names (the default
// locale's) in that locale's language, as mcp.json says: a French default locale's query is stemmed
// by French rules ("chevaux" finds "cheval"), a Japanese one's split into words as its pages were.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { Docs } from '../../mcp/docs';
import { folderSource } from '../../mcp/source';
import { buildIndexFiles } from '../../prerender/search/index-files';
import { setQueryLanguage } from '../../src/shared/search-terms';
import { loadStemmer } from '../../src/shared/stemmers';
import type { SearchRecord } from '../../src/shared/search-records';
import { contentRecord } from '../support/search-record';
import type { SiteIndexFile } from '../../prerender/outputs/assistant-files';

afterAll(() => {
  setQueryLanguage('en');
});

const record = (route: string, language: string, title: string, content: string): SearchRecord =>
  contentRecord(route, `https://docs.example.com${route}`, language, title, content);

/** A built site's search files in a folder: the pointer, one index and mcp.json naming `language`. */
function siteFolder(language: string, records: SearchRecord[]): string {
  const dir = tempDir('mcp-locale');
  const folder = path.join(dir, 'assets', 'search-0123456789');
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, text] of buildIndexFiles(records).files) fs.writeFileSync(path.join(folder, name), text);
  const manifest = '/assets/search-0123456789/manifest.json';
  fs.writeFileSync(
    path.join(dir, 'search-index.json'),
    JSON.stringify({ manifest, locales: { [language]: manifest } }),
  );
  const index: SiteIndexFile = {
    version: 1,
    title: 'Fixture',
    description: '',
    url: 'https://docs.example.com',
    baseUrl: '/',
    searchIndex: '/search-index.json',
    language,
    searchFilters: [`language:${language}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    contract: null,
    operations: null,
    sections: [
      {
        title: 'Docs',
        pages: records.map((r) => ({ title: 'x', route: r.url_without_anchor.slice(24), markdown: '', headings: [] })),
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify(index));
  return dir;
}

describe('search_docs in the default locale', () => {
  it('reads a French site’s queries with the French stemmer', async () => {
    await loadStemmer('fr'); // the build loads it before indexing French pages
    setQueryLanguage('en'); // as the server starts
    const dir = siteFolder('fr', [
      record('/docs/chevaux/', 'fr', 'Chevaux', 'Le cheval galope dans le pré.'),
      record('/docs/autre/', 'fr', 'Autre', 'Une page sur les clés.'),
    ]);
    const results = await new Docs(folderSource(dir)).searchDocs('chevaux', undefined, 5);
    expect(results.map((r) => r.url)).toEqual(['https://docs.example.com/docs/chevaux/']);
  });

  it('splits a Japanese site’s queries into words as its pages were', async () => {
    setQueryLanguage('en');
    const dir = siteFolder('ja', [
      record('/docs/install/', 'ja', 'インストール', '設定ファイルを編集してサーバーを起動します。'),
      record('/docs/keys/', 'ja', 'キー', 'ダッシュボードで新しいキーを作成します。'),
    ]);
    const results = await new Docs(folderSource(dir)).searchDocs('設定ファイル', undefined, 5);
    expect(results.map((r) => r.url)).toEqual(['https://docs.example.com/docs/install/']);
  });
});
