// Rewrites links to source files (`./other-page.md`, `../api/tone.mdx#errors`) to the routes that
// serve them, and adds the trailing slash to internal links, as the site config requires.
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { withTrailingSlash } from '../../src/shared/paths.ts';

/** Source file (absolute) -> route path. Filled by the content collector before compiling. */
export const fileRoutes = new Map<string, string>();

let routesDigest: string | null = null;
let digestSize = -1;
/** A fingerprint of fileRoutes: compiled output depends on it through rewritten links. */
export function fileRoutesDigest(hash: (s: string) => string): string {
  if (routesDigest === null || digestSize !== fileRoutes.size) {
    routesDigest = hash([...fileRoutes].map(([f, r]) => `${f}=${r}`).join('\n'));
    digestSize = fileRoutes.size;
  }
  return routesDigest;
}

export function resetFileRoutes(entries: [string, string][]): void {
  fileRoutes.clear();
  for (const [f, r] of entries) fileRoutes.set(f, r);
  routesDigest = null;
}

export function resolveLink(url: string, fromFile: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
  const [, p, rest] = /^([^?#]*)(.*)$/.exec(url)!;
  if (/\.mdx?$/.test(p)) {
    const abs = path.resolve(path.dirname(fromFile), decodeURI(p));
    const route = fileRoutes.get(abs);
    if (route) return route + rest;
    return url; // left for the link checker to report
  }
  if (p.startsWith('/')) return withTrailingSlash(url);
  return url;
}

export default function remarkLinks() {
  return (tree: Root, file: { path?: string }) => {
    const from = file.path ?? '';
    visit(tree, (node: any) => {
      if (node.type === 'link' || node.type === 'definition') node.url = resolveLink(node.url, from);
    });
  };
}
