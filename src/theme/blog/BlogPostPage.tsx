// A blog post's page (loaded with the route: src/app/page-kinds.ts).
import type { RouteData } from '../../shared/types';
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

export function BlogPostPage({ data }: { data: RouteData }) {
  const post = data.blog!.post!;
  const mod = useLoadedModule(data.module!);
  const toc = filterToc(data.toc ?? [], 2, 3);
  return (
    <BlogLayout
      data={data}
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
