// `@theme/Navbar/MobileSidebar/Toggle`: the hamburger that opens the mobile menu, which the navbar's content
// draws (a swizzled Navbar/Content imports it). A site's own replaces it there.
export { MobileSidebarToggle as default } from '../../../NavbarContent';
