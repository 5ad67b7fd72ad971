// How text becomes search terms, the same at build time (the index) and in the browser (queries):
// lower case, then a stem of the word's language, so "spelling", "spelled" and "spell" meet, as do
// "deploy" and "deployment" (English: Porter) or "installer" and "installation" (French). Stemmers of
// other languages than English are registered once loaded (./stemmers.ts); a language without one is
// not stemmed (lower case only), never stemmed as English.
import { stemmer } from 'stemmer';

/** Words too common to narrow a search: left out of a query that has other words, so they never decide a result. */
export const STOP_WORDS = new Set(
  'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this those to us was we were what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** Languages written without spaces between words (or with particles joined to them): split by Intl.Segmenter. */
const SEGMENTED = new Set(['ja', 'zh', 'ko', 'th', 'lo', 'km', 'my']);

/** A run of letters in a script written without spaces (Han, Hiragana, Katakana, Hangul, Thai, Lao, Khmer, Myanmar). */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const segmenters = new Map<string, Intl.Segmenter>();

/** Whether a word is in a script written without spaces: found inside longer runs of text, not only at their start. */
export function isUnspaced(word: string): boolean {
  return UNSPACED.test(word);
}

/** Whether words of `language` are split by the built-in word segmenter (Japanese, Chinese, Korean, Thai, …). */
export function segmentsLanguage(language: string): boolean {
  return SEGMENTED.has(stemmerLanguage(language));
}

/**
 * The words of `token` (letters, digits and underscores with no space) in `language`: itself, or, for a
 * language written without spaces, the words Intl.Segmenter finds in it (its dictionary of the language:
 * "設定ファイルを編集する" is 設定, ファイル, を, 編集, する), the same at index and query time.
 */
function segment(token: string, language: string): string[] {
  if (!UNSPACED.test(token)) return [token];
  let s = segmenters.get(language);
  if (!s) segmenters.set(language, (s = new Intl.Segmenter(language, { granularity: 'word' })));
  const out: string[] = [];
  for (const part of s.segment(token)) if (part.isWordLike) out.push(part.segment);
  return out.length ? out : [token];
}

/** Splits text into words: letters, digits and underscores, runs of Japanese, Chinese, … split into their words. */
export function words(text: string, language = queryLanguage): string[] {
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return segmentsLanguage(language) ? tokens.flatMap((t) => segment(t, language)) : tokens;
}

const HAS_UPPER = /\p{Lu}/u;

/**
 * The words of indexed text: each word, and the parts of identifiers as words of their own, so
 * `prompt_injection` and `meaningScore` are found by "prompt injection" and "meaning score" (and as
 * typed).
 */
export function indexWords(text: string, language = queryLanguage): string[] {
  const out: string[] = [];
  const tokens = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  for (const token of segmentsLanguage(language) ? tokens.flatMap((t) => segment(t, language)) : tokens) {
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

/** The language whose stemmer applies to a locale name or BCP 47 tag: its first subtag, lower case. */
export function stemmerLanguage(language: string): string {
  return language.split(/[-_]/)[0]!.toLowerCase();
}

const stemmers = new Map<string, (word: string) => string>([['en', stemmer]]);

/** Makes `stem` the stemmer of a language (by its first subtag: ./stemmers.ts loads them). */
export function registerStemmer(language: string, stem: (word: string) => string): void {
  stemmers.set(stemmerLanguage(language), stem);
}

/** Whether words of this language are stemmed now: English always, others once their stemmer is registered. */
export function stemsLanguage(language: string): boolean {
  return stemmers.has(stemmerLanguage(language));
}

/**
 * One word as an index term, in `language` (a locale name or BCP 47 tag). Digits and very short words
 * are kept as they are; words are stemmed by their language's stemmer when it has one (English: Porter,
 * only for words of a-z), else only lower-cased: never English stemming of French.
 */
export function toTerm(word: string, language = queryLanguage): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3) return lower;
  const base = stemmerLanguage(language);
  const stem = stemmers.get(base);
  if (!stem) return lower;
  if (base === 'en') return /^[a-z]+$/.test(lower) ? stem(lower) : lower;
  return /^\p{L}+$/u.test(lower) ? stem(lower) : lower;
}
