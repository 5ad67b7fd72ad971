// `@docusaurus/plugin-content-docs/client`: the docs plugin's client hooks, answered per docs instance
// (`pluginId`: `default`, or a `docsInstances[].id`) from the site data. The hooks returning whole versions,
// with each version's docs, are ./docs-versions.ts's, re-exported here.
import { useContext, useMemo } from 'react';
import { useLoadedSidebar } from '../../app/route-cache';
import { useLocation } from '../../app/router';
import { DocContext } from '../docs/DocItemFooter';
import { filterToc } from '../docs/toc-filter';
import { comparablePath, publicPath } from '../../shared/paths';
import type { NavLink, SidebarCategory, SidebarItem } from '../../shared/types';
import { site } from '../site';
import { DEFAULT_PLUGIN_ID, findInstance, useActiveDocsPluginId, useCandidateVersion } from '../versions';
import { versionMeta } from './version-meta';

export {
  useActiveDocContext,
  useActivePlugin,
  useActivePluginAndVersion,
  useActiveVersion,
  useAllDocsData,
  useDocVersionSuggestions,
  useDocsData,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from './docs-versions';

/** A version's doc, as `useDocsVersion().docs` and `useDocById()` give it. */
interface VersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

/**
 * `useDocsSidebar()`: the sidebar of the docs page on screen, `{ name, items }` (Docusaurus's sidebar
 * items: `link` with `href`, `label`, `docId`, `customProps`; `category` with `items`, `collapsed`,
 * `href`), or null where the page has none. Off docs pages null too (Docusaurus throws there).
 */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const data = useContext(DocContext);
  const items = useLoadedSidebar<SidebarItem[]>(data?.sidebarUrl);
  const name = data?.doc?.sidebar ?? undefined;
  return useMemo(() => (name && items ? { name, items } : null), [name, items]);
}

/** Like `Array#find` over the sidebar tree: the first category (depth first) `predicate` accepts. */
export function findSidebarCategory(
  sidebar: SidebarItem[],
  predicate: (category: SidebarCategory) => boolean,
): SidebarCategory | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** A category's link: its own page (unless unlisted), else its first item's. */
export function findFirstSidebarItemCategoryLink(item: SidebarCategory): string | undefined {
  if (item.href && !(item as { linkUnlisted?: boolean }).linkUnlisted) return item.href;
  for (const sub of item.items) {
    const link = findFirstSidebarItemLink(sub);
    if (link) return link;
  }
  return undefined;
}

/** An item's link: a listed link's href, a category's link; none for other items (html). */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  if (item.type === 'category') return findFirstSidebarItemCategoryLink(item);
  return undefined;
}

/** The items a card list draws: links and categories that lead somewhere, and every other kind. */
export function filterDocCardListItems(items: SidebarItem[]): SidebarItem[] {
  return items.filter((item) =>
    item.type === 'category' || item.type === 'link' ? !!findFirstSidebarItemLink(item) : true,
  );
}

/** The categories from the sidebar's top down to the page at `path` (a category's own page, or a doc in it); null if it is not in the sidebar. */
function categoryTrail(items: SidebarItem[], path: string): SidebarCategory[] | null {
  for (const item of items) {
    if (item.type === 'category') {
      if (item.href !== undefined && comparablePath(item.href) === path) return [item];
      const inner = categoryTrail(item.items, path);
      if (inner) return [item, ...inner];
    } else if (item.docId && comparablePath(item.href) === path) return [];
  }
  return null;
}

const currentCategories = (sidebar: { items: SidebarItem[] }, pathname: string) =>
  categoryTrail(sidebar.items, comparablePath(pathname)) ?? [];

/** `useCurrentSidebarCategory()`: the deepest category holding the page on screen (a category index page's own). */
export function useCurrentSidebarCategory(): SidebarCategory {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const category = currentCategories(sidebar, pathname).at(-1);
  if (!category)
    throw new Error(
      `${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`,
    );
  return category;
}

/** `useCurrentSidebarSiblings()`: that category's items, else the sidebar's top level. */
export function useCurrentSidebarSiblings(): SidebarItem[] {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  return currentCategories(sidebar, pathname).at(-1)?.items ?? sidebar.items;
}

/**
 * The docs `useDocsVersion().docs` knows on a docs page: every doc of the page's sidebar (id, its
 * sidebar label as title, the sidebar's name) and the page's own doc (title and description). Docusaurus
 * sends every doc of the version; ours stay on the build side, so a doc outside the page's sidebar is absent.
 */
