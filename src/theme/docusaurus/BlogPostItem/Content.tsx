// `@theme/BlogPostItem/Content`: a post's content (`children`); a site's swizzled one replaces it.
import type { ReactNode } from 'react';
import { BlogPostItemContent } from '../../blog/BlogPostItem';

export default function Content({ children, className }: { children?: ReactNode; className?: string }) {
  return <BlogPostItemContent className={className}>{children}</BlogPostItemContent>;
}
