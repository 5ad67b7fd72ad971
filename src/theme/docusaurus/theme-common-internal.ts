// `@docusaurus/theme-common/internal`: the hooks of it that swizzled components use most, `useBlogPost()`
// (a BlogPostItem wrapper) and `useDoc()` (a DocItem/Footer wrapper), as the plugins' client modules answer them,
// and what a swizzled Navbar/Content imports from it (Docusaurus 3.0-3.5 had them here, later ones in theme-common).
export { useBlogPost } from './blog-client';
export { useDoc } from './docs-client';
export { splitNavbarItems, useNavbarMobileSidebar, useThemeConfig, useWindowSize } from './theme-common';
