// `@theme/TOCItems`: the list of a table of contents, with Docusaurus's props. The desktop table of contents
// and the "On this page" toggle (./TOC.tsx) draw it through `@theme/TOCItems`, so a site's swizzled
// `src/theme/TOCItems` draws there, and an ejected `src/theme/TOC` (Docusaurus's own, a line added) draws
// ours. `toc` is the headings; those outside `minHeadingLevel`…`maxHeadingLevel` are left out (our pages give
// the headings they show, their `toc_min_heading_level`/`toc_max_heading_level` applied, and no levels).
// With `linkActiveClassName`, the heading being read gets it, as Docusaurus's `useTOCHighlight` does.
import { useEffect, useState } from 'react';
import type { TocItem } from '../../shared/types';

/** The heading being read: the last one above the upper half of the viewport (below the navbar). */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!ids.length) return;
    const update = () => {
      const offset = document.querySelector('.navbar')?.clientHeight ?? 0;
      const anchors = ids.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => Boolean(e));
      const nextIndex = anchors.findIndex((a) => a.getBoundingClientRect().top >= offset);
      let current: HTMLElement | undefined;
      if (nextIndex === -1) current = anchors[anchors.length - 1];
      else {
        const next = anchors[nextIndex];
        const r = next.getBoundingClientRect();
        current = r.top > 0 && r.bottom < window.innerHeight / 2 ? next : anchors[nextIndex - 1];
      }
      setActive(current?.id ?? null);
    };
    update();
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids.join('|')]); // eslint-disable-line react-hooks/exhaustive-deps
  return active;
}

export interface TOCItemsProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  linkActiveClassName?: string;
}

export default function TOCItems({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
}: TOCItemsProps) {
  // Our pages give the headings they show (their levels applied) and no levels; a swizzle may give its own.
  const items = toc.filter((t) => t.level >= (minHeadingLevel ?? 1) && t.level <= (maxHeadingLevel ?? 6));
  const active = useActiveHeading(linkActiveClassName ? items.map((i) => i.id) : []);
  if (!items.length) return null;
  const min = Math.min(...items.map((i) => i.level));
  return (
    <ul className={className}>
      {items.map((t) => (
        <li key={t.id} style={{ paddingInlineStart: `${(t.level - min) * 0.9}rem` }}>
          <a
            href={`#${t.id}`}
            className={[linkClassName, active === t.id && linkActiveClassName].filter(Boolean).join(' ') || undefined}
          >
            {t.value}
          </a>
        </li>
      ))}
    </ul>
  );
}
