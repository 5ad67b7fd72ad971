// Japanese and Chinese have no spaces between words: pages are split into words by Intl.Segmenter in
// their language at index time, and queries the same way in the browser, so a query of one word finds
// the page whose sentence holds it, and a word that only looks like part of another does not.
import { afterAll, describe, expect, it } from 'vitest';
import { setQueryLanguage, words } from '../../src/shared/search-terms';
import { LocalSearchIndex } from '../../src/search/local-client';
import { buildIndexFiles } from '../../prerender/search/index-files';
import type { SearchRecord } from '../../src/shared/search-records';
import { contentRecord } from '../support/search-record';

const record = (id: string, language: string, title: string, content: string): SearchRecord =>
  contentRecord(id, `https://docs.example.com/${language}/docs/${id}/`, language, title, content);

/** One locale's index in memory, opened as the browser opens it, queried in that locale's language. */
async function searchIn(language: string, records: SearchRecord[], query: string): Promise<string[]> {
  const { files } = buildIndexFiles(records);
  const index = await LocalSearchIndex.open(async (name) => JSON.parse(files.get(name)!));
  setQueryLanguage(language);
  const res = await index.search({ query, hitsPerPage: 20 });
  return [...new Set(res.hits.map((h) => h.objectID))];
}

afterAll(() => setQueryLanguage('en'));

const JA = [
  record('install', 'ja', 'インストール', 'このガイドでは、設定ファイルを編集してサーバーを起動する方法を説明します。'),
  record('keys', 'ja', 'APIキー', 'ダッシュボードで新しいキーを作成し、環境変数に保存してください。'),
];
const ZH = [
  record('install', 'zh-Hans', '安装', '本指南介绍如何编辑配置文件并启动服务器。'),
  record('keys', 'zh-Hans', '密钥', '在控制台中创建新的密钥，并保存到环境变量中。'),
];

describe('search in languages written without spaces', () => {
  it('splits Japanese and Chinese sentences into words, and leaves other languages as they were', () => {
    expect(words('設定ファイルを編集してサーバーを起動する', 'ja')).toEqual(
      expect.arrayContaining(['設定', 'ファイル', '編集', 'サーバー', '起動']),
    );
    expect(words('编辑配置文件并启动服务器', 'zh-Hans')).toEqual(expect.arrayContaining(['编辑', '配置', '启动']));
    // One run of letters stays one word in a language that is not segmented.
    expect(words('設定ファイル', 'en')).toEqual(['設定ファイル']);
    expect(words('Edit the config_file now', 'fr')).toEqual(['edit', 'the', 'config_file', 'now']);
  });

  it('finds a Japanese page by one word of its sentence', async () => {
    expect(await searchIn('ja', JA, '設定')).toEqual(['install']);
    expect(await searchIn('ja', JA, 'サーバー')).toEqual(['install']);
    expect(await searchIn('ja', JA, '環境変数')).toEqual(['keys']);
    // Two words typed together, as a reader types them, without a space.
    expect(await searchIn('ja', JA, '設定ファイル')).toEqual(['install']);
  });

  it('finds a Chinese page by one word of its sentence', async () => {
    expect(await searchIn('zh-Hans', ZH, '配置')).toEqual(['install']);
    expect(await searchIn('zh-Hans', ZH, '服务器')).toEqual(['install']);
    expect(await searchIn('zh-Hans', ZH, '环境变量')).toEqual(['keys']);
  });

  it('highlights the word inside the sentence', async () => {
    const { files } = buildIndexFiles(JA);
    const index = await LocalSearchIndex.open(async (name) => JSON.parse(files.get(name)!));
    setQueryLanguage('ja');
    const res = await index.search({ query: '設定', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    const hit = res.hits[0] as unknown as { _highlightResult: { content: { value: string } } };
    expect(hit._highlightResult.content.value).toContain('<mark>');
    expect(hit._highlightResult.content.value).toContain('設定');
  });
});
