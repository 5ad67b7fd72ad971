// Layouts that only some routes need (blog, search page, home, not found) load with those routes, like page
// chunks do, so the first visit to a docs page does not carry them.
import type { ComponentType } from 'react';
import type { RouteData, RouteKind } from '../shared/types';

type KindModule = Record<string, ComponentType<{ data: RouteData }>>;

const LOADERS: Partial<Record<RouteKind, () => Promise<KindModule>>> = {
  blogList: () => import('../theme/blog/BlogPages') as unknown as Promise<KindModule>,
  // Our post page, or for a site that swizzles BlogPostPage, its component drawn with Docusaurus's props
  // (src/theme/docusaurus/BlogPostPageBridge.tsx; prerender/docusaurus/aliases.ts).
  blogPost: () => import('@theme-bridge/BlogPostPage') as unknown as Promise<KindModule>,
  blogArchive: () => import('../theme/blog/BlogPages') as unknown as Promise<KindModule>,
  blogTags: () => import('../theme/blog/BlogPages') as unknown as Promise<KindModule>,
  blogTag: () => import('../theme/blog/BlogPages') as unknown as Promise<KindModule>,
  blogAuthors: () => import('../theme/blog/BlogPages') as unknown as Promise<KindModule>,
  blogAuthor: () => import('../theme/blog/BlogPages') as unknown as Promise<KindModule>,
  search: () => import('../search/SearchPage') as unknown as Promise<KindModule>,
  home: () => import('../theme/HomePage') as unknown as Promise<KindModule>,
  page: () => import('../theme/docusaurus/StandalonePage') as unknown as Promise<KindModule>,
  notFound: () => import('../theme/NotFound') as unknown as Promise<KindModule>,
};

const loaded = new Map<RouteKind, KindModule>();

export async function loadKind(kind: RouteKind): Promise<void> {
  const load = LOADERS[kind];
  if (load && !loaded.has(kind)) loaded.set(kind, await load());
}

export function kindModule(kind: RouteKind): KindModule | undefined {
  return loaded.get(kind);
}
