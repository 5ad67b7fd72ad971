// The site model: what step 1 (content/) hands every later step. Types only, so every stage can name
// them without importing the code that builds them (collect.ts, sidebars.ts).
import type { MarkdownExtensions } from '../mdx/extensions.ts';
import type { Analysis } from './analyze.ts';
import type { PageTree } from '../mdx/page-trees.ts';
import type { BlogFrontmatter, DocFrontmatter, PageFrontmatter } from './frontmatter.ts';
import type { FileRoutes, LinkSettings } from '../mdx/remark-links.ts';
import type { VersionMeta } from './versions.ts';
import type { SiteConfig } from './config.ts';
import type { BlogAuthor, SidebarItem } from '../../src/shared/types.ts';
import type { Tag } from './blog/tags.ts';
import type { ApiSpec } from '../contract/spec.ts';
import type { ImageOptions } from '../mdx/remark-images.ts';
import type { LocaleInfo } from '../../src/shared/locales.ts';

/** What every page of the content has, whatever its kind: a doc, a blog post or a standalone page. */
export interface ContentPage {
  /** The locale the page is built for; `file` is the default locale's own when the page is not translated. */
  locale: string;
  file: string;
  relFile: string;
  route: string;
  title: string;
  description: string;
  analysis: Analysis;
  /** Plain Markdown pages: the page tree (JSON) the browser renders; MDX pages are bundled modules. */
  tree?: PageTree;
}

export interface DocEntry extends ContentPage {
  id: string;
  /** The docs instance the page belongs to (`default`, or a `docsInstances[].id`). */
  pluginId: string;
  /** The docs version the page belongs to (`current`, or a name of versions.json). */
  version: string;
  sidebarLabel?: string | undefined;
  sidebarPosition?: number | undefined;
  frontmatter: DocFrontmatter;
}

export interface BlogPost extends ContentPage {
  date: Date;
  /** The title when neither frontmatter nor a `# Heading` gives one: the file name without its date. */
  fileTitle: string;
  /** Line of the frontmatter `slug`, for route clashes. */
  slugLine?: number | undefined;
  authors: BlogAuthor[];
  tags: Tag[];
  readingTime: number;
  frontmatter: BlogFrontmatter;
}

/** A standalone page of src/pages (prerender/docusaurus/pages.ts): Markdown, or a React component. */
export interface PageEntry extends ContentPage {
  /** React pages: known after the prerender renders its <Layout title>; until then the site title. */
  title: string;
  react: boolean;
  frontmatter: PageFrontmatter;
}

/** A docs version with its pages and sidebars. */
export interface DocsVersion extends VersionMeta {
  docs: DocEntry[];
  docsById: Map<string, DocEntry>;
  sidebars: SidebarModel;
  /** The doc the version's dropdown item and banner fall back to (Docusaurus's main doc). */
  mainDocId: string;
}

/** What one locale of the site holds: the pages of each kind, in that locale (translated or fallen back). */
/** A docs instance (the `docs` of the config, or one of `docsInstances`) with its versions. */
export interface DocsInstance {
  id: string;
  /** Its route base (`/docs/`; `/` in docs-only mode). */
  routeBase: string;
  /** Its versions, newest first. */
  versions: DocsVersion[];
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Docusaurus's `breadcrumbs` option (false: none above its docs). */
  breadcrumbs: boolean;
  /** Its `editUrl` ("Edit this page"), if any: a URL, or a function (as the config thread marks it). */
  editUrl?: string | { lexoraFunction: string } | undefined;
}

export interface LocaleContent {
  locale: LocaleInfo;
  /** The config as the locale sees it (its blog and search page under its base URL). */
  config: SiteConfig;
  docs: DocEntry[];
  /** Its docs instances: `default` first (unless `docs: false`), then `docsInstances`, each with its versions. */
  instances: DocsInstance[];
  /** The default instance's versions (none with `docs: false`). */
  versions: DocsVersion[];
  docsById: Map<string, DocEntry>;
  sidebars: SidebarModel;
  posts: BlogPost[];
  pages: PageEntry[];
  tags: SiteModel['tags'];
  authors: SiteModel['authors'];
  /** Its translation files' messages (prerender/content/translations.ts): navbar.json, footer.json, code.json. */
  messages: {
    navbar: Map<string, string>;
    footer: Map<string, string>;
    code: Map<string, string>;
    /** The blog's options.json: title, description, sidebar.title. */
    blog: Map<string, string>;
  };
}

export interface SiteModel {
  config: SiteConfig;
  contentDir: string;
  /** In a locale's view of the site (route-data localeView): its code.json messages and language, for page titles. */
  themeMessages?: Map<string, string>;
  themeLang?: string;
  /** Every locale of the config, the default first (the language dropdown lists them all). */
  locales: LocaleInfo[];
  /** The locales built, each with its pages: every locale, or the one `--locale` names. */
  localized: LocaleContent[];
  /** The docs of every instance, version and locale built. */
  docs: DocEntry[];
  /** The default locale's docs instances: `default` first (unless `docs: false`), then `docsInstances`. */
  instances: DocsInstance[];
  /** The default locale's docs versions, newest first; one (`current`) unless the content folder has versions.json. */
  versions: DocsVersion[];
  /** The last version's docs by id (the version at the docs base, which links outside the docs go to). */
  docsById: Map<string, DocEntry>;
  /** The posts of every locale built. */
  posts: BlogPost[];
  /** Standalone pages under src/pages (prerender/docusaurus/pages.ts), of every locale built. */
  pages: PageEntry[];
  /** The default locale's blog tags. */
  tags: Map<string, Tag & { posts: BlogPost[] }>;
  /** The default locale's blog authors (authors.yml, in its order), each with the posts naming them. */
  authors: Map<string, BlogAuthor & { posts: BlogPost[] }>;
  /** The default locale's last version's sidebars. */
  sidebars: SidebarModel;
  /** Source file -> route of every page: links to source files are rewritten with it. */
  fileRoutes: FileRoutes;
  /** How links are written and Markdown links looked up (the site's trailingSlash, its content folders). */
  linkSettings: LinkSettings;
  /** The API contract (content/openapi.yaml) the reference elements are generated from, if any. */
  api: ApiSpec | null;
  /** Where images are looked up: the content folder and its static folders. */
  images: ImageOptions;
  /** What the site config adds to the Markdown pipeline: admonition keywords, remark/rehype plugins. */
  markdown: MarkdownExtensions;
  /** Each docs page's and post's "Edit this page" URL and "Last updated" data, by route (./page-meta.ts). */
  pageMeta: Map<string, PageMeta>;
  /** Markdown/MDX files that pages render but that are no pages themselves (`_partial.mdx`), by absolute path. */
  partials: Map<string, { file: string; analysis: Analysis }>;
}

/** A category's generated-index page: a card list of its items, in the docs layout. */
export interface GeneratedIndex {
  route: string;
  title: string;
  description: string;
  sidebar: string;
  items: SidebarItem[];
  /** The category's label as written, and whether its link sets a title (translation keys name them). */
  category?: string;
  titleSet?: boolean;
}

export interface SidebarModel {
  sidebars: Record<string, SidebarItem[]>;
  /** doc id -> sidebar name (first sidebar that lists it). */
  docSidebar: Map<string, string>;
  indexes: GeneratedIndex[];
}

/** A docs page's or post's "Edit this page" URL and "Last updated" data (./page-meta.ts computes them). */
export interface PageMeta {
  editUrl?: string;
  /** Milliseconds since the epoch. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}
