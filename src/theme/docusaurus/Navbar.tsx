// `@theme/Navbar`: our navbar (brand, items, colour toggle, search, the mobile menu), which takes no props as
// in Docusaurus. A site's swizzled `src/theme/Navbar` replaces it in the shell (./NavbarBridge.tsx), and
// `@theme-original/Navbar` reaches this one, drawn for the page the shell shows.
import { useContext } from 'react';
import { Navbar as OurNavbar } from '../Navbar';
import { NavbarPageContext } from './navbar-page';

export default function Navbar() {
  return <OurNavbar page={useContext(NavbarPageContext)} />;
}
