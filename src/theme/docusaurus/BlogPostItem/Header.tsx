// `@theme/BlogPostItem/Header`: a post's title, date, reading time and authors; a site's swizzled one replaces it.
import { BlogPostItemHeader } from '../../blog/BlogPostItem';

export default function Header() {
  return <BlogPostItemHeader />;
}
