// `@theme/BlogPostItem/Content`: a post's content (`children`); a site's swizzled one replaces it.
export { BlogPostItemContent as default } from '../../blog/BlogPostItem';
