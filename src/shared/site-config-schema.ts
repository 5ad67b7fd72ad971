// The site configuration schema (content/site.config.ts): one place for types, defaults and error
// messages. The build validates with it (prerender/content/config.ts); the browser side only takes its type
// (SiteData in ./site-data.ts), so zod never reaches the bundle.
import { z } from 'zod';
import { CUSTOM_NAVBAR_ITEM_TYPE, NAVBAR_ITEM_TYPES, type NavbarItemType } from './navbar-item-types';

export { CUSTOM_NAVBAR_ITEM_TYPE, NAVBAR_ITEM_TYPES };

/** A URL the head or a script tag may load: https/http, root-relative or relative; never `//host`, a backslash or another scheme. */
const safeUrl = (what: string) =>
  z
    .string()
    .refine(
      (u) =>
        !/[\s\\<>"'`]/.test(u) &&
        !u.startsWith('//') &&
        (/^https?:\/\/[^/]/i.test(u) || !/^[a-z][a-z0-9+.-]*:/i.test(u)),
      {
        message: `${what} must be an http(s) URL or a path ("https://cdn.example.com/x.js", "/img/x.svg"), without quotes, spaces or backslashes`,
      },
    );
/** Path segments of a route or base URL: letters, digits and - _ . ~ only (they go into URLs and HTML). */
const pathPart = z.string().regex(/^[A-Za-z0-9._~/-]*$/, 'use only letters, digits, "-", "_", "." and "/"');
/** A BCP 47 language tag such as "en" or "pt-BR". */
const languageTag = z
  .string()
  .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'must be a language tag such as "en" or "pt-BR"');

const linkItem = z
  .object({
    label: z.string().min(1),
    to: z.string().startsWith('/', 'internal links start with "/"').optional(),
    href: z.string().optional(),
  })
  .refine((v) => Boolean(v.to) !== Boolean(v.href), {
    message: 'One and only one between "to" and "href" should be provided',
  });

const navbarItem = z.looseObject({
  type: z
    .custom<NavbarItemType | `custom-${string}`>(
      (t) =>
        typeof t === 'string' &&
        ((NAVBAR_ITEM_TYPES as readonly string[]).includes(t) || CUSTOM_NAVBAR_ITEM_TYPE.test(t)),
      {
        error: (iss) =>
          `No NavbarItem component found for type ${JSON.stringify(iss.input)}; use one of ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}, or "custom-<name>" with a NavbarItem/ComponentTypes of the site's that draws it`,
      },
    )
    .default('default'),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  docId: z.string().optional(),
  /** docSidebar: the sidebar whose first page the item links to. */
  sidebarId: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  activeBasePath: z.string().optional(),
  /** Active when the path matches this regular expression (Docusaurus's activeBaseRegex). */
  activeBaseRegex: z.string().optional(),
  /** Classes on the item's link (a site's CSS draws icon-only items such as `header-github-link`). */
  className: z.string().optional(),
  /** The link's accessible name; an item without a label gets one from its URL when this is not set. */
  'aria-label': z.string().optional(),
  /** docsVersionDropdown and localeDropdown: links listed before or after the versions or locales. */
  dropdownItemsBefore: z
    .array(z.object({ label: z.string(), to: z.string().optional(), href: z.string().optional() }))
    .optional(),
  dropdownItemsAfter: z
    .array(z.object({ label: z.string(), to: z.string().optional(), href: z.string().optional() }))
    .optional(),
  /** docsVersionDropdown: the version names to list (default: all). */
  versions: z.array(z.string()).optional(),
  /** doc, docSidebar and docsVersionDropdown items: the docs instance (`docsInstances[].id`; default `default`). */
  docsPluginId: z.string().optional(),
  /** dropdown: its links; one with `docId` links to that doc (of `docsPluginId`'s last version), as Docusaurus's `type: 'doc'` child. */
  items: z
    .array(
      z.object({
        label: z.string(),
        to: z.string().optional(),
        href: z.string().optional(),
        docId: z.string().optional(),
        docsPluginId: z.string().optional(),
      }),
    )
    .optional(),
});

/** Per-version options (`docs.versions.<name>`), as in Docusaurus. */
const versionOptions = z
  .object({
    label: z.string(),
    /** The version's URL segment under the docs base ('' = the docs base itself). */
    path: z.string().regex(/^[^/].*[^/]$|^[^/]?$/, 'a URL segment without leading or trailing "/"'),
    banner: z.enum(['none', 'unreleased', 'unmaintained']),
    badge: z.boolean(),
    noIndex: z.boolean(),
  })
  .partial()
  .strict();

