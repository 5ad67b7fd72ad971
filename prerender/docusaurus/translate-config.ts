// Maps a loaded Docusaurus config onto our site config (prerender/content/config.ts), and says what it could
// not carry over and what to do about it. Only plain data is read; functions and stubs are reported.
import { stubName } from './load-module.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- a Docusaurus config is untyped user data */
type Any = any;

export interface Note {
  what: string;
  todo: string;
}

export interface Translation {
  config: Record<string, unknown>;
  translated: string[];
  skipped: Note[];
  /** Folders of the site (relative to it), as the classic preset names them. */
  paths: { docs: string | null; blog: string | null; sidebars: string | null; customCss: string[] };
}

const NAVBAR_TYPES: Record<string, string> = {
  default: 'default',
  doc: 'doc',
  docSidebar: 'docSidebar',
  docsVersionDropdown: 'docsVersionDropdown',
  localeDropdown: 'localeDropdown',
  dropdown: 'dropdown',
};

function presetOptions(
  dc: Any,
): { docs: Any; blog: Any; theme: Any; pages: Any; sitemap: Any; gtag: Any; googleTagManager: Any } | null {
  for (const p of dc.presets ?? []) {
    const [name, opts] = Array.isArray(p) ? p : [p, {}];
    if (typeof name === 'string' && /(^classic$|preset-classic)/.test(name)) return opts ?? {};
  }
  return null;
}

function plainString(v: unknown): v is string {
  return typeof v === 'string';
}

function link(item: Any): Record<string, string> | null {
  if (!item || !plainString(item.label)) return null;
  if (plainString(item.to)) return { label: item.label, to: item.to.startsWith('/') ? item.to : `/${item.to}` };
  if (plainString(item.href)) return { label: item.label, href: item.href };
  return null;
}

