// The navbar: brand, left and right items, colour toggle and search; below 997 px a hamburger opens
// the slide-out menu with the main menu and, on docs and blog pages, the secondary menu.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../app/router';
import type { RouteData } from '../shared/types';
import { NavbarItem } from './NavbarItem';
// A Docusaurus site's swizzled ColorModeToggle, else ours (prerender/docusaurus/aliases.ts).
import ColorModeToggle from '@theme/ColorModeToggle';
import { site, translateMessage as t } from './site';
import { useWindowSize } from './hooks';
import { loadDeferredParts } from '../app/deferred';
// And its Navbar/Logo (the brand: logo and title, linking home), else ours (./NavbarLogo.tsx).
import NavbarLogo from '@theme/Navbar/Logo';
// `@theme/SearchBar`: a Docusaurus site's swizzled one when it has it (prerender/docusaurus/aliases.ts), else our search box.
import SearchBar from '@theme/SearchBar';

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
const MobileMenu = lazy(() =>
  Promise.all([import('./MobileMenu'), loadDeferredParts()]).then(([m]) => ({ default: m.MobileMenu })),
);

/** `page`: the page shown, whose sidebar (docs) or post list (blog) the drawer's secondary menu shows. */
export function Navbar({ page }: { page?: RouteData }) {
  const [open, setOpen] = useState(false);
  const size = useWindowSize();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll, navRef);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Closed by the reader (close button, Escape, backdrop, Back): focus returns to the toggle. Closed
  // by a navigation, focus goes where the new page puts it.
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (size === 'desktop') setOpen(false);
  }, [size]);
  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = 'visible';
      window.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav
      ref={navRef}
      aria-label={t('theme.NavBar.navAriaLabel', 'Main')}
      className={`navbar navbar--fixed-top${site.navbar.style ? ` navbar--${site.navbar.style}` : ''}${open ? ' navbar-sidebar--show' : ''}${site.navbar.hideOnScroll ? ' navbar--hideable' : ''}${hidden ? ' navbar--hidden' : ''}`}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            ref={toggleRef}
            className="navbar__toggle clean-btn"
            aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
              <path
                stroke="currentColor"
                strokeLinecap="round"
                strokeMiterlimit="10"
                strokeWidth="2"
                d="M4 7h22M4 15h22M4 23h22"
              />
            </svg>
          </button>
          <NavbarLogo />
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
          <ColorModeToggle className="navbar__color-toggle" />
          <SearchBar />
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      {size === 'mobile' && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={close} page={page} brand={<NavbarLogo />} />
        </Suspense>
      )}
    </nav>
  );
}
