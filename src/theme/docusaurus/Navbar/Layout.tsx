// `@theme/Navbar/Layout`: the navbar's frame (the `<nav>`, hide-on-scroll, the backdrop and the mobile menu)
// around `children`, the content. Our navbar draws `@theme/Navbar/Layout` around `@theme/Navbar/Content`, as
// Docusaurus's does, so a site's swizzled `src/theme/Navbar/Layout` (a bar under `@theme-original/Navbar/Layout`)
// draws there, and Docusaurus's ejected Navbar (Layout around Content) draws ours.
export { NavbarLayout as default } from '../../NavbarLayout';
