// Reuses the client and SSR bundles of an earlier build when nothing they were built from changed.
// Editing plain Markdown pages (page trees, not modules) or the text of the search index does not
// touch the bundles, so a rebuild then skips both Vite builds.
//
// Two levels: the key names everything that is not a module (lockfile, Vite config, HTML template,
// public/, environment, the list of MDX pages the page registry globs, the routes that rewritten
// links point to, the code of the MDX pipeline and of the bundling step, so a change to this code
// needs no version to bump); under it, `deps.json` lists
// every module file the two builds read, with its content hash. A build is reused only when the key
// matches and every listed file still has its hash. node_modules are covered by the lockfile.
import type { MarkdownExtensions } from '../mdx/extensions.ts';
import fs from 'node:fs';
import path from 'node:path';
import { forkEntry } from '../boot.mjs';
import { cacheRoot, listFiles, sha256 } from '../util.ts';
import { readSealed, sealed, warnDamaged } from '../cache/store.ts';
import { BuildError, Interrupted, type Problem } from '../report/errors.ts';
import { entriesToPrune, namedEntries, removeEntries } from '../cache/prune.mjs';
import { linksDigest, type FileRoutes, type LinkSettings } from '../mdx/remark-links.ts';
import type { BundleRequest } from './bundle-child.ts';
import { dirDependencyFiles, parseFolderDependency, POSTCSS_CONFIGS } from '../docusaurus/postcss.ts';
import { docusaurusAliases } from '../docusaurus/aliases.ts';
import type { MarkdownFormat } from '../mdx/cached-mdx-plugin.ts';
import type { ImageOptions } from '../mdx/remark-images.ts';

const SEARCH_INDEX = /^search-(index-)?[0-9a-f]+(\.json)?$/;

const hashOf = (file: string) => sha256(fs.readFileSync(file, 'latin1'));

/** A dependency's hash: a file's content, or a scanned folder's file list (a Tailwind source folder). */
function dependencyHash(entry: string): string | undefined {
  const folder = parseFolderDependency(entry);
  if (folder)
    return fs.existsSync(folder.dir) ? sha256(dirDependencyFiles(folder.dir, folder.glob).join('\n')) : undefined;
  return fs.existsSync(entry) ? hashOf(entry) : undefined;
}

/** The checksum of every file under `dir`, by path relative to it. */
function fileSums(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [path.relative(dir, f), hashOf(f)]));
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0));

export class BundleCache {
  readonly dir: string;
  private modules = new Set<string>();

  /** `imageRefs`: the images the pages show, with their hashes: MDX modules hold their URLs and sizes. */
  constructor(
    private opts: {
      root: string;
      contentDir: string;
      generatedDir: string;
      routes: FileRoutes;
      linkSettings: LinkSettings;
      images: ImageOptions;
      imageRefs: string[];
      markdownFormat: MarkdownFormat;
      extensions: MarkdownExtensions;
      /** Other docs instances' folders of pages (prerender/bundle/site-data.ts instancePageFolders). */
      pageFolders?: string[];
      /** The site's baseUrl: Vite's `base`, the start of every asset URL. */
      baseUrl?: string;
    },
  ) {
    const { root, contentDir, generatedDir, markdownFormat } = opts;
    const inputs: (string | Buffer)[] = [
      root,
      contentDir,
      generatedDir,
      process.env.NODE_ENV ?? '',
      linksDigest(opts.routes, opts.linkSettings),
      JSON.stringify(opts.images),
      ...[...opts.imageRefs].sort(),
      markdownFormat,
      JSON.stringify(opts.extensions),
      ...(opts.baseUrl && opts.baseUrl !== '/' ? [opts.baseUrl] : []),
    ];
    for (const f of ['package-lock.json', 'vite.config.ts', 'index.html', 'tsconfig.json'])
      inputs.push(f, read(path.join(root, f)));
    // The API reference tables of the pages are generated from the contract.
    inputs.push('openapi.yaml', read(path.join(contentDir, 'openapi.yaml')));
    // The site's PostCSS config (Tailwind) makes its CSS: not a module the build reads.
    for (const f of POSTCSS_CONFIGS) inputs.push(f, read(path.join(contentDir, f)));
    // Where `@theme/X` points: a swizzled component added to the site's src/theme (or one of ours that
    // makes a swizzle usable) is not a module the last build read, yet changes what it must read.
    inputs.push(JSON.stringify(docusaurusAliases(root, contentDir).map((a) => [a.find.source, a.replacement])));
    for (const f of [
      ...listFiles(path.join(root, 'public')),
      ...listFiles(path.join(root, 'prerender/mdx')),
      ...listFiles(path.join(root, 'prerender/contract')),
      ...[
        'content/analyze.ts',
        'bundle/bundle-child.ts',
        'bundle/bundle-cache.ts',
        'bundle/static-parts.ts',
        'docusaurus/postcss.ts',
        'docusaurus/aliases.ts',
        'util.ts',
      ].map((f) => path.join(root, 'prerender', f)),
    ])
      inputs.push(path.relative(root, f), read(f));
    // The page registry and the server entry glob the MDX pages: their list is part of the bundle.
    const isModule = (f: string) => f.endsWith('.mdx') || (markdownFormat === 'mdx' && f.endsWith('.md'));
    for (const sub of ['docs', 'versioned_docs', 'blog', 'i18n', ...(opts.pageFolders ?? [])])
      inputs.push(
        ...listFiles(path.join(contentDir, sub), { keep: isModule }).map((f) => path.relative(contentDir, f)),
      );
    this.dir = path.join(
      cacheRoot(),
      'bundles',
      sha256(...inputs.map((x) => (typeof x === 'string' ? x : sha256(x.toString('latin1'))))),
    );
  }

