// `@theme/Navbar/MobileSidebar/PrimaryMenu`: the slide-out menu's main panel (the navbar's items), as our menu
// draws it (./parts.ts). For a site that swizzles this part or another of the three, our menu draws
// `@theme/Navbar/MobileSidebar/PrimaryMenu` in its place (a site's ejected one draws `useThemeConfig().navbar.items`
// with `@theme/NavbarItem`), so the site's wrapper reaches this one through `@theme-original`.
import { useContext } from 'react';
import { MobileSidebarPartsContext } from './parts';

export default function NavbarMobileSidebarPrimaryMenu() {
  return <>{useContext(MobileSidebarPartsContext)?.primaryMenu || null}</>;
}
