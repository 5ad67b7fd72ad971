// `@theme/DocSidebar/Mobile`: nothing in place. As in Docusaurus, where it fills the navbar's mobile menu
// from afar, the sidebar's items are in the mobile menu already (src/theme/SecondaryMenu.tsx).
export default function DocSidebarMobile() {
  return null;
}
