// A blog post's page as Docusaurus's `@theme/BlogPostPage` draws it: the blog's layout (its sidebar), the post
// (`@theme/BlogPostItem`), the newer/older links and the table of contents. The route's page itself, or for a site that swizzles
// BlogPostPage (comments after `@theme-original/BlogPostPage`), what `@theme-original/BlogPostPage` draws
// (src/theme/docusaurus/BlogPostPage.tsx) with the props ../docusaurus/BlogPostPageBridge.tsx gives the site's component.
import type { BlogSidebarEntry, RouteData } from '../../shared/types';
import { useLoadedModule } from '../../app/route-cache';
import { Link } from '../Link';
import { filterToc } from '../docs/toc-filter';
import { MdxContent } from '../mdx/MdxContent';
// `@theme/TOC`: ours, or a site's swizzled one.
import { DesktopTOC } from '@theme-bridge/TOC';
import { translateMessage as t } from '../site';
import BlogPostItem from '@theme/BlogPostItem';
import { BlogLayout } from './blog-parts';
import { BlogPostContext } from './BlogPostItem';

/** `sidebar`: the one a site's wrapper passes on (its own items), else the blog's. */
export function BlogPostPageView({
  data,
  sidebar,
}: {
  data: RouteData;
  sidebar?: { title: string; items: BlogSidebarEntry[] };
}) {
  const post = data.blog!.post!;
  const mod = useLoadedModule(data.module!);
  const toc = filterToc(data.toc ?? [], 2, 3);
  return (
    <BlogLayout
      data={data}
      sidebar={sidebar}
      toc={
        toc.length > 0 ? (
          <div className="col toc-col">
            <DesktopTOC toc={toc} />
          </div>
        ) : undefined
      }
    >
      {/* `@theme/BlogPostItem`: ours, or a site's swizzled one (src/theme/docusaurus/BlogPostItem.tsx). */}
      <BlogPostContext.Provider value={{ post, isBlogPostPage: true, route: data.path, toc }}>
        <BlogPostItem>{mod && <MdxContent module={mod} />}</BlogPostItem>
      </BlogPostContext.Provider>
      {(post.newer || post.older) && (
        <nav
          className="pagination-nav"
          aria-label={t('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}
        >
          {post.newer ? (
            <Link to={post.newer.href} className="pagination-nav__link pagination-nav__link--prev">
              <div className="pagination-nav__sublabel">{t('theme.blog.post.paginator.newerPost', 'Newer post')}</div>
              <div className="pagination-nav__label">{post.newer.title}</div>
            </Link>
          ) : (
            <span />
          )}
          {post.older && (
            <Link to={post.older.href} className="pagination-nav__link pagination-nav__link--next">
              <div className="pagination-nav__sublabel">{t('theme.blog.post.paginator.olderPost', 'Older post')}</div>
              <div className="pagination-nav__label">{post.older.title}</div>
            </Link>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}

/** The route's page where the site does not swizzle BlogPostPage (src/app/page-kinds.ts). */
export { BlogPostPageView as BlogPostPage };
