// `@theme/DocItem/Paginator`: a docs page's previous/next links. The docs layout renders it after the page,
// so a site's swizzled `src/theme/DocItem/Paginator` (comments or feedback around
// `@theme-original/DocItem/Paginator`, or one ejected drawing `@theme/DocPaginator` with `useDoc()`'s
// `previous`/`next`) draws in its place.
export { DocItemPaginator as default } from '../../docs/DocVersionBanner';
