// `@docusaurus/plugin-content-blog/client`: the blog plugin's client hooks (Docusaurus 3.5 exports
// `useBlogPost` here; earlier sites import it from `@docusaurus/theme-common/internal`).
import { publicPath } from '../../shared/paths';
import { useBlogPostItem } from '../blog/BlogPostItem';
import { site } from '../site';

/**
 * `useBlogPost()`: the post being drawn, in a list or on its page, for a swizzled `BlogPostItem` or one of
 * its parts (a comments widget shown `isBlogPostPage`, a share link reading the permalink or title). Its
 * front matter is not sent to the browser: `frontMatter` is empty, so `frontMatter.x ?? default` reads the default.
 */
export function useBlogPost() {
  const { post, isBlogPostPage, toc } = useBlogPostItem();
  const frontMatter: Record<string, unknown> = {};
  const metadata = {
    permalink: publicPath(post.permalink, site.trailingSlash as boolean | undefined, site.baseUrl),
    title: post.title,
    description: post.description,
    date: post.date,
    tags: post.tags,
    readingTime: post.readingTime,
    hasTruncateMarker: post.truncated,
    authors: post.authors,
    editUrl: post.editUrl,
    lastUpdatedAt: post.lastUpdatedAt,
    lastUpdatedBy: post.lastUpdatedBy,
    frontMatter,
  };
  return { metadata, frontMatter, assets: {}, toc: toc ?? [], isBlogPostPage };
}
