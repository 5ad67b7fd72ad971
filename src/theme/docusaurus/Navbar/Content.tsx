// `@theme/Navbar/Content`: the navbar's content (menu toggle, brand and left items; right items, colour toggle
// and search). A site's swizzled `src/theme/Navbar/Content` replaces it inside our navbar, and
// `@theme-original/Navbar/Content` reaches this one.
export { NavbarContent as default } from '../../NavbarContent';
