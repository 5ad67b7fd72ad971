// `@docusaurus/theme-common`: the hooks and constants of Docusaurus's theme that sites' own components
// use, over our theme (colour mode, window size, theme config, the navbar's items and mobile menu).
import { Component, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useColorMode as useOurColorMode } from '../color-mode';
import { useWindowSize } from '../hooks';
import { useNavbarMobileSidebar } from '../navbar-mobile-sidebar';
import { site } from '../site';
import { PageHeadContext } from './page-head';

export { useWindowSize, useNavbarMobileSidebar };
// Docusaurus 3 exports the preferred docs version's hook here (a swizzled DocVersionBanner saves it on click).
export { useDocsPreferredVersion } from './docs-versions';

/**
 * The navbar's items as `[left, right]`, as a swizzled Navbar/Content splits them: an item without a
 * position is on the right (the config's items all have one: left unless written right).
 */
export function splitNavbarItems<T extends { position?: string }>(items: T[]): [T[], T[]] {
  const isLeft = (item: T) => (item.position ?? 'right') === 'left';
  return [items.filter(isLeft), items.filter((item) => !isLeft(item))];
}

/** Rethrows what its children throw as `onError(error)` (an error naming the navbar item that failed, with it as cause). */
export class ErrorCauseBoundary extends Component<
  { children?: ReactNode; onError: (error: Error) => Error },
  { error: Error | null }
> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (this.state.error) throw this.props.onError(this.state.error);
    return this.props.children;
  }
}

/** `{ colorMode, setColorMode }`: `setColorMode(null)` goes back to the system/default choice. */
export function useColorMode() {
  const { colorMode, choice, setChoice } = useOurColorMode();
  return {
    colorMode,
    colorModeChoice: choice === 'system' ? null : choice,
    setColorMode: (mode: 'light' | 'dark' | null) => setChoice(mode ?? 'system'),
    isDarkTheme: colorMode === 'dark',
  };
}

export function useThemeConfig() {
  // `tableOfContents`: Docusaurus's default levels, which an ejected TOCItems falls back to (our pages give theirs).
  return {
    navbar: site.navbar,
    footer: site.footer,
    colorMode: site.colorMode,
    prism: {},
    // `docs.sidebar`, which an ejected DocSidebar/Desktop destructures: `hideable` reads false, since the docs
    // page draws the fold button around the sidebar itself (src/theme/docs/HideableSidebar.tsx).
    docs: {
      versionPersistence: 'localStorage',
      sidebar: { hideable: false, autoCollapseCategories: Boolean(site.docsSidebar?.autoCollapseCategories) },
    },
    metadata: [],
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  };
}

export function usePrismTheme() {
  return { plain: {}, styles: [] };
}

export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Docusaurus adds the class to <html>; here the page's own markup carries its classes. */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return <>{children}</>;
}

/** Class names Docusaurus puts on its layouts, for sites' CSS selectors. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  // Docusaurus puts these on its navbar, main and footer; a swizzled Navbar/Content puts the navbar's on its item columns.
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
  },
  blog: {},
};

/**
 * A page's title, description, keywords and social image, as Docusaurus's `<PageMetadata>` sets them: the
 * title and description go to the page's <head> as `<Layout>`'s do; keywords and image are meta tags React
 * hoists into it.
 */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  useContext(PageHeadContext)?.({ title, description });
  const words = Array.isArray(keywords) ? keywords.join(',') : keywords;
  const imageUrl =
    image && image.startsWith('/') ? `${site.url.replace(/\/$/, '')}${site.baseUrl.replace(/\/$/, '')}${image}` : image;
  return (
    <>
      {words && <meta name="keywords" content={words} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </>
  );
}
