// `@theme-bridge/Navbar` for a site that swizzles `Navbar` (prerender/docusaurus/aliases.ts): the shell draws the
// site's component (`@theme/Navbar`: a wrapper around `@theme-original/Navbar` with a banner beside it, or a
// navbar of its own) where ours goes, inside the navbar's state (the page, the mobile menu's), which ours inside it,
// or the parts of an ejected one, read. A site that does not swizzle Navbar
// gets src/theme/Navbar.tsx itself there, so its bundle has no hop.
import SiteNavbar from '@theme/Navbar';
import type { RouteData } from '../../shared/types';
import { NavbarProvider } from '../Navbar';

export function Navbar({ page }: { page?: RouteData }) {
  return (
    <NavbarProvider page={page}>
      <SiteNavbar />
    </NavbarProvider>
  );
}
