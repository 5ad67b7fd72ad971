// `@theme/Navbar/MobileSidebar/SecondaryMenu`: the slide-out menu's secondary panel (the back button and the
// page's sidebar or post list; nothing off docs and blog pages), as our menu draws it (./parts.ts). For a site that
// swizzles this part or another of the three, our menu draws `@theme/Navbar/MobileSidebar/SecondaryMenu` in its
// place, so the site's wrapper reaches this one through `@theme-original`.
import { useContext } from 'react';
import { MobileSidebarPartsContext } from './parts';

export default function NavbarMobileSidebarSecondaryMenu() {
  return <>{useContext(MobileSidebarPartsContext)?.secondaryMenu || null}</>;
}
