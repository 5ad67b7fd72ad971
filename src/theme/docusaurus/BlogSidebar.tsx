// `@theme/BlogSidebar`: the blog's recent-posts column, with Docusaurus's props (`sidebar`: `{ title, items }`,
// each item `{ title, permalink, date }`; `hideOnMobile`: the mobile menu lists the posts itself). The blog
// pages render `@theme/BlogSidebar`, so a site's swizzled `src/theme/BlogSidebar` draws in its place, and
// `@theme-original/BlogSidebar` reaches this one.
export { BlogSidebar as default } from '../blog/BlogSidebar';
