// Checks every internal link and #anchor of the content and the site config, and reports them all
// at once: "source file:line -> target".
import fs from 'node:fs';
import { localizeLink } from '../../src/shared/locales.ts';
import { withoutBaseUrl } from '../../src/shared/paths.ts';
import path from 'node:path';
import { resolveLink } from '../mdx/remark-links.ts';
import { listFiles } from '../util.ts';
import { BuildError, formatProblem, type Problem } from '../report/errors.ts';
import type { SiteModel } from '../content/model.ts';
import { generatedFiles } from '../routes/reserved.ts';
import { valueLine } from '../report/source-lines.ts';
import { resolveInclude } from '../search/records.ts';

export interface LinkSource {
  file: string;
  line: number;
  /** Route of the page the link is on (to resolve relative links). */
  route: string;
  url: string;
}

/**
 * Why a link is refused whatever it points at, or null. Browsers drop tabs and newlines from URLs
 * and read `\` as `/`, so `java\tscript:` runs script and `/\evil.example` leaves the site.
 */
export function hostileLink(raw: string, allowed: readonly string[] = []): { message: string; hint: string } | null {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const scheme = /^(javascript|vbscript):/.exec(url);
  if (scheme)
    return {
      message: `-> ${raw}: a ${scheme[1]}: link runs in the reader's browser`,
      hint: 'link to a page or an https:// URL; put code samples in a code block',
    };
  const other = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (other && !SAFE_SCHEMES.has(other[1]) && !allowed.includes(other[1]))
    return {
      message: `-> ${raw}: a ${other[1]}: link is refused (links may use http:, https:, mailto:, tel:, or a browser's about:, chrome: and edge: pages, or be paths)${other[1] === 'data' ? '; a data: URL can hold a whole HTML document that runs script' : ''}`,
      hint:
        other[1] === 'data'
          ? 'put the file in static/ and link to its path, or link to an https:// URL'
          : LOCAL_SCHEMES.includes(other[1])
            ? 'link to a page or an https:// URL; write other addresses as code (`…`)'
            : `link to a page or an https:// URL, write the address as code (\`…\`), or allow an app's links in site.config.ts: \`security: { linkSchemes: ['${other[1]}'] }\``,
    };
  // Only the scheme, host and path: a backslash in the query or fragment (`?q=a%5Cb`) moves no one elsewhere.
  const target = url.replace(/[?#][\s\S]*$/, '');
  if (target.includes('\\') || /%5c/.test(target))
    return {
      message: `-> ${raw}: a backslash in a link is read as "/" by browsers, so this can lead to another site`,
      hint: 'use forward slashes; for an external site write its full https:// URL',
    };
  if (url.startsWith('//'))
    return {
      message: `-> ${raw}: a link starting with "//" leads to another host`,
      hint: `write the full URL (https:${raw.trim()}) for an external link, or a single "/" for a page of this site`,
    };
  return null;
}

/** Schemes a link may use besides paths; `pathname:` is stripped before the check. */
// A browser's own pages (`chrome://settings/?search=languages`, `about:preferences#general`, as Lingui's
// docs tell readers where a setting is, and Docusaurus links them as written) run no script: browsers do
// not open them from a web page at all. Other schemes hand the link to an application of the reader's
// system (`ms-msdt:` ran code), so they stay refused.
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'about', 'chrome', 'edge']);
/** Schemes that read local files or hold a document (data: is answered apart): never allowed by `security.linkSchemes`. */
const LOCAL_SCHEMES = ['file', 'blob', 'filesystem'];

/** Which site option decides what a broken link does; `hostile` links always fail the build. */
export type LinkProblemKind = 'hostile' | 'link' | 'anchor' | 'markdown';
export type LinkProblem = Problem & { kind: LinkProblemKind };

