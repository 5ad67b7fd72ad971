// Builds the data of every route (what goes into each route.json): title, description, TOC,
// breadcrumbs, prev/next, the page module and the sidebar it uses.
import crypto from 'node:crypto';
import path from 'node:path';
import type { SiteModel, BlogPost, DocsInstance, DocsVersion, DocEntry, LocaleContent } from '../content/model.ts';
import { DEFAULT_PLUGIN_ID } from '../content/versions.ts';
import type { PageTree } from '../mdx/page-trees.ts';
import { breadcrumbs, prevNext } from '../content/sidebars.ts';
import { categoryIndexTree } from './category-index.ts';
import type {
  BlogPostSummary,
  BlogRouteInfo,
  BlogSidebarEntry,
  DocVersionInfo,
  NavLink,
  RouteData,
} from '../../src/shared/types.ts';
import { builtInRoutes } from './reserved.ts';
import { excerptHtml } from './excerpt.ts';
import { withBaseUrl, withoutBaseUrl } from '../../src/shared/paths.ts';
import { THEME_MESSAGES } from '../../src/shared/theme-messages.ts';
import { selectPluralForm } from '../../src/shared/plural.ts';

export interface PageAssets {
  /** The page's module (MDX) or page tree (plain Markdown, a .json URL). */
  module: string;
  preload: string[];
  css: string[];
}

export interface RouteTable {
  routes: RouteData[];
  notFound: RouteData;
  /** The 404 document of each locale built, with the file it is written to (`404.html`, `fr/404.html`). */
  notFounds: { data: RouteData; file: string }[];
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

/**
 * The table as the browser asks for its files (each route's module, chunks, stylesheets, sidebar, page
 * tree): under the base URL. The build writes them at their place in the output folder, served at the base.
 */
function underBaseUrl(table: RouteTable, base: string): RouteTable {
  const at = (u: string) => withBaseUrl(u, base);
  for (const r of table.routes) {
    if (r.module) r.module = at(r.module);
    if (r.preload) r.preload = r.preload.map(at);
    if (r.css) r.css = r.css.map(at);
    if (r.sidebarUrl) r.sidebarUrl = at(r.sidebarUrl);
    if (r.blog?.sidebarUrl) r.blog = { ...r.blog, sidebarUrl: at(r.blog.sidebarUrl) };
  }
  const files = new Map([...table.files].map(([u, f]) => [at(u), f]));
  const trees = new Map([...table.trees].map(([u, t]) => [at(u), t]));
  return { ...table, files, trees };
}

/** A JSON file of the table (sidebar, category index or page tree) by URL. */
export function tableFile(table: Pick<RouteTable, 'files' | 'trees'>, url: string): string | undefined {
  return table.files.get(url) ?? table.trees.get(url)?.json();
}

function summary(site: SiteModel, p: BlogPost): BlogPostSummary {
  return {
    title: p.title,
    permalink: p.route,
    date: p.date.toISOString(),
    description: p.description,
    authors: p.authors,
    tags: p.tags,
    readingTime: p.readingTime,
    excerptHtml: excerptHtml(p.analysis.excerptHtml, p.analysis.excerptParts, (type) =>
      themeText(site, `theme.admonition.${type}`, {}, type),
    ),
    truncated: p.analysis.truncated,
  };
}

/** A page's "Edit this page" URL and "Last updated" data (content/page-meta.ts), as route data: not the sitemap's lastmod. */
export function footerMeta(
  site: SiteModel,
  route: string,
): { editUrl?: string; lastUpdatedAt?: number; lastUpdatedBy?: string } {
  const { lastmod: _sitemapOnly, ...meta } = site.pageMeta.get(route) ?? {};
  return meta;
}

/** Frontmatter `keywords` and `image` of a page, when it sets them. */
function socialMeta(fm: { keywords?: unknown; image?: unknown }): Pick<RouteData, 'keywords' | 'image'> {
  return {
    ...(Array.isArray(fm.keywords) && fm.keywords.length ? { keywords: fm.keywords.map(String) } : {}),
    ...(typeof fm.image === 'string' && fm.image ? { image: fm.image } : {}),
  };
}

/** What the route builders share: the table's files and the page-asset lookup. */
interface TableCtx {
  site: SiteModel;
  files: Map<string, string>;
  trees: Map<string, PageTree>;
  sources: Map<string, string>;
  assetsFor: (file: string, treeUrl?: string, needs?: { math?: boolean | undefined }) => PageAssets;
  pageAssets: (page: { file: string; route: string; tree?: PageTree; analysis?: { math?: true } }) => PageAssets;
}

/** A sidebar's JSON file, by the sidebar's name, for one docs version. */
function sidebarFiles(version: DocsVersion, files: Map<string, string>): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [name, items] of Object.entries(version.sidebars.sidebars)) {
    const json = JSON.stringify(items);
    const url = hashed(`sidebar-${name}`, json);
    files.set(url, json);
    urls.set(name, url);
  }
  return urls;
}

