// What the mobile drawer shows next to the main menu: the docs sidebar or the blog's post list.
import type { RouteData } from '../shared/types';
import { DocSidebarItems } from './docs/DocSidebar';
import { BlogSidebarList } from './blog/BlogSidebar';
import { useLoadedSidebar } from '../app/route-cache';
import type { BlogSidebarEntry, SidebarItem } from '../shared/types';

export function hasSecondaryMenu(data: RouteData): boolean {
  return Boolean(data.sidebarUrl);
}

export function SecondaryMenu({ data }: { data: RouteData }) {
  const sidebar = useLoadedSidebar<SidebarItem[] | BlogSidebarEntry[]>(data.sidebarUrl);
  if (!sidebar) return null;
  if (data.kind === 'doc') return <DocSidebarItems items={sidebar as SidebarItem[]} path={data.path} />;
  return <BlogSidebarList posts={sidebar as BlogSidebarEntry[]} path={data.path} />;
}
