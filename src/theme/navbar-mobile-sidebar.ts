// Docusaurus's `useNavbarMobileSidebar()`: whether the navbar's mobile menu is drawn (below 997 px, after
// hydration) and shown, and its toggle (`disabled`, which a swizzled Navbar/Content tests before drawing the
// toggle, is left undefined: our navbar always has the menu). The navbar (src/theme/Navbar.tsx) provides it to what it
// draws, its content (ours or a Docusaurus site's swizzled Navbar/Content) and the mobile menu; as in
// Docusaurus, there is none outside it.
import { createContext, useContext, type RefObject } from 'react';
import { useWindowSize } from './hooks';

export interface NavbarMobileSidebar {
  disabled?: boolean;
  shown: boolean;
  toggle: () => void;
}

/** What the navbar provides (our own content reads it directly). */
export const NavbarMobileSidebarContext = createContext<NavbarMobileSidebar>(null!);

export function useNavbarMobileSidebar(): NavbarMobileSidebar & { shouldRender: boolean } {
  const shouldRender = useWindowSize() === 'mobile';
  return { ...useContext(NavbarMobileSidebarContext), shouldRender };
}

/** The slide-out menu's state (./MobileMenu.tsx), for its frame (./MobileSidebarLayout.tsx) and `useNavbarSecondaryMenu()`. */
export interface MobileMenuState {
  open: boolean;
  showSecondary: boolean;
  hideSecondary: () => void;
  panelRef: RefObject<HTMLDivElement | null>;
  mainRef: RefObject<HTMLDivElement | null>;
  onKeyDown: (e: React.KeyboardEvent) => void;
}

export const MobileMenuContext = createContext<MobileMenuState | null>(null);