/** The home page (unless src/pages has one) and the standalone pages of src/pages. */
function standaloneRoutes(ctx: TableCtx): RouteData[] {
  const { site } = ctx;
  const { config } = site;
  const routes: RouteData[] = [];
  // src/pages/index.* replaces the built-in home page, as in Docusaurus.
  // Docs-only mode (a docs routeBasePath of "/") puts a doc there, blog-only mode (the blog's routeBasePath
  // "/") the blog list: no built-in home page then, as in Docusaurus.
  const blogHome = site.posts.length > 0 && builtInRoutes(config).blog === config.baseUrl;
  if (
    !blogHome &&
    !site.pages.some((p) => p.route === config.baseUrl) &&
    !site.docs.some((d) => d.route === config.baseUrl)
  )
    routes.push({
      path: config.baseUrl,
      kind: 'home',
      title: config.title,
      description: config.metadata.description,
      home: config.home,
      searchTag: 'default',
    });
  for (const p of site.pages) {
    const assets = ctx.pageAssets(p);
    ctx.sources.set(p.route, p.file);
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
      ...socialMeta(p.frontmatter),
      noIndex: Boolean(p.frontmatter.unlisted),
      searchTag: 'default',
    });
  }
  return routes;
}

/**
 * A doc's version for its page. An instance of one `current` version has nothing to show by default (no
 * badge, banner or dropdown targets), so its route data stays as it was before versions existed; its
 * config can still set `versions.current.banner` or `badge`, which Docusaurus then shows.
 */
function versionInfo(instance: DocsInstance, version: DocsVersion, docId: string): DocVersionInfo | undefined {
  const onlyCurrent = instance.versions.length === 1 && version.name === 'current';
  if (onlyCurrent && version.banner === 'none' && !version.badge) return undefined;
  const links: Record<string, string> = {};
  for (const v of instance.versions)
    links[v.name] = (v.docsById.get(docId) ?? v.docsById.get(v.mainDocId))?.route ?? v.routeBase;
  return {
    name: version.name,
    label: version.label,
    banner: version.banner === 'none' ? null : version.banner,
    badge: version.badge,
    links,
  };
}

/** Which sidebar a doc shows: its `displayed_sidebar`, else the first of its version's sidebars that lists it. */
function sidebarOf(version: DocsVersion, d: DocEntry): string | null {
  if (d.frontmatter.displayed_sidebar === null) return null;
  return d.frontmatter.displayed_sidebar ?? version.sidebars.docSidebar.get(d.id) ?? null;
}

