// Builds the data of every route (what goes into each route.json): title, description, TOC,
// breadcrumbs, prev/next, the page module and the sidebar it uses.
import crypto from 'node:crypto';
import path from 'node:path';
import type { SiteModel, BlogPost } from '../content/collect.ts';
import type { PageTree } from '../mdx/page-trees.ts';
import { breadcrumbs, prevNext } from '../content/sidebars.ts';
import { categoryIndexTree } from './category-index.ts';
import type { BlogPostSummary, BlogSidebarEntry, RouteData } from '../../src/shared/types.ts';
import { builtInRoutes } from './reserved.ts';

export interface PageAssets {
  /** The page's module (MDX) or page tree (plain Markdown, a .json URL). */
  module: string;
  preload: string[];
  css: string[];
}

export interface RouteTable {
  routes: RouteData[];
  notFound: RouteData;
  /** Sidebar and generated (category index) JSON files by URL. */
  files: Map<string, string>;
  /** Plain Markdown pages' trees by URL (read when needed: prerender/mdx/page-trees.ts). */
  trees: Map<string, PageTree>;
  /** Route -> source file of its page module (for the SSR render). */
  sources: Map<string, string>;
}

function hashed(prefix: string, content: string): string {
  return hashedUrl(prefix, crypto.createHash('sha256').update(content).digest('hex'));
}

function hashedUrl(prefix: string, sha256: string): string {
  return `/assets/${prefix}-${sha256.slice(0, 10)}.json`;
}

/** A JSON file of the table (sidebar, category index or page tree) by URL. */
export function tableFile(table: Pick<RouteTable, 'files' | 'trees'>, url: string): string | undefined {
  return table.files.get(url) ?? table.trees.get(url)?.json();
}

function summary(p: BlogPost): BlogPostSummary {
  return {
    title: p.title,
    permalink: p.route,
    date: p.date.toISOString(),
    description: p.description,
    authors: p.authors,
    tags: p.tags,
    readingTime: p.readingTime,
    excerptHtml: p.analysis.excerptHtml,
    truncated: p.analysis.truncated,
  };
}

/**
 * `assetsFor(file, treeUrl)` gives the URLs a page needs: for an MDX page its module's, for a plain
 * Markdown page its tree's (`treeUrl`, written by the build from `files`) and the tree renderer's.
 */
