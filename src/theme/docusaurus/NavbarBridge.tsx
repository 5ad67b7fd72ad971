// `@theme-bridge/Navbar` for a site that swizzles `Navbar` (prerender/docusaurus/aliases.ts): the shell draws the
// site's component (`@theme/Navbar`: a wrapper around `@theme-original/Navbar` with a banner beside it, or a
// navbar of its own) where ours goes, and ours inside it knows the page. A site that does not swizzle Navbar
// gets src/theme/Navbar.tsx itself there, so its bundle has no hop.
import SiteNavbar from '@theme/Navbar';
import type { RouteData } from '../../shared/types';
import { NavbarPageContext } from './navbar-page';

export function Navbar({ page }: { page?: RouteData }) {
  return (
    <NavbarPageContext.Provider value={page}>
      <SiteNavbar />
    </NavbarPageContext.Provider>
  );
}