function useVersionDocs(): Record<string, VersionDoc> {
  const data = useContext(DocContext);
  const sidebar = useDocsSidebar();
  return useMemo(() => {
    const docs: Record<string, VersionDoc> = {};
    const walk = (items: SidebarItem[]) => {
      for (const item of items) {
        if (item.type === 'category') walk(item.items);
        if (item.docId && !docs[item.docId])
          docs[item.docId] = { id: item.docId, title: item.label, sidebar: sidebar?.name };
      }
    };
    if (sidebar) walk(sidebar.items);
    const own = data?.doc;
    if (own)
      docs[own.id] = {
        id: own.id,
        title: data.title,
        ...(data.description ? { description: data.description } : {}),
        ...(own.sidebar ? { sidebar: own.sidebar } : {}),
      };
    return docs;
  }, [data, sidebar]);
}

/** `useDocById(id)`: the doc of `useDocsVersion().docs`; undefined for no id, or one not known on this page (Docusaurus throws). */
export function useDocById(id: string | undefined): VersionDoc | undefined {
  const docs = useVersionDocs();
  return id ? docs[id] : undefined;
}

/** What `useDocsVersion()` gives a doc page: the version's metadata. */
export function useDocsVersion() {
  const pluginId = useActiveDocsPluginId() ?? DEFAULT_PLUGIN_ID;
  const instance = findInstance(pluginId);
  const v = versionMeta(instance, useCandidateVersion(pluginId));
  const docs = useVersionDocs();
  const sidebar = useDocsSidebar();
  const page = useContext(DocContext)?.doc;
  return {
    pluginId,
    version: v.name,
    label: v.label,
    // The page's version as its banner and badge show it (none off docs pages and on a site of one version).
    banner: page?.version?.name === v.name ? page.version.banner : null,
    badge: page?.version?.name === v.name ? page.version.badge : false,
    noIndex: false,
    className: `docs-version-${v.name}`,
    isLast: v.isLast,
    docsSidebars: sidebar ? { [sidebar.name]: sidebar.items } : {},
    docs,
  };
}

const neighbour = (link: NavLink) => ({
  title: link.title,
  permalink: publicPath(link.href, site.trailingSlash as boolean | undefined, site.baseUrl),
});

/**
 * `useDoc()` (Docusaurus 3 exports it here and from theme-common/internal): the docs page being rendered,
 * for a swizzled `DocItem/Footer` (a feedback widget reads its id, title or permalink) or `DocItem/Content`.
 * Its front matter is not sent to the browser: `frontMatter` has only `hide_title` and `hide_table_of_contents`.
 */
export function useDoc() {
  const data = useContext(DocContext);
  if (!data?.doc) throw new Error('useDoc() is only available on a docs page (DocItem and its parts).');
  const { doc } = data;
  const metadata = {
    id: doc.id,
    title: data.title,
    description: data.description,
    permalink: publicPath(data.path, site.trailingSlash as boolean | undefined, site.baseUrl),
    editUrl: doc.editUrl,
    lastUpdatedAt: doc.lastUpdatedAt,
    lastUpdatedBy: doc.lastUpdatedBy,
    tags: doc.tags.map((label) => ({ label })),
    // Its neighbours, as `@theme/DocPaginator` takes them (`{ title, permalink }`), undefined where there is none.
    previous: doc.prev ? neighbour(doc.prev) : undefined,
    next: doc.next ? neighbour(doc.next) : undefined,
    version: doc.version?.name ?? site.version.name,
    // Of its front matter, what the browser has: the keys Docusaurus's DocItem parts read.
    frontMatter: {
      ...(doc.hideTitle ? { hide_title: true } : {}),
      ...(doc.hideTableOfContents ? { hide_table_of_contents: true } : {}),
    } as Record<string, unknown>,
  };
  // `contentTitle`: the Markdown's own `# title`, undefined without one (an ejected DocItem/Content then draws the title).
  const contentTitle = doc.hasH1 ? data.title : undefined;
  // `toc`: the headings its table of contents shows (the page's levels applied), which a swizzled TOC passes
  // on to `@theme-original/TOC` without levels (Docusaurus gives them all, and the levels beside them).
  const toc = filterToc(data.toc ?? [], doc.tocMin, doc.tocMax);
  return { metadata, frontMatter: metadata.frontMatter, toc, contentTitle };
}

/**
 * `useSidebarBreadcrumbs()`: a docs page's breadcrumbs as Docusaurus gives them to a swizzled
 * `DocBreadcrumbs` (the page's categories in its sidebar, then the page: `{ type, label, href }`, a category
 * without a page of its own having no `href`), or null outside a sidebar or with `breadcrumbs: false`.
 */
export function useSidebarBreadcrumbs() {
  const data = useContext(DocContext);
  const items = data?.doc?.breadcrumbs;
  if (!data?.sidebarUrl || !items?.length) return null;
  return items.map((b, i) => ({ type: i < items.length - 1 ? 'category' : 'link', label: b.label, href: b.href }));
}
