// Rewrites links to source files (`./other-page.md`, `../api/tone.mdx#errors`) to the routes that
// serve them, and adds the trailing slash to internal links, as the site config requires.
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { withTrailingSlash } from '../../src/shared/paths.ts';

interface RouteState {
  routes: Map<string, string>;
  digest: string | null;
}

// Process-wide, not module-wide: Vite loads vite.config.ts (and with it this module) as a separate
// bundle, and that copy must see the routes the collector filled in.
const STATE_KEY = Symbol.for('lexora.fileRoutes');
const state: RouteState = ((globalThis as Record<symbol, RouteState>)[STATE_KEY] ??= { routes: new Map(), digest: null });

/** Source file (absolute) -> route path. Filled by the content collector before compiling. */
export const fileRoutes = state.routes;

/** A fingerprint of fileRoutes: compiled output depends on it through rewritten links. */
export function fileRoutesDigest(hash: (s: string) => string): string {
  state.digest ??= hash([...state.routes].map(([f, r]) => `${f}=${r}`).join('\n'));
  return state.digest;
}

export function resetFileRoutes(entries: [string, string][]): void {
  state.routes.clear();
  for (const [f, r] of entries) state.routes.set(f, r);
  state.digest = null;
}

export function resolveLink(url: string, fromFile: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
  const [, p, rest] = /^([^?#]*)(.*)$/.exec(url)!;
  if (/\.mdx?$/.test(p)) {
    const abs = path.resolve(path.dirname(fromFile), decodeURI(p));
    const route = state.routes.get(abs);
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
