// One content record of a docs page, as the build writes it into a search index, for tests that
// build an index from a few pages of their own.
import type { SearchRecord } from '../../src/shared/search-records';

export function contentRecord(id: string, url: string, language: string, title: string, content: string): SearchRecord {
  return {
    objectID: id,
    url,
    url_without_anchor: url,
    anchor: null,
    hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    type: 'content',
    content,
    language,
    docusaurus_tag: 'docs-default-current',
    weight: 2,
  };
}
