// Table of contents (h2–h3 by default), with Docusaurus's props (`toc`, `minHeadingLevel`,
// `maxHeadingLevel`, `className`): the pages draw `DesktopTOC` as `@theme/TOC` and `MobileTOC` as
// `@theme/TOCCollapsible` (src/theme/docusaurus/), so a site's swizzled ones draw in their place and
// `@theme-original/TOC` reaches ours. On desktop it follows the reader: the heading being read is
// highlighted. On mobile it folds into an "On this page" toggle at the top of the article. The list is
// `@theme/TOCItems` (./TOCItems.tsx, or a site's own). A first visit keeps the server's markup and loads this
// code when the reader scrolls or reaches the TOC (src/theme/deferred-parts.ts).
import { useState } from 'react';
import TOCItems from '@theme/TOCItems';
import type { TocItem } from '../../shared/types';
import { translateMessage as t } from '../site';

export interface TOCProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export function DesktopTOC({ className, ...props }: TOCProps) {
  return (
    <nav
      className={`toc-desktop thin-scrollbar${className ? ` ${className}` : ''}`}
      aria-label={t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
    >
      <TOCItems {...props} linkActiveClassName="table-of-contents__link--active" />
    </nav>
  );
}

export function MobileTOC({ className, ...props }: TOCProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`toc-mobile${open ? ' toc-mobile--open' : ''}${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className="clean-btn toc-mobile__button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
      </button>
      {open && <TOCItems {...props} className="table-of-contents" />}
    </div>
  );
}
