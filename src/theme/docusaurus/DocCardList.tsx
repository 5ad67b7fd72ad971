// `@theme/DocCardList`: cards for a list of docs sidebar items (`items`, as Docusaurus's sidebar items: a
// category index page lists its own or hand-written ones), or without `items` the items of the sidebar
// category whose page this is (Docusaurus's `useCurrentSidebarCategory()`), as our generated-index pages draw them.
import { useContext } from 'react';
import { useLoadedSidebar } from '../../app/route-cache';
import { useLocation } from '../../app/router';
import { comparablePath } from '../../shared/paths';
import type { SidebarItem } from '../../shared/types';
import { DocContext } from '../docs/DocItemFooter';
import DocCard, { type DocCardItem } from './DocCard';

function categoryAt(items: SidebarItem[], path: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    // Its own page is its link, not one of its cards.
    if (item.href !== undefined && comparablePath(item.href) === path)
      return item.items.filter((i) => i.type !== 'link' || comparablePath(i.href) !== path);
    const inner = categoryAt(item.items, path);
    if (inner) return inner;
  }
  return undefined;
}

export default function DocCardList({ items, className }: { items?: DocCardItem[]; className?: string }) {
  const data = useContext(DocContext);
  const sidebar = useLoadedSidebar<SidebarItem[]>(data?.sidebarUrl);
  const { pathname } = useLocation();
  const here = comparablePath(data?.path ?? pathname);
  const list: DocCardItem[] = items ?? (sidebar && categoryAt(sidebar, here)) ?? [];
  return (
    <section className={`doc-card-list${className ? ` ${className}` : ''}`}>
      {list
        .filter((i) => !i.unlisted)
        .map((item, index) => (
          <DocCard key={index} item={item} />
        ))}
    </section>
  );
}
