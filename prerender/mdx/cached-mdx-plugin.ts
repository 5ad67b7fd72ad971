// @mdx-js/rollup with a persistent cache keyed by the source's content hash. One compile per page
// and build gives both the page's output and the analysis the build needs (headings, links, text for
// search), so no page is parsed twice; the client and SSR builds and the dev server read the same
// cache, an unchanged page is never compiled again, and the build fills the cache from worker threads
// (prerender/mdx/compile-pool.ts) before bundling. The output of an MDX page is a JavaScript module; a plain
// Markdown page becomes a page tree (./markdown-tree.ts), which needs no bundling at all. Which `.md`
// files are MDX is the site config's `markdown.format` (see markdownFormat below).
//
// An entry is `<key>.out` (the output), `<key>.json` (the analysis; written last, it marks the entry
// complete) and, for the page's `.md` copy (prerender/markdown/), either the copy's body as a second
// line of the `.json` or, when the copy needs other files' trees (imported snippets are inlined) or
// the file is no page, `<key>.mdast.json`, the page's Markdown tree.
// Each file starts with the checksum of the rest (cache/store.ts sealed): a damaged one is a miss.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { customMdxComponents, mdxOptions, preprocessMdx, rehypePlugins, remarkPluginsWith } from './options.ts';
import { loadPlugins, sectionOf, type MarkdownExtensions, type Section, type SectionPlugins } from './extensions.ts';
import { preprocessDocusaurus } from './docusaurus-syntax.ts';
import { toPageTree, treeProcessor } from './markdown-tree.ts';
import { linksDigest, type FileRoutes, type LinkSettings } from './remark-links.ts';
import { analyzeTree, mdxSyntaxError, type Analysis } from '../content/analyze.ts';
import { markdownTreeOf, type MarkdownTree } from '../outputs/markdown/tree.ts';
import { inlinesOtherFiles, pageBody } from '../outputs/markdown/serialize.ts';
import { copyFromSource } from '../outputs/markdown/from-source.ts';
import { cacheRoot, sha256, writeAtomic } from '../util.ts';
import { readSealed, sealed, sealedSum, sourceDigest, touch } from '../cache/store.ts';
import { BuildError } from '../report/errors.ts';
import type { ApiSpec } from '../contract/spec.ts';
import { fileHash, type ImageOptions, type ImageRef } from './remark-images.ts';

/** The code an entry is compiled with: part of every key, so a change to it needs no version bump. */
const PIPELINE_SOURCES = [
  'prerender/mdx',
  'prerender/outputs/markdown/tree.ts',
  'prerender/outputs/markdown/serialize.ts',
  'prerender/outputs/markdown/from-source.ts',
  'prerender/outputs/markdown/components.ts',
  'prerender/content/analyze.ts',
  // Remark plugins of the pipeline kept with the Docusaurus code (prerender/mdx/options.ts runs them).
  'prerender/docusaurus/remark-page-exports.ts',
  'prerender/docusaurus/remark-toc-export.ts',
  'prerender/report/errors.ts',
  'prerender/util.ts',
  'prerender/contract',
  'src/shared',
];

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;

interface Processors {
  inner: { transform: Transform };
  tree: ReturnType<typeof treeProcessor>;
}

/**
 * The MDX compile of one plugin list. Source maps are not used by the build; SourceMapGenerator undefined skips making them.
 * @mdx-js/rollup is imported when the first MDX page is compiled: a rebuild whose changed pages are plain Markdown, or
 * are compiled in workers, never loads it on the main thread (about 0.1 s of CPU).
 */
function mdxTransform(format: MarkdownFormat, remarkPlugins: unknown[], rehype: unknown[]): { transform: Transform } {
  let made: Promise<{ transform: Transform }> | undefined;
  return {
    async transform(code, id) {
      made ??= import('@mdx-js/rollup').then(({ default: mdx }) => mdxPlugin(mdx, format, remarkPlugins, rehype));
      return (await made).transform.call(this, code, id);
    },
  };
}

