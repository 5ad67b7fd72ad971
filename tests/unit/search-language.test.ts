// Search terms by language: English words are stemmed (Porter), other languages' words only lower-cased,
// at index time (each page in its locale's language) and for queries (the page's locale).
import { describe, expect, it } from 'vitest';
import { setQueryLanguage, toTerm } from '../../src/shared/search-terms';
import { buildIndexFiles } from '../../prerender/search/index-files';
import type { SearchRecord } from '../../src/shared/search-records';

const record = (url: string, language: string, content: string): SearchRecord =>
  ({
    objectID: url,
    url,
    url_without_anchor: url,
    anchor: null,
    hierarchy: { lvl0: 'Docs', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    type: 'content',
    content,
    language,
    docusaurus_tag: 'default',
    weight: 2,
  }) as SearchRecord;

describe('search terms by language', () => {
  it('stems English words and never stems French ones', () => {
    expect(toTerm('configurations', 'en')).toBe('configur');
    expect(toTerm('configurations', 'en-GB')).toBe('configur');
    expect(toTerm('configurations', 'fr')).toBe('configurations');
    expect(toTerm('Installateur', 'fr')).toBe('installateur');
  });

  it('reads queries in the language the page sets', () => {
    setQueryLanguage('fr');
    expect(toTerm('configurations')).toBe('configurations');
    setQueryLanguage('en');
    expect(toTerm('configurations')).toBe('configur');
  });

  it("indexes each page's words in its own language", () => {
    const { files } = buildIndexFiles([
      record('/docs/a/', 'en', 'Many configurations.'),
      record('/fr/docs/a/', 'fr', 'Plusieurs configurations.'),
    ]);
    const terms = [...files].filter(([n]) => /^t\d+\.json$/.test(n)).flatMap(([, t]) => JSON.parse(t).terms);
    expect(terms).toContain('configur');
    expect(terms).toContain('configurations');
  });
});
