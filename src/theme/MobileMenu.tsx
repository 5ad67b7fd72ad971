// The navbar's slide-out menu below 997 px (src/theme/Navbar.tsx loads it on a narrow window): the main
// menu and, on docs and blog pages, the secondary menu (the page's sidebar or post list), drawn in its frame
// (`@theme/Navbar/MobileSidebar/Layout`: ./MobileSidebarLayout.tsx).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useBlocker } from '../app/router';
import type { RouteData } from '../shared/types';
import { NavbarItem } from './NavbarItem';
// A Docusaurus site's swizzled Navbar/ColorModeToggle, else ours: its ColorModeToggle (prerender/docusaurus/aliases.ts).
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
// And its Navbar/Logo (the brand), else ours.
import NavbarLogo from '@theme/Navbar/Logo';
import { SecondaryMenu, hasSecondaryMenu } from './SecondaryMenu';
// And its Navbar/MobileSidebar/Layout (the menu's frame), else ours (./MobileSidebarLayout.tsx); drawn with its
// Navbar/MobileSidebar/Header, PrimaryMenu and SecondaryMenu in place of ours when it swizzles one of them
// (src/theme/docusaurus/Navbar/MobileSidebar/PartsBridge.tsx).
import MobileSidebarLayoutSlot from '@theme-bridge/Navbar/MobileSidebar/Layout';
import { MobileMenuContext } from './navbar-mobile-sidebar';
import { site, translateMessage as t } from './site';

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
      <NavbarLogo />
      <NavbarColorModeToggle className="margin-right--md" />
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

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The page shown: its sidebar or post list is the secondary menu. */
  page?: RouteData;
}

export default function MobileMenu({ open, onClose, page }: MobileMenuProps) {
  const hasSecondary = Boolean(page && hasSecondaryMenu(page));
  const [showSecondary, setShowSecondary] = useState(hasSecondary);
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
  // While open (only ever below the breakpoint, where this menu is drawn): the page behind does not scroll, and
  // Escape closes it.
  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = 'visible';
      window.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);
  const backToMain = () => {
    // The back button becomes inert with its panel: move focus to the main menu first.
    flushSync(() => setShowSecondary(false));
    if (mainRef.current) tabbables(mainRef.current)[0]?.focus();
  };
  const state = {
    open,
    showSecondary,
    hideSecondary: backToMain,
    panelRef,
    mainRef,
    onKeyDown: (e: React.KeyboardEvent) => trapTab(e, panelRef.current),
  };
  return (
    <MobileMenuContext.Provider value={state}>
      <MobileSidebarLayoutSlot
        header={<MobileMenuHead onClose={onClose} />}
        primaryMenu={
          <ul className="menu__list">
            {site.navbar.items.map((item, i) => (
              <NavbarItem key={i} item={item} mobile onNavigate={onClose} />
            ))}
          </ul>
        }
        secondaryMenu={
          hasSecondary && (
            <>
              <button type="button" className="clean-btn navbar-sidebar__back" onClick={backToMain}>
                {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
              </button>
              <SecondaryMenu data={page!} />
            </>
          )
        }
      />
    </MobileMenuContext.Provider>
  );
}