function docRoute(
  ctx: TableCtx,
  instance: DocsInstance,
  version: DocsVersion,
  sidebarUrls: Map<string, string>,
  d: DocEntry,
): RouteData {
  const tocCfg = instance.tableOfContents;
  const sidebarName = sidebarOf(version, d);
  const items = sidebarName ? version.sidebars.sidebars[sidebarName] : null;
  const assets = ctx.pageAssets(d);
  ctx.sources.set(d.route, d.file);
  let nav = items ? prevNext(items, d.route) : { prev: null, next: null };
  // pagination_prev/next name docs of the same version.
  const byId = (id: string | null | undefined) => {
    const t = id ? version.docsById.get(id) : undefined;
    return t ? { title: t.frontmatter.pagination_label ?? t.sidebarLabel ?? t.title, href: t.route } : null;
  };
  // A neighbour's `pagination_label` names it in this page's prev/next, as in Docusaurus.
  const labelled = (link: NavLink | null) => {
    const t = link && version.docs.find((x) => x.route === link.href);
    return link && t?.frontmatter.pagination_label ? { ...link, title: t.frontmatter.pagination_label } : link;
  };
  nav = { prev: labelled(nav.prev), next: labelled(nav.next) };
  if (d.frontmatter.pagination_prev !== undefined) nav = { ...nav, prev: byId(d.frontmatter.pagination_prev) };
  if (d.frontmatter.pagination_next !== undefined) nav = { ...nav, next: byId(d.frontmatter.pagination_next) };
  const info = versionInfo(instance, version, d.id);
  return {
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
      breadcrumbs: items && instance.breadcrumbs ? breadcrumbs(items, d.route) : [],
      prev: nav.prev,
      next: nav.next,
      hideTableOfContents: Boolean(d.frontmatter.hide_table_of_contents),
      tocMin: d.frontmatter.toc_min_heading_level ?? tocCfg.minHeadingLevel,
      tocMax: d.frontmatter.toc_max_heading_level ?? tocCfg.maxHeadingLevel,
      unlisted: Boolean(d.frontmatter.unlisted),
      tags: d.frontmatter.tags ?? [],
      hasH1: d.analysis.hasH1,
      ...(d.frontmatter.hide_title ? { hideTitle: true } : {}),
      ...footerMeta(ctx.site, d.route),
      ...(info ? { version: info } : {}),
      ...(instance.id === DEFAULT_PLUGIN_ID ? {} : { pluginId: instance.id }),
    },
    ...socialMeta(d.frontmatter),
    noIndex: Boolean(d.frontmatter.unlisted) || version.noIndex,
    searchTag: `docs-${instance.id}-${version.name}`,
  };
}

/** The generated-index pages of a version's sidebar categories. */
function categoryIndexRoutes(
  ctx: TableCtx,
  instance: DocsInstance,
  version: DocsVersion,
  sidebarUrls: Map<string, string>,
): RouteData[] {
  const tocCfg = instance.tableOfContents;
  return version.sidebars.indexes.map((index): RouteData => {
    const items = version.sidebars.sidebars[index.sidebar];
    const tree = JSON.stringify(categoryIndexTree(index, (id) => version.docsById.get(id)?.description));
    const url = hashed(`category-${index.route.split('/').filter(Boolean).pop() ?? 'index'}`, tree);
    ctx.files.set(url, tree);
    const assets = ctx.assetsFor(index.route, url);
    const nav = prevNext(items, index.route);
    const info = versionInfo(instance, version, version.mainDocId);
    return {
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
        breadcrumbs: instance.breadcrumbs ? breadcrumbs(items, index.route) : [],
        prev: nav.prev,
        next: nav.next,
        hideTableOfContents: true,
        tocMin: tocCfg.minHeadingLevel,
        tocMax: tocCfg.maxHeadingLevel,
        unlisted: false,
        tags: [],
        hasH1: false,
        ...(info ? { version: info } : {}),
        ...(instance.id === DEFAULT_PLUGIN_ID ? {} : { pluginId: instance.id }),
      },
      ...(version.noIndex ? { noIndex: true } : {}),
      searchTag: `docs-${instance.id}-${version.name}`,
    };
  });
}

