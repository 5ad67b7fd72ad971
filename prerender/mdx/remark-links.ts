// Rewrites links to source files (`./other-page.md`, `../api/tone.mdx#errors`) to the routes that
// serve them, and adds the trailing slash to internal links, as the site config requires.
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from './walk.ts';
import { withTrailingSlash } from '../../src/shared/paths.ts';
import { sha256 } from '../util.ts';

/** Source file (absolute) -> route path, from the content collector. */
export type FileRoutes = ReadonlyMap<string, string>;

const digests = new WeakMap<FileRoutes, string>();

/** A fingerprint of a route map: compiled output depends on it through rewritten links. */
export function fileRoutesDigest(routes: FileRoutes): string {
  let d = digests.get(routes);
  if (d === undefined) digests.set(routes, (d = sha256([...routes].map(([f, r]) => `${f}=${r}`).join('\n'))));
  return d;
}

export function resolveLink(url: string, fromFile: string, routes: FileRoutes): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
  const [, p, rest] = /^([^?#]*)(.*)$/.exec(url)!;
  if (/\.mdx?$/.test(p)) {
    const abs = path.resolve(path.dirname(fromFile), decodeURI(p));
    const route = routes.get(abs);
    if (route) return route + rest;
    return url; // left for the link checker to report
  }
  if (p.startsWith('/')) return withTrailingSlash(url);
  return url;
}

export default function remarkLinks(options: { routes: FileRoutes }) {
  return (tree: Root, file: { path?: string }) => {
    const from = file.path ?? '';
    visit(tree, (node: any) => {
      if (node.type === 'link' || node.type === 'definition') node.url = resolveLink(node.url, from, options.routes);
    });
  };
}
