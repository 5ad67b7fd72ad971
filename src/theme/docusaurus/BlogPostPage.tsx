// `@theme/BlogPostPage`: a blog post's page, with Docusaurus's props (`content`: the post, `sidebar`: the blog's
// recent posts, which a wrapper may change). The post's route renders `@theme/BlogPostPage`, so a site's
// swizzled `src/theme/BlogPostPage` (comments or a provider around `@theme-original/BlogPostPage`) draws in
// its place, and `@theme-original/BlogPostPage` reaches this one.
import type { BlogSidebarEntry } from '../../shared/types';
import { BlogPostPageView } from '../blog/BlogPostPage';
import { ROUTE, type BlogPostContent } from '../blog/blog-post-content';

export default function BlogPostPage({
  content,
  sidebar,
}: {
  content: BlogPostContent;
  sidebar?: { title: string; items: BlogSidebarEntry[] };
}) {
  return <BlogPostPageView data={content[ROUTE]} sidebar={sidebar} />;
}
