// A blog post as the post list and the post's page draw it: header (title, date, reading time,
// authors), content, footer (tags; "Read more" in a list, the edit link and last update on the post's
// page). The pages render it as Docusaurus's `@theme/BlogPostItem` inside a BlogPostContext
// (src/theme/docusaurus/BlogPostItem*.tsx), so a site's swizzled `src/theme/BlogPostItem` (a comments
// widget after `@theme-original/BlogPostItem`, read through `useBlogPost()`) or one of its parts draws
// in its place.
import { createContext, useContext, type ReactNode } from 'react';
import type { BlogRouteInfo, BlogPostSummary, TocItem } from '../../shared/types';
import { Link } from '../Link';
import { CopyPageMenu, EditMetaRow } from '../deferred-parts';
// `@theme/TOCCollapsible`: ours, or a site's swizzled one.
import { MobileTOC } from '@theme-bridge/TOC';
import { translateMessage as t } from '../site';
import { PostMeta, Tags } from './blog-parts';

export interface BlogPostItemData {
  /** A summary in a list; on the post's page, the post with its edit link and last update. */
  post: BlogPostSummary & Partial<Omit<NonNullable<BlogRouteInfo['post']>, keyof BlogPostSummary>>;
  isBlogPostPage: boolean;
  /** On the post's page: its route (the "Copy page" menu) and its filtered table of contents. */
  route?: string;
  toc?: TocItem[];
}

/** The post being drawn: what `@theme/BlogPostItem`, its parts and `useBlogPost()` read, as Docusaurus's BlogPostProvider. */
export const BlogPostContext = createContext<BlogPostItemData | null>(null);

export function useBlogPostItem(): BlogPostItemData {
  const data = useContext(BlogPostContext);
  if (!data) throw new Error('useBlogPost() is only available inside a blog post (BlogPostItem and its parts).');
  return data;
}

/** The list's content of a post: its excerpt, as HTML the build rendered (with its own `markdown` wrapper). */
export function PostExcerpt() {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: useBlogPostItem().post.excerptHtml }} />;
}

export function BlogPostItemView({ children, className }: { children?: ReactNode; className?: string }) {
  const { post, isBlogPostPage } = useBlogPostItem();
  // A post's own `# Title` is shown by the header, as Docusaurus removes it from the content.
  const own = isBlogPostPage
    ? `blog-post${post.hasH1 ? ' blog-post--content-title' : ''}`
    : 'blog-post blog-post--summary';
  return <article className={className ? `${own} ${className}` : own}>{children}</article>;
}

export function BlogPostItemHeader() {
  const { post, isBlogPostPage, route } = useBlogPostItem();
  return (
    <header>
      {isBlogPostPage ? (
        <h1 className="blog-post__title">{post.title}</h1>
      ) : (
        <h2 className="blog-post__title">
          <Link to={post.permalink}>{post.title}</Link>
        </h2>
      )}
      <PostMeta post={post} />
      {isBlogPostPage && route !== undefined && <CopyPageMenu route={route} />}
    </header>
  );
}

/** The post's content: the page's MDX (with the narrow windows' table of contents before it), or a list's excerpt. */
export function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  const { isBlogPostPage, toc } = useBlogPostItem();
  if (!isBlogPostPage) return <>{children}</>;
  return (
    <>
      {toc && toc.length > 0 && <MobileTOC toc={toc} />}
      <div className={className ? `markdown ${className}` : 'markdown'}>{children}</div>
    </>
  );
}

export function BlogPostItemFooter() {
  const { post, isBlogPostPage } = useBlogPostItem();
  return (
    <footer className="blog-post__footer">
      <Tags tags={post.tags} />
      {isBlogPostPage ? (
        <EditMetaRow editUrl={post.editUrl} lastUpdatedAt={post.lastUpdatedAt} lastUpdatedBy={post.lastUpdatedBy} />
      ) : (
        post.truncated && (
          // The post's title is in the link's text (visually hidden), not only in an aria-label: search
          // engines and Lighthouse's link-text audit read the text, and nine bare "Read more" links
          // on one list are nine links that say nothing of where they lead.
          <Link to={post.permalink} className="blog-post__read-more">
            <ReadMore title={post.title} />
          </Link>
        )
      )}
    </footer>
  );
}

/** "Read more" shown, "Read more about <title>" read: the visible part and the rest of the translated label. */
function ReadMore({ title }: { title: string }) {
  const shown = t('theme.blog.post.readMore', 'Read more');
  const full = t('theme.blog.post.readMoreLabel', 'Read more about {title}', { title });
  const rest = full.startsWith(shown) ? full.slice(shown.length) : ` (${full})`;
  return (
    <>
      <b>{shown}</b>
      <span className="sr-only">{rest}</span>
    </>
  );
}
