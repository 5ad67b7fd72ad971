// Docusaurus's `useNavbarMobileSidebar()`: whether the navbar's mobile menu is shown, and its toggle (`disabled`,
// which a swizzled Navbar/Content tests before drawing the toggle, is left undefined: our navbar always has the menu). The navbar (src/theme/Navbar.tsx) provides it to what it
// draws, its content (ours or a Docusaurus site's swizzled Navbar/Content) and the mobile menu; as in
// Docusaurus, there is none outside it.
import { createContext, useContext } from 'react';

export interface NavbarMobileSidebar {
  disabled?: boolean;
  shown: boolean;
  toggle: () => void;
}

export const NavbarMobileSidebarContext = createContext<NavbarMobileSidebar>(null!);

export function useNavbarMobileSidebar(): NavbarMobileSidebar {
  return useContext(NavbarMobileSidebarContext);
}