export function translateConfig(dc: Any): Translation {
  const translated: string[] = [];
  const skipped: Note[] = [];
  const tc: Any = dc.themeConfig ?? {};
  const preset = presetOptions(dc);
  const docsOpts = preset?.docs === false ? null : (preset?.docs ?? {});
  const blogOpts = preset?.blog === false ? null : (preset?.blog ?? {});

  const url = String(dc.url ?? 'https://example.com').replace(/\/+$/, '');
  const favicon = plainString(dc.favicon) ? `/${dc.favicon.replace(/^\//, '')}` : '/favicon.ico';
  translated.push('title, tagline, url, baseUrl, favicon');
  if (dc.trailingSlash !== true) {
    skipped.push({
      what: `trailingSlash: ${dc.trailingSlash === undefined ? '(not set)' : String(dc.trailingSlash)}`,
      todo: 'every route here ends with "/" (trailingSlash: true); links without the slash still work, and old URLs without it are served by the same page on static hosts that redirect "/a" to "/a/"',
    });
  }

  const i18n: Any = dc.i18n ?? { defaultLocale: 'en', locales: ['en'] };
  const locale = String(i18n.defaultLocale ?? 'en');
  const lc: Any = i18n.localeConfigs?.[locale] ?? {};
  if ((i18n.locales ?? []).length > 1) {
    skipped.push({
      what: `i18n locales ${(i18n.locales as string[]).filter((l) => l !== locale).join(', ')}`,
      todo: `only the default locale (${locale}) is built; translated content under i18n/ was not copied. Build each language as its own site with its own content folder`,
    });
  }
  translated.push(`i18n default locale "${locale}"`);

  const metaTags: Any[] = Array.isArray(tc.metadata) ? tc.metadata : [];
  const metaValue = (name: string) => metaTags.find((m) => m?.name === name)?.content as string | undefined;
  const keywords = (metaValue('keywords') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const description = metaValue('description') ?? (dc.tagline || dc.title);
  if (!metaValue('keywords') || !metaValue('description')) {
    skipped.push({
      what: 'metadata keywords/description (themeConfig.metadata)',
      todo: 'filled in from the title and tagline; edit `metadata` in site.config.ts',
    });
  }

  const colorMode = {
    defaultMode: tc.colorMode?.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: Boolean(tc.colorMode?.disableSwitch),
    respectPrefersColorScheme: Boolean(tc.colorMode?.respectPrefersColorScheme),
  };
  translated.push('themeConfig.colorMode');

  const nav: Any = tc.navbar ?? {};
  const items: Record<string, unknown>[] = [];
  for (const item of nav.items ?? []) {
    const type = item.type ?? 'default';
    if (type === 'search') {
      skipped.push({
        what: 'navbar item of type "search"',
        todo: 'nothing to do: the navbar always has the search button',
      });
      continue;
    }
    if (!NAVBAR_TYPES[type]) {
      skipped.push({
        what: `navbar item of type "${type}"${item.label ? ` ("${item.label}")` : ''}`,
        todo: `not supported here (supported: ${Object.keys(NAVBAR_TYPES).join(', ')}); replace it with a link item in site.config.ts`,
      });
      continue;
    }
    const out: Record<string, unknown> = { position: item.position === 'right' ? 'right' : 'left' };
    if (type !== 'default') out.type = type;
    for (const k of ['label', 'to', 'href', 'docId', 'sidebarId', 'activeBasePath'])
      if (plainString(item[k])) out[k] = item[k];
    if (plainString(out.to) && !(out.to as string).startsWith('/')) out.to = `/${out.to}`;
    if (type === 'dropdown') out.items = (item.items ?? []).map(link).filter(Boolean);
    if (type === 'default' && !out.to && !out.href) {
      skipped.push({
        what: `navbar item ${JSON.stringify(item.label ?? item.html ?? '')} (no "to" or "href")`,
        todo: 'HTML navbar items are not supported; add a link item in site.config.ts',
      });
      continue;
    }
    items.push(out);
  }
  translated.push(`navbar: title, logo, ${items.length} item(s)`);

  const footer: Any = tc.footer ?? {};
  const rawLinks: Any[] = footer.links ?? [];
  // The "simple" footer style is a flat list of links; ours always has columns.
  const columns =
    rawLinks.length && !Array.isArray(rawLinks[0]?.items) ? [{ title: 'Links', items: rawLinks }] : rawLinks;
  const year = String(new Date().getFullYear());
  const copyright = plainString(footer.copyright) ? footer.copyright.replaceAll(year, '{year}') : '';
  if (footer.style === 'dark')
    skipped.push({ what: 'footer style "dark"', todo: 'the footer follows the colour mode here' });
  if (rawLinks.some((c: Any) => (c.items ?? []).some((i: Any) => i.html)))
    skipped.push({ what: 'footer HTML items', todo: 'replace them with `{ label, href }` links in site.config.ts' });
  translated.push(`footer: ${columns.length} column(s) and the copyright line (the current year becomes {year})`);

  const config: Record<string, unknown> = {
    ...(Array.isArray(dc.staticDirectories) && dc.staticDirectories.every(plainString)
      ? { staticDirectories: dc.staticDirectories }
      : {}),
    title: String(dc.title ?? 'Docs'),
    tagline: String(dc.tagline ?? ''),
    url,
    baseUrl: plainString(dc.baseUrl) ? dc.baseUrl : '/',
    trailingSlash: true,
    favicon,
    i18n: {
      defaultLocale: locale,
      locales: [locale],
      localeConfigs: {
        [locale]: {
          label: lc.label ?? languageName(locale),
          direction: lc.direction === 'rtl' ? 'rtl' : 'ltr',
          htmlLang: lc.htmlLang ?? locale,
          calendar: lc.calendar ?? 'gregory',
          path: lc.path ?? locale,
        },
      },
    },
    metadata: {
      keywords: keywords.length ? keywords : [String(dc.title ?? 'docs')],
      description: String(description || dc.title || 'Documentation'),
    },
    ...(tc.announcementBar?.content
      ? { announcementBar: pick(tc.announcementBar, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) }
      : {}),
    colorMode,
    navbar: {
      title: String(nav.title ?? dc.title ?? ''),
      ...(nav.logo?.src
        ? { logo: { alt: String(nav.logo.alt ?? nav.title ?? ''), src: `/${String(nav.logo.src).replace(/^\//, '')}` } }
        : {}),
      hideOnScroll: Boolean(nav.hideOnScroll),
      items,
    },
    footer: {
      links: columns.map((c: Any) => ({
        title: String(c.title ?? ''),
        items: (c.items ?? []).map(link).filter(Boolean),
      })),
      copyright,
    },
    docs: {
      routeBasePath: String(docsOpts?.routeBasePath ?? 'docs').replace(/^\/|\/$/g, '') || 'docs',
      versionLabel: 'Next',
      tableOfContents: {
        minHeadingLevel: tc.tableOfContents?.minHeadingLevel ?? 2,
        maxHeadingLevel: tc.tableOfContents?.maxHeadingLevel ?? 3,
      },
    },
    blog: {
      routeBasePath: String(blogOpts?.routeBasePath ?? 'blog').replace(/^\/|\/$/g, '') || 'blog',
      title: String(blogOpts?.blogTitle ?? 'Blog'),
      description: String(blogOpts?.blogDescription ?? 'Blog'),
      // Docusaurus's `tags` file option and what to do with tags it does not define ('log' prints, as 'warn' does).
      ...(plainString(blogOpts?.tags) || blogOpts?.tags === false
        ? { tags: blogOpts.tags }
        : blogOpts?.tags === null
          ? { tags: false }
          : {}),
      ...(['warn', 'throw', 'ignore', 'log'].includes(blogOpts?.onInlineTags)
        ? { onInlineTags: blogOpts.onInlineTags === 'log' ? 'warn' : blogOpts.onInlineTags }
        : {}),
    },
  };
  if (tc.announcementBar?.content) translated.push('themeConfig.announcementBar');
  translated.push(
    'docs: routeBasePath, table of contents levels',
    'blog: routeBasePath, title, description, tags file, onInlineTags',
  );

  if (docsOpts && String(docsOpts.routeBasePath ?? 'docs').replace(/^\/|\/$/g, '') === '') {
    skipped.push({
      what: 'docs routeBasePath "/" (docs-only mode)',
      todo: 'not supported yet: the docs are served under /docs/ here, so links written as "/intro" break (the link check names each); set docs.routeBasePath in site.config.ts or update the links',
    });
  }
  // Docusaurus compiles `.md` files as MDX unless the config says otherwise.
  const format = dc.markdown?.format ?? 'mdx';
  if (['mdx', 'md', 'detect'].includes(format)) {
    config.markdown = { format };
    translated.push(`markdown.format "${format}"${format === 'mdx' ? ' (.md files are MDX, as in Docusaurus)' : ''}`);
  }

  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks']) {
    const v = dc[key] ?? dc.markdown?.hooks?.[key];
    if (plainString(v)) config[key] = v;
  }

  if (tc.algolia?.appId) {
    config.search = {
      ...pick(tc.algolia, ['appId', 'apiKey', 'indexName', 'contextualSearch', 'searchPagePath', 'insights']),
    };
    translated.push('themeConfig.algolia -> search');
  }
  const sitemap = (preset as Any)?.sitemap;
  if (sitemap && typeof sitemap === 'object') {
    config.sitemap = pick(sitemap, ['ignorePatterns', 'changefreq', 'priority']);
    translated.push('sitemap options');
  }
  const analytics: Record<string, string> = {};
  if (plainString(preset?.gtag?.trackingID)) analytics.trackingId = preset!.gtag.trackingID;
  if (plainString(preset?.googleTagManager?.containerId)) analytics.tagManagerId = preset!.googleTagManager.containerId;
  if (Object.keys(analytics).length) {
    config.analytics = analytics;
    translated.push('gtag / googleTagManager -> analytics');
  }
  const scripts = (dc.scripts ?? [])
    .map((s: Any) =>
      plainString(s) ? { src: s, async: false } : plainString(s?.src) ? { src: s.src, async: Boolean(s.async) } : null,
    )
    .filter(Boolean);
  if (scripts.length) config.scripts = scripts;
  const stylesheets = (dc.stylesheets ?? []).map((s: Any) => (plainString(s) ? s : s?.href)).filter(plainString);
  if (stylesheets.length) config.stylesheets = stylesheets;

  // What has no equivalent here.
  for (const p of dc.plugins ?? []) {
    const name = Array.isArray(p) ? p[0] : p;
    const label = plainString(name)
      ? name
      : (stubName(name) ?? (typeof name === 'function' ? `inline plugin ${name.name || '(anonymous)'}` : 'a plugin'));
    skipped.push({
      what: `plugin ${label}`,
      todo: 'plugins do not run here; if it adds pages, write them as content; if it adds remark/rehype behaviour, open an issue with an example',
    });
  }
  for (const t of dc.themes ?? []) {
    const name = Array.isArray(t) ? t[0] : t;
    skipped.push({
      what: `theme ${plainString(name) ? name : (stubName(name) ?? 'a theme')}`,
      todo: 'themes do not load here; the site uses our theme (search is built in)',
    });
  }
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    for (const opts of [docsOpts, blogOpts, (preset as Any)?.pages]) {
      for (const p of opts?.[key] ?? []) {
        const fn = Array.isArray(p) ? p[0] : p;
        skipped.push({
          what: `${key} entry ${stubName(fn) ?? (typeof fn === 'function' ? fn.name || '(anonymous)' : 'a plugin')}`,
          todo: 'MDX plugins of the site are not run; the content builds with ours (admonitions, code titles, highlighting, heading ids)',
        });
      }
    }
  }
  if (docsOpts?.editUrl || blogOpts?.editUrl)
    skipped.push({ what: 'editUrl ("Edit this page" links)', todo: 'not supported yet' });
  if (docsOpts?.lastVersion || docsOpts?.versions || docsOpts?.onlyIncludeVersions)
    skipped.push({ what: 'docs versions options', todo: 'only the current docs folder is built' });
  if (blogOpts?.onUntruncatedBlogPosts && blogOpts.onUntruncatedBlogPosts !== 'ignore') {
    skipped.push({
      what: 'blog onUntruncatedBlogPosts',
      todo: 'nothing to do: a long post without a truncate marker is shown in the list as an excerpt with "Read more"',
    });
  }
  if (blogOpts?.onInlineAuthors && blogOpts.onInlineAuthors !== 'ignore')
    skipped.push({
      what: 'blog onInlineAuthors',
      todo: 'inline authors are accepted without a warning; keep regular authors in authors.yml',
    });
  if (blogOpts?.feedOptions?.xslt)
    skipped.push({ what: 'blog feedOptions.xslt', todo: 'feeds are written without XSLT styling' });
  if (tc.prism)
    skipped.push({
      what: 'themeConfig.prism (themes, additionalLanguages)',
      todo: 'highlighting uses our Prism themes and languages; nothing to do unless a language is missing',
    });
  if (dc.customFields)
    skipped.push({
      what: 'customFields',
      todo: 'not copied; useDocusaurusContext().siteConfig.customFields is empty here, so put those values in the components that read them',
    });

  const customCss = [preset?.theme?.customCss ?? []].flat().filter(plainString);
  return {
    config,
    translated,
    skipped,
    paths: {
      docs: docsOpts ? String(docsOpts.path ?? 'docs') : null,
      blog: blogOpts ? String(blogOpts.path ?? 'blog') : null,
      sidebars: docsOpts && plainString(docsOpts.sidebarPath) ? docsOpts.sidebarPath : null,
      customCss,
    },
  };
}

function pick(obj: Any, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (obj[k] !== undefined && typeof obj[k] !== 'function') out[k] = obj[k];
  return out;
}

function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}
