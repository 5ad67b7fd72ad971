// `@theme/Navbar/MobileSidebar/Header`: the slide-out menu's header (the brand, the colour mode toggle, the close
// button), as our menu draws it (./parts.ts). For a site that swizzles this part or another of the three, our menu
// draws `@theme/Navbar/MobileSidebar/Header` in its place, so the site's wrapper reaches this one through
// `@theme-original`.
import { useContext } from 'react';
import { MobileSidebarPartsContext } from './parts';

export default function NavbarMobileSidebarHeader() {
  return <>{useContext(MobileSidebarPartsContext)?.header || null}</>;
}
