// The slide-out menu's parts as our menu (src/theme/MobileMenu.tsx) made them (`header`, `primaryMenu`,
// `secondaryMenu`), for a site that swizzles one of Docusaurus's `Navbar/MobileSidebar/Header`, `PrimaryMenu` or
// `SecondaryMenu`: ./PartsBridge.tsx hands them here, and ours of those three (./Header.tsx…) draw them, so a
// site's wrapper around `@theme-original/…` wraps exactly what our menu draws, with its state.
import { createContext, type ReactNode } from 'react';

export interface MobileSidebarParts {
  header?: ReactNode;
  primaryMenu?: ReactNode;
  secondaryMenu?: ReactNode;
  /** The page's sidebar or post list alone (no back button): `useNavbarSecondaryMenu().content`. */
  content?: ReactNode;
}

export const MobileSidebarPartsContext = createContext<MobileSidebarParts | null>(null);
