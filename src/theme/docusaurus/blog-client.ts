// `@docusaurus/plugin-content-blog/client`: the blog plugin's client hooks (Docusaurus 3.5 exports
// `useBlogPost` here; earlier sites import it from `@docusaurus/theme-common/internal`).
import { createElement, type ReactNode } from 'react';
import { BlogPostContext, useBlogPostItem } from '../blog/BlogPostItem';
import { blogPostMetadata, ROUTE, type BlogPostContent } from '../blog/blog-post-content';

/**
 * `useBlogPost()`: the post being drawn, in a list or on its page, for a swizzled `BlogPostItem` or one of
 * its parts (a comments widget shown `isBlogPostPage`, a share link reading the permalink or title). Its
 * front matter is not sent to the browser: `frontMatter` is empty, so `frontMatter.x ?? default` reads the default.
 */
export function useBlogPost() {
  const { post, isBlogPostPage, toc } = useBlogPostItem();
  const metadata = blogPostMetadata(post);
  return { metadata, frontMatter: metadata.frontMatter, assets: {}, toc: toc ?? [], isBlogPostPage };
}

/**
 * `BlogPostProvider`: what `useBlogPost()` reads, for a post's `content` (a BlogPostPage wrapper's
 * `props.content`), so a component of the site drawn beside the page can call `useBlogPost()`.
 */
export function BlogPostProvider({
  content,
  isBlogPostPage = false,
  children,
}: {
  content: BlogPostContent;
  isBlogPostPage?: boolean;
  children?: ReactNode;
}) {
  const data = content[ROUTE];
  const value = { post: data.blog!.post!, isBlogPostPage, route: data.path, toc: content.toc };
  return createElement(BlogPostContext.Provider, { value }, children);
}
