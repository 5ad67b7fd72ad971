// `@theme/BlogPostPage`: a blog post's page, with Docusaurus's props (`content`: the post, `sidebar`: the blog's
// recent posts, which a wrapper may change). The post's route renders `@theme/BlogPostPage`, so a site's
// swizzled `src/theme/BlogPostPage` (comments or a provider around `@theme-original/BlogPostPage`) draws in
// its place, and `@theme-original/BlogPostPage` reaches this one. Inside the site's component, this draws the
// page's frame (navbar, footer) around the post, as Docusaurus's draws its Layout (./layout-frame.ts).
import { useContext } from 'react';
import type { BlogSidebarEntry } from '../../shared/types';
import { BlogPostPageView } from '../blog/BlogPostPage';
import { ROUTE, type BlogPostContent } from '../blog/blog-post-content';
import { PostFrameContext } from './layout-frame';

export default function BlogPostPage({
  content,
  sidebar,
}: {
  content: BlogPostContent;
  sidebar?: { title: string; items: BlogSidebarEntry[] };
}) {
  const frame = useContext(PostFrameContext);
  const view = <BlogPostPageView data={content[ROUTE]} sidebar={sidebar} />;
  return frame ? <PostFrameContext.Provider value={null}>{frame(view)}</PostFrameContext.Provider> : view;
}