export function checkLinks(
  sources: LinkSource[],
  pages: Map<string, Set<string> | null>,
  staticFiles: Set<string>,
  baseUrl = '/',
  linkSchemes: readonly string[] = [],
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const s of sources) {
    const url = s.url.trim().replace(/^pathname:\/\//i, '');
    const hostile = hostileLink(url, linkSchemes);
    if (hostile) {
      problems.push({ kind: 'hostile', file: s.file, line: s.line, ...hostile });
      continue;
    }
    // `pathname:///playground/` bypasses the router and, as in Docusaurus (its Link does not collect
    // it), the broken-link check: it names a path another step of the site's build may write.
    if (url !== s.url.trim()) continue;
    if (url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue;
    const [pathPart, hash = ''] = url.split('#');
    const withoutQuery = pathPart.split('?')[0];
    let target = withoutQuery === '' ? s.route : new URL(withoutQuery, `http://x${s.route}`).pathname;
    try {
      target = decodeURI(target);
    } catch {
      /* keep as written */
    }
    // Files are listed by their place in the output folder, which the host serves at the base URL.
    if (staticFiles.has(target) || staticFiles.has(withoutBaseUrl(target, baseUrl))) continue;
    const page = pages.has(target) ? target : pages.has(`${target}/`) ? `${target}/` : null;
    if (!page) {
      problems.push({
        kind: /\.mdx?$/.test(target) ? 'markdown' : 'link',
        file: s.file,
        line: s.line,
        message: `-> ${url}${target !== url.split('#')[0] ? ` (resolved as ${target})` : ''}: no such page`,
        hint: /\.mdx?$/.test(target) ? 'link to an existing file, or use its route' : undefined,
      });
      continue;
    }
    if (hash) {
      const anchors = pages.get(page);
      let decoded = hash;
      try {
        decoded = decodeURIComponent(hash);
      } catch {
        /* keep */
      }
      if (anchors && !anchors.has(hash) && !anchors.has(decoded)) {
        problems.push({
          kind: 'anchor',
          file: s.file,
          line: s.line,
          message: `-> ${url}: ${page} has no heading or element with id "${decoded}"`,
          hint: `anchors on that page: ${[...anchors].slice(0, 8).join(', ')}${anchors.size > 8 ? ', …' : ''}`,
        });
      }
    }
  }
  return problems;
}

/** The files links may target: what the build writes besides pages, and every file of `dirs` (public/ and the static folders). */
export function collectStaticFiles(generated: string[], dirs: string[]): Set<string> {
  const files = new Set(generated);
  for (const dir of dirs)
    for (const full of listFiles(dir)) files.add('/' + path.relative(dir, full).replace(/\\/g, '/'));
  return files;
}

/** The links of the site config (navbar, footer and home `to`/`href`, navbar `doc` items' and dropdown links' docIds), at their lines. */
function configLinkSources(
  site: SiteModel,
  configFile: string,
  localize: (url: string, locale: string) => string,
): LinkSource[] {
  const out: LinkSource[] = [];
  const configLocale = site.localized[0]?.locale.name ?? '';
  const configSource = fs.existsSync(configFile) ? fs.readFileSync(configFile, 'utf8') : '';
  // 0: not found (a value built in code); the report then names the file only.
  const configLine = (u: string) => valueLine(configSource, u, { format: 'code' }) ?? 0;
  const relConfig = path.relative(process.cwd(), configFile);
  const configLinks: { to?: string; href?: string }[] = [
    ...site.config.navbar.items,
    ...site.config.navbar.items.flatMap((i) => i.items ?? []),
    ...site.config.footer.links.flatMap((c) => c.items),
    ...site.config.home.buttons,
    ...site.config.home.cards,
  ];
  for (const item of configLinks) {
    if (item.to)
      out.push({ file: relConfig, line: configLine(item.to), route: '/', url: localize(item.to, configLocale) });
    // External links are not checked for existence, but a script or `//host` href is still refused.
    if (item.href && hostileLink(item.href, site.config.security.linkSchemes))
      out.push({ file: relConfig, line: configLine(item.href), route: '/', url: item.href });
  }
  const docItems = [
    ...site.config.navbar.items.filter((i) => i.type === 'doc'),
    ...site.config.navbar.items.flatMap((i) => i.items ?? []),
  ];
  for (const item of docItems) {
    const instance = site.instances.find((i) => i.id === (item.docsPluginId ?? 'default'));
    const docs = instance?.versions.find((v) => v.isLast)?.docsById ?? site.docsById;
    if (item.docId && !docs.has(item.docId)) {
      out.push({
        file: relConfig,
        line: configLine(item.docId),
        route: '/',
        url: `/__missing-doc__/${item.docId}/`,
      });
    }
  }
  return out;
}

/**
 * A page's anchors with those of the Markdown partials it imports (and theirs): a heading of
 * `_enablePrePostScripts.mdx` rendered in pnpm's settings page is an anchor of that page, as Docusaurus
 * collects it when the page renders.
 */
function withPartialAnchors(
  site: SiteModel,
  page: { file: string; analysis: { anchorIds: Set<string>; imports: { url: string }[] } },
): Set<string> {
  const seen = new Set<string>([path.resolve(page.file)]);
  let out = page.analysis.anchorIds;
  const visit = (file: string, imports: { url: string }[]) => {
    for (const imp of imports) {
      const to = /\.mdx?$/.test(imp.url) ? resolveInclude(imp.url, file, site.contentDir) : null;
      const partial = to && !seen.has(to) ? site.partials.get(to) : undefined;
      if (!to || !partial) continue;
      seen.add(to);
      if (out === page.analysis.anchorIds) out = new Set(out);
      for (const id of partial.analysis.anchorIds) out.add(id);
      visit(to, partial.analysis.imports);
    }
  };
  visit(path.resolve(page.file), page.analysis.imports);
  return out;
}

/**
 * Runs the whole check on a site model (the links of docs, posts, standalone Markdown pages and the site
 * config); throws one report listing every broken link, else returns how many links it checked.
 * `staticDirs`: folders served from the site root (the theme's public/ and the content's static folders).
 */
export function checkSiteLinks(
  site: SiteModel,
  routes: Iterable<string>,
  staticDirs: string[],
  configFile: string,
): { checked: number; warned: number } {
  const pages = new Map<string, Set<string> | null>();
  for (const r of routes) pages.set(r, new Set());
  // A React page's anchors are known only once it renders: links to them are not checked (null).
  for (const p of site.pages) pages.set(p.route, p.react ? null : p.analysis.anchorIds);
  for (const d of site.docs) pages.set(d.route, withPartialAnchors(site, d));
  for (const p of site.posts) pages.set(p.route, withPartialAnchors(site, p));
  const contract = fs.existsSync(path.join(site.contentDir, 'openapi.yaml'));
  const staticFiles = collectStaticFiles(
    generatedFiles(site.config, { contract, feeds: site.posts.length > 0 }),
    staticDirs,
  );

  // Files next to pages that pages link to are published under /assets/ (prerender/mdx/remark-images.ts).
  const markdownPages = [...site.docs, ...site.posts, ...site.pages.filter((p) => !p.react)];
  for (const page of markdownPages) for (const f of page.analysis.images) staticFiles.add(f.url);
  const sources: LinkSource[] = [];
  // A page shown in several locales (not translated) is checked once, in the first locale built; links
  // of a page in another locale than the default go where the reader's browser takes them (localizeLink).
  const checked = new Set<string>();
  const localeOf = new Map(site.locales.map((l) => [l.name, l]));
  const localize = (url: string, locale: string) => {
    const l = localeOf.get(locale);
    return l ? localizeLink(url, l, site.locales, site.config.baseUrl) : url;
  };
  for (const page of markdownPages) {
    if (checked.has(page.file)) continue;
    checked.add(page.file);
    for (const l of page.analysis.links)
      sources.push({
        file: page.relFile,
        line: l.line,
        route: page.route,
        url: localize(resolveLink(l.url, page.file, site.fileRoutes, site.linkSettings), page.locale),
      });
  }
  sources.push(...configLinkSources(site, configFile, localize));
  const found = checkLinks(sources, pages, staticFiles, site.config.baseUrl, site.config.security.linkSchemes);
  const { onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks } = site.config;
  const action = (p: LinkProblem) =>
    p.kind === 'hostile'
      ? 'throw'
      : p.kind === 'anchor'
        ? onBrokenAnchors
        : p.kind === 'markdown'
          ? onBrokenMarkdownLinks
          : onBrokenLinks;
  const warnings = found.filter((p) => action(p) === 'warn');
  if (warnings.length) {
    const option = (p: LinkProblem) =>
      p.kind === 'anchor' ? 'onBrokenAnchors' : p.kind === 'markdown' ? 'onBrokenMarkdownLinks' : 'onBrokenLinks';
    console.warn(
      `Warning: ${warnings.length} broken link${warnings.length > 1 ? 's' : ''} (the site config says 'warn'; the build goes on):\n${warnings.map((p) => `${formatProblem(p)} [${option(p)}]`).join('\n')}`,
    );
  }
  const problems = found.filter((p) => action(p) === 'throw').map(({ kind: _kind, ...p }) => p);
  if (problems.length) {
    const counts = new Map<string, number>();
    for (const s of sources) counts.set(s.url, (counts.get(s.url) ?? 0) + 1);
    const repeated = problems.filter(
      (p) => /-> (\S+)/.test(p.message) && (counts.get(/-> (\S+)/.exec(p.message)![1]) ?? 0) >= 5,
    );
    throw new BuildError(
      `Found ${problems.length} broken link${problems.length > 1 ? 's' : ''}:`,
      problems,
      repeated.length
        ? 'Some of these links appear on 5 or more pages: they probably come from a shared snippet or the navbar/footer config.'
        : 'Fix each link (or the heading it points to) and build again.',
    );
  }
  return { checked: sources.length, warned: warnings.length };
}
