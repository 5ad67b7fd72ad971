// How text becomes search terms, the same at build time (the index) and in the browser (queries):
// lower case, then an English Porter stem, so "spelling", "spelled" and "spell" meet, as do
// "deploy" and "deployment".
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

/** One word as an index term. Digits and very short words are kept as they are. */
export function toTerm(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 3 && /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
}
