// `@theme/DocSidebar`: the docs sidebar's menu, with Docusaurus's props (`sidebar`: the items, `path`: the
// page's; `onCollapse`, `isHidden`: our sidebar is not hideable). The docs page renders `@theme/DocSidebar`
// in its sidebar column, so a site's swizzled `src/theme/DocSidebar` (a banner or a version switch above
// `@theme-original/DocSidebar`) draws there, and `@theme-original/DocSidebar` reaches this one. The
// mobile menu lists the same items itself (src/theme/SecondaryMenu.tsx).
export { DocSidebar as default } from '../docs/DocSidebar';
