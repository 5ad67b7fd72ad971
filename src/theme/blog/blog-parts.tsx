// What the blog's layouts share: the page with its sidebar, a post's date, authors and tags. The post
// page (./BlogPostPage.tsx) and the list pages (./BlogPages.tsx) are chunks of their own, so a first
// visit to a post does not load the lists' layouts, nor a list the post's.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BlogAuthor, BlogPostSummary, BlogSidebarEntry, RouteData } from '../../shared/types';
import { useLoadedSidebar } from '../../app/route-cache';
import { Link } from '../Link';
// A Docusaurus site's swizzled BlogSidebar, else ours (prerender/docusaurus/aliases.ts).
import BlogSidebar from '@theme/BlogSidebar';
import { deferred } from '../../app/deferred';
import { pluralMessage, site, translateMessage as t } from '../site';

/**
 * An author's social links (./AuthorSocials.tsx): plain links that open in a new tab, so a first visit
 * keeps their server markup and does not load the icons' code (src/app/deferred.tsx).
 */
export const AuthorSocials = deferred(
  () => import('./AuthorSocials').then((m) => m.AuthorSocials),
  ({ author }: { author: BlogAuthor }) => (author.socials?.length ? ['div'] : []),
);

const formats = new Map<string, Intl.DateTimeFormat>();
/** A post's date in the page's language and calendar (`day` alone: without the year). */
export function formatDate(date: string, day?: 'day'): string {
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
export function AvatarPhoto({ name, imageUrl }: { name: string; imageUrl?: string }) {
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
export function AuthorName({ author, children }: { author: BlogAuthor; children: ReactNode }) {
  if (author.page) return <Link to={author.page}>{children}</Link>;
  const href = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

export function PostMeta({ post }: { post: BlogPostSummary }) {
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
                <AuthorSocials author={a} />
              </div>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

export function Tags({ tags }: { tags: { label: string; permalink: string }[] }) {
  if (!tags.length) return null;
  // The "Tags:" label is the infima look's, as Docusaurus's blog draws it (hidden in ours, whose list is
  // a flex item of the footer: the wrapper is `display: contents` there).
  return (
    <div className="tag-list-row">
      <b className="tag-list__label">{t('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="tag-list" aria-label={t('theme.tags.tagsPageTitle', 'Tags')}>
        {tags.map((t) => (
          <li key={t.permalink}>
            <Link to={t.permalink} className="tag" rel="tag">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BlogLayout({
  data,
  children,
  toc,
  sidebar: given,
}: {
  data: RouteData;
  children: ReactNode;
  toc?: ReactNode;
  /** The sidebar a site's swizzled BlogPostPage passes on; else the blog's, loaded with the route. */
  sidebar?: { title: string; items: BlogSidebarEntry[] };
}) {
  const loaded = useLoadedSidebar<BlogSidebarEntry[]>(data.sidebarUrl) ?? [];
  const sidebar = given?.items ?? loaded;
  // No sidebar (the blog's `sidebarCount: 0`): the posts' column is offset, as Docusaurus's.
  return (
    <div className="container blog-container">
      <div className="row">
        {data.sidebarUrl ? (
          <BlogSidebar sidebar={{ title: given?.title ?? site.blog.sidebarTitle, items: sidebar }} path={data.path} />
        ) : null}
        <main id="__main" className={`col blog-main${data.sidebarUrl ? '' : ' blog-main--alone'}`} tabIndex={-1}>
          {children}
        </main>
        {toc}
      </div>
    </div>
  );
}
