// What each page needs from the client build: its module (or page tree), the chunks to preload and
// its CSS, looked up in Vite's manifest. Chunks the entry already loads are not preloaded again.
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { PageAssets } from '../routes/route-data.ts';
import { BuildError } from '../report/errors.ts';

/** The renderer every plain Markdown page (page tree) shares. */
const TREE_RENDERER = 'src/theme/mdx/TreeContent.tsx';

/** KaTeX's stylesheet: the client build's `katex` entry when the site may have math (vite.config.ts). */
export const KATEX_CSS = 'katex/dist/katex.min.css';

/** What a page needs besides its module: KaTeX's stylesheet when it has math. */
export interface PageNeeds {
  math?: boolean | undefined;
}

/** `assetsFor(file, treeUrl, needs)` for buildRouteTable(), from the client build in `clientDir`. */
export function pageAssetLookup(
  root: string,
  clientDir: string,
): (file: string, treeUrl?: string, needs?: PageNeeds) => PageAssets {
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map<string, string>();
  for (const key of Object.keys(manifest)) byFile.set(path.resolve(root, manifest[key].src ?? key), key);
  const entryImports = new Set<string>(['index.html', ...collectImports(manifest, 'index.html')]);
  // The entry's stylesheets are in every page's head already: a page chunk that imports a shared chunk
  // must not list them again (a second <link> without `crossorigin` is a second, render-blocking fetch).
  const entryCss = new Set<string>([...entryImports].flatMap((k) => (manifest[k]?.css ?? []).map((c) => '/' + c)));
  const chunkAssets = (key: string): PageAssets => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const walk = (k: string) => {
      for (const imp of manifest[k].imports ?? []) {
        if (seen.has(imp)) continue;
        seen.add(imp);
        walk(imp);
      }
      for (const c of manifest[k].css ?? []) css.add('/' + c);
    };
    walk(key);
    return {
      module: '/' + manifest[key].file,
      preload: [...seen].filter((k) => !entryImports.has(k)).map((k) => '/' + manifest[k].file),
      css: [...css].filter((c) => !entryCss.has(c)),
    };
  };
  const treeRendererKey = byFile.get(path.resolve(root, TREE_RENDERER));
  // KaTeX's stylesheet, an entry of the client build when the site has Markdown plugins (vite.config.ts).
  const katex = Object.values(manifest).find((m) => m.src?.endsWith(KATEX_CSS));
  const withNeeds = (a: PageAssets, needs?: PageNeeds): PageAssets =>
    needs?.math && katex ? { ...a, css: [...a.css, '/' + katex.file] } : a;
  return (file, treeUrl, needs) => {
    const key = treeUrl ? treeRendererKey : byFile.get(file);
    if (!key)
      throw new BuildError('Internal build error.', [
        {
          file: path.relative(root, file),
          message: treeUrl
            ? 'the client build produced no chunk for the page-tree renderer'
            : 'the client build produced no chunk for this page',
        },
      ]);
    const chunk = chunkAssets(key);
    return withNeeds(
      treeUrl ? { module: treeUrl, preload: [chunk.module, ...chunk.preload], css: chunk.css } : chunk,
      needs,
    );
  };
}

function collectImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imp of manifest[key]?.imports ?? []) {
    if (!seen.has(imp)) {
      seen.add(imp);
      collectImports(manifest, imp, seen);
    }
  }
  return seen;
}
