// How text becomes search terms, the same at build time (the index) and in the browser (queries):
// lower case, then, for English, a Porter stem, so "spelling", "spelled" and "spell" meet, as do
// "deploy" and "deployment". Other languages are not stemmed (lower case only).
import { stemmer } from 'stemmer';

/** Words too common to narrow a search: left out of a query that has other words, so they never decide a result. */
export const STOP_WORDS = new Set(
  'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this those to us was we were what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** Splits text into words: letters, digits and underscores. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

const HAS_UPPER = /\p{Lu}/u;

/**
 * The words of indexed text: each word, and the parts of identifiers as words of their own, so
 * `prompt_injection` and `meaningScore` are found by "prompt injection" and "meaning score" (and as
 * typed).
 */
export function indexWords(text: string): string[] {
  const out: string[] = [];
  for (const token of text.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    out.push(token.toLowerCase());
    // Most words have neither an underscore nor a capital, and so no parts: the split (a lookbehind
    // per character) is only tried on the others.
    if (!token.includes('_') && !HAS_UPPER.test(token)) continue;
    const parts = token.split(/_+|(?<=\p{Ll})(?=\p{Lu})/u).filter(Boolean);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
  }
  return out;
}

/**
 * The language queries are read in when none is given: the page's locale (the browser sets it once, a
 * page being in one locale; src/search/search-client.ts). The index names each page's language itself.
 */
let queryLanguage = 'en';
export function setQueryLanguage(language: string): void {
  queryLanguage = language;
}

/** Whether words of this language are stemmed: the Porter stemmer is English's, so only English is. */
export function stemsLanguage(language: string): boolean {
  return language.split('-')[0]!.toLowerCase() === 'en';
}

/**
 * One word as an index term, in `language` (a locale name or BCP 47 tag). Digits and very short words
 * are kept as they are; English words are stemmed (Porter), words of other languages only lower-cased:
 * never English stemming of French.
 */
export function toTerm(word: string, language = queryLanguage): string {
  const lower = word.toLowerCase();
  return lower.length > 3 && stemsLanguage(language) && /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
}
