// `@theme/Navbar/MobileSidebar/Layout`: the slide-out menu's frame, with Docusaurus's props (`header`,
// `primaryMenu`, `secondaryMenu`). Our mobile menu draws `@theme/Navbar/MobileSidebar/Layout`, so a site's
// swizzled one (links added under `@theme-original/Navbar/MobileSidebar/Layout`'s primary menu, or its own frame
// reading `useNavbarSecondaryMenu()`) draws there.
export { MobileSidebarLayout as default } from '../../../MobileSidebarLayout';
