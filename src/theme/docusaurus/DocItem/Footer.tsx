// `@theme/DocItem/Footer`: a docs page's footer (edit link, last update, tags). A site's swizzled
// `src/theme/DocItem/Footer` replaces it on every docs page, and `@theme-original/DocItem/Footer` reaches it.
export { DocItemFooter as default } from '../../docs/DocItemFooter';
