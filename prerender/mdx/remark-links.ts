// Rewrites links to source files (`./other-page.md`, `../api/tone.mdx#errors`) to the routes that
// serve them, and writes internal links as the site's `trailingSlash` asks (Docusaurus's rules).
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from './walk.ts';
import { applyTrailingSlash, publicPath } from '../../src/shared/paths.ts';
import { sha256 } from '../util.ts';

/** Source file (absolute) -> route path, from the content collector. */
export type FileRoutes = ReadonlyMap<string, string>;

/** How links are resolved, besides the route map. */
export interface LinkSettings {
  /** The site's `trailingSlash` (unset: as Docusaurus, links are served without the slash). */
  trailingSlash?: boolean;
  /** Folders a Markdown link is also looked up from (docs folders, versions' folders, blog), deepest first. */
  contentRoots: string[];
  /** The site folder (the content folder): the last place a Markdown link is looked up from. */
  siteDir?: string;
  /**
   * The site's `baseUrl` when not `/`. Pages' links keep the path as written (the theme's Link adds the base),
   * but the `.md` copies write absolute URLs, so a path written without the base gets it there.
   */
  baseUrl?: string;
}

/** Without settings (unit tests, our own site's older callers): trailing slashes, no content roots. */
export const DEFAULT_LINK_SETTINGS: LinkSettings = { trailingSlash: true, contentRoots: [] };

const digests = new WeakMap<FileRoutes, string>();

/** A fingerprint of a route map and the link settings: compiled output depends on them through rewritten links. */
export function linksDigest(routes: FileRoutes, settings: LinkSettings = DEFAULT_LINK_SETTINGS): string {
  let d = digests.get(routes);
  if (d === undefined) digests.set(routes, (d = sha256([...routes].map(([f, r]) => `${f}=${r}`).join('\n'))));
  return sha256(d, JSON.stringify(settings));
}

/**
 * The route of a Markdown file link, looked up as Docusaurus does (resolveMarkdownLinkPathname): a
 * link not starting with `./` or `../` is tried from the file's content root (its docs version's
 * folder, the blog folder) and then the site folder; one not starting with `/` from the file's folder.
 */
function markdownRoute(link: string, fromFile: string, routes: FileRoutes, s: LinkSettings): string | undefined {
  let decoded = link;
  try {
    decoded = decodeURIComponent(link);
  } catch {
    /* as written */
  }
  const dirs: string[] = [];
  if (!link.startsWith('./') && !link.startsWith('../')) {
    const root = s.contentRoots.find((r) => fromFile.startsWith(r + path.sep));
    if (root) dirs.push(root);
    if (s.siteDir) dirs.push(s.siteDir);
  }
  if (!link.startsWith('/')) dirs.push(path.dirname(fromFile));
  for (const dir of dirs) {
    const route = routes.get(path.join(dir, decoded));
    if (route !== undefined) return route;
  }
  return undefined;
}

export function resolveLink(
  url: string,
  fromFile: string,
  routes: FileRoutes,
  s: LinkSettings = DEFAULT_LINK_SETTINGS,
): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
  const [, p, rest] = /^([^?#]*)(.*)$/.exec(url)!;
  if (/\.mdx?$/.test(p)) {
    const route = markdownRoute(p, fromFile, routes, s);
    if (route !== undefined) return publicPath(route, s.trailingSlash) + rest;
    return url; // left for the link checker to report
  }
  // Unset, Docusaurus leaves an absolute link as written (`/a/` keeps its slash; a/index.html serves both).
  if (p.startsWith('/')) return applyTrailingSlash(url, s.trailingSlash);
  // `./sibling`, `../api#buffers`, `colors`: Docusaurus's router resolves them against the URL the
  // page is served at, which has no trailing slash unless `trailingSlash: true`. Resolved here, so the
  // written link and the link check agree whatever URL a host serves the page at.
  const page = routes.get(fromFile);
  if (p !== '' && s.trailingSlash !== true && page !== undefined && !/\.[a-z0-9]+$/i.test(p)) {
    const abs = new URL(p, `http://x${publicPath(page, false)}`).pathname;
    return applyTrailingSlash(abs, false) + rest;
  }
  return url;
}

export default function remarkLinks(options: { routes: FileRoutes; settings?: LinkSettings }) {
  return (tree: Root, file: { path?: string }) => {
    const from = file.path ?? '';
    visit(tree, (node: any) => {
      if (node.type === 'link' || node.type === 'definition')
        node.url = resolveLink(node.url, from, options.routes, options.settings);
    });
  };
}
