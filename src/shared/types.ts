// Shapes of the data the build hands to the browser (route.json files and generated site data).

export interface TocItem {
  id: string;
  value: string;
  level: number;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  /** The doc's `sidebar_class_name`: a class on the item's `<li>`. */
  className?: string;
  /** The doc's `sidebar_custom_props`, for swizzled sidebar items (kept in the sidebar data as Docusaurus keeps them). */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  /** The doc the category's own link leads to (`link: { type: 'doc', id }`): that doc is in this sidebar. */
  docId?: string;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarItem[];
  /** The category's `customProps` (sidebars file or `_category_` file), for the site's components. */
  customProps?: Record<string, unknown>;
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface NavLink {
  title: string;
  href: string;
}

export interface DocRouteInfo {
  id: string;
  sidebar: string | null;
  breadcrumbs: { label: string; href?: string }[];
  prev: NavLink | null;
  next: NavLink | null;
  hideTableOfContents: boolean;
  tocMin: number;
  tocMax: number;
  unlisted: boolean;
  tags: string[];
  /** The Markdown has its own `# title`; no synthetic title is added. */
  hasH1: boolean;
  /** "Edit this page" link: the section's `editUrl` and the file's path, or the page's `custom_edit_url`. */
  editUrl?: string;
  /** "Last updated": the file's last commit or `last_update` frontmatter (ms since the epoch), with showLastUpdateTime. */
  lastUpdatedAt?: number;
  /** "by <author>", with showLastUpdateAuthor. */
  lastUpdatedBy?: string;
  /** Frontmatter `hide_title`: no synthetic title (a `# title` in the Markdown still shows). */
  hideTitle?: boolean;
  /** Its docs version, on sites with more than one (or whose only version is not `current`). */
  version?: DocVersionInfo;
  /** The docs instance of the page, when it is not the `default` one (a `docsInstances[].id`). */
  pluginId?: string;
}

/** A doc's version as its page shows it (badge, banner) and the version dropdown's targets. */
export interface DocVersionInfo {
  name: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  /** The same page in every version (the version's main doc where the page is not in it), by version name. */
  links: Record<string, string>;
}

export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  description?: string;
  /** The author's page (`page: true` or `page: { permalink }` in authors.yml), as a route. */
  page?: string;
  /** Their `socials`, each a platform (`x`, `github`, `linkedin`…, or the site's own name) and a full URL. */
  socials?: { platform: string; url: string }[];
}

/** An author of the authors list page or the head of an author's page: with their count of listed posts. */
export interface BlogAuthorItem extends BlogAuthor {
  count: number;
}

/** A page of a paginated post list (blog list, tag page, author page): the neighbouring pages' routes. */
export interface BlogListPagination {
  newer: string | null;
  older: string | null;
}

export interface BlogPostSummary {
  title: string;
  permalink: string;
  date: string; // ISO date, UTC
  description: string;
  authors: BlogAuthor[];
  tags: { label: string; permalink: string }[];
  readingTime: number;
  excerptHtml: string;
  /** The excerpt is not the whole post (a truncate marker, or a long post): the list shows "Read more". */
  truncated: boolean;
}

export interface BlogRouteInfo {
  /** The blog sidebar's posts; none when the blog has no sidebar (`sidebarCount: 0`). */
  sidebarUrl?: string;
  /** `hasH1`: the post's Markdown starts with its `# title`, which the page header shows instead. */
  post?: BlogPostSummary & {
    newer: NavLink | null;
    older: NavLink | null;
    hasH1: boolean;
    editUrl?: string;
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
  };
  posts?: BlogPostSummary[];
  tags?: { label: string; permalink: string; count: number }[];
  tag?: { label: string; permalink: string; description?: string };
  /** The authors list page's authors, and the author of an author's page. */
  authors?: BlogAuthorItem[];
  author?: BlogAuthorItem;
  /** On a list page split by `postsPerPage`: the newer and older pages. */
  pagination?: BlogListPagination;
}

export type RouteKind =
  | 'doc'
  | 'blogPost'
  | 'blogList'
  | 'blogArchive'
  | 'blogTags'
  | 'blogTag'
  | 'blogAuthors'
  | 'blogAuthor'
  | 'search'
  | 'home'
  | 'page'
  | 'notFound';

/** A standalone page of src/pages: Markdown drawn in the page layout, or a React page drawing itself. */
export interface StandalonePageInfo {
  markdown: boolean;
  hideTableOfContents: boolean;
  wrapperClassName?: string;
}

/** The built-in home page's links beside "Read the docs" (site config `home`). */
export interface HomeRouteInfo {
  buttons: { label: string; to: string }[];
  cards: { title: string; text: string; to: string }[];
}

export interface RouteData {
  path: string;
  kind: RouteKind;
  title: string;
  description: string;
  /** URL of the page's JavaScript module (compiled MDX), if it has one. */
  module?: string;
  /** A React page whose `<Layout noFooter>` asks for no footer (set when it is prerendered). */
  noFooter?: boolean;
  /** Extra modules to preload with it (its static imports). */
  preload?: string[];
  css?: string[];
  toc?: TocItem[];
  sidebarUrl?: string;
  doc?: DocRouteInfo;
  blog?: BlogRouteInfo;
  page?: StandalonePageInfo;
  /** The built-in home page: the site config's `home` buttons and cards. */
  home?: HomeRouteInfo;
  noIndex?: boolean;
  /** Frontmatter `keywords` (the page's `<meta name="keywords">`) and `image` (its social card). */
  keywords?: string[];
  image?: string;
  /** DocSearch contextual tag of this page. */
  searchTag: string;
}

export interface BlogSidebarEntry {
  title: string;
  permalink: string;
  date: string;
}

/**
 * A node of a plain Markdown page's tree (prerender/mdx/markdown-tree.ts writes it, the theme's
 * TreeContent renders it): text, or `[type, props | 0, ...children]`, where `type` is an HTML tag or a
 * Markdown component name (`Admonition`) and props are React props. The root's type is '#', a fragment.
 */
export type TreeNode = string | [string, Record<string, unknown> | 0, ...TreeNode[]];
