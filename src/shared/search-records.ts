// DocSearch hit shape, shared by the index builder and the in-browser search client.
import { indexWords, toTerm, words } from './search-terms';

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  /** Text of a block; on a page's lvl1 record, the page description (searched, shown on the search page). */
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  language: string;
  docusaurus_tag: string;
  /** 0 = page title, 1 = heading, 2 = body text: ranks titles above headings above text. */
  weight: number;
}

/**
 * The fields of a record in the offline index: `title` is the page title (page records only),
 * `headings` the record's own heading, `content` its text (or, on page records, the description).
 */
export const MINISEARCH_OPTIONS = {
  idField: 'objectID',
  fields: ['title', 'headings', 'content'],
  storeFields: [] as string[],
  tokenize: (text: string) => indexWords(text),
  processTerm: (term: string) => toTerm(term),
  // A query word is looked up as typed; the index also holds the parts of identifiers.
  searchOptions: { tokenize: (text: string) => words(text) },
};
