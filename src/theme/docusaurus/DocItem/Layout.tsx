// `@theme/DocItem/Layout`: a docs page's column (version banner, breadcrumbs, content, footer, pagination)
// and table of contents; `children` is the page's content. A site's swizzled `src/theme/DocItem/Layout`
// replaces it on every docs page, and `@theme-original/DocItem/Layout` reaches this one.
export { DocItemLayoutView as default } from '../../docs/DocPage';
