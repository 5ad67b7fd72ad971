// Table of contents (h2–h3 by default). On desktop it follows the reader: the heading being read is
// highlighted. On mobile it folds into an "On this page" toggle at the top of the article. A first visit
// keeps the server's markup and loads this code when the reader scrolls or reaches the TOC
// (src/theme/deferred-parts.ts).
import { useEffect, useState } from 'react';
import type { TocItem } from '../../shared/types';
import { translateMessage as t } from '../site';

function TocList({
  items,
  activeId,
  className = '',
}: {
  items: TocItem[];
  activeId?: string | null;
  className?: string;
}) {
  const min = Math.min(...items.map((i) => i.level));
  return (
    <ul className={`table-of-contents ${className}`}>
      {items.map((t) => (
        <li key={t.id} style={{ paddingInlineStart: `${(t.level - min) * 0.9}rem` }}>
          <a
            href={`#${t.id}`}
            className={`table-of-contents__link${activeId === t.id ? ' table-of-contents__link--active' : ''}`}
          >
            {t.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

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

export function DesktopTOC({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items.map((i) => i.id));
  return (
    <nav
      className="toc-desktop thin-scrollbar"
      aria-label={t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
    >
      <TocList items={items} activeId={active} className="table-of-contents__left-border" />
    </nav>
  );
}

export function MobileTOC({ items }: { items: TocItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`toc-mobile${open ? ' toc-mobile--open' : ''}`}>
      <button
        type="button"
        className="clean-btn toc-mobile__button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
      </button>
      {open && <TocList items={items} />}
    </div>
  );
}
