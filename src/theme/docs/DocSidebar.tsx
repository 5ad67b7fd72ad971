// The docs sidebar. Categories marked non-collapsible are always open (this site's sidebar); a
// collapsible category opens by itself when it holds the current page.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from '../Link';
import type { SidebarItem, SidebarCategory } from '../../shared/types';
import { comparablePath, isSamePath } from '../../shared/paths';
import { translateMessage as t } from '../site';
import { registerCategory, useAutoCollapse } from './auto-collapse';

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

/**
 * Server only (src/entry-server.tsx): on a large site most of a page's sidebar is top-level
 * categories that do not hold the page, and their HTML is the same on every page. The prerender
 * provides a splicer; each run of such categories renders as one placeholder, which the prerender
 * replaces with the categories' HTML, each rendered once (DocSidebarCategory) and reused on every
 * page. The browser renders every category itself, so hydration sees the same markup either way.
 */
export interface SidebarSplicer {
  /** The id of the placeholder for these consecutive categories at this level. */
  placeholder(items: SidebarCategory[], level: number): string;
}
export const SidebarSpliceContext = /* @__PURE__ */ createContext<SidebarSplicer | null>(null);

// A category qualifies only when its HTML cannot depend on the page: every URL in it is absolute (a
// relative link is resolved against the current page).
const placeIndependent = new WeakMap<SidebarCategory, boolean>();
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

function isPlaceIndependent(item: SidebarCategory): boolean {
  let ok = placeIndependent.get(item);
  if (ok === undefined) {
    ok =
      (item.href === undefined || ABSOLUTE.test(item.href)) &&
      item.items.every((child) => (child.type === 'link' ? ABSOLUTE.test(child.href) : isPlaceIndependent(child)));
    placeIndependent.set(item, ok);
  }
  return ok;
}

function Category({ item, path, level }: { item: SidebarCategory; path: string; level: number }) {
  const active = containsPath(item, path);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active, path]);
  // A build-time constant (`docsSidebar.autoCollapseCategories`): every render of a bundle calls the same hooks.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (__DOCS_SIDEBAR_AUTO_COLLAPSE__) useAutoCollapse(item, collapsed, setCollapsed);
  const own = item.href !== undefined && comparablePath(item.href) === currentPath(path);
  const label = item.href ? (
    <Link
      to={item.href}
      className={`menu__link menu__link--sublist${own ? ' menu__link--active' : active ? ' menu__link--active-parent' : ''}`}
      aria-current={own ? 'page' : undefined}
    >
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
    <li
      className={`menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level}${collapsed ? ' menu__list-item--collapsed' : ''}`}
    >
      <div className="menu__list-item-collapsible">
        {label}
        {item.collapsible && item.href && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-label={
              collapsed
                ? t('theme.DocSidebarItem.expandCategoryAriaLabel', "Expand sidebar category '{label}'", {
                    label: item.label,
                  })
                : t('theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'", {
                    label: item.label,
                  })
            }
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          />
        )}
      </div>
      {!collapsed && <DocSidebarItems items={item.items} path={path} level={level + 1} />}
    </li>
  );
}

/** A category's list item, as DocSidebarItems renders it on a page that is not in the category. */
export const DocSidebarCategory = Category;

// Server only, per list of items: which items hold each page (by comparable path) and which categories
// qualify for splicing, so a page asks one question per list instead of one per category (500 per page
// on a large site).
interface ListIndex {
  holders: Map<string, number[]>;
  spliceable: boolean[];
}
const listIndexes = new WeakMap<SidebarItem[], ListIndex>();

function listIndexOf(items: SidebarItem[]): ListIndex {
  let index = listIndexes.get(items);
  if (!index) {
    const holders = new Map<string, number[]>();
    const spliceable = items.map((item, i) => {
      if (item.type !== 'category') return false;
      for (const p of pathsOf(item)) {
        const list = holders.get(p);
        if (list) list.push(i);
        else holders.set(p, [i]);
      }
      return isPlaceIndependent(item);
    });
    listIndexes.set(items, (index = { holders, spliceable }));
  }
  return index;
}

/** Server only: the items, with each run of categories the splicer can fill as one placeholder. */
function splicedItems(
  items: SidebarItem[],
  path: string,
  level: number,
  splicer: SidebarSplicer,
  itemNode: (item: SidebarItem, i: number) => ReactNode,
): ReactNode[] {
  const { holders, spliceable } = listIndexOf(items);
  const here = holders.get(currentPath(path));
  const out: ReactNode[] = [];
  let run: SidebarCategory[] = [];
  const endRun = (key: number) => {
    if (run.length) out.push(<template key={`splice-${key}`} data-lexora-splice={splicer.placeholder(run, level)} />);
    run = [];
  };
  items.forEach((item, i) => {
    // A category qualifies when it does not hold the page (containsPath) and nothing in it depends on the page.
    if (item.type === 'category' && spliceable[i] && !here?.includes(i)) run.push(item);
    else {
      endRun(i);
      out.push(itemNode(item, i));
    }
  });
  endRun(items.length);
  return out;
}

function useServerSplicer(): SidebarSplicer | null {
  return useContext(SidebarSpliceContext);
}
// The browser never splices: in its bundle this is a constant, and the splicing code is left out of it.
const useSidebarSplicer: () => SidebarSplicer | null = import.meta.env.SSR ? useServerSplicer : () => null;

export function DocSidebarItems({ items, path, level = 1 }: { items: SidebarItem[]; path: string; level?: number }) {
  const splicer = useSidebarSplicer();
  const itemNode = (item: SidebarItem, i: number): ReactNode => {
    if (item.type === 'category') {
      if (__DOCS_SIDEBAR_AUTO_COLLAPSE__) registerCategory(item, items);
      return <Category key={i} item={item} path={path} level={level} />;
    }
    if (item.unlisted && !isSamePath(item.href, path)) return null;
    const active = isSamePath(item.href, path);
    return (
      <li
        key={i}
        className={`menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}${item.className ? ` ${item.className}` : ''}`}
      >
        <Link
          to={item.href}
          className={`menu__link${active ? ' menu__link--active' : ''}`}
          aria-current={active ? 'page' : undefined}
        >
          {item.label}
        </Link>
      </li>
    );
  };
  // The top list carries Docusaurus's `theme-doc-sidebar-menu`, which a site's CSS selects on (stylelint.io
  // hides a category with `.theme-doc-sidebar-menu .theme-doc-sidebar-item-category-level-1:nth-child(2) …`).
  return (
    <ul className={level === 1 ? 'theme-doc-sidebar-menu menu__list' : 'menu__list'}>
      {import.meta.env.SSR && splicer ? splicedItems(items, path, level, splicer, itemNode) : items.map(itemNode)}
    </ul>
  );
}

/**
 * The sidebar's menu, with Docusaurus's `@theme/DocSidebar` props (`sidebar`, `path`; `onCollapse` and
 * `isHidden` unused: the docs page draws the fold button of a hideable sidebar, HideableSidebar.tsx). The docs page draws it as `@theme/DocSidebar` in its column.
 */
export function DocSidebar({
  sidebar,
  path,
}: {
  sidebar: SidebarItem[];
  path: string;
  onCollapse?: () => void;
  isHidden?: boolean;
}) {
  return (
    <nav
      aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}
      className="menu thin-scrollbar doc-sidebar__menu"
    >
      <DocSidebarItems items={sidebar} path={path} />
    </nav>
  );
}
