// `@theme-bridge/Navbar/MobileSidebar/Layout` for a site that swizzles `Navbar/MobileSidebar/Header`,
// `PrimaryMenu` or `SecondaryMenu` (prerender/docusaurus/aliases.ts): our slide-out menu's frame
// (`@theme/Navbar/MobileSidebar/Layout`, the site's or ours) drawn with `@theme/Navbar/MobileSidebar/Header`,
// `/PrimaryMenu` and `/SecondaryMenu` as its parts, as Docusaurus's NavbarMobileSidebar draws them: the site's
// where it has them, else ours, which draw what our menu made (./parts.ts). A site with none of them draws
// the frame straight from our menu (src/theme/MobileMenu.tsx).
import MobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import Header from '@theme/Navbar/MobileSidebar/Header';
import PrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import SecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import { useRouteLoaderData } from '../../../../app/router';
import type { RouteData } from '../../../../shared/types';
import { SecondaryMenu as PageMenu, hasSecondaryMenu } from '../../../SecondaryMenu';
import { MobileSidebarPartsContext, type MobileSidebarParts } from './parts';

export default function MobileSidebarPartsBridge(parts: MobileSidebarParts) {
  // What Docusaurus's `useNavbarSecondaryMenu().content` is, for a site's ejected SecondaryMenu that draws it
  // after its own back button: the page's sidebar or post list.
  const page = useRouteLoaderData<RouteData>('page');
  const content = page && hasSecondaryMenu(page) ? <PageMenu data={page} /> : null;
  return (
    <MobileSidebarPartsContext.Provider value={{ ...parts, content }}>
      <MobileSidebarLayout header={<Header />} primaryMenu={<PrimaryMenu />} secondaryMenu={<SecondaryMenu />} />
    </MobileSidebarPartsContext.Provider>
  );
}
