import { useContext, type ReactNode } from 'react';
import type { DocRouteInfo, RouteData, SidebarItem } from '../../shared/types';
import { useLoadedModule, useLoadedSidebar } from '../../app/route-cache';
import { Link } from '../Link';
// A Docusaurus site's swizzled DocSidebar (a banner above @theme-original/DocSidebar), else ours.
import DocSidebar from '@theme/DocSidebar';
import { filterToc } from './toc-filter';
import { MdxContent } from '../mdx/MdxContent';
import { CopyPageMenu } from '../deferred-parts';
// A Docusaurus site's swizzled TOC and TOCCollapsible (a wrapper around @theme-original/TOC), else ours.
import { DesktopTOC, MobileTOC } from '@theme-bridge/TOC';
import { DocContext } from './DocItemFooter';
import { HideableSidebar } from './HideableSidebar';
// A Docusaurus site's swizzled DocItem/Footer, else ours (prerender/docusaurus/aliases.ts).
import DocFooter from '@theme/DocItem/Footer';
// And its DocItem/Layout (the page's column and table of contents), else ours: DocItemLayoutView below.
import DocItemLayout from '@theme/DocItem/Layout';
// And its DocItem/Content (the Markdown column: the title, then the page's content), else ours.
import DocItemContent from '@theme/DocItem/Content';
// And its DocBreadcrumbs (above the page), else ours: Breadcrumbs below.
import { Breadcrumbs as DocBreadcrumbs } from '@theme-bridge/DocBreadcrumbs';
// And its DocVersionBanner (above the page) and DocItem/Paginator (after it), else ours (./DocVersionBanner.tsx).
import DocVersionBanner from '@theme/DocVersionBanner';
import DocItemPaginator from '@theme/DocItem/Paginator';
import { DocVersionBanner as OurVersionBanner } from './DocVersionBanner';
import { translateMessage as t } from '../site';

/**
 * Our breadcrumbs. The layout below draws the `Breadcrumbs` of `@theme-bridge/DocBreadcrumbs`, which is this
 * module itself, or for a site that swizzles `DocBreadcrumbs` or its home item, its `@theme/DocBreadcrumbs`
 * (src/theme/docusaurus/DocBreadcrumbsBridge.tsx; prerender/docusaurus/aliases.ts).
 */
export function Breadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')} className="breadcrumbs-nav">
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link to="/" className="breadcrumbs__link" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </Link>
        </li>
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

/**
 * Whether the column draws `@theme/DocVersionBanner`: always when it is a site's own (a wrapper draws on every
 * docs page, as in Docusaurus); ours only on a versioned page, so a page without a version keeps the element
 * tree it had before (and the ids React derives from it).
 */
const drawsBanner = (doc: DocRouteInfo) => Boolean(doc.version) || DocVersionBanner !== OurVersionBanner;

/**
 * The docs page's column (version banner, breadcrumbs, the content, its footer, pagination) and its table
 * of contents, as Docusaurus's `@theme/DocItem/Layout` draws them; `children` is the page's content. The
 * page renders it as `@theme/DocItem/Layout` (src/theme/docusaurus/DocItem/Layout.tsx), so a site's
 * swizzled one (a wrapper adding comments after `@theme-original/DocItem/Layout`) draws in its place.
 */
export function DocItemLayoutView({ children }: { children?: ReactNode }) {
  // Inside DocPage's DocContext: the docs page being drawn.
  const data = useContext(DocContext)!;
  const doc = data.doc!;
  const sidebar = useLoadedSidebar<SidebarItem[]>(data.sidebarUrl);
  const toc = doc.hideTableOfContents ? [] : filterToc(data.toc ?? [], doc.tocMin, doc.tocMax);
  const article = (
    <article>
      <div className="doc-header-row">
        {sidebar && doc.breadcrumbs.length > 0 && <DocBreadcrumbs items={doc.breadcrumbs} />}
        <CopyPageMenu route={data.path} />
      </div>
      {/* The version badge under the breadcrumbs, above the page, as Docusaurus's DocItem draws it. */}
      {doc.version?.badge && (
        <span className="theme-doc-version-badge badge badge--secondary">
          {t('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: doc.version.label })}
        </span>
      )}
      {toc.length > 0 && <MobileTOC toc={toc} />}
      <DocItemContent>{children}</DocItemContent>
      <DocFooter />
    </article>
  );
  return (
    <div className="row">
      <div
        className={`col doc-col${toc.length ? ' doc-col--with-toc' : ''}${doc.hideTableOfContents ? '' : ' doc-col--toc-allowed'}`}
      >
        {drawsBanner(doc) ? (
          <>
            <DocVersionBanner />
            {article}
          </>
        ) : (
          article
        )}
        <DocItemPaginator />
      </div>
      {toc.length > 0 && (
        <div className="col toc-col">
          <DesktopTOC toc={toc} />
        </div>
      )}
    </div>
  );
}

export function DocPage({ data }: { data: RouteData }) {
  const mod = useLoadedModule(data.module!);
  const sidebar = useLoadedSidebar<SidebarItem[]>(data.sidebarUrl);
  return (
    <DocContext.Provider value={data}>
      <div className={`docs-wrapper${sidebar ? ' docs-wrapper--sidebar' : ' docs-wrapper--no-sidebar'}`}>
        {sidebar &&
          // The foldable column only in the bundle of a site with `docsSidebar.hideable` (HideableSidebar.tsx).
          (__DOCS_SIDEBAR_HIDEABLE__ ? (
            <HideableSidebar sidebar={sidebar} path={data.path} sidebarUrl={data.sidebarUrl} />
          ) : (
            <aside className="doc-sidebar">
              <DocSidebar sidebar={sidebar} path={data.path} />
            </aside>
          ))}
        <main id="__main" className="docs-main" tabIndex={-1}>
          <div className="container docs-container">
            <DocItemLayout>{mod && <MdxContent module={mod} />}</DocItemLayout>
          </div>
        </main>
      </div>
    </DocContext.Provider>
  );
}
