// The docs sidebar. Categories marked non-collapsible are always open (this site's sidebar); a
// collapsible category opens by itself when it holds the current page.
import { useEffect, useState } from 'react';
import { Link } from '../Link';
import type { SidebarItem, SidebarCategory } from '../../shared/types';
import { comparablePath, isSamePath } from '../../shared/paths';

// Every category asks whether it holds the current page. Walking its whole subtree for that made each
// page's render proportional to the sidebar's size (quadratic over a large site's prerender), so each
// category's paths are collected once, by identity, and looked up.
const categoryPaths = new WeakMap<SidebarCategory, Set<string>>();

function pathsOf(item: SidebarCategory): Set<string> {
  let paths = categoryPaths.get(item);
  if (!paths) {
    paths = new Set(item.href !== undefined ? [comparablePath(item.href)] : []);
    for (const child of item.items) {
      if (child.type === 'link') paths.add(comparablePath(child.href));
      else for (const p of pathsOf(child)) paths.add(p);
    }
    categoryPaths.set(item, paths);
  }
  return paths;
}

// Every category of a render asks about the same page: its comparable form is made once, not per
// category (500 categories over 10,000 pages were 5 million calls).
let lastPath: string | undefined;
let lastComparable = '';
function currentPath(path: string): string {
  if (path !== lastPath) {
    lastComparable = comparablePath(path);
    lastPath = path;
  }
  return lastComparable;
}

function containsPath(item: SidebarCategory, path: string): boolean {
  return pathsOf(item).has(currentPath(path));
}

function Category({ item, path, level }: { item: SidebarCategory; path: string; level: number }) {
  const active = containsPath(item, path);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active, path]);
  const own = item.href !== undefined && comparablePath(item.href) === currentPath(path);
  const label = item.href ? (
    <Link to={item.href} className={`menu__link menu__link--sublist${own ? ' menu__link--active' : ''}`} aria-current={own ? 'page' : undefined}>
      {item.label}
    </Link>
  ) : item.collapsible ? (
    <button
      type="button"
      className={`menu__link menu__link--sublist menu__link--sublist-caret clean-btn${active ? ' menu__link--active-parent' : ''}`}
      aria-expanded={!collapsed}
      onClick={() => setCollapsed(!collapsed)}
    >
      {item.label}
    </button>
  ) : (
    <span className="menu__link menu__link--sublist menu__category-label">{item.label}</span>
  );
  return (
    <li className={`menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level}${collapsed ? ' menu__list-item--collapsed' : ''}`}>
      <div className="menu__list-item-collapsible">
        {label}
        {item.collapsible && item.href && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          />
        )}
      </div>
      {!collapsed && <DocSidebarItems items={item.items} path={path} level={level + 1} />}
    </li>
  );
}

export function DocSidebarItems({ items, path, level = 1 }: { items: SidebarItem[]; path: string; level?: number }) {
  return (
    <ul className="menu__list">
      {items.map((item, i) => {
        if (item.type === 'category') return <Category key={i} item={item} path={path} level={level} />;
        if (item.unlisted && !isSamePath(item.href, path)) return null;
        const active = isSamePath(item.href, path);
        return (
          <li key={i} className={`menu__list-item theme-doc-sidebar-item-link-level-${level}`}>
            <Link to={item.href} className={`menu__link${active ? ' menu__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function DocSidebar({ items, path }: { items: SidebarItem[]; path: string }) {
  return (
    <aside className="doc-sidebar">
      <nav aria-label="Docs sidebar" className="menu thin-scrollbar doc-sidebar__menu">
        <DocSidebarItems items={items} path={path} />
      </nav>
    </aside>
  );
}
