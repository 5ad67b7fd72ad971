// `@docusaurus/theme-common/internal`: the hooks of it that swizzled components use most, `useBlogPost()`
// (a BlogPostItem wrapper) and `useDoc()` (a DocItem/Footer wrapper), as the plugins' client modules answer them.
export { useBlogPost } from './blog-client';
export { useDoc } from './docs-client';
