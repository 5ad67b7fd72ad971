// `@theme-bridge/BlogPostPage` for a site that swizzles BlogPostPage (prerender/docusaurus/aliases.ts), the
// post's route (src/app/page-kinds.ts): `@theme/BlogPostPage` with Docusaurus's props,
// `content` (the post's component, carrying `metadata`, `frontMatter`, `toc`, `assets`) and `sidebar` (the
// blog's recent posts). Ours is ../blog/BlogPostPage.tsx; a site's swizzled one draws in its place.
import { useMemo } from 'react';
import type { BlogSidebarEntry, RouteData } from '../../shared/types';
import { useLoadedSidebar } from '../../app/route-cache';
import { site } from '../site';
import BlogPostPageSlot from '@theme/BlogPostPage';
import { blogPostContent } from '../blog/blog-post-content';

export function BlogPostPage({ data }: { data: RouteData }) {
  const items = useLoadedSidebar<BlogSidebarEntry[]>(data.sidebarUrl);
  const content = useMemo(() => blogPostContent(data), [data]);
  const sidebar = useMemo(() => ({ title: site.blog.sidebarTitle, items: items ?? [] }), [items]);
  return <BlogPostPageSlot content={content} sidebar={sidebar} />;
}
