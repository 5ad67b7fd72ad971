import { beforeAll, describe, expect, it } from 'vitest';
import { LocalSearchIndex, highlight, normalizeRequests, snippet } from '../../src/search/local-client';
import type { SearchRecord } from '../../src/shared/search-records';
import { buildIndexFiles } from '../../prerender/search/index-files';

function record(
  id: string,
  type: SearchRecord['type'],
  lvl1: string,
  content: string | null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  return {
    objectID: id,
    url: `https://docs.example.com/docs/${id}/`,
    url_without_anchor: `https://docs.example.com/docs/${id}/`,
    anchor: null,
    type,
    content,
    hierarchy: { lvl0: 'API', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: type === 'lvl1' ? 0 : 2,
    ...extra,
  };
}

const records = [
  record('tone', 'lvl1', 'Tone', null),
  record(
    'tone-body',
    'content',
    'Tone',
    'The tone endpoint scores confident, friendly and formal sentences in your text.',
  ),
  record('sentiment', 'lvl1', 'Sentiment', null),
  record('xss', 'content', 'Escaping <script>', 'Hostile <img src=x onerror=alert(1)> text about tone & markup.'),
  // Japanese: a language without a stemmer (a stemmed language's records are in an index of their own).
  record('blog', 'content', 'A blog post', 'Tone of support replies.', { docusaurus_tag: 'default', language: 'ja' }),
];

/** The index files in memory, opened as the browser opens them (file by file). */
const buildIndex = (recs = records, synonyms: string[][] = []) => {
  const { files } = buildIndexFiles(recs, synonyms);
  return LocalSearchIndex.open(async (name) => JSON.parse(files.get(name)!));
};

describe('offline search backend', () => {
  let index: LocalSearchIndex;
  beforeAll(async () => {
    index = await buildIndex();
  });

  it('answers in Algolia shape with highlight and snippet results', async () => {
    const res = await index.search({
      query: 'tone',
      hitsPerPage: 20,
      attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(res.nbHits).toBeGreaterThanOrEqual(3);
    expect(res.hits[0].objectID).toBe('tone'); // the page title ranks first
    const body = res.hits.find((h) => h.objectID === 'tone-body')!;
    expect(body._highlightResult.content!.value).toContain('<mark>tone</mark>');
    expect(body._snippetResult.content!.value).toContain('<mark>tone</mark>');
    expect(body._highlightResult.hierarchy).not.toHaveProperty('lvl2'); // null levels are absent
    expect(res).toMatchObject({ page: 0, hitsPerPage: 20, query: 'tone' });
  });

  it('answers a query the same while typing it as on a fresh index (words of earlier keystrokes are reused)', async () => {
    const typed = await buildIndex();
    const query = 'tone friendly sentences';
    const hits = (r: Awaited<ReturnType<LocalSearchIndex['search']>>) => ({
      nbHits: r.nbHits,
      ids: r.hits.map((h) => h.objectID),
    });
    for (let i = 1; i < query.length; i++) await typed.search({ query: query.slice(0, i) });
    // Filtered queries use records of other pages: a filter never reuses another filter's slots.
    await typed.search({ query, facetFilters: ['language:ja'] });
    const fresh = await buildIndex();
    expect(hits(await typed.search({ query }))).toEqual(hits(await fresh.search({ query })));
    expect(hits(await typed.search({ query }))).toEqual(hits(await fresh.search({ query })));
    expect((await typed.search({ query: 'tone', facetFilters: ['language:ja'] })).hits.map((h) => h.objectID)).toEqual([
      'blog',
    ]);
  });

  it('uses prefix matching, typo tolerance and stemming', async () => {
    expect((await index.search({ query: 'sentim' })).hits.map((h) => h.objectID)).toContain('sentiment');
    expect((await index.search({ query: 'frendly' })).hits.map((h) => h.objectID)).toContain('tone-body');
    expect((await index.search({ query: 'scoring sentence ' })).hits.map((h) => h.objectID)).toContain('tone-body');
  });

  it('ranks records with more of the words first, then the best partial matches instead of nothing', async () => {
    const ids = async (q: string) => (await index.search({ query: q })).hits.map((h) => h.objectID);
    expect((await ids('friendly sentences'))[0]).toBe('tone-body');
    // The page titled with one word, and the text that holds both, lead (src/search/rank.ts weighs them).
    expect((await ids('friendly tone')).slice(0, 2).sort()).toEqual(['tone', 'tone-body']);
    // No record has both words: each word's best records still answer.
    expect(await ids('tone sentiment')).toEqual(expect.arrayContaining(['tone', 'sentiment']));
    expect((await ids('formal sentences zebra'))[0]).toBe('tone-body');
  });

  it('expands a query with the synonym groups of the site config, phrases included', async () => {
    const withSynonyms = await buildIndex(records, [
      ['sentiment', 'mood of the text'],
      ['tone', 'voice'],
    ]);
    expect((await withSynonyms.search({ query: 'mood of text' })).hits.map((h) => h.objectID)[0]).toBe('sentiment');
    expect((await withSynonyms.search({ query: 'voice' })).hits.map((h) => h.objectID)).toContain('tone');
    expect((await (await buildIndex()).search({ query: 'voice' })).nbHits).toBe(0);
  });

  it('leaves common words out of a query that has other words, but still answers a query of only common words', async () => {
    const withStopWords = await index.search({
      query: 'the tone of',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const plain = await index.search({ query: 'tone' });
    expect(withStopWords.hits.map((h) => h.objectID)).toEqual(plain.hits.map((h) => h.objectID));
    const body = withStopWords.hits.find((h) => h.objectID === 'tone-body')!;
    expect(body._highlightResult.content!.value).toContain('<mark>tone</mark>');
    expect(body._highlightResult.content!.value).not.toContain('<mark>The</mark>');
    expect((await index.search({ query: 'the' })).hits.map((h) => h.objectID)).toContain('tone-body');
  });

  it('takes a word the index does not hold as a typo, and matches known words exactly', async () => {
    const recs = [
      record('f', 'content', 'Style', 'A formal reply.'),
      record('n', 'content', 'Style', 'A normal reply.'),
    ];
    const idx = await buildIndex(recs);
    // "normal" is one edit from "formal", but both are words of the index: each finds only itself.
    expect((await idx.search({ query: 'formal ' })).hits.map((h) => h.objectID)).toEqual(['f']);
    // "fornal" is in no record: typo tolerance finds "formal".
    expect((await idx.search({ query: 'fornal ' })).hits.map((h) => h.objectID)).toContain('f');
  });

  it('finds identifiers in code by their words, and as typed', async () => {
    const idx = await buildIndex([
      record('g', 'content', 'Guardrails', 'Set prompt_injection to block.'),
      record('o', 'content', 'Other', 'A prompt for injections of text.'),
    ]);
    expect((await idx.search({ query: 'prompt injection ' })).hits.map((h) => h.objectID)).toContain('g');
    expect((await idx.search({ query: 'prompt_injection ' })).hits.map((h) => h.objectID)).toEqual(['g']);
  });

  it('ranks a documentation page above a blog post that matches as well', async () => {
    const blog = {
      docusaurus_tag: 'default',
      url: 'https://docs.example.com/blog/post/',
      url_without_anchor: 'https://docs.example.com/blog/post/',
    };
    const idx = await buildIndex([
      record('post', 'content', 'A post', 'Chunk long documents.', blog),
      record('doc', 'content', 'A page', 'Chunk long documents.'),
    ]);
    expect((await idx.search({ query: 'chunk documents' })).hits.map((h) => h.objectID)).toEqual(['doc', 'post']);
  });

  it("ranks the pages of optionalFilters (the docs instance being read) before another instance's equal page", async () => {
    const community = (path: string) => ({
      docusaurus_tag: 'docs-community-current',
      url: `https://docs.example.com/community/${path}/`,
      url_without_anchor: `https://docs.example.com/community/${path}/`,
    });
    const idx = await buildIndex([
      record('docs-support', 'content', 'Support', 'Ask in the forum.'),
      record('community-support', 'content', 'Support', 'Ask in the forum.', community('support')),
      // A much better match of the other instance still comes first: the preference only breaks near ties.
      record('forum', 'lvl1', 'Forum', null),
    ]);
    const ids = async (optionalFilters?: string[]) =>
      (await idx.search({ query: 'forum', optionalFilters })).hits.map((h) => h.objectID);
    expect(await ids()).toEqual(['forum', 'docs-support', 'community-support']);
    expect(await ids(['docusaurus_tag:docs-community-current'])).toEqual([
      'forum',
      'community-support',
      'docs-support',
    ]);
    expect(await ids(['docusaurus_tag:docs-default-current'])).toEqual(['forum', 'docs-support', 'community-support']);
  });

  it('applies facet filters: AND of entries, OR inside a nested array', async () => {
    const all = (await index.search({ query: 'tone' })).nbHits;
    const en = await index.search({
      query: 'tone',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(en.nbHits).toBe(all - 1);
    const blogOnly = await index.search({ query: 'tone', facetFilters: ['docusaurus_tag:default'] });
    expect(blogOnly.hits.map((h) => h.objectID)).toEqual(['blog']);
  });

  it('escapes indexed text and the query: nothing runs as markup', async () => {
    const res = await index.search({
      query: '<img src=x onerror=alert(1)>',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:10'],
    });
    for (const h of res.hits) {
      expect(h._highlightResult.content?.value ?? '').not.toMatch(/<img|<script/);
      expect(h._snippetResult.content?.value ?? '').not.toMatch(/<img|<script/);
    }
    const xss = (await index.search({ query: 'hostile', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }))
      .hits[0];
    expect(xss._highlightResult.hierarchy.lvl1).toMatchObject({ value: 'Escaping &lt;script&gt;' });
    expect(highlight('<b>tone</b>', ['tone'], '<mark>', '</mark>').value).toBe('&lt;b&gt;<mark>tone</mark>&lt;/b&gt;');
  });

  it('cuts snippets to the requested number of words with an ellipsis', async () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve thirteen tone fifteen sixteen seventeen eighteen nineteen twenty';
    const s = snippet(text, ['tone'], 5, '<mark>', '</mark>', '…');
    expect(s.value.startsWith('…')).toBe(true);
    expect(s.value.endsWith('…')).toBe(true);
    expect(s.value.replace(/…/g, '').split(' ')).toHaveLength(5);
    expect(s.value).toContain('<mark>tone</mark>');
  });

  it('pages results and accepts both request shapes', async () => {
    const p1 = await index.search({ query: 'tone', hitsPerPage: 2, page: 1 });
    expect(p1.page).toBe(1);
    expect(p1.hits.length).toBeLessThanOrEqual(2);
    expect(normalizeRequests({ requests: [{ query: 'a' }] })).toEqual([{ query: 'a' }]);
    expect(normalizeRequests([{ indexName: 'x', params: { query: 'a' } }])).toEqual([
      { indexName: 'x', params: { query: 'a' } },
    ]);
    expect((await index.search({ indexName: 'x', params: { query: 'tone', hitsPerPage: 1 } })).hits).toHaveLength(1);
  });
});
