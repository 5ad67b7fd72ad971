// The navbar's frame (Docusaurus's `Navbar/Layout`): the `<nav>` with hide-on-scroll, the backdrop and, below
// 997 px, the slide-out menu with the main menu and, on docs and blog pages, the secondary menu.
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '../app/router';
import { NavbarMobileSidebarContext } from './navbar-mobile-sidebar';
import { site, translateMessage as t } from './site';
import { useWindowSize } from './hooks';
import { loadDeferredParts } from '../app/deferred';
import { NavbarPageContext } from './docusaurus/navbar-page';

function useHideOnScroll(enabled: boolean, navRef: React.RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  const { hash, pathname } = useLocation();
  const ignoreNext = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    if (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) {
      setHidden(true);
      ignoreNext.current = true;
    } else setHidden(false);
  }, [enabled, hash, pathname]);
  useEffect(() => {
    if (!enabled) return;
    const height = navRef.current?.offsetHeight ?? 60;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < height) setHidden(false);
      else if (ignoreNext.current) ignoreNext.current = false;
      else if (last.current && y >= last.current) setHidden(true);
      else if (y + window.innerHeight < document.documentElement.scrollHeight - height) setHidden(false);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navRef]);
  return hidden;
}

// The slide-out menu is drawn only below the breakpoint, after hydration: its code loads then (with the
// deferred parts its items draw, src/app/deferred.tsx), and never on a desktop-wide window.
const MobileMenu = lazy(() => Promise.all([import('./MobileMenu'), loadDeferredParts()]).then(([m]) => m));

/**
 * The navbar's frame (Docusaurus's `Navbar/Layout`): the `<nav>` with hide-on-scroll, the backdrop and, below
 * the breakpoint, the slide-out menu, around `children` (the content). Inside our navbar, which provides the
 * page and the mobile menu's state; drawn as `@theme/Navbar/Layout`, so a site's swizzled one draws there.
 */
export function NavbarLayout({ children }: { children?: ReactNode }) {
  const page = useContext(NavbarPageContext);
  const { shown: open, toggle } = useContext(NavbarMobileSidebarContext);
  const size = useWindowSize();
  const navRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll, navRef);
  // Closed by the reader (close button, Escape, backdrop, Back): focus returns to the toggle (wherever the
  // content draws it). Closed by a navigation, focus goes where the new page puts it.
  const close = useCallback(() => {
    if (open) toggle();
    navRef.current?.querySelector<HTMLElement>('.navbar__toggle')?.focus();
  }, [open, toggle]);

  return (
    <nav
      ref={navRef}
      aria-label={t('theme.NavBar.navAriaLabel', 'Main')}
      className={`navbar navbar--fixed-top${site.navbar.style ? ` navbar--${site.navbar.style}` : ''}${open ? ' navbar-sidebar--show' : ''}${site.navbar.hideOnScroll ? ' navbar--hideable' : ''}${hidden ? ' navbar--hidden' : ''}`}
    >
      {children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      {size === 'mobile' && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={close} page={page} />
        </Suspense>
      )}
    </nav>
  );
}
