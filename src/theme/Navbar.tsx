// The navbar: brand, left and right items, colour toggle and search; below 997 px a hamburger opens
// the slide-out menu with the main menu and, on docs and blog pages, the secondary menu.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useBlocker, useLocation } from '../app/router';
import { Link } from './Link';
import { NavbarItem } from './NavbarItem';
import { ColorModeToggle } from './ColorModeToggle';
import { SearchButton } from '../search/SearchButton';
import { site, translateMessage as t } from './site';
import { useWindowSize } from './hooks';

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

function Brand() {
  return (
    <Link to="/" className="navbar__brand">
      {site.navbar.logo && (
        <img className="navbar__logo" src={site.navbar.logo.src} alt={site.navbar.logo.alt} width="32" height="32" />
      )}
      <b className="navbar__title">{site.navbar.title}</b>
    </Link>
  );
}

/** What Tab can reach inside `root`: visible, not inert. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);
}

/**
 * Browser Back while the drawer is open closes the drawer and stays on the page (the router
 * restores the address). Only rendered in the browser: the server has no history to block.
 */
function useCloseOnBack(open: boolean, onClose: () => void) {
  // Read through a ref updated in a layout effect: it runs in the same task as the commit, so the
  // check sees this render's `open` before the router's blocker effect is re-registered.
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  const blocker = useBlocker(({ historyAction }) => openRef.current && historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onClose();
  }, [blocker, onClose]);
}

/** A modal dialog: Tab and Shift+Tab wrap around inside it. */
function trapTab(e: React.KeyboardEvent, panel: HTMLElement | null) {
  if (e.key !== 'Tab' || !panel) return;
  const items = tabbables(panel);
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (e.shiftKey && at <= 0) {
    e.preventDefault();
    items.at(-1)?.focus();
  } else if (!e.shiftKey && at === items.length - 1) {
    e.preventDefault();
    items[0]?.focus();
  }
}

function MobileMenuHead({ onClose }: { onClose: () => void }) {
  return (
    <div className="navbar-sidebar__brand">
      <Brand />
      <ColorModeToggle className="margin-right--md" />
      <button
        type="button"
        className="clean-btn navbar-sidebar__close"
        aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar')}
        onClick={onClose}
      >
        <svg viewBox="0 0 15 15" width="20" height="20" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="1.5" d="M1 1l13 13M14 1L1 14" />
        </svg>
      </button>
    </div>
  );
}

function MobileMenu({ open, onClose, secondary }: { open: boolean; onClose: () => void; secondary?: ReactNode }) {
  const [showSecondary, setShowSecondary] = useState(Boolean(secondary));
  const hasSecondary = Boolean(secondary);
  useEffect(() => {
    // The page's own menu is what a reader opening the drawer on a docs page usually wants.
    if (open) setShowSecondary(hasSecondary);
  }, [open, hasSecondary]);
  const panelRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [open]);
  useCloseOnBack(open, onClose);
  const backToMain = () => {
    // The back button becomes inert with its panel: move focus to the main menu first.
    flushSync(() => setShowSecondary(false));
    if (mainRef.current) tabbables(mainRef.current)[0]?.focus();
  };
  return (
    <div
      className="navbar-sidebar"
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('theme.navbar.mobileSidebar.ariaLabel', 'Navigation menu')}
      hidden={!open}
      onKeyDown={(e) => trapTab(e, panelRef.current)}
    >
      <MobileMenuHead onClose={onClose} />
      <div className={`navbar-sidebar__items${showSecondary ? ' navbar-sidebar__items--show-secondary' : ''}`}>
        <div className="navbar-sidebar__item menu" ref={mainRef} inert={showSecondary || undefined}>
          <ul className="menu__list">
            {site.navbar.items.map((item, i) => (
              <NavbarItem key={i} item={item} mobile onNavigate={onClose} />
            ))}
          </ul>
        </div>
        <div className="navbar-sidebar__item menu" inert={!showSecondary || undefined}>
          {hasSecondary && (
            <>
              <button type="button" className="clean-btn navbar-sidebar__back" onClick={backToMain}>
                {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
              </button>
              {secondary}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export function Navbar({ secondary }: { secondary?: ReactNode }) {
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
      className={`navbar navbar--fixed-top${open ? ' navbar-sidebar--show' : ''}${site.navbar.hideOnScroll ? ' navbar--hideable' : ''}${hidden ? ' navbar--hidden' : ''}`}
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
          <Brand />
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
          <ColorModeToggle className="navbar__color-toggle" />
          <SearchButton />
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      {size === 'mobile' && <MobileMenu open={open} onClose={close} secondary={secondary} />}
    </nav>
  );
}