/** Every docs instance's pages and generated-index pages, by instance, newest version first. */
function docsRoutes(ctx: TableCtx): RouteData[] {
  return ctx.site.instances.flatMap((instance) =>
    instance.versions.flatMap((version) => {
      const sidebarUrls = sidebarFiles(version, ctx.files);
      return [
        ...version.docs.map((d) => docRoute(ctx, instance, version, sidebarUrls, d)),
        ...categoryIndexRoutes(ctx, instance, version, sidebarUrls),
      ];
    }),
  );
}

/** The blog list, the posts and the archive. */
function blogRoutes(ctx: TableCtx, blogSidebarUrl: string | undefined): RouteData[] {
  const { site } = ctx;
  const { config } = site;
  const builtIn = builtInRoutes(config);
  const listed = site.posts.filter((p) => !p.frontmatter.unlisted);
  const summaries = listed.map((p) => summary(site, p));
  const routes: RouteData[] = paginate(builtIn.blog, summaries, config.blog.postsPerPage).map((page) => ({
    path: page.path,
    kind: 'blogList',
    // Blog-only mode (the blog at the base URL): the home page is titled with the site's title, as in Docusaurus.
    title: builtIn.blog === config.baseUrl ? config.title : config.blog.title,
    description: config.blog.description,
    sidebarUrl: blogSidebarUrl,
    blog: { sidebarUrl: blogSidebarUrl, posts: page.posts, ...page.nav },
    searchTag: 'blog_posts_list',
  }));
  site.posts.forEach((p) => {
    const i = listed.indexOf(p);
    const assets = ctx.pageAssets(p);
    ctx.sources.set(p.route, p.file);
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
          ...summary(site, p),
          newer: i > 0 ? nav(listed[i - 1]) : null,
          older: i >= 0 ? nav(listed[i + 1]) : null,
          hasH1: p.analysis.hasH1,
          ...footerMeta(ctx.site, p.route),
        },
      },
      ...socialMeta(p.frontmatter),
      noIndex: Boolean(p.frontmatter.unlisted),
      searchTag: 'default',
    });
  });
  if (listed.length) {
    routes.push({
      path: builtIn.blogArchive,
      kind: 'blogArchive',
      title: themeText(site, 'theme.blog.archive.title'),
      description: `Every post of the ${config.blog.title}, by year.`,
      blog: { sidebarUrl: blogSidebarUrl, posts: summaries },
      searchTag: 'default',
    });
  }
  return routes;
}

