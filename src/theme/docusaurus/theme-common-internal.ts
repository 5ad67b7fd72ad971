// `@docusaurus/theme-common/internal`: the hooks of it that swizzled components use most, `useBlogPost()`
// (a BlogPostItem wrapper), `useDoc()` (a DocItem/Footer wrapper) and what an ejected DocBreadcrumbs calls,
// as the plugins' client modules answer them, and what a swizzled Navbar/Content imports from it
// (Docusaurus 3.0-3.5 had them here, later ones in theme-common).
import { useContext, type ReactNode } from 'react';
import { MobileMenuContext } from '../navbar-mobile-sidebar';
import { MobileSidebarPartsContext } from './Navbar/MobileSidebar/parts';
export { useBlogPost } from './blog-client';
export { useDoc, useDocsPreferredVersion, useDocsVersion, useSidebarBreadcrumbs } from './docs-client';
export { splitNavbarItems, useNavbarMobileSidebar, useThemeConfig, useWindowSize } from './theme-common';

/**
 * Docusaurus's hook for a navbar that hides on scroll, which swizzled Navbar parts import: our navbar hides
 * itself (`navbar.hideOnScroll`), so the ref does nothing and the navbar is reported visible.
 */
export function useHideableNavbar(_hideOnScroll?: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  return { navbarRef: () => {}, isNavbarVisible: true };
}

/**
 * `useHomePageRoute()`: the home page's route, which Docusaurus's DocBreadcrumbs checks before drawing its
 * home item. Every site built here has a home page (`/`, the site's own or ours).
 */
export function useHomePageRoute(): { path: string; exact: boolean } {
  return { path: '/', exact: true };
}

/**
 * `useNavbarSecondaryMenu()`, which a swizzled Navbar/MobileSidebar/Layout or SecondaryMenu reads: whether the
 * slide-out menu shows its secondary panel (the page's sidebar or post list), going back to the main one, and
 * `content`, that sidebar or list, which an ejected SecondaryMenu draws under its back button (null where the
 * site swizzles none of the menu's parts: nothing of ours reads it there).
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  const menu = useContext(MobileMenuContext);
  const content = useContext(MobileSidebarPartsContext)?.content ?? null;
  return { shown: menu?.showSecondary ?? false, hide: () => menu?.hideSecondary(), content };
}
