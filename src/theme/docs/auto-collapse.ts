// `docsSidebar.autoCollapseCategories` (Docusaurus's `themeConfig.docs.sidebar.autoCollapseCategories`):
// a category that opens, by a click or because it holds the page the reader went to, closes its open
// siblings (the categories of the same list). Only in the bundle of a site that sets it
// (`__DOCS_SIDEBAR_AUTO_COLLAPSE__`, DocSidebar.tsx).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SidebarCategory, SidebarItem } from '../../shared/types';
import { site } from '../site';

/** Each category's list (DocSidebarItems registers them as it draws), and the category last opened in a list. */
const listOf = new WeakMap<SidebarCategory, SidebarItem[]>();
const openedIn = new WeakMap<SidebarItem[], SidebarCategory>();
const listeners = new Set<() => void>();

export function registerCategory(item: SidebarCategory, list: SidebarItem[]): void {
  listOf.set(item, list);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAutoCollapse(
  item: SidebarCategory,
  collapsed: boolean,
  setCollapsed: (collapsed: boolean) => void,
): void {
  const on = Boolean(site.docsSidebar?.autoCollapseCategories);
  const list = listOf.get(item);
  const opened = useSyncExternalStore(
    subscribe,
    () => (list ? openedIn.get(list) : undefined),
    () => undefined,
  );
  const wasCollapsed = useRef(collapsed);
  const seen = useRef(opened);
  // This one opened: its siblings close.
  useEffect(() => {
    if (on && list && wasCollapsed.current && !collapsed) {
      openedIn.set(list, item);
      for (const l of listeners) l();
    }
    wasCollapsed.current = collapsed;
  }, [on, list, item, collapsed]);
  // A sibling opened: this one closes, even when it holds the current page (as Docusaurus's), unless it cannot fold.
  useEffect(() => {
    if (opened === seen.current) return;
    seen.current = opened;
    if (on && opened && opened !== item && !collapsed && item.collapsible) setCollapsed(true);
  }, [on, opened, item, collapsed, setCollapsed]);
}