function mdxPlugin(
  mdx: typeof import('@mdx-js/rollup').default,
  format: MarkdownFormat,
  remarkPlugins: unknown[],
  rehype: unknown[],
): { transform: Transform } {
  // The site's format as @mdx-js's extension lists ('detect' is its own default: .md CommonMark).
  const extensions =
    format === 'mdx'
      ? { mdExtensions: [], mdxExtensions: ['.md', '.mdx'] }
      : format === 'md'
        ? { mdExtensions: ['.md', '.mdx'], mdxExtensions: [] }
        : {};
  return mdx({
    ...mdxOptions,
    ...extensions,
    remarkPlugins,
    rehypePlugins: rehype,
    include: /\.mdx?$/,
    SourceMapGenerator: undefined,
  } as never) as unknown as { transform: Transform };
}

/** `module`: JavaScript for the bundler (MDX). `tree`: a JSON page tree (plain Markdown pages). */
export type OutputKind = 'module' | 'tree';

export interface CompiledPage {
  /** The module's code, or the page tree as JSON. */
  code: string;
  analysis: Analysis;
  /** The cache file that holds `code`, and the analysis as stored there (JSON): compile workers pass these on as they are. */
  codeFile: string;
  storedAnalysis: string;
}

/** The site config's `markdown.format`, as Docusaurus's: which files are read as MDX. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** Whether a file is read as MDX: `.mdx` files unless the format is `'md'`; `.md` files only under `'mdx'`. */
export function isMdxFile(file: string, format: MarkdownFormat = 'detect'): boolean {
  return format === 'mdx' || (format === 'detect' && file.endsWith('.mdx'));
}

/** What the build makes of a page file: MDX pages become modules, plain Markdown pages trees. */
export function outputKindOf(file: string, format: MarkdownFormat = 'detect'): OutputKind {
  return isMdxFile(file, format) ? 'module' : 'tree';
}

type StoredAnalysis = Omit<Analysis, 'anchorIds'> & { anchorIds: string[] };

/** A cached compile's analysis and where its output is (cachedAnalysis). */
export interface CachedAnalysis {
  analysis: Analysis;
  outFile: string;
  outHash: string;
  /** The entry's key: the same key always holds the same analysis. */
  key: string;
}

/** The stored copy of a page (second line of its `.json`): the site URL it was made for, and its body. */
interface StoredCopy {
  siteUrl: string;
  body: string;
}

/** A `.json` entry's two lines: the analysis (JSON) and, when the compile stored it, the page's copy (StoredCopy JSON). */
/** A compile cache file's text; throws (a miss for the callers) when it is missing or damaged (checksum, cache/store.ts). */
function readSealedText(file: string): string {
  const body = readSealed(file);
  if (!body) throw new Error(`no intact cache entry ${file}`);
  return body.toString('utf8');
}

function splitEntry(entry: string): { analysis: string; copy?: string } {
  const end = entry.indexOf('\n');
  return end < 0 ? { analysis: entry } : { analysis: entry.slice(0, end), copy: entry.slice(end + 1) };
}

/** An analysis from its stored JSON (CompiledPage.storedAnalysis). */
export function parseStoredAnalysis(json: string): Analysis {
  return analysisOf(JSON.parse(json) as StoredAnalysis);
}

const analysisOf = (stored: StoredAnalysis): Analysis => ({ ...stored, anchorIds: new Set(stored.anchorIds) });

