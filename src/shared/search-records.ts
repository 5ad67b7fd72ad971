// DocSearch hit shape, shared by the index builder and the in-browser search client.

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
