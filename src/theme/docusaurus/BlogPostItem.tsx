// `@theme/BlogPostItem`: a blog post in the list and on its page, as Docusaurus 3 composes it (header,
// content, footer, each its own `@theme/BlogPostItem/…`). A site's `src/theme/BlogPostItem` replaces it
// wherever a post is drawn, and `@theme-original/BlogPostItem` reaches this one.
import type { ReactNode } from 'react';
import Header from '@theme/BlogPostItem/Header';
import Content from '@theme/BlogPostItem/Content';
import Footer from '@theme/BlogPostItem/Footer';
import { BlogPostItemView } from '../blog/BlogPostItem';

export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <BlogPostItemView className={className}>
      <Header />
      <Content>{children}</Content>
      <Footer />
    </BlogPostItemView>
  );
}
