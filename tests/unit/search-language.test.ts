// Search terms by language: English words are stemmed (Porter), French words by the French Snowball
// stemmer once it is loaded (as the build does before indexing a locale and the browser before its
// first query), words of a language without a stemmer only lower-cased, never stemmed as English.
import { beforeAll, describe, expect, it } from 'vitest';
import { setQueryLanguage, stemsLanguage, toTerm } from '../../src/shared/search-terms';
import { hasStemmer, loadStemmer } from '../../src/shared/stemmers';
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

const termsOf = (files: Map<string, string>) =>
  [...files].filter(([n]) => /^t\d+\.json$/.test(n)).flatMap(([, t]) => JSON.parse(t).terms as string[]);

describe('search terms by language', () => {
  it('refuses to index French pages before the French stemmer is loaded', () => {
    expect(stemsLanguage('fr')).toBe(false);
    expect(() => buildIndexFiles([record('/fr/docs/a/', 'fr', 'Les chevaux.')])).toThrow(/fr stemmer is not loaded/);
  });

  describe('with the French stemmer loaded', () => {
    beforeAll(() => loadStemmer('fr-CA'));

    it('stems French words by French rules, English words by Porter', () => {
      expect(toTerm('configurations', 'en')).toBe('configur');
      expect(toTerm('configurations', 'en-GB')).toBe('configur');
      // French plural and derived forms meet, with their accents; Porter would leave "chevaux" as it is.
      expect(toTerm('chevaux', 'fr')).toBe('cheval');
      expect(toTerm('Cheval', 'fr')).toBe('cheval');
      expect(toTerm('Généraux', 'fr')).toBe('général');
      expect(toTerm('installateur', 'fr')).toBe(toTerm('installation', 'fr'));
      expect(toTerm('déploiement', 'fr-FR')).toBe(toTerm('déployer', 'fr'));
      expect(toTerm('installateur', 'en')).toBe('installateur');
    });

    it('only lower-cases words of a language without a stemmer', () => {
      expect(hasStemmer('ja')).toBe(false);
      expect(toTerm('Configurations', 'ja')).toBe('configurations');
      expect(toTerm('Installations', 'zh-Hans')).toBe('installations');
    });

    it('reads queries in the language the page sets', () => {
      setQueryLanguage('fr');
      expect(toTerm('chevaux')).toBe('cheval');
      setQueryLanguage('en');
      expect(toTerm('configurations')).toBe('configur');
      expect(toTerm('chevaux')).toBe('chevaux');
    });

    it("indexes each page's words in its own language", () => {
      const { files } = buildIndexFiles([
        record('/docs/a/', 'en', 'Many configurations.'),
        record('/fr/docs/a/', 'fr', 'Plusieurs chevaux généraux.'),
      ]);
      const terms = termsOf(files);
      expect(terms).toContain('configur');
      expect(terms).toContain('cheval');
      expect(terms).toContain('général');
      expect(terms).not.toContain('chevaux');
    });
  });
});
