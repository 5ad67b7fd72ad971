// The site configuration schema: one place for types, defaults and error messages.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BuildError, findKeyLine, type Problem } from './errors.ts';
import { importConfigFile } from './import-config-file.ts';

/** A URL the head or a script tag may load: https/http, root-relative or relative; never `//host`, a backslash or another scheme. */
const safeUrl = (what: string) =>
  z.string().refine((u) => !/[\s\\<>"'`]/.test(u) && !u.startsWith('//') && (/^https?:\/\/[^/]/i.test(u) || !/^[a-z][a-z0-9+.-]*:/i.test(u)), {
    message: `${what} must be an http(s) URL or a path ("https://cdn.example.com/x.js", "/img/x.svg"), without quotes, spaces or backslashes`,
  });
/** Path segments of a route or base URL: letters, digits and - _ . ~ only (they go into URLs and HTML). */
const pathPart = z.string().regex(/^[A-Za-z0-9._~/-]*$/, 'use only letters, digits, "-", "_", "." and "/"');
/** A BCP 47 language tag such as "en" or "pt-BR". */
const languageTag = z.string().regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'must be a language tag such as "en" or "pt-BR"');

const linkItem = z
  .object({
    label: z.string().min(1),
    to: z.string().startsWith('/', 'internal links start with "/"').optional(),
    href: z.string().optional(),
  })
  .refine((v) => Boolean(v.to) !== Boolean(v.href), {
    message: 'One and only one between "to" and "href" should be provided',
  });

/** Navbar item types the theme renders (src/theme/NavbarItem.tsx); anything else fails validation. */
export const NAVBAR_ITEM_TYPES = ['default', 'doc', 'docSidebar', 'dropdown', 'docsVersionDropdown', 'localeDropdown', 'html', 'search'] as const;

const navbarItem = z.object({
  type: z
    .enum(NAVBAR_ITEM_TYPES, { error: (iss) => `No NavbarItem component found for type ${JSON.stringify(iss.input)}; use one of ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}` })
    .default('default'),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  docId: z.string().optional(),
  /** docSidebar: the sidebar whose first page the item links to. */
  sidebarId: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  activeBasePath: z.string().optional(),
  /** docsVersionDropdown: the version names to list (default: all). */
  versions: z.array(z.string()).optional(),
  items: z.array(z.object({ label: z.string(), to: z.string().optional(), href: z.string().optional() })).optional(),
});

const localeConfig = z.object({
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  htmlLang: languageTag,
  calendar: z.string().default('gregory'),
  path: z.string(),
});

const brokenLinkAction = z.enum(['throw', 'warn', 'ignore'], { message: "expected 'throw' (fail the build), 'warn' (print and go on) or 'ignore'" }).default('throw');

