// The docs sidebar column of a site with `docsSidebar.hideable` (Docusaurus's `themeConfig.docs.sidebar
// .hideable`): a button at its foot folds it to a thin bar, which unfolds it again. Folded stays folded
// from page to page while the reader stays in that sidebar; another sidebar opens unfolded, as in
// Docusaurus. Only in the bundle of a site that sets it (`__DOCS_SIDEBAR_HIDEABLE__`, DocPage.tsx); the
// styles are inline so a site without it ships no extra CSS.
import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { SidebarItem } from '../../shared/types';
import { site, translateMessage as t } from '../site';
// A Docusaurus site's swizzled DocSidebar, else ours (DocPage.tsx).
import DocSidebar from '@theme/DocSidebar';

/** The sidebar (its data URL) the reader folded; in memory, as Docusaurus keeps it. */
let foldedSidebar: string | undefined;

const FOLDED_WIDTH = '30px';
const column: CSSProperties = {
  position: 'sticky',
  top: 'var(--navbar-height)',
  height: 'calc(100vh - var(--navbar-height))',
  display: 'flex',
  flexDirection: 'column',
};

function Chevrons({ double }: { double?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={double ? 'M10 5l-5 5 5 5M16 5l-5 5 5 5' : 'M7 5l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HideableSidebar({
  sidebar,
  path,
  sidebarUrl,
}: {
  sidebar: SidebarItem[];
  path: string;
  sidebarUrl: string | undefined;
}) {
  const hideable = Boolean(site.docsSidebar?.hideable);
  const [folded, setFolded] = useState(() => hideable && foldedSidebar !== undefined && foldedSidebar === sidebarUrl);
  // Another sidebar: unfolded, and coming back to this one later opens it unfolded too.
  useEffect(() => {
    if (foldedSidebar !== undefined && foldedSidebar !== sidebarUrl) {
      foldedSidebar = undefined;
      setFolded(false);
    }
  }, [sidebarUrl]);
  const fold = (to: boolean) => {
    foldedSidebar = to ? sidebarUrl : undefined;
    setFolded(to);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fold(false);
    }
  };
  // The dev server's bundle has this column for every site: one that does not set the option gets the plain one.
  if (!hideable)
    return (
      <aside className="doc-sidebar">
        <DocSidebar sidebar={sidebar} path={path} />
      </aside>
    );
  const expand = t('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar');
  const collapse = t('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar');
  return (
    <aside
      className={`doc-sidebar doc-sidebar--hideable${folded ? ' doc-sidebar--hidden' : ''}`}
      style={{ transition: 'width 200ms ease', ...(folded ? { width: FOLDED_WIDTH } : {}) }}
    >
      <div style={folded ? undefined : column} hidden={folded}>
        <DocSidebar sidebar={sidebar} path={path} isHidden={folded} onCollapse={() => fold(true)} />
        <button
          type="button"
          className="button button--secondary button--outline doc-sidebar__collapse"
          title={collapse}
          aria-label={t('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
          style={{
            marginTop: 'auto',
            borderRadius: 0,
            borderWidth: '1px 0 0',
            borderColor: 'var(--ifm-toc-border-color, var(--border))',
            display: 'flex',
            justifyContent: 'center',
          }}
          onClick={() => fold(true)}
        >
          <Chevrons double />
        </button>
      </div>
      {folded && (
        <div
          role="button"
          tabIndex={0}
          className="doc-sidebar__expand"
          title={expand}
          aria-label={t('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}
          style={{ ...column, alignItems: 'center', justifyContent: 'center', cursor: 'pointer' }}
          onClick={() => fold(false)}
          onKeyDown={onKey}
        >
          <Chevrons />
        </div>
      )}
    </aside>
  );
}
