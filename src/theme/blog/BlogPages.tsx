import { useEffect, useRef, useState, type ReactNode } from 'react';
import type {
  BlogAuthor,
  BlogAuthorItem,
  BlogListPagination,
  BlogPostSummary,
  BlogSidebarEntry,
  RouteData,
} from '../../shared/types';
import { useLoadedModule, useLoadedSidebar } from '../../app/route-cache';
import { Link } from '../Link';
import { BlogSidebar, groupByYear } from './BlogSidebar';
import { DesktopTOC, MobileTOC, filterToc } from '../docs/TOC';
import { MdxContent } from '../mdx/MdxContent';
import { CopyPageMenu } from '../CopyPageMenu';
import { pluralMessage, site, translateMessage as t } from '../site';
import { EditMetaRow } from '../EditMetaRow';

const formats = new Map<string, Intl.DateTimeFormat>();
/** A post's date in the page's language and calendar (`day` alone: without the year). */
function formatDate(date: string, day?: 'day'): string {
  const { htmlLang, calendar } = site.locale;
  const key = `${htmlLang} ${calendar} ${day ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC', calendar };
    format = new Intl.DateTimeFormat(htmlLang, day ? options : { ...options, year: 'numeric' });
    formats.set(key, format);
  }
  return format.format(new Date(date));
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => Array.from(w)[0] ?? '') // whole characters: an emoji is two UTF-16 units
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * An author's picture, or their initials when there is none or it cannot be loaded (an avatar on
 * another host, read offline or after the host moved it): never a broken-image icon. An image that
 * failed before hydration fired its error event before React listened, so mounting checks it too.
 */
function AvatarPhoto({ name, imageUrl }: { name: string; imageUrl?: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, [imageUrl]);
  if (imageUrl && !failed)
    return (
      <img
        ref={img}
        className="avatar__photo"
        src={imageUrl}
        alt=""
        width="40"
        height="40"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="avatar__photo avatar__initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/**
 * An author's name, linked as Docusaurus links it: to their author page when they have one, else their
 * `url`, else their e-mail address.
 */
function AuthorName({ author, children }: { author: BlogAuthor; children: ReactNode }) {
  if (author.page) return <Link to={author.page}>{children}</Link>;
  const href = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <>
      <div className="blog-post__meta">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {' · '}
        {pluralMessage('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', post.readingTime, {
          readingTime: post.readingTime,
        })}
      </div>
      {post.authors.length > 0 && (
        <div className="blog-post__authors">
          {post.authors.map((a, i) => (
            <div className="avatar" key={`${a.key}-${i}`}>
              <AvatarPhoto name={a.name} imageUrl={a.imageUrl} />
              <div className="avatar__intro">
                <div className="avatar__name">
                  <AuthorName author={a}>{a.name}</AuthorName>
                </div>
                {a.title && <small className="avatar__subtitle">{a.title}</small>}
              </div>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

function Tags({ tags }: { tags: { label: string; permalink: string }[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-list" aria-label={t('theme.tags.tagsPageTitle', 'Tags')}>
      {tags.map((t) => (
        <li key={t.permalink}>
          <Link to={t.permalink} className="tag" rel="tag">
            {t.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BlogLayout({ data, children, toc }: { data: RouteData; children: ReactNode; toc?: ReactNode }) {
  const sidebar = useLoadedSidebar<BlogSidebarEntry[]>(data.sidebarUrl) ?? [];
  return (
    <div className="container blog-container">
      <div className="row">
        <BlogSidebar posts={sidebar} path={data.path} />
        <main id="__main" className="col blog-main" tabIndex={-1}>
          {children}
        </main>
        {toc}
      </div>
    </div>
  );
}

function PostSummary({ post }: { post: BlogPostSummary }) {
  return (
    <article className="blog-post blog-post--summary">
      <header>
        <h2 className="blog-post__title">
          <Link to={post.permalink}>{post.title}</Link>
        </h2>
        <PostMeta post={post} />
      </header>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <footer className="blog-post__footer">
        <Tags tags={post.tags} />
        {post.truncated && (
          // The post's title is in the link's text (visually hidden), not only in an aria-label: search
          // engines and Lighthouse's link-text audit read the text, and nine bare "Read more" links
          // on one list are nine links that say nothing of where they lead.
          <Link to={post.permalink} className="blog-post__read-more">
            <ReadMore title={post.title} />
          </Link>
        )}
      </footer>
    </article>
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