  /**
   * Runs both Vite builds in a child process (prerender/bundle/bundle-child.ts, started by boot.ts), which
   * also records every module file they read; rejects with the child's error.
   */
  async build(root: string, clientDir: string, serverDir: string): Promise<void> {
    const child = await forkEntry('bundle/bundle-child', { stdio: 'inherit' });
    return new Promise((resolve, reject) => {
      let reply: { modules?: string[]; error?: string; problems?: Problem[] } | undefined;
      child.once('message', (m) => (reply = m as typeof reply));
      // `on`, not `once`: a second 'error' unheard would crash the build past its failure handler.
      child.on('error', reject);
      child.once('exit', (code, signal) => {
        if (signal === 'SIGINT' || signal === 'SIGTERM') reject(new Interrupted(signal));
        else if (reply?.modules && code === 0) {
          for (const m of reply.modules) this.modules.add(m);
          resolve();
        } else if (reply?.problems?.length) {
          const n = reply.problems.length;
          reject(
            new BuildError(`The site's code cannot be bundled (${n} problem${n > 1 ? 's' : ''}).`, reply.problems),
          );
        } else {
          // Rolldown colours its diagnostics; a log file or CI page should get plain text.
          // eslint-disable-next-line no-control-regex -- the escape character is exactly what is removed
          const text = (reply?.error ?? `the bundle process exited with code ${code}`).replace(/\x1b\[[0-9;]*m/g, '');
          reject(new Error(text));
        }
      });
      const { contentDir, generatedDir, routes, linkSettings, images, markdownFormat, extensions, baseUrl } = this.opts;
      child.send(
        {
          root,
          contentDir,
          generatedDir,
          clientDir,
          serverDir,
          routes: [...routes],
          linkSettings,
          images,
          markdownFormat,
          extensions,
          baseUrl,
        } satisfies BundleRequest,
        // Not sent (EPIPE): the child is gone, stopped by Ctrl-C with the whole process group, say;
        // its 'exit' says how, and a broken channel makes it exit ('disconnect' in bundle-child.ts).
        () => {},
      );
    });
  }

  /** Copies the cached bundles into place when they are still valid; false when they must be built. */
  restore(clientDir: string, serverDir: string): boolean {
    // Copy to a private folder first: another build may be replacing this cache entry right now,
    // and a half-copied bundle must never reach the output.
    const tmp = `${clientDir}.restore-${process.pid}`;
    try {
      // Sealed with its checksum (cache/store.ts); it holds the checksum of every stored bundle file.
      const entry = readSealed(path.join(this.dir, 'deps.json'));
      if (!entry) return false;
      const { deps, sums }: { deps: [string, string][]; sums: Record<string, string> } = JSON.parse(entry.toString());
      for (const [file, hash] of deps) {
        if (dependencyHash(file) !== hash) return false;
      }
      fs.cpSync(path.join(this.dir, 'client'), path.join(tmp, 'client'), { recursive: true });
      fs.cpSync(path.join(this.dir, 'server'), path.join(tmp, 'server'), { recursive: true });
      const copied = fileSums(tmp);
      const damaged =
        Object.keys(sums).find((f) => copied[f] !== sums[f]) ?? Object.keys(copied).find((f) => !(f in sums));
      if (damaged !== undefined) {
        // A file emptied, changed or added in the cache: built again, never published.
        warnDamaged(path.join(this.dir, damaged));
        fs.rmSync(this.dir, { recursive: true, force: true });
        throw new Error('damaged');
      }
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true });
      return false;
    }
    // The private copy is moved into place (one rename, not a second copy of every chunk and the
    // removal of the first); merged only into a client folder that already holds files.
    if (fs.existsSync(clientDir)) fs.cpSync(path.join(tmp, 'client'), clientDir, { recursive: true });
    else fs.renameSync(path.join(tmp, 'client'), clientDir);
    fs.rmSync(serverDir, { recursive: true, force: true });
    fs.renameSync(path.join(tmp, 'server'), serverDir);
    fs.rmSync(tmp, { recursive: true, force: true });
    const now = new Date();
    fs.utimesSync(this.dir, now, now); // recently used: kept by prune()
    return true;
  }

  /** Stores the bundles just built (without the search index, which is written beside them). */
  save(clientDir: string, serverDir: string): void {
    if (this.modules.size === 0) return; // nothing recorded: never trust an empty dependency list
    const tmp = `${this.dir}.${process.pid}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(clientDir, path.join(tmp, 'client'), {
      recursive: true,
      filter: (src) => !SEARCH_INDEX.test(path.basename(src)),
    });
    fs.cpSync(serverDir, path.join(tmp, 'server'), { recursive: true });
    const deps = [...this.modules].sort().map((f) => [f, dependencyHash(f)]);
    const sums = fileSums(tmp);
    fs.writeFileSync(path.join(tmp, 'deps.json'), sealed(JSON.stringify({ deps, sums })));
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(this.dir), { recursive: true });
    try {
      fs.renameSync(tmp, this.dir);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another build stored the same key first
    }
    this.prune();
  }

  /** Keeps the most recently used entries only; each is a full copy of both bundles. A build that
   * was restoring a pruned entry falls back to building (restore() copies privately first). */
  private prune(keep = 6): void {
    removeEntries(entriesToPrune(namedEntries(path.dirname(this.dir), /^[0-9a-f]{64}$/), { keepNewest: keep }));
  }
}
