// `@theme/DocBreadcrumbs` (no props, as in Docusaurus): a docs page's breadcrumbs, none on a page outside a
// sidebar or with `breadcrumbs: false`. The markup of DocPage.tsx's Breadcrumbs, with the home item drawn as
// `@theme/DocBreadcrumbs/Items/Home`. Bundled only for a site that swizzles `DocBreadcrumbs` (whose wrapper
// reaches this one as `@theme-original/DocBreadcrumbs`) or its home item: the docs layout then draws
// `@theme/DocBreadcrumbs` (src/theme/docusaurus/DocBreadcrumbsBridge.tsx); other sites get DocPage.tsx's Breadcrumbs.
import { useContext } from 'react';
import type { SidebarItem } from '../../shared/types';
import { useLoadedSidebar } from '../../app/route-cache';
import { Link } from '../Link';
import { translateMessage as t } from '../site';
import { DocContext } from './DocItemFooter';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';

export default function DocBreadcrumbs() {
  // Inside DocPage's DocContext: the docs page being drawn.
  const data = useContext(DocContext)!;
  const items = data.doc!.breadcrumbs;
  const sidebar = useLoadedSidebar<SidebarItem[]>(data.sidebarUrl);
  if (!sidebar || !items.length) return null;
  return (
    <nav aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')} className="breadcrumbs-nav">
      <ul className="breadcrumbs">
        <HomeBreadcrumbItem />
        {items.map((b, i) => {
          const last = i === items.length - 1;
          return (
            <li
              key={i}
              className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}
              aria-current={last ? 'page' : undefined}
            >
              {b.href && !last ? (
                <Link to={b.href} className="breadcrumbs__link">
                  {b.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{b.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
