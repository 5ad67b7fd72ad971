// `@theme/BlogPostItem/Footer`: a post's tags, and "Read more" in a list or the edit link and last
// update on its page; a site's swizzled one replaces it.
export { BlogPostItemFooter as default } from '../../blog/BlogPostItem';
