import { Link } from '../Link';
import type { BlogSidebarEntry } from '../../shared/types';
import { isSamePath } from '../../shared/paths';
import { translateMessage as t } from '../site';

export function groupByYear<T extends { date: string }>(posts: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const p of posts) {
    const y = p.date.slice(0, 4);
    groups.set(y, [...(groups.get(y) ?? []), p]);
  }
  return [...groups.entries()].sort((a, b) => b[0].localeCompare(a[0]));
}

export function BlogSidebarList({ posts, path }: { posts: BlogSidebarEntry[]; path: string }) {
  return (
    <div className="blog-sidebar__groups">
      {groupByYear(posts).map(([year, items]) => (
        <div role="group" key={year} className="blog-sidebar__year">
          <h3 className="blog-sidebar__year-title">{year}</h3>
          <ul className="menu__list">
            {items.map((p) => {
              const active = isSamePath(p.permalink, path);
              return (
                <li key={p.permalink} className="menu__list-item">
                  <Link
                    to={p.permalink}
                    className={`menu__link${active ? ' menu__link--active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {p.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The recent-posts column, with Docusaurus's `@theme/BlogSidebar` props (`sidebar`: `{ title, items }`;
 * `hideOnMobile` unused: the mobile menu lists the posts itself) and the page's `path`. The blog pages
 * draw it as `@theme/BlogSidebar`.
 */
export function BlogSidebar({
  sidebar,
  path,
}: {
  sidebar: { title: string; items: BlogSidebarEntry[] };
  path: string;
  hideOnMobile?: boolean;
}) {
  return (
    <aside className="col blog-sidebar-col">
      <nav
        className="blog-sidebar thin-scrollbar"
        aria-label={t('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}
      >
        <div className="blog-sidebar__title">{sidebar.title}</div>
        <BlogSidebarList posts={sidebar.items} path={path} />
      </nav>
    </aside>
  );
}