export function buildRouteTable(
  site: SiteModel,
  assetsFor: (file: string, treeUrl?: string) => PageAssets,
): RouteTable {
  const { config } = site;
  const files = new Map<string, string>();
  const trees = new Map<string, PageTree>();
  const pageAssets = (page: { file: string; tree?: PageTree }): PageAssets => {
    if (page.tree === undefined) return assetsFor(page.file);
    const url = hashedUrl(path.basename(page.file).replace(/\.mdx?$/, ''), page.tree.hash);
    trees.set(url, page.tree);
    return assetsFor(page.file, url);
  };
  const sources = new Map<string, string>();
  const sidebarUrls = new Map<string, string>();
  for (const [name, items] of Object.entries(site.sidebars.sidebars)) {
    const json = JSON.stringify(items);
    const url = hashed(`sidebar-${name}`, json);
    files.set(url, json);
    sidebarUrls.set(name, url);
  }
  const blogSidebar: BlogSidebarEntry[] = site.posts
    .filter((p) => !p.frontmatter.unlisted)
    .map((p) => ({ title: p.title, permalink: p.route, date: p.date.toISOString() }));
  const blogSidebarJson = JSON.stringify(blogSidebar);
  const blogSidebarUrl = hashed('blog-sidebar', blogSidebarJson);
  files.set(blogSidebarUrl, blogSidebarJson);

  const routes: RouteData[] = [];
  const tocCfg = config.docs.tableOfContents;
  // src/pages/index.* replaces the built-in home page, as in Docusaurus.
  if (!site.pages.some((p) => p.route === config.baseUrl))
    routes.push({
      path: config.baseUrl,
      kind: 'home',
      title: config.title,
      description: config.metadata.description,
      searchTag: 'default',
    });
  for (const p of site.pages) {
    const assets = pageAssets(p);
    sources.set(p.route, p.file);
    routes.push({
      path: p.route,
      kind: 'page',
      title: p.title || config.title,
      description: p.description || config.metadata.description,
      module: assets.module,
      preload: assets.preload,
      css: assets.css,
      ...(p.react ? {} : { toc: p.analysis.headings }),
      page: {
        markdown: !p.react,
        hideTableOfContents: Boolean(p.frontmatter.hide_table_of_contents),
        ...(p.frontmatter.wrapperClassName ? { wrapperClassName: p.frontmatter.wrapperClassName } : {}),
      },
      noIndex: Boolean(p.frontmatter.unlisted),
      searchTag: 'default',
    });
  }

  for (const d of site.docs) {
    const sidebarName =
      d.frontmatter.displayed_sidebar === null
        ? null
        : (d.frontmatter.displayed_sidebar ?? site.sidebars.docSidebar.get(d.id) ?? null);
    const items = sidebarName ? site.sidebars.sidebars[sidebarName] : null;
    const assets = pageAssets(d);
    sources.set(d.route, d.file);
    let nav = items ? prevNext(items, d.route) : { prev: null, next: null };
    const byId = (id: string | null | undefined) => {
      const t = id ? site.docsById.get(id) : undefined;
      return t ? { title: t.sidebarLabel ?? t.title, href: t.route } : null;
    };
    if (d.frontmatter.pagination_prev !== undefined) nav = { ...nav, prev: byId(d.frontmatter.pagination_prev) };
    if (d.frontmatter.pagination_next !== undefined) nav = { ...nav, next: byId(d.frontmatter.pagination_next) };
    routes.push({
      path: d.route,
      kind: 'doc',
      title: d.title,
      description: d.description,
      module: assets.module,
      preload: assets.preload,
      css: assets.css,
      toc: d.analysis.headings.filter((h) => h.level <= 6),
      ...(sidebarName ? { sidebarUrl: sidebarUrls.get(sidebarName) } : {}),
      doc: {
        id: d.id,
        sidebar: sidebarName,
        breadcrumbs: items ? breadcrumbs(items, d.route) : [],
        prev: nav.prev,
        next: nav.next,
        hideTableOfContents: Boolean(d.frontmatter.hide_table_of_contents),
        tocMin: d.frontmatter.toc_min_heading_level ?? tocCfg.minHeadingLevel,
        tocMax: d.frontmatter.toc_max_heading_level ?? tocCfg.maxHeadingLevel,
        unlisted: Boolean(d.frontmatter.unlisted),
        tags: d.frontmatter.tags ?? [],
        hasH1: d.analysis.hasH1,
      },
      noIndex: Boolean(d.frontmatter.unlisted),
      searchTag: `docs-default-current`,
    });
  }

  for (const index of site.sidebars.indexes) {
    const items = site.sidebars.sidebars[index.sidebar];
    const tree = JSON.stringify(categoryIndexTree(index, (id) => site.docsById.get(id)?.description));
    const url = hashed(`category-${index.route.split('/').filter(Boolean).pop() ?? 'index'}`, tree);
    files.set(url, tree);
    const assets = assetsFor(index.route, url);
    const nav = prevNext(items, index.route);
    routes.push({
      path: index.route,
      kind: 'doc',
      title: index.title,
      description: index.description,
      module: assets.module,
      preload: assets.preload,
      css: assets.css,
      toc: [],
      sidebarUrl: sidebarUrls.get(index.sidebar),
      doc: {
        id: `category${index.route}`,
        sidebar: index.sidebar,
        breadcrumbs: breadcrumbs(items, index.route),
        prev: nav.prev,
        next: nav.next,
        hideTableOfContents: true,
        tocMin: tocCfg.minHeadingLevel,
        tocMax: tocCfg.maxHeadingLevel,
        unlisted: false,
        tags: [],
        hasH1: false,
      },
      searchTag: 'docs-default-current',
    });
  }

  const builtIn = builtInRoutes(config);
  const listed = site.posts.filter((p) => !p.frontmatter.unlisted);
  const summaries = listed.map(summary);
  routes.push({
    path: builtIn.blog,
    kind: 'blogList',
    title: config.blog.title,
    description: config.blog.description,
    sidebarUrl: blogSidebarUrl,
    blog: { sidebarUrl: blogSidebarUrl, posts: summaries },
    searchTag: 'blog_posts_list',
  });
  site.posts.forEach((p) => {
    const i = listed.indexOf(p);
    const assets = pageAssets(p);
    sources.set(p.route, p.file);
    const nav = (q?: BlogPost) => (q ? { title: q.title, href: q.route } : null);
    routes.push({
      path: p.route,
      kind: 'blogPost',
      title: p.title,
      description: p.description,
      module: assets.module,
      preload: assets.preload,
      css: assets.css,
      toc: p.analysis.headings,
      sidebarUrl: blogSidebarUrl,
      blog: {
        sidebarUrl: blogSidebarUrl,
        post: {
          ...summary(p),
          newer: i > 0 ? nav(listed[i - 1]) : null,
          older: i >= 0 ? nav(listed[i + 1]) : null,
          hasH1: p.analysis.hasH1,
        },
      },
      noIndex: Boolean(p.frontmatter.unlisted),
      searchTag: 'default',
    });
  });
  if (listed.length) {
    routes.push({
      path: builtIn.blogArchive,
      kind: 'blogArchive',
      title: 'Archive',
      description: `Every post of the ${config.blog.title}, by year.`,
      blog: { sidebarUrl: blogSidebarUrl, posts: summaries },
      searchTag: 'default',
    });
  }
  const tags = [...site.tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  routes.push({
    path: builtIn.blogTags,
    kind: 'blogTags',
    title: 'Tags',
    description: `Topics of the ${config.blog.title}.`,
    sidebarUrl: blogSidebarUrl,
    blog: {
      sidebarUrl: blogSidebarUrl,
      tags: tags.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length })),
    },
    searchTag: 'blog_tags_list',
  });
  for (const t of tags) {
    const n = t.posts.length;
    routes.push({
      path: t.permalink,
      kind: 'blogTag',
      title: `${n === 1 ? 'One post' : `${n} posts`} tagged with "${t.label}"`,
      description: t.description ?? `Posts of the ${config.blog.title} about ${t.label}.`,
      sidebarUrl: blogSidebarUrl,
      blog: {
        sidebarUrl: blogSidebarUrl,
        tag: { label: t.label, permalink: t.permalink, description: t.description },
        posts: t.posts.filter((p) => !p.frontmatter.unlisted).map(summary),
      },
      searchTag: 'blog_tags_posts',
    });
  }
  routes.push({
    path: builtIn.search,
    kind: 'search',
    title: 'Search the documentation',
    description: `Search the ${config.title} documentation and blog.`,
    searchTag: 'default',
  });
  const notFound: RouteData = {
    path: '/404.html',
    kind: 'notFound',
    title: 'Page Not Found',
    description: '',
    noIndex: true,
    searchTag: 'default',
  };
  return { routes, notFound, files, trees, sources };
}