/** `i18n.localeConfigs.<locale>`: every field optional, with Docusaurus's defaults (src/shared/locales.ts). */
const localeConfig = z
  .object({
    label: z.string().min(1),
    direction: z.enum(['ltr', 'rtl']),
    htmlLang: languageTag,
    calendar: z.string(),
    /** The locale's folder under i18n/ (default: the locale's name). */
    path: z.string().regex(/^[A-Za-z0-9._-]+$/, 'a folder name under i18n/: letters, digits, "-", "_" and "."'),
  })
  .partial()
  .strict();

const brokenLinkAction = z
  .enum(['throw', 'warn', 'ignore'], {
    message: "expected 'throw' (fail the build), 'warn' (print and go on) or 'ignore'",
  })
  .default('throw');

/**
 * Options of how a section's Markdown is compiled, as Docusaurus's docs, blog and pages plugins take
 * them: admonition keywords (`keywords` added to the defaults, or replacing them with
 * `extendDefaults: false`; `false`: no admonitions) and the site's own remark/rehype plugins (a
 * plugin, or `[plugin, options]`), run in Docusaurus's order.
 */
// A function, or what the config thread sends for one (prerender/content/config-worker.mjs).
const pluginFn = z.custom<((...args: unknown[]) => unknown) | { lexoraPlugin: string }>(
  (v) =>
    typeof v === 'function' ||
    (typeof v === 'object' && v !== null && typeof (v as { lexoraPlugin?: unknown }).lexoraPlugin === 'string'),
);
const plugin = z.union([pluginFn, z.tuple([pluginFn]).rest(z.unknown())], {
  message: 'expected a remark/rehype plugin or [plugin, options]',
});
export const markdownSectionOptions = {
  /**
   * "Edit this page": the repository URL of the content folder, the page's path appended; or a function
   * of `{ version, versionDocsDirPath, docPath, permalink, locale }` (docs) / `{ blogDirPath, blogPath,
   * permalink, locale }` (blog) returning the URL, as Docusaurus's `editUrl`.
   */
  editUrl: z
    .union([
      z.string().url(),
      z.custom<{ lexoraFunction: string }>(
        (v) => typeof v === 'function' || (typeof v === 'object' && v !== null && 'lexoraFunction' in v),
      ),
    ])
    .optional(),
  /** A translated page's edit link points to its translation (i18n/<locale>/…), not the original. */
  editLocalizedFiles: z.boolean().optional(),
  /** "Last updated on <date>" / "by <author>" under each page: its last commit, or `last_update` frontmatter. */
  showLastUpdateTime: z.boolean().optional(),
  showLastUpdateAuthor: z.boolean().optional(),
  admonitions: z
    .union([
      z.literal(false),
      z.object({ keywords: z.array(z.string().min(1)).default([]), extendDefaults: z.boolean().default(true) }),
    ])
    .optional(),
  beforeDefaultRemarkPlugins: z.array(plugin).optional(),
  remarkPlugins: z.array(plugin).optional(),
  beforeDefaultRehypePlugins: z.array(plugin).optional(),
  rehypePlugins: z.array(plugin).optional(),
};