/** The tags list and one page per tag; none when no post has a tag, as in Docusaurus (no empty tags list). */
function tagRoutes(site: SiteModel, blogSidebarUrl: string | undefined): RouteData[] {
  const { config } = site;
  const tags = [...site.tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  if (!tags.length) return [];
  const routes: RouteData[] = [
    {
      path: builtInRoutes(config).blogTags,
      kind: 'blogTags',
      title: themeText(site, 'theme.tags.tagsPageTitle'),
      description: `Topics of the ${config.blog.title}.`,
      sidebarUrl: blogSidebarUrl,
      blog: {
        sidebarUrl: blogSidebarUrl,
        tags: tags.map((t) => ({ label: t.label, permalink: t.permalink, count: t.posts.length })),
      },
      searchTag: 'blog_tags_list',
    },
  ];
  for (const t of tags) {
    const n = t.posts.length;
    const listed = t.posts.filter((p) => !p.frontmatter.unlisted).map((p) => summary(site, p));
    for (const page of paginate(t.permalink, listed, config.blog.postsPerPage)) {
      routes.push({
        path: page.path,
        kind: 'blogTag',
        title: themeText(site, 'theme.blog.tagTitle', {
          nPosts: themeText(site, 'theme.blog.post.plurals', { count: n }),
          tagName: t.label,
        }),
        description: t.description ?? `Posts of the ${config.blog.title} about ${t.label}.`,
        sidebarUrl: blogSidebarUrl,
        blog: {
          sidebarUrl: blogSidebarUrl,
          tag: { label: t.label, permalink: t.permalink, description: t.description },
          posts: page.posts,
          ...page.nav,
        },
        searchTag: 'blog_tags_posts',
      });
    }
  }
  return routes;
}

/**
 * Docusaurus's paginated post lists (blog list, tag and author pages): `postsPerPage` posts a page
 * (`'ALL'`: one page), the first at `base`, page N at `<base>page/N/`, each linking its neighbours.
 */
function paginate(
  base: string,
  posts: BlogPostSummary[],
  perPage: number | 'ALL',
): { path: string; posts: BlogPostSummary[]; nav: Pick<BlogRouteInfo, 'pagination'> }[] {
  const size = perPage === 'ALL' ? Math.max(1, posts.length) : perPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const at = (i: number) => (i === 0 ? base : `${base}page/${i + 1}/`);
  return Array.from({ length: count }, (_, i) => ({
    path: at(i),
    posts: posts.slice(i * size, (i + 1) * size),
    nav: count > 1 ? { pagination: { newer: i > 0 ? at(i - 1) : null, older: i < count - 1 ? at(i + 1) : null } } : {},
  }));
}

/**
 * Docusaurus 3.5+'s author pages: with an authors.yml, the authors list (`/blog/authors/`, every author
 * of the file with their count of listed posts), and for each author with `page` their posts, paginated.
 */
function authorRoutes(site: SiteModel, blogSidebarUrl: string | undefined): RouteData[] {
  const { config } = site;
  if (!site.authors.size) return [];
  const authors = [...site.authors.values()].map(({ posts, ...author }) => {
    const listed = posts.filter((p) => !p.frontmatter.unlisted);
    return { item: { ...author, count: listed.length }, listed };
  });
  const routes: RouteData[] = [
    {
      path: builtInRoutes(config).blogAuthors,
      kind: 'blogAuthors',
      title: themeText(site, 'theme.blog.authorsList.pageTitle'),
      description: `The authors of the ${config.blog.title}.`,
      sidebarUrl: blogSidebarUrl,
      blog: { sidebarUrl: blogSidebarUrl, authors: authors.map((a) => a.item) },
      searchTag: 'blog_authors_list',
    },
  ];
  for (const { item, listed } of authors) {
    if (!item.page) continue;
    const title = themeText(site, 'theme.blog.author.pageTitle', {
      authorName: item.name || item.key,
      nPosts: themeText(site, 'theme.blog.post.plurals', { count: item.count }),
    });
    for (const page of paginate(
      item.page,
      listed.map((p) => summary(site, p)),
      config.blog.postsPerPage,
    )) {
      routes.push({
        path: page.path,
        kind: 'blogAuthor',
        title,
        description: item.description ?? `Posts of the ${config.blog.title} by ${item.name}.`,
        sidebarUrl: blogSidebarUrl,
        blog: { sidebarUrl: blogSidebarUrl, author: item, posts: page.posts, ...page.nav },
        searchTag: 'blog_authors_posts',
      });
    }
  }
  return routes;
}

/**
 * `assetsFor(file, treeUrl)` gives the URLs a page needs: for an MDX page its module's, for a plain
 * Markdown page its tree's (`treeUrl`, written by the build from `files`) and the tree renderer's.
 */
export function buildRouteTable(
  site: SiteModel,
  assetsFor: (file: string, treeUrl?: string, needs?: { math?: boolean | undefined }) => PageAssets,
): RouteTable {
  const files = new Map<string, string>();
  const trees = new Map<string, PageTree>();
  const pageAssets = (page: { file: string; tree?: PageTree; analysis?: { math?: true } }): PageAssets => {
    const needs = { math: page.analysis?.math };
    if (page.tree === undefined) return assetsFor(page.file, undefined, needs);
    const url = hashedUrl(path.basename(page.file).replace(/\.mdx?$/, ''), page.tree.hash);
    trees.set(url, page.tree);
    return assetsFor(page.file, url, needs);
  };
  const sources = new Map<string, string>();
  // Each locale's routes from the site as that locale sees it (its pages, versions, blog and config).
  const routes = site.localized.flatMap((lc) =>
    localeRoutes({ site: localeView(site, lc), files, trees, sources, assetsFor, pageAssets }),
  );
  const notFound: RouteData = {
    path: '/404.html',
    kind: 'notFound',
    title: 'Page Not Found',
    description: '',
    noIndex: true,
    searchTag: 'default',
  };
  // Docusaurus writes each locale's own 404 page, translated, at its folder's root (/fr/404.html).
  const base = site.config.baseUrl;
  const notFounds = site.localized.map((lc) => {
    const at = `${lc.locale.baseUrl}404.html`;
    return { data: { ...notFound, path: at }, file: withoutBaseUrl(at, base) };
  });
  const table = { routes, notFound: notFounds[0]?.data ?? notFound, notFounds, files, trees, sources };
  return base === '/' ? table : underBaseUrl(table, base);
}

/** The site model as one locale sees it: its own pages, versions, sidebars, blog, config and theme strings. */
export function localeView(site: SiteModel, lc: LocaleContent): SiteModel {
  const { config, docs, instances, versions, docsById, sidebars, posts, pages, tags, authors } = lc;
  const theme = { themeMessages: lc.messages.code, themeLang: lc.locale.htmlLang };
  return { ...site, config, docs, instances, versions, docsById, sidebars, posts, pages, tags, authors, ...theme };
}

/**
 * A theme string (src/shared/theme-messages.ts) in the locale's code.json, `{name}` filled; plural ones by `count`.
 * `message`: the text of an id the theme does not list (`theme.admonition.important`), as the theme's translateMessage takes it.
 */
function themeText(
  site: SiteModel,
  id: string,
  values: Record<string, string | number> = {},
  message?: string,
): string {
  const text = (site.themeMessages?.get(id) ?? THEME_MESSAGES[id]?.message ?? message ?? id).replace(
    /\{(\w+)\}/g,
    (m, k: string) => (k in values ? String(values[k]) : m),
  );
  return typeof values.count === 'number' ? selectPluralForm(text, values.count, site.themeLang ?? 'en') : text;
}

/** The search page, unless the site turns it off (`search.searchPagePath: false`, as Docusaurus's). */
function searchRoute(site: SiteModel): RouteData[] {
  const path = builtInRoutes(site.config).search;
  if (path === null) return [];
  return [
    {
      path,
      kind: 'search',
      title: themeText(site, 'theme.SearchPage.emptyResultsTitle'),
      description: `Search the ${site.config.title} documentation and blog.`,
      searchTag: 'default',
    },
  ];
}

/** Every route of one locale. */
function localeRoutes(ctx: TableCtx): RouteData[] {
  const { site } = ctx;
  const { config } = site;
  // The newest `sidebarCount` posts, then the unlisted ones left out (Docusaurus counts before it hides
  // them, so fewer may show); a count of 0: no blog sidebar.
  const { sidebarCount } = config.blog;
  const blogSidebar: BlogSidebarEntry[] = (sidebarCount === 'ALL' ? site.posts : site.posts.slice(0, sidebarCount))
    .filter((p) => !p.frontmatter.unlisted)
    .map((p) => ({ title: p.title, permalink: p.route, date: p.date.toISOString() }));
  const blogSidebarJson = JSON.stringify(blogSidebar);
  const blogSidebarUrl = sidebarCount === 0 ? undefined : hashed('blog-sidebar', blogSidebarJson);
  if (blogSidebarUrl) ctx.files.set(blogSidebarUrl, blogSidebarJson);
  return [
    ...standaloneRoutes(ctx),
    ...docsRoutes(ctx),
    // A site without blog posts has no blog pages (Docusaurus makes none for an empty or missing blog/).
    ...(site.posts.length
      ? [...blogRoutes(ctx, blogSidebarUrl), ...tagRoutes(site, blogSidebarUrl), ...authorRoutes(site, blogSidebarUrl)]
      : []),
    ...searchRoute(site),
  ];
}
