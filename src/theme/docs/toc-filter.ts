// The headings a table of contents lists: shared by the TOC (./TOC.tsx, a deferred part the first visit
// does not load: src/theme/deferred-parts.ts), the pages that draw it and an inline TOC.
import type { TocItem } from '../../shared/types';

export function filterToc(toc: TocItem[], min: number, max: number): TocItem[] {
  return toc.filter((t) => t.level >= min && t.level <= max);
}
