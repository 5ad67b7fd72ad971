// The render cache: the prerendered app of a page (the HTML inside #root) from an earlier build,
// reused when nothing it was rendered from changed. The document around it (head, template) is
// assembled on every build.
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { RouteData } from '../../src/shared/types.ts';
import type { RouteTable } from '../routes/route-data.ts';
import { isPageTreeUrl } from '../../src/shared/paths.ts';
import { cacheRoot, sha256, writeAtomicAsync } from '../util.ts';
import { readSealed, sealed, touch } from '../cache/store.ts';

/** This step's own code is part of every key: a change to how pages are rendered or keyed invalidates them. */
const OWN_SOURCES = ['render-cache.ts', 'render-pages.ts'].map((f) => new URL(f, import.meta.url));

export interface RenderCacheInputs {
  root: string;
  serverDir: string;
  table: Pick<RouteTable, 'sources' | 'files' | 'trees'>;
  /** Anything else every page depends on (the site config). */
  salt: string[];
}

export class RenderCache {
  readonly dir = path.join(cacheRoot(), 'render');
  /** The key of a page's render, or null when it cannot be cached. */
  readonly keyOf: (data: RouteData) => string | null;

  constructor(inputs: RenderCacheInputs) {
    fs.mkdirSync(this.dir, { recursive: true });
    this.keyOf = renderCacheKeys(inputs);
  }

  /** The cached app's UTF-8 bytes, as put; undefined when not cached or damaged (checked against its checksum). */
  get(key: string | null): Buffer | undefined {
    if (!key) return undefined;
    const file = path.join(this.dir, `${key}.html`);
    const html = readSealed(file);
    if (html) touch(file);
    return html;
  }

  /** Marks a page's entry as used by this build (its document was kept from the previous output). */
  touch(key: string): void {
    touch(path.join(this.dir, `${key}.html`));
  }

  /** Written with its checksum, through a temporary file and a rename, off the main thread. */
  async put(key: string | null, html: string | Uint8Array): Promise<void> {
    if (key) await writeAtomicAsync(path.join(this.dir, `${key}.html`), sealed(html));
  }
}

/**
 * Everything the rendered app of a page depends on goes into its key: the site config, every server
 * chunk that is not a page (theme, router, site data, the server entry), the page's own server
 * chunk, its route data (title, TOC, module URL, preloads) and its sidebar. Pages without a module
 * (blog lists, the search page, 404) are keyed by their route data and sidebar alone; a page whose
 * module's server chunk is unknown gets no key and is always rendered.
 */
function renderCacheKeys(opts: RenderCacheInputs): (data: RouteData) => string | null {
  const manifestFile = path.join(opts.serverDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return () => null;
  const manifest: Manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const pageSources = new Set(opts.table.sources.values());
  const chunkOf = new Map<string, string>();
  for (const [key, m] of Object.entries(manifest)) {
    const abs = path.resolve(opts.root, m.src ?? key);
    if (pageSources.has(abs)) chunkOf.set(abs, m.file);
  }
  const pageChunks = new Set(chunkOf.values());
  const pageChunkNames = new Set([...pageChunks].map((f) => path.posix.basename(f)));
  const shared: string[] = [...OWN_SOURCES.map((u) => fs.readFileSync(u, 'utf8')), ...opts.salt];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      const rel = path.relative(opts.serverDir, full).replace(/\\/g, '/');
      if (e.isDirectory()) {
        if (rel !== '.vite') walk(full);
      } else if (!pageChunks.has(rel)) {
        // The server entry lists every page chunk by its hashed name; a page's own chunk is in that
        // page's key, so here a page chunk's name stands for nothing but itself.
        shared.push(
          rel,
          fs
            .readFileSync(full, 'utf8')
            .replace(/[\w.-]+\.js\b/g, (name) => (pageChunkNames.has(name) ? 'page-chunk.js' : name)),
        );
      }
    }
  };
  walk(opts.serverDir);
  const salt = sha256(...shared);
  // Sidebars are large on large sites and shared by many pages: hash each once.
  const sidebarHashes = new Map<string, string>();
  const sidebarHash = (url: string) => {
    let h = sidebarHashes.get(url);
    if (h === undefined) sidebarHashes.set(url, (h = sha256(opts.table.files.get(url) ?? '')));
    return h;
  };
  const chunkHash = new Map<string, string>();
  for (const [src, file] of chunkOf)
    chunkHash.set(src, sha256(fs.readFileSync(path.join(opts.serverDir, file), 'utf8')));
  return (data) => {
    const src = opts.table.sources.get(data.path);
    // A plain Markdown page has no chunk: its tree is its compiled output (a page's tree is known
    // by its hash, without reading it; a generated category index by its content).
    const treeUrl = data.module && isPageTreeUrl(data.module) ? data.module : undefined;
    const pageTree = treeUrl ? opts.table.trees.get(treeUrl) : undefined;
    const generated = treeUrl && !pageTree ? opts.table.files.get(treeUrl) : undefined;
    const chunk = pageTree
      ? sha256('tree', pageTree.hash)
      : generated !== undefined
        ? sha256('tree', generated)
        : src
          ? chunkHash.get(src)
          : undefined;
    // A route with no module of its own (blog lists, tag, archive and author pages, the search page, 404)
    // is drawn by the theme's chunks (in `salt`) from its route data alone: the posts it lists, with their
    // titles, tags and excerpts, are in `data`. A module whose chunk is unknown: always rendered.
    if (!chunk && data.module) return null;
    const sidebar = data.sidebarUrl ? sidebarHash(data.sidebarUrl) : '';
    return sha256(salt, JSON.stringify(data), sidebar, chunk ?? 'no module');
  };
}
