// The `content` prop Docusaurus gives `@theme/BlogPostPage`: the post's component (its MDX, drawn as our pages
// draw it) carrying `metadata` (as `useBlogPost()` gives it), `frontMatter`, `toc` and `assets`, so a site's
// wrapper can read `props.content.metadata` or hand `content` to `BlogPostProvider`.
import type { ReactElement } from 'react';
import type { RouteData } from '../../shared/types';
import { useLoadedModule } from '../../app/route-cache';
import { MdxContent } from '../mdx/MdxContent';
import { filterToc } from '../docs/toc-filter';
import { publicPath } from '../../shared/paths';
import { site } from '../site';
import type { BlogPostItemData } from './BlogPostItem';

/** A post's `metadata`, as `useBlogPost()` and a BlogPostPage's `content.metadata` give it. */
export function blogPostMetadata(post: BlogPostItemData['post']) {
  const frontMatter: Record<string, unknown> = {};
  return {
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
}

/** The route a `content` was made for (what our BlogPostPage and `BlogPostProvider` draw from). */
export const ROUTE = Symbol('route');

export type BlogPostContent = (() => ReactElement | null) & {
  metadata: ReturnType<typeof blogPostMetadata>;
  frontMatter: Record<string, unknown>;
  toc: ReturnType<typeof filterToc>;
  assets: Record<string, unknown>;
  [ROUTE]: RouteData;
};

export function blogPostContent(data: RouteData): BlogPostContent {
  function Content() {
    const mod = useLoadedModule(data.module!);
    return mod ? <MdxContent module={mod} /> : null;
  }
  const metadata = blogPostMetadata(data.blog!.post!);
  return Object.assign(Content, {
    metadata,
    frontMatter: metadata.frontMatter,
    toc: filterToc(data.toc ?? [], 2, 3),
    assets: {},
    [ROUTE]: data,
  });
}
