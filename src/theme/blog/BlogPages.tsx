// The blog's list pages: the post list, archive, tags, a tag's posts, authors and an author's posts
// (loaded with the route: src/app/page-kinds.ts). A post's page is ./BlogPostPage.tsx.
import type { BlogAuthorItem, BlogListPagination, BlogPostSummary, RouteData } from '../../shared/types';
import { Link } from '../Link';
import { groupByYear } from './BlogSidebar';
import { pluralMessage, site, translateMessage as t } from '../site';
import { AuthorName, AuthorSocials, AvatarPhoto, BlogLayout, formatDate } from './blog-parts';
import BlogPostItem from '@theme/BlogPostItem';
import { BlogPostContext, PostExcerpt } from './BlogPostItem';

/** A post in a list: `@theme/BlogPostItem` (ours, or a site's swizzled one) with the post's excerpt. */
function PostSummary({ post }: { post: BlogPostSummary }) {
  return (
    <BlogPostContext.Provider value={{ post, isBlogPostPage: false }}>
      <BlogPostItem>
        <PostExcerpt />
      </BlogPostItem>
    </BlogPostContext.Provider>
  );
}

/** The newer and older pages of a list split by `postsPerPage` (Docusaurus's BlogListPaginator). */
function ListPaginator({ pagination }: { pagination?: BlogListPagination }) {
  if (!pagination) return null;
  return (
    <nav className="pagination-nav" aria-label={t('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}>
      {pagination.newer ? (
        <Link to={pagination.newer} className="pagination-nav__link pagination-nav__link--prev">
          <div className="pagination-nav__label">{t('theme.blog.paginator.newerEntries', 'Newer entries')}</div>
        </Link>
      ) : (
        <span />
      )}
      {pagination.older && (
        <Link to={pagination.older} className="pagination-nav__link pagination-nav__link--next">
          <div className="pagination-nav__label">{t('theme.blog.paginator.olderEntries', 'Older entries')}</div>
        </Link>
      )}
    </nav>
  );
}

export function BlogListPage({ data }: { data: RouteData }) {
  return (
    <BlogLayout data={data}>
      <h1 className="blog-list__title">{site.blog.title}</h1>
      <p className="blog-list__description">{site.blog.description}</p>
      {data.blog!.posts!.map((p) => (
        <PostSummary key={p.permalink} post={p} />
      ))}
      <ListPaginator pagination={data.blog!.pagination} />
    </BlogLayout>
  );
}

export function BlogArchivePage({ data }: { data: RouteData }) {
  return (
    <main id="__main" className="container blog-archive" tabIndex={-1}>
      <header className="hero hero--small">
        <h1 className="hero__title">{t('theme.blog.archive.title', 'Archive')}</h1>
        <p className="hero__subtitle">
          {t('theme.blog.archive.subtitle', 'Every post of the {blogTitle}, by year', { blogTitle: site.blog.title })}
        </p>
      </header>
      <div className="row blog-archive__years">
        {groupByYear(data.blog!.posts!).map(([year, posts]) => (
          <section key={year} className="col blog-archive__year">
            <h2 id={year}>{year}</h2>
            <ul>
              {posts.map((p) => (
                <li key={p.permalink}>
                  <Link to={p.permalink}>
                    {formatDate(p.date, 'day')} - {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}

export function BlogTagsPage({ data }: { data: RouteData }) {
  const tags = data.blog!.tags!;
  const letters = new Map<string, typeof tags>();
  for (const t of tags) {
    const l = t.label[0].toUpperCase();
    letters.set(l, [...(letters.get(l) ?? []), t]);
  }
  return (
    <BlogLayout data={data}>
      <h1>{t('theme.tags.tagsPageTitle', 'Tags')}</h1>
      {[...letters.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([letter, list]) => (
          <section key={letter} className="tags-letter">
            <h2 id={letter}>{letter}</h2>
            <ul className="tag-list">
              {list.map((t) => (
                <li key={t.permalink}>
                  <Link to={t.permalink} className="tag" rel="tag">
                    {t.label} <span className="tag__count">{t.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <hr />
          </section>
        ))}
    </BlogLayout>
  );
}

export function BlogTagPage({ data }: { data: RouteData }) {
  const { tag, posts } = data.blog!;
  const n = posts!.length;
  return (
    <BlogLayout data={data}>
      <header className="blog-tag__header">
        <h1>
          {t('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
            nPosts: pluralMessage('theme.blog.post.plurals', 'One post|{count} posts', n),
            tagName: tag!.label,
          })}
        </h1>
        {tag!.description && <p className="blog-tag__description">{tag!.description}</p>}
        <Link to={`/${site.blog.basePath}/tags/`}>{t('theme.tags.tagsPageLink', 'View All Tags')}</Link>
      </header>
      {posts!.map((p) => (
        <PostSummary key={p.permalink} post={p} />
      ))}
      <ListPaginator pagination={data.blog!.pagination} />
    </BlogLayout>
  );
}

/** An author as the authors list and an author's page show them: picture, name (a heading), title, post count. */
function AuthorCard({ author, as: Heading }: { author: BlogAuthorItem; as: 'h1' | 'h2' }) {
  return (
    <div className={`avatar author-card author-card--${Heading}`}>
      <AvatarPhoto name={author.name} imageUrl={author.imageUrl} />
      <div className="avatar__intro">
        <div className="avatar__name">
          <AuthorName author={author}>
            <Heading className="author-card__name">{author.name}</Heading>
          </AuthorName>
          {Heading === 'h2' && <span className="author-card__count">{author.count}</span>}
        </div>
        {author.title && <small className="avatar__subtitle">{author.title}</small>}
        <AuthorSocials author={author} />
      </div>
    </div>
  );
}

export function BlogAuthorsPage({ data }: { data: RouteData }) {
  return (
    <BlogLayout data={data}>
      <h1>{t('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="authors-list">
        {data.blog!.authors!.map((a) => (
          <li key={a.key}>
            <AuthorCard author={a} as="h2" />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export function BlogAuthorPage({ data }: { data: RouteData }) {
  const { author, posts } = data.blog!;
  return (
    <BlogLayout data={data}>
      <header className="blog-author__header">
        <AuthorCard author={author!} as="h1" />
        {author!.description && <p className="blog-author__description">{author!.description}</p>}
        <Link to={site.blog.authorsPath}>{t('theme.blog.authorsList.viewAll', 'View all authors')}</Link>
      </header>
      {posts!.length === 0 ? (
        <p>{t('theme.blog.author.noPosts', 'This author has not written any posts yet.')}</p>
      ) : (
        <>
          <hr />
          {posts!.map((p) => (
            <PostSummary key={p.permalink} post={p} />
          ))}
          <ListPaginator pagination={data.blog!.pagination} />
        </>
      )}
    </BlogLayout>
  );
}