/** The options of a docs instance (the docs plugin's), versions included. */
const docsOptions = z.object({
  routeBasePath: pathPart.default('docs'),
  /** The label of the current version (docs/), when `versions.current.label` does not give one. */
  versionLabel: z.string().default('Next'),
  /** Versioned docs, as Docusaurus's docs plugin options (versions.json, versioned_docs/, versioned_sidebars/). */
  lastVersion: z.string().optional(),
  includeCurrentVersion: z.boolean().default(true),
  onlyIncludeVersions: z.array(z.string()).optional(),
  versions: z.record(z.string(), versionOptions).default({}),
  tableOfContents: z
    .object({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  ...markdownSectionOptions,
  /** Docusaurus's docs `breadcrumbs` option: false hides the breadcrumbs above every doc. */
  breadcrumbs: z.boolean().default(true),
  /**
   * Docusaurus's `sidebarCollapsible` / `sidebarCollapsed`: whether a sidebar category that does not say
   * (`collapsible`, `collapsed` in the sidebars file or `_category_.json`) can be folded, and starts folded.
   * Unset: categories of a sidebars file stay open (this site's sidebar), generated ones fold, as in Docusaurus.
   */
  sidebarCollapsible: z.boolean().optional(),
  sidebarCollapsed: z.boolean().optional(),
});

/** One more docs instance: its id (for `docsPluginId`), folder, route base and sidebars file. */
const docsInstance = docsOptions.extend({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'use letters, digits, "-" and "_" (it names files: <id>_versions.json)'),
  /** The folder of its pages, relative to the content folder. */
  path: z
    .string()
    .min(1)
    .regex(/^[^/\\]/, 'a folder relative to the content folder, e.g. "community"')
    .refine((p) => !p.split(/[\\/]/).includes('..'), 'must stay inside the content folder'),
  /** Its sidebars file, relative to the content folder; without one, one sidebar of every page (generated). */
  sidebarPath: z.string().min(1).optional(),
  routeBasePath: pathPart,
});

/** A path a redirect page is written at: under the base URL, without a query or hash. */
const redirectFrom = z
  .string()
  .regex(/^\/[^?#]*$/, 'a path starting with "/", without "?" or "#", e.g. "/docs/old-page"')
  .refine(
    (p) => !p.split('/').some((s) => ['.', '..'].includes(decodedSegment(s))) && !/\\|%5c/i.test(p),
    'no "." or ".." segments (encoded or not) and no backslash',
  );

/** A path segment as a file name: percent-decoded (an undecodable one is left as it is). */
function decodedSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Where a redirect may send the reader: a path of the site, or a page on the web. */
const redirectTo = z
  .string()
  .min(1)
  .refine(
    (t) => /^\/(?![/\\])/.test(t) || /^https?:\/\/[^/\\]/i.test(t),
    'a path of the site starting with "/" (e.g. "/docs/intro") or an http(s) URL',
  );

export const siteConfigSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z
    .url({ message: 'expected an absolute URL such as "https://docs.example.com"' })
    .refine((u) => !u.endsWith('/'), {
      message: 'must not end with "/" (the base path goes in baseUrl)',
    }),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
    .pipe(pathPart),
  // Docusaurus's option: true serves `/a/` (a/index.html); false serves `/a` (a.html); unset serves `/a`
  // from a/index.html. Links follow (src/shared/paths.ts applyTrailingSlash).
  trailingSlash: z.boolean().optional(),
  favicon: safeUrl('favicon'),
  i18n: z
    .object({
      defaultLocale: languageTag,
      locales: z.array(languageTag).min(1),
      localeConfigs: z.record(z.string(), localeConfig).default({}),
    })
    .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
  metadata: z.object({ keywords: z.array(z.string()).min(1), description: z.string().min(1) }),
  announcementBar: z
    .object({
      id: z.string().default('announcement-bar'),
      content: z.string().min(1),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .object({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  navbar: z.object({
    title: z.string(),
    /** `srcDark`: the logo in dark mode (Docusaurus's `navbar.logo.srcDark`); `src` in both when unset. */
    logo: z
      .object({ alt: z.string(), src: safeUrl('navbar.logo.src'), srcDark: safeUrl('navbar.logo.srcDark').optional() })
      .optional(),
    hideOnScroll: z.boolean().default(false),
    /** Docusaurus's `navbar.style`: 'dark' or 'primary' colours the navbar as Infima's `navbar--dark`/`--primary`. */
    style: z.enum(['dark', 'primary']).optional(),
    items: z.array(navbarItem),
  }),
  footer: z.object({
    /** Docusaurus's `footer.style`: 'dark' (Infima's slate footer) or 'light'; unset, the theme's own footer. */
    style: z.enum(['dark', 'light']).optional(),
    links: z.array(z.object({ title: z.string(), items: z.array(linkItem) })),
    copyright: z.string(),
    /** Docusaurus's `footer.logo`: drawn above the copyright line (`srcDark` in dark mode), linked when it has an `href`. */
    logo: z
      .object({
        alt: z.string().default(''),
        src: safeUrl('footer.logo.src'),
        srcDark: safeUrl('footer.logo.srcDark').optional(),
        href: z.string().optional(),
        width: z.union([z.number(), z.string()]).optional(),
        height: z.union([z.number(), z.string()]).optional(),
      })
      .optional(),
  }),
  /**
   * The built-in home page (drawn at the base URL when src/pages has no index page and no doc or blog list is
   * there): the site's title and tagline, a "Read the docs" button, then these buttons and cards. Links are
   * checked as the navbar's are.
   */
  home: z
    .object({
      buttons: z.array(z.object({ label: z.string().min(1), to: z.string().min(1) })).default([]),
      cards: z.array(z.object({ title: z.string().min(1), text: z.string(), to: z.string().min(1) })).default([]),
    })
    .default({ buttons: [], cards: [] }),
  /**
   * How the theme draws its parts: 'lexora' (ours) or 'infima', the Docusaurus classic theme's look
   * (sidebar, tabs, code blocks, inline code, footer), which `import:docusaurus` writes so an imported
   * site looks as it did.
   */
  look: z.enum(['lexora', 'infima']).default('lexora'),
  /**
   * The docs sidebar, as Docusaurus's `themeConfig.docs.sidebar`: `hideable` adds a button at its foot that
   * folds it to a thin bar (and back; kept while the reader stays in that sidebar); `autoCollapseCategories`
   * closes a category's open siblings when it opens.
   */
  docsSidebar: z
    .object({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) })
    .default({ hideable: false, autoCollapseCategories: false }),
  /** What a broken link, anchor or Markdown file link does to the build, as in Docusaurus. */
  onBrokenLinks: brokenLinkAction,
  onBrokenAnchors: brokenLinkAction,
  onBrokenMarkdownLinks: brokenLinkAction,
  /**
   * Two pages claiming one route: 'throw' (ours, when unset) fails the build; 'warn' (printed) and 'ignore'
   * serve the first one the build reads (docs, then posts, then pages), as Docusaurus serves one of them:
   * the other is compiled and keeps its doc id (a sidebar naming it links to the route), but has no page of
   * its own. `import:docusaurus` writes Docusaurus's default, 'warn', where the config leaves it unset.
   */
  onDuplicateRoutes: brokenLinkAction,
  /**
   * Docusaurus's plugin-client-redirects: a small HTML page at each `from` path (under the base URL, in
   * every locale) that sends the reader to `to` (a path of the site, or a full URL). `npm run
   * import:docusaurus` writes the plugin's `redirects` here, and what its `createRedirects` gave.
   */
  redirects: z
    .array(
      z.object({
        from: z.union([redirectFrom, z.array(redirectFrom).min(1)]),
        to: redirectTo,
      }),
    )
    .default([]),
  /**
   * How `.md` files are read, as Docusaurus's `markdown.format`: `'detect'` (ours by default) reads
   * `.md` as CommonMark and `.mdx` as MDX; `'mdx'` (Docusaurus's default, written by
   * `import:docusaurus`) reads `.md` as MDX too (JSX, imports, `{expressions}`); `'md'` reads every
   * file as CommonMark.
   */
  markdown: z
    .object({
      format: z.enum(['mdx', 'md', 'detect'], { message: 'expected "mdx", "md" or "detect"' }).default('detect'),
      /** ```mermaid code blocks become diagrams, drawn in the browser (Docusaurus's `markdown.mermaid` with theme-mermaid). */
      mermaid: z.boolean().default(false),
    })
    .default({ format: 'detect', mermaid: false }),
  /** Mermaid's theme in light and dark mode and its other options (Docusaurus's `themeConfig.mermaid`). */
  mermaid: z
    .object({
      theme: z
        .object({ light: z.string().default('default'), dark: z.string().default('dark') })
        .default({ light: 'default', dark: 'dark' }),
      options: z.record(z.string(), z.unknown()).default({}),
    })
    .default({ theme: { light: 'default', dark: 'dark' }, options: {} }),
  /** Folders (relative to the content folder) copied as-is to the site root, as in Docusaurus. */
  staticDirectories: z.array(z.string().min(1, 'name a folder, e.g. "static"')).default(['static']),
  /** The docs (the `default` docs instance, folder docs/); `false`: no docs (blog-only mode, as Docusaurus's `docs: false`). */
  docs: z.union([z.literal(false), docsOptions]).default({
    routeBasePath: 'docs',
    versionLabel: 'Next',
    includeCurrentVersion: true,
    versions: {},
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    breadcrumbs: true,
  }),
  /**
   * More docs instances, as Docusaurus's extra `@docusaurus/plugin-content-docs` plugins: each with its
   * folder (`path`), route base, sidebars file and versions (`<id>_versions.json`, `<id>_versioned_docs/`,
   * `<id>_versioned_sidebars/`). Navbar items name one with `docsPluginId`.
   */
  docsInstances: z.array(docsInstance).default([]),
  /**
   * The blog (folder blog/). `false`: no blog at all, as Docusaurus's `blog: false`: blog/ is not read,
   * and there are no blog pages, feeds or feed links (`enabled` is then false; the other fields unused).
   */
  blog: z.union([
    z.literal(false).transform(() => ({
      enabled: false as boolean,
      routeBasePath: 'blog',
      title: 'Blog',
      description: 'Blog',
      tags: false as string | false | undefined,
      onInlineTags: 'ignore' as const,
      postsPerPage: 10 as number | 'ALL',
      authorsBasePath: 'authors',
      sidebarTitle: undefined as string | undefined,
      sidebarCount: 'ALL' as number | 'ALL',
    })),
    z.object({
      enabled: z.boolean().default(true),
      routeBasePath: pathPart.default('devblog'),
      title: z.string(),
      description: z.string(),
      /** The tags file, relative to the blog folder (Docusaurus's `tags`); `false`: none. Default `tags.yml`, if present. */
      tags: z.union([z.string().min(1), z.literal(false)]).optional(),
      /** A post's tag that the tags file does not define: `'warn'` (default; the build goes on), `'throw'` or `'ignore'`. */
      onInlineTags: z.enum(['warn', 'throw', 'ignore']).default('warn'),
      /** Posts per page of the blog list, tag pages and author pages (`/blog/page/2`…); `'ALL'`: one page. */
      postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
      /** Where the authors list and the author pages go, under the blog (`/blog/authors/`). */
      authorsBasePath: pathPart.default('authors'),
      /** The blog sidebar's heading (Docusaurus's `blogSidebarTitle`); default "All posts". */
      sidebarTitle: z.string().min(1).optional(),
      /**
       * How many posts the blog sidebar lists, newest first (Docusaurus's `blogSidebarCount`): `'ALL'`
       * (default) every listed post; 0 no sidebar.
       */
      sidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default('ALL'),
      ...markdownSectionOptions,
    }),
  ]),
  /** Standalone pages (src/pages): their Markdown options, as Docusaurus's pages plugin. */
  pages: z.object(markdownSectionOptions).default({}),
  search: z
    .object({
      appId: z.string().optional(),
      apiKey: z.string().optional(),
      indexName: z.string().optional(),
      contextualSearch: z.boolean().default(true),
      /**
       * The search page's path under the base URL (Docusaurus's `algolia.searchPagePath`); `false` or `null`:
       * no search page, no `opensearch.xml`, and the search box's "See all results" link is left out.
       */
      searchPagePath: z
        .union([pathPart, z.literal(false), z.null().transform(() => false as const)], {
          error: 'expected a path such as "search", or false',
        })
        .default('search'),
      /** Click and view events to Algolia Insights (hosted search only; the offline index has no analytics). */
      insights: z.boolean().default(false),
      /** Origin of the Insights API (a proxy, or a test server); default: Algolia's. */
      insightsHost: z.string().url().optional(),
      /** Custom search hosts (a proxy in front of Algolia, or a test server); default: Algolia's. */
      hosts: z
        .array(
          z.object({
            url: z
              .string()
              .regex(/^[A-Za-z0-9.-]+(:\d+)?$/, 'a host name, optionally with :port ("my-proxy.example.com")'),
            protocol: z.enum(['http', 'https']).default('https'),
          }),
        )
        .optional(),
      /**
       * Offline search: groups of words or phrases that mean the same to your readers, e.g.
       * [['profanity', 'swear words'], ['api key', 'token']]. A query with one member also finds the others.
       */
      synonyms: z
        .array(
          z
            .array(z.string().trim().min(1, 'an empty word'))
            .min(2, 'a synonym group needs two or more words or phrases'),
        )
        .default([]),
    })
    .default({ contextualSearch: true, searchPagePath: 'search', insights: false, synonyms: [] }),
  analytics: z
    .object({
      /** Analytics measurement id; the page-view call goes to window.gtag. */
      trackingId: z
        .string()
        .regex(/^[A-Z]{1,3}-[A-Z0-9-]+$/i, 'must look like "G-XXXXXXX" or "UA-12345-1"')
        .optional(),
      /** Tag manager container id. */
      tagManagerId: z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/i, 'must look like "GTM-XXXXXX"')
        .optional(),
      /** Script that defines window.gtag / dataLayer; defaults to the vendor's URL when an id is set. */
      scriptSrc: safeUrl('analytics.scriptSrc').optional(),
    })
    .default({}),
  sitemap: z
    .object({
      /** Route paths left out of sitemap.xml (exact paths, or prefixes ending in "**"). */
      ignorePatterns: z.array(z.string()).default([]),
      /** Each URL's `<changefreq>`; `null` leaves it out (Docusaurus's sitemap plugin takes `null` so). */
      changefreq: z
        .enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'])
        .nullable()
        .default('weekly'),
      /** Each URL's `<priority>`; `null` leaves it out. */
      priority: z.number().min(0).max(1).nullable().default(0.5),
      /**
       * Each docs page's and post's `<lastmod>`, as Docusaurus's sitemap plugin writes it: 'date' (2026-11-28) or
       * 'datetime' (ISO), from its "Last updated" time when shown, else its file's last commit; null: none.
       */
      lastmod: z.enum(['date', 'datetime']).nullable().default(null),
    })
    .default({ ignorePatterns: [], changefreq: 'weekly', priority: 0.5, lastmod: null }),
  /**
   * Content-Security-Policy meta tag on every page (on by default). `false` turns it off;
   * `directives` adds sources, e.g. { 'connect-src': ['https://api.example.com'] } for an API playground.
   */
  csp: z
    .union([
      z.literal(false),
      z.object({
        directives: z
          .record(
            z.string().regex(/^[a-z-]+$/, 'a directive name such as "connect-src"'),
            z.array(z.string().regex(/^[^\s;,"]+$/, 'one source per entry, without spaces, ";" or ","')),
          )
          .default({}),
      }),
    ])
    .default({ directives: {} }),
  /**
   * `allowInlineScripts: true` lets pages (a `<script>` element in MDX or Markdown) and
   * `announcementBar.content` run inline scripts, and hashes them into the CSP. Off by default: the
   * build refuses them at their line, and the CSP allows only the scripts the build itself writes.
   */
  security: z
    .object({
      allowInlineScripts: z.boolean().default(false),
      /**
       * Schemes links may use besides http:, https:, mailto:, tel: and a browser's about:, chrome: and edge:
       * pages: an app's (`['vscode', 'slack']`), which Docusaurus links as written. Never one that runs script
       * or reads local files. `import:docusaurus` lists those the site's pages link with.
       */
      linkSchemes: z
        .array(
          z
            .string()
            .regex(/^[a-z][a-z0-9+.-]*$/, 'a scheme in lower case, without the colon, e.g. "vscode"')
            .refine(
              (s) => !['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem'].includes(s),
              'a scheme that runs script or reads local files cannot be allowed',
            ),
        )
        .default([]),
    })
    .strict()
    .default({ allowInlineScripts: false, linkSchemes: [] }),
  scripts: z.array(z.object({ src: safeUrl('scripts[].src'), async: z.boolean().default(true) })).default([]),
  stylesheets: z.array(safeUrl('stylesheets[]')).default([]),
  /**
   * Stylesheets of the content folder (paths relative to it, e.g. "src/css/custom.css") bundled after
   * the theme's own CSS on every page, as Docusaurus's `theme.customCss`. The theme reads Infima's
   * `--ifm-*` variable names where it has an equivalent (colours, fonts, navbar height, code).
   */
  customCss: z
    .array(
      z
        .string()
        .regex(/^[^/\\]/, 'a path relative to the content folder, e.g. "src/css/custom.css"')
        .refine((p) => !p.split(/[\\/]/).includes('..'), 'must stay inside the content folder'),
    )
    .default([]),
  /** Values of your own for pages and components: `useDocusaurusContext().siteConfig.customFields`, as in Docusaurus. */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /**
   * Docusaurus plugins of your own (a file of the content folder, e.g. "src/plugins/events/index.js", and its
   * options) whose data pages read: the build runs each one's `loadContent` and `contentLoaded` in Node, and
   * what it gives `actions.setGlobalData` is what `usePluginData(name)` (`@docusaurus/useGlobalData`) returns.
   * Its other actions (`addRoute`, `createData`) are not supported: the build names each call's file:line.
   */
  plugins: z
    .array(
      z
        .object({
          module: z
            .string()
            .regex(/^[^/\\]/, 'a path relative to the content folder, e.g. "src/plugins/events/index.js"')
            .refine((p) => !p.split(/[\\/]/).includes('..'), 'must stay inside the content folder'),
          options: z.record(z.string(), z.unknown()).default({}),
        })
        .strict(),
    )
    .default([]),
});

/** The configuration as validated, defaults filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
