// `@theme/Navbar/Logo`: the navbar's brand (logo and title, linking home; Docusaurus's className props are
// not needed by ours). A site's swizzled `src/theme/Navbar/Logo` replaces it in the navbar and the mobile
// menu, and `@theme-original/Navbar/Logo` reaches this one.
export { NavbarLogo as default } from '../../NavbarLogo';
