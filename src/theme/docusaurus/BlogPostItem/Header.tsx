// `@theme/BlogPostItem/Header`: a post's title, date, reading time and authors; a site's swizzled one replaces it.
export { BlogPostItemHeader as default } from '../../blog/BlogPostItem';
