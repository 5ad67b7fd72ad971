import { Link } from '../Link';
import type { BlogSidebarEntry } from '../../shared/types';
import { isSamePath } from '../../shared/paths';
import { site, translateMessage as t } from '../site';

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

export function BlogSidebar({ posts, path }: { posts: BlogSidebarEntry[]; path: string }) {
  return (
    <aside className="col blog-sidebar-col">
      <nav
        className="blog-sidebar thin-scrollbar"
        aria-label={t('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}
      >
        <div className="blog-sidebar__title">{site.blog.sidebarTitle}</div>
        <BlogSidebarList posts={posts} path={path} />
      </nav>
    </aside>
  );
}