export const siteConfigSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.url({ message: 'expected an absolute URL such as "https://docs.example.com"' }).refine((u) => !u.endsWith('/'), {
    message: 'must not end with "/" (the base path goes in baseUrl)',
  }),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
    .pipe(pathPart),
  trailingSlash: z.literal(true, { message: 'only `true` is supported: every route ends with "/"' }),
  favicon: safeUrl('favicon'),
  i18n: z.object({
    defaultLocale: languageTag,
    locales: z.array(z.string()).min(1),
    localeConfigs: z.record(z.string(), localeConfig),
  }),
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
    logo: z.object({ alt: z.string(), src: safeUrl('navbar.logo.src') }).optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItem),
  }),
  footer: z.object({
    links: z.array(z.object({ title: z.string(), items: z.array(linkItem) })),
    copyright: z.string(),
  }),
  /** What a broken link, anchor or Markdown file link does to the build, as in Docusaurus. */
  onBrokenLinks: brokenLinkAction,
  onBrokenAnchors: brokenLinkAction,
  onBrokenMarkdownLinks: brokenLinkAction,
  /**
   * How `.md` files are read, as Docusaurus's `markdown.format`: `'detect'` (ours by default) reads
   * `.md` as CommonMark and `.mdx` as MDX; `'mdx'` (Docusaurus's default, written by
   * `import:docusaurus`) reads `.md` as MDX too (JSX, imports, `{expressions}`); `'md'` reads every
   * file as CommonMark.
   */
  markdown: z.object({ format: z.enum(['mdx', 'md', 'detect'], { message: 'expected "mdx", "md" or "detect"' }).default('detect') }).default({ format: 'detect' }),
  docs: z
    .object({
      routeBasePath: pathPart.default('docs'),
      versionLabel: z.string().default('Next'),
      tableOfContents: z.object({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) }).default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
    })
    .default({ routeBasePath: 'docs', versionLabel: 'Next', tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } }),
  blog: z.object({
    routeBasePath: pathPart.default('devblog'),
    title: z.string(),
    description: z.string(),
  }),
  search: z
    .object({
      appId: z.string().optional(),
      apiKey: z.string().optional(),
      indexName: z.string().optional(),
      contextualSearch: z.boolean().default(true),
      searchPagePath: pathPart.default('search'),
      /** Click and view events to Algolia Insights (hosted search only; the offline index has no analytics). */
      insights: z.boolean().default(false),
      /** Origin of the Insights API (a proxy, or a test server); default: Algolia's. */
      insightsHost: z.string().url().optional(),
      /** Custom search hosts (a proxy in front of Algolia, or a test server); default: Algolia's. */
      hosts: z
        .array(z.object({ url: z.string().regex(/^[A-Za-z0-9.-]+(:\d+)?$/, 'a host name, optionally with :port ("my-proxy.example.com")'), protocol: z.enum(['http', 'https']).default('https') }))
        .optional(),
      /**
       * Offline search: groups of words or phrases that mean the same to your readers, e.g.
       * [['profanity', 'swear words'], ['api key', 'token']]. A query with one member also finds the others.
       */
      synonyms: z.array(z.array(z.string().trim().min(1, 'an empty word')).min(2, 'a synonym group needs two or more words or phrases')).default([]),
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
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      priority: z.number().min(0).max(1).default(0.5),
    })
    .default({ ignorePatterns: [], changefreq: 'weekly', priority: 0.5 }),
  /**
   * Content-Security-Policy meta tag on every page (on by default). `false` turns it off;
   * `directives` adds sources, e.g. { 'connect-src': ['https://api.example.com'] } for an API playground.
   */
  csp: z
    .union([
      z.literal(false),
      z.object({
        directives: z
          .record(z.string().regex(/^[a-z-]+$/, 'a directive name such as "connect-src"'), z.array(z.string().regex(/^[^\s;,"]+$/, 'one source per entry, without spaces, ";" or ","')))
          .default({}),
      }),
    ])
    .default({ directives: {} }),
  scripts: z.array(z.object({ src: safeUrl('scripts[].src'), async: z.boolean().default(true) })).default([]),
  stylesheets: z.array(safeUrl('stylesheets[]')).default([]),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

const HINTS: Record<string, string> = {
  url: 'set `url` to the public origin of the site, e.g. "https://docs.lexora.dev"',
  baseUrl: 'use "/" unless the site is served from a sub-folder such as "/docs-site/"',
  trailingSlash: 'set `trailingSlash: true`',
};

export function validateSiteConfig(raw: unknown, file: string, source = ''): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems: Problem[] = result.error.issues.map((issue) => {
      const field = issue.path
        .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
        .join('')
        .replace(/^\./, '');
      const received = issue.code === 'invalid_type' ? ` (got ${describe(getAt(raw, issue.path as (string | number)[]))})` : '';
      return {
        file,
        line: findKeyLine(source, issue.path as (string | number)[]),
        message: `\`${field || '(root)'}\`: ${issue.message}${received}`,
        hint: HINTS[String(issue.path[0])] ?? `correct \`${field}\` in ${path.basename(file)}; see README.md, "Site configuration"`,
      };
    });
    throw new BuildError('Invalid site configuration.', problems);
  }
  const config = result.data;
  const s = config.search;
  if (s.appId || s.apiKey || s.indexName) {
    // A partial hosted-search configuration is a mistake, not a reason to fall back silently.
    const missing: Problem[] = [];
    const line = findKeyLine(source, ['search']);
    if (!s.appId) missing.push({ file, line, message: '`appId` is missing.', hint: 'add search.appId, or remove search.apiKey/indexName to use the built-in offline search' });
    if (!s.apiKey) missing.push({ file, line, message: '`apiKey` is missing.', hint: 'add search.apiKey (the search-only key), or remove search.appId/indexName' });
    if (!s.indexName) missing.push({ file, line, message: '`indexName` is missing.', hint: 'add search.indexName' });
    if (missing.length) throw new BuildError('Invalid search configuration.', missing);
  }
  const loc = config.i18n;
  if (!loc.locales.includes(loc.defaultLocale) || !loc.localeConfigs[loc.defaultLocale]) {
    throw new BuildError('Invalid site configuration.', [
      {
        file,
        line: findKeyLine(source, ['i18n', 'defaultLocale']),
        message: `i18n.defaultLocale "${loc.defaultLocale}" needs an entry in i18n.locales and i18n.localeConfigs`,
        hint: 'add it to both',
      },
    ]);
  }
  return config;
}

function getAt(obj: unknown, p: (string | number)[]): unknown {
  return p.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k as string] : undefined), obj);
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'string' ? `the string ${JSON.stringify(v)}` : `${typeof v} ${JSON.stringify(v)}`;
}

export async function loadSiteConfig(contentDir: string): Promise<SiteConfig> {
  const file = path.join(contentDir, 'site.config.ts');
  if (!fs.existsSync(file)) {
    throw new BuildError('No site configuration.', [{ file, message: 'file not found', hint: 'create it; copy content/site.config.ts of this repository as a start' }]);
  }
  const mod = await importConfigFile(file);
  if (!mod.default) throw new BuildError('Invalid site configuration.', [{ file, message: 'no default export', hint: 'write `export default { title: …, url: …, … }`' }]);
  return validateSiteConfig(mod.default, path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'));
}