/** A link that means the same from any file: another site, an e-mail address, an anchor of the page itself. */
const PATH_FREE_LINK = /^(?:[a-z][a-z0-9+.-]*:|#)/i;

/**
 * Whether a compile's output and analysis are the same for any file of that source: it links to no
 * other page or file of the site (relative and site links resolve by the file's version and folder), imports
 * nothing, shows no image, and neither output nor analysis names the file's folder.
 */
function isPortable(page: CompiledPage, file: string): boolean {
  const { analysis } = page;
  if (analysis.imports.length || analysis.images.length) return false;
  if (!analysis.links.every((l) => PATH_FREE_LINK.test(l.url))) return false;
  const dir = path.dirname(file);
  return !page.code.includes(dir) && !page.storedAnalysis.includes(dir) && !page.code.includes(path.basename(file));
}

export class MdxCompiler {
  private captured = new Map<string, { analysis: Analysis; tree: MarkdownTree }>();
  private processors: (section: Section) => Promise<Processors>;
  private extensions: MarkdownExtensions | undefined;
  private salt: string;
  private cacheDir: string;
  readonly markdownFormat: MarkdownFormat;
  private hashes = new Map<string, { state: string; hash: string }>();
  private routes: FileRoutes;
  private linkSettings: LinkSettings | undefined;
  private siteUrl: string | undefined;
  private treeCompiles = new Map<string, Promise<MarkdownTree>>();
  private copyPrefix: string;
  /** Compiles of a source under way, by its path-free key (sharedKeyOf): a second file of the same source waits for it. */
  private sharing = new Map<string, Promise<unknown>>();
  /** How many times this compiler ran the Markdown/MDX pipeline (cache hits and shared entries not counted). */
  compilations = 0;

  /** `routes`: where links to other pages' source files point (the collector's route map).
   * `linkSettings`: how links are written and Markdown links looked up (the collector's; remark-links.ts).
   * `api`: the API contract the reference elements are generated from (prerender/contract/spec.ts).
   * `images`: the content and static folders images are looked up in (prerender/mdx/remark-images.ts).
   * `markdownFormat`: the site config's `markdown.format`.
   * `siteUrl`: the site's URL; with it, a page's `.md` copy is made with its compile and stored in its
   * entry (storedCopy). It is not part of the key: an entry whose copy was made for another URL counts as uncached (freshEntry). */
  constructor(opts: {
    routes: FileRoutes;
    linkSettings?: LinkSettings | undefined;
    api?: ApiSpec | null;
    cacheDir?: string;
    images?: ImageOptions;
    markdownFormat?: MarkdownFormat;
    siteUrl?: string | undefined;
    /** What the site config adds: admonition keywords and its remark/rehype plugins (./extensions.ts). */
    extensions?: MarkdownExtensions | undefined;
  }) {
    const cacheDir = (this.cacheDir = opts.cacheDir ?? path.join(cacheRoot(), 'mdx'));
    const api = opts.api ?? null;
    const format = (this.markdownFormat = opts.markdownFormat ?? 'detect');
    this.routes = opts.routes;
    this.linkSettings = opts.linkSettings;
    this.siteUrl = opts.siteUrl?.replace(/\/+$/, '');
    // How a stored copy's line starts (JSON.stringify keeps the order StoredCopy's fields are written in).
    this.copyPrefix = `{"siteUrl":${JSON.stringify(this.siteUrl ?? '')},`;
    this.salt = sha256(
      sourceDigest(PIPELINE_SOURCES),
      fs.readFileSync(path.resolve('package-lock.json'), 'utf8'),
      linksDigest(opts.routes, opts.linkSettings),
      JSON.stringify(api),
      JSON.stringify(opts.images ?? null),
      format,
      JSON.stringify(opts.extensions ?? null),
      String(customMdxComponents(opts.images)), // which component names are checked
    );
    this.extensions = opts.extensions;
    fs.mkdirSync(cacheDir, { recursive: true });
    const captured = this.captured;
    const inspect = () => (tree: any, file: { path: string; data: { images?: ImageRef[] } }) => {
      captured.set(file.path, {
        analysis: { ...analyzeTree(tree), images: file.data.images ?? [] },
        tree: markdownTreeOf(tree),
      });
    };
    const make = (plugins?: SectionPlugins): Processors => {
      const remark = [
        ...(plugins?.beforeDefaultRemarkPlugins ?? []),
        ...remarkPluginsWith(
          { routes: opts.routes, settings: opts.linkSettings },
          inspect,
          api,
          opts.images,
          opts.extensions,
        ),
        ...(plugins?.remarkPlugins ?? []),
      ];
      const rehype = [
        ...(plugins?.beforeDefaultRehypePlugins ?? []),
        ...rehypePlugins,
        ...(plugins?.rehypePlugins ?? []),
      ];
      return { inner: mdxTransform(format, remark, rehype), tree: treeProcessor(remark, rehype) };
    };
    const plain = make();
    const withPlugins = new Map<Section, Promise<Processors>>();
    const pluginsOf = opts.extensions?.plugins;
    // The site's plugins are functions: imported from its config once per process, when a page needs them.
    this.processors = (section) => {
      if (!pluginsOf) return Promise.resolve(plain);
      let p = withPlugins.get(section);
      if (!p) withPlugins.set(section, (p = loadPlugins(pluginsOf.configFile).then((all) => make(all[section]))));
      return p;
    };
  }

  /**
   * Whether a cache entry is still good. Its images must be unchanged: the key covers the page's
   * source, not the image files, and their hashes are in the output (asset names, sizes); hashes are
   * kept per file state. And a copy it stores must be for this site URL: the URL is not part of the
   * key, so compilers that make no copies (the bundler's) share the entries; a page whose copy was
   * made for another URL is compiled again with the other uncached pages, in the workers.
   * Returns the entry (read once for its callers), or undefined when there is none or it is stale.
   */
  private freshEntry(jsonFile: string): { analysis: string; copy?: string; stored: StoredAnalysis } | undefined {
    let entry: { analysis: string; copy?: string; stored: StoredAnalysis };
    let images: ImageRef[];
    try {
      const split = splitEntry(readSealedText(jsonFile));
      if (split.copy !== undefined && this.siteUrl !== undefined && !split.copy.startsWith(this.copyPrefix))
        return undefined;
      // Parsed once: the images are checked here, and the caller takes the analysis from it (analysisOf).
      entry = { ...split, stored: JSON.parse(split.analysis) as StoredAnalysis };
      images = entry.stored.images ?? [];
    } catch {
      return undefined;
    }
    const fresh = images.every((img) => {
      try {
        const st = fs.statSync(img.file);
        const state = `${st.size}:${st.mtimeMs}`;
        const known = this.hashes.get(img.file);
        const hash = known?.state === state ? known.hash : fileHash(img.file);
        this.hashes.set(img.file, { state, hash });
        return hash === img.hash;
      } catch {
        return false; // the image is gone: compile again, which reports it
      }
    });
    return fresh ? entry : undefined;
  }

  private keyOf(file: string, source: string, kind: OutputKind): string {
    return this.keyOfHash(file, sha256(source), kind);
  }

  /** The name of a file's entry from its prepared source's hash (sourceHashOf): the same name, the same compile. */
  entryKey(file: string, sourceHash: string, kind = this.kindOf(file)): string {
    return this.keyOfHash(file, sourceHash, kind);
  }

  /** The key of a file's entry from its prepared source's hash (sourceHashOf): what the key is made of without the source. */
  private keyOfHash(file: string, sourceHash: string, kind: OutputKind): string {
    // The file path is part of the key: relative imports and link rewriting depend on it, and so
    // does the route of every page (rewritten .md links).
    return sha256(this.salt, kind, file, sourceHash);
  }

  /**
   * The hash of a file's source as its cache key takes it (after the preprocessing every compile does,
   * which depends on the file's name and the site's `markdown.format` only): with it, a later build finds
   * the file's entry without reading the source (content/source-cache.ts).
   */
  sourceHashOf(file: string, code: string): string {
    return sha256(this.prepare(file, code));
  }

  private async transform(file: string, source: string, kind: OutputKind): Promise<string | undefined> {
    this.compilations++;
    const { inner, tree } = await this.processors(
      this.extensions ? sectionOf(file, this.extensions.contentDir) : 'docs',
    );
    if (kind === 'module') return (await inner.transform.call({}, source, file))?.code;
    const vfile = { path: file, value: source };
    const hast = await tree.run(tree.parse(vfile as never), vfile as never);
    return JSON.stringify(toPageTree(hast as never));
  }

  /** What this site makes of a page file (the site's `markdown.format` decides for `.md`). */
  kindOf(file: string): OutputKind {
    return outputKindOf(file, this.markdownFormat);
  }

  private prepare(file: string, code: string): string {
    // A UTF-8 byte-order mark (Windows editors) would hide the frontmatter from the parser.
    const source = preprocessDocusaurus(code.replace(/^\uFEFF/, ''));
    return isMdxFile(file, this.markdownFormat) ? preprocessMdx(source) : source;
  }

  /** Whether a file's current source is already in the cache. */
  isCached(file: string, code: string, kind = this.kindOf(file)): boolean {
    const json = path.join(this.cacheDir, `${this.keyOf(file, this.prepare(file, code), kind)}.json`);
    return this.freshEntry(json) !== undefined;
  }

  /** The cached output for this source, if the cache has a complete entry for it. */
  cachedCode(file: string, code: string, kind = this.kindOf(file)): string | undefined {
    const key = this.keyOf(file, this.prepare(file, code), kind);
    const json = path.join(this.cacheDir, `${key}.json`);
    try {
      if (!this.freshEntry(json)) return undefined;
      const out = readSealedText(path.join(this.cacheDir, `${key}.out`));
      touch(json);
      return out;
    } catch {
      return undefined; // pruned by another build meanwhile
    }
  }

  /**
   * The page's Markdown tree (for its `.md` copy), kept with its compiled output (see
   * prerender/outputs/markdown/tree.ts). The page is compiled again when its entry has none: the entry is
   * missing, or being pruned, or stores the page's copy instead (a page other pages import).
   */
  async markdownTree(file: string, code: string, kind = this.kindOf(file)): Promise<MarkdownTree> {
    const source = this.prepare(file, code);
    const key = this.keyOf(file, source, kind);
    const treeFile = path.join(this.cacheDir, `${key}.mdast.json`);
    try {
      return JSON.parse(readSealedText(treeFile));
    } catch {
      // Pages that import one snippet ask for its tree at once: one compile serves them all (two
      // compiles of one file at a time would also take each other's captured tree).
      let compiling = this.treeCompiles.get(key);
      if (!compiling) {
        compiling = this.compileSource(file, source, key, path.relative(process.cwd(), file), kind, true).then(
          (c) => c.tree,
        );
        this.treeCompiles.set(key, compiling);
        void compiling.then(
          () => this.treeCompiles.delete(key),
          () => this.treeCompiles.delete(key),
        );
      }
      return compiling;
    }
  }

  /**
   * The body of the page's `.md` copy (prerender/outputs/markdown/serialize.ts pageBody) as its compile stored
   * it, or undefined: not stored (see copyBody), made for another site URL, or no entry for this source.
   */
  storedCopy(file: string, code: string, kind = this.kindOf(file)): string | undefined {
    if (this.siteUrl === undefined) return undefined;
    let entry: string;
    try {
      entry = readSealedText(path.join(this.cacheDir, `${this.keyOf(file, this.prepare(file, code), kind)}.json`));
    } catch {
      return undefined;
    }
    const stored = splitEntry(entry).copy;
    if (stored === undefined) return undefined;
    const copy = JSON.parse(stored) as StoredCopy;
    return copy.siteUrl === this.siteUrl ? copy.body : undefined;
  }

  /**
   * The body of a page's copy, made from the tree the compile has in memory, when it depends on
   * nothing the key does not cover: the page is a page (its route is in the route map, which the key
   * covers, as is the code of prerender/markdown), it inlines no other file, and the site URL is
   * known (kept with the copy). Anything else, or a failure, leaves the copy to be made from the
   * stored tree when the copies are written, which reports any error. A plain page's copy is made
   * from its (prepared) source, which is the same text for less work (../outputs/markdown/from-source.ts);
   * not with the site's own remark plugins, which may change the tree.
   */
  private async copyBody(file: string, source: string, tree: MarkdownTree): Promise<string | undefined> {
    const route = this.routes.get(file);
    if (this.siteUrl === undefined || route === undefined || inlinesOtherFiles(tree)) return undefined;
    const links = { siteUrl: this.siteUrl, routes: this.routes, linkSettings: this.linkSettings };
    const mdx = isMdxFile(file, this.markdownFormat);
    const plain = this.extensions?.plugins ? undefined : copyFromSource(source, { file, route, mdx }, links);
    if (plain !== undefined) return plain;
    try {
      const treeOf = async (f: string) => {
        if (f !== file) throw new Error(`${file} inlines ${f}`);
        return tree;
      };
      return await pageBody(file, route, { ...links, treeOf });
    } catch {
      return undefined;
    }
  }

  /**
   * Output and analysis of an MDX/Markdown file, from the cache when its inputs are unchanged.
   * Syntax errors become a BuildError naming `relFile`, line and column.
   */
  async compile(
    file: string,
    code: string,
    relFile = path.relative(process.cwd(), file),
    kind = this.kindOf(file),
  ): Promise<CompiledPage> {
    const source = this.prepare(file, code);
    const key = this.keyOf(file, source, kind);
    const cached = this.fromCache(key);
    if (cached) return cached;
    // The same source at another path (a page identical in two docs versions) compiled to an output
    // that depends on no path: that entry serves this file too, and the page is compiled once.
    const shared = this.sharedKeyOf(source, kind);
    const before = this.sharing.get(shared);
    if (before) await before.catch(() => undefined);
    const reused = this.fromSharedEntry(file, shared, key);
    if (reused) return reused;
    const compiling = this.compileSource(file, source, key, relFile, kind, false);
    this.sharing.set(shared, compiling);
    try {
      const page = await compiling;
      if (isPortable(page, file)) {
        writeAtomic(path.join(this.cacheDir, `${key}.mdast.json`), sealed(JSON.stringify(page.tree)));
        writeAtomic(path.join(this.cacheDir, `${shared}.shared`), sealed(key));
      }
      return page;
    } finally {
      if (this.sharing.get(shared) === compiling) this.sharing.delete(shared);
    }
  }

  /** The cached compile of a file's current source (one read of its entry), or undefined when it must be compiled. */
  cachedCompile(file: string, code: string, kind = this.kindOf(file)): CompiledPage | undefined {
    return this.fromCache(this.keyOf(file, this.prepare(file, code), kind));
  }

  /**
   * A cached compile's analysis and where its output is, without reading the output: `outFile` is
   * sealed (cache/store.ts), `outHash` the SHA-256 of its text as its checksum line declares it (a
   * page tree's hash), checked when the output is read. Undefined when the cache has no complete entry.
   */
  cachedAnalysis(file: string, code: string, kind = this.kindOf(file)): CachedAnalysis | undefined {
    return this.cachedAnalysisByHash(file, this.sourceHashOf(file, code), kind);
  }

  /** cachedAnalysis() from the source's hash (sourceHashOf), for a build that did not read the source. */
  cachedAnalysisByHash(file: string, sourceHash: string, kind = this.kindOf(file)): CachedAnalysis | undefined {
    const key = this.keyOfHash(file, sourceHash, kind);
    const json = path.join(this.cacheDir, `${key}.json`);
    const entry = this.freshEntry(json);
    const outFile = path.join(this.cacheDir, `${key}.out`);
    const outHash = entry && sealedSum(outFile);
    if (!entry || !outHash) return undefined;
    touch(json);
    return { analysis: analysisOf(entry.stored), outFile, outHash, key };
  }

  private fromCache(key: string): CompiledPage | undefined {
    const js = path.join(this.cacheDir, `${key}.out`);
    const json = path.join(this.cacheDir, `${key}.json`);
    const entry = this.freshEntry(json);
    if (!entry) return undefined;
    try {
      const storedAnalysis = entry.analysis;
      const cached = {
        code: readSealedText(js),
        analysis: analysisOf(entry.stored),
        codeFile: js,
        storedAnalysis,
      };
      touch(json);
      return cached;
    } catch {
      return undefined; // pruned by another build meanwhile: compile it again
    }
  }

  /** The key of a source's entry that any file of that source may use (see isPortable): no file path in it. */
  private sharedKeyOf(source: string, kind: OutputKind): string {
    return sha256(this.salt, kind, 'shared', source);
  }

  /**
   * This file's entry made from the portable entry another file of the same source left (its output,
   * analysis and tree; the `.md` copy made for this file's route), or undefined when there is none.
   */
  private fromSharedEntry(file: string, shared: string, key: string): CompiledPage | undefined {
    try {
      const other = readSealedText(path.join(this.cacheDir, `${shared}.shared`));
      if (other === key) return undefined;
      const entry = this.freshEntry(path.join(this.cacheDir, `${other}.json`));
      if (!entry) return undefined;
      const code = readSealedText(path.join(this.cacheDir, `${other}.out`));
      const tree = readSealedText(path.join(this.cacheDir, `${other}.mdast.json`));
      const js = path.join(this.cacheDir, `${key}.out`);
      writeAtomic(js, sealed(code));
      writeAtomic(path.join(this.cacheDir, `${key}.mdast.json`), sealed(tree));
      // The copy is made when the copies are written, from the tree, for this file's route.
      writeAtomic(path.join(this.cacheDir, `${key}.json`), sealed(entry.analysis));
      return { code, analysis: analysisOf(entry.stored), codeFile: js, storedAnalysis: entry.analysis };
    } catch {
      return undefined; // none, or pruned meanwhile: compile
    }
  }

  /** Compiles a prepared source into the entry `key`; `keepTree`: store the Markdown tree even when the copy could be stored instead. */
  private async compileSource(
    file: string,
    source: string,
    key: string,
    relFile: string,
    kind: OutputKind,
    keepTree: boolean,
  ): Promise<CompiledPage & { tree: MarkdownTree }> {
    const js = path.join(this.cacheDir, `${key}.out`);
    const json = path.join(this.cacheDir, `${key}.json`);
    let result: string | undefined;
    try {
      result = await this.transform(file, source, kind);
    } catch (e) {
      this.captured.delete(file);
      throw e instanceof BuildError ? e : mdxSyntaxError(e, relFile);
    }
    const captured = this.captured.get(file);
    this.captured.delete(file);
    if (!result || !captured) throw new Error(`MDX compiler produced no output for ${relFile}`);
    const { analysis, tree } = captured;
    const body = await this.copyBody(file, source, tree);
    // Write the output first and the analysis last: the .json marks a complete entry.
    writeAtomic(js, sealed(result));
    if (body === undefined || keepTree)
      writeAtomic(path.join(this.cacheDir, `${key}.mdast.json`), sealed(JSON.stringify(tree)));
    const storedAnalysis = JSON.stringify({ ...analysis, anchorIds: [...analysis.anchorIds] } satisfies StoredAnalysis);
    // The copy is a second line: readers of the analysis stop at the first (JSON has no raw newlines).
    writeAtomic(
      json,
      sealed(
        body === undefined
          ? storedAnalysis
          : `${storedAnalysis}\n${JSON.stringify({ siteUrl: this.siteUrl!, body } satisfies StoredCopy)}`,
      ),
    );
    return { code: result, analysis, codeFile: js, storedAnalysis, tree };
  }
}

/**
 * The Vite plugin: MDX pages through the compile cache the collector filled. `compiler()` gives the
 * compiler for the current route map (the dev server re-collects content while running). Only the
 * module is read (not the cached analysis); a `.md` file that an MDX page imports is compiled as a
 * module too.
 */
export function cachedMdx(compiler: () => MdxCompiler): Plugin {
  return {
    name: 'lexora:mdx',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.mdx?$/.test(file)) return;
      const c = compiler();
      return {
        code: c.cachedCode(file, code, 'module') ?? (await c.compile(file, code, undefined, 'module')).code,
        map: null,
      };
    },
  };
}
