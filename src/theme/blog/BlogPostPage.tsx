// A blog post's page (loaded with the route: src/app/page-kinds.ts).
import type { RouteData } from '../../shared/types';
import { useLoadedModule } from '../../app/route-cache';
import { Link } from '../Link';
import { filterToc } from '../docs/toc-filter';
import { MdxContent } from '../mdx/MdxContent';
import { CopyPageMenu, DesktopTOC, EditMetaRow, MobileTOC } from '../deferred-parts';
import { translateMessage as t } from '../site';
import { BlogLayout, PostMeta, Tags } from './blog-parts';

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
            <DesktopTOC items={toc} />
          </div>
        ) : undefined
      }
    >
      {/* A post's own `# Title` is shown by this header, as Docusaurus removes it from the content. */}
      <article className={`blog-post${post.hasH1 ? ' blog-post--content-title' : ''}`}>
        <header>
          <h1 className="blog-post__title">{post.title}</h1>
          <PostMeta post={post} />
          <CopyPageMenu route={data.path} />
        </header>
        {toc.length > 0 && <MobileTOC items={toc} />}
        <div className="markdown">{mod && <MdxContent module={mod} />}</div>
        <footer className="blog-post__footer">
          <Tags tags={post.tags} />
          <EditMetaRow editUrl={post.editUrl} lastUpdatedAt={post.lastUpdatedAt} lastUpdatedBy={post.lastUpdatedBy} />
        </footer>
      </article>
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
