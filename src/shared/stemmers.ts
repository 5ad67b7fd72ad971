// Stemmers of languages other than English, from @orama/stemmers (Snowball algorithms, one module per
// language): loaded only for the language in use, so a French reader's first search downloads the
// French stemmer alone, and the build loads each locale's before indexing its pages. A language not
// listed here is not stemmed (words only lower-cased). English keeps the Porter stemmer of
// ./search-terms.ts.
import { registerStemmer, stemmerLanguage } from './search-terms';

type StemmerModule = { stemmer: (word: string) => string };

/** By ISO 639-1 code (a locale's first subtag). Literal imports: the bundler makes one chunk of each. */
const STEMMERS: Record<string, () => Promise<StemmerModule>> = {
  ar: () => import('@orama/stemmers/arabic'),
  bg: () => import('@orama/stemmers/bulgarian'),
  da: () => import('@orama/stemmers/danish'),
  de: () => import('@orama/stemmers/german'),
  el: () => import('@orama/stemmers/greek'),
  es: () => import('@orama/stemmers/spanish'),
  fi: () => import('@orama/stemmers/finnish'),
  fr: () => import('@orama/stemmers/french'),
  ga: () => import('@orama/stemmers/irish'),
  hi: () => import('@orama/stemmers/indian'),
  hu: () => import('@orama/stemmers/hungarian'),
  hy: () => import('@orama/stemmers/armenian'),
  id: () => import('@orama/stemmers/indonesian'),
  it: () => import('@orama/stemmers/italian'),
  lt: () => import('@orama/stemmers/lithuanian'),
  nb: () => import('@orama/stemmers/norwegian'),
  ne: () => import('@orama/stemmers/nepali'),
  nl: () => import('@orama/stemmers/dutch'),
  nn: () => import('@orama/stemmers/norwegian'),
  no: () => import('@orama/stemmers/norwegian'),
  pt: () => import('@orama/stemmers/portuguese'),
  ro: () => import('@orama/stemmers/romanian'),
  ru: () => import('@orama/stemmers/russian'),
  sr: () => import('@orama/stemmers/serbian'),
  sv: () => import('@orama/stemmers/swedish'),
  ta: () => import('@orama/stemmers/tamil'),
  tr: () => import('@orama/stemmers/turkish'),
  uk: () => import('@orama/stemmers/ukrainian'),
};

/** Whether words of `language` (a locale name or BCP 47 tag) are stemmed once its stemmer is loaded. */
export function hasStemmer(language: string): boolean {
  const base = stemmerLanguage(language);
  return base === 'en' || base in STEMMERS;
}

/**
 * Loads and registers the stemmer of `language`, when it has one (English's is always there). Resolves
 * once toTerm() stems that language's words; rejects when the stemmer's code cannot be loaded.
 */
export async function loadStemmer(language: string): Promise<void> {
  const base = stemmerLanguage(language);
  const load = STEMMERS[base];
  if (load) registerStemmer(base, (await load()).stemmer);
}
