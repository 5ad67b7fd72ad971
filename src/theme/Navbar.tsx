// The navbar: its frame (./NavbarLayout.tsx, drawn as `@theme/Navbar/Layout`) around its content (brand, left
// and right items, colour toggle and search: ./NavbarContent.tsx, drawn as `@theme/Navbar/Content`); it holds
// the page shown and whether the slide-out menu is open, for both.
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../app/router';
import type { RouteData } from '../shared/types';
import { NavbarMobileSidebarContext } from './navbar-mobile-sidebar';
import { useWindowSize } from './hooks';
// A Docusaurus site's swizzled Navbar/Content, else ours (prerender/docusaurus/aliases.ts).
import NavbarContent from '@theme/Navbar/Content';
// And its Navbar/Layout (the frame around the content), else ours (./NavbarLayout.tsx).
import NavbarLayoutSlot from '@theme/Navbar/Layout';
import { NavbarPageContext } from './docusaurus/navbar-page';

/**
 * The navbar's state, as Docusaurus provides it above `@theme/Navbar`: the page shown (`page`, whose sidebar (docs)
 * or post list (blog) the drawer's secondary menu shows) and whether the slide-out menu is open. A site's own
 * navbar is drawn inside it (./docusaurus/NavbarBridge.tsx), so an ejected one's Navbar/Layout and Navbar/Content
 * share it.
 */
export function NavbarProvider({ page, children }: { page?: RouteData; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const size = useWindowSize();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (size === 'desktop') setOpen(false);
  }, [size]);

  return (
    <NavbarPageContext.Provider value={page}>
      <NavbarMobileSidebarContext.Provider value={{ shown: open, toggle: () => setOpen(!open) }}>
        {children}
      </NavbarMobileSidebarContext.Provider>
    </NavbarPageContext.Provider>
  );
}

/** Our navbar: `@theme/Navbar/Layout` around `@theme/Navbar/Content`, in the state a site's navbar gave it, else its own. */
export function Navbar({ page }: { page?: RouteData }) {
  const frame = (
    <NavbarLayoutSlot>
      <NavbarContent />
    </NavbarLayoutSlot>
  );
  return useContext(NavbarMobileSidebarContext) ? frame : <NavbarProvider page={page}>{frame}</NavbarProvider>;
}
