// @mdx-js/rollup with a persistent cache keyed by the source's content hash. One compile per page
// and build gives both the page's output and the analysis the build needs (headings, links, text for
// search), so no page is parsed twice; the client and SSR builds and the dev server read the same
// cache, an unchanged page is never compiled again, and the build fills the cache from worker threads
// (prerender/parallel.ts) before bundling. The output of an MDX page is a JavaScript module; a plain
// Markdown page becomes a page tree (./markdown-tree.ts), which needs no bundling at all. Which `.md`
// files are MDX is the site config's `markdown.format` (see markdownFormat below).
import fs from 'node:fs';
import path from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { mdxOptions, preprocessMdx, remarkPluginsWith } from './options.ts';
import { preprocessDocusaurus } from './docusaurus-syntax.ts';
import { toPageTree, treeProcessor } from './markdown-tree.ts';
import { fileRoutesDigest, type FileRoutes } from './remark-links.ts';
import { analyzeTree, mdxSyntaxError, type Analysis } from '../analyze.ts';
import { markdownTreeOf, type MarkdownTree } from '../markdown/tree.ts';
import { cacheRoot, sha256, writeAtomic } from '../util.ts';
import { sourceDigest, touch } from '../cache-store.ts';
import { BuildError } from '../errors.ts';
import type { ApiSpec } from '../contract/spec.ts';
import { fileHash, type ImageOptions, type ImageRef } from './remark-images.ts';

/** The code an entry is compiled with: part of every key, so a change to it needs no version bump. */
const PIPELINE_SOURCES = ['prerender/mdx', 'prerender/markdown/tree.ts', 'prerender/analyze.ts', 'prerender/errors.ts', 'prerender/util.ts', 'prerender/contract', 'src/shared'];

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;

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

/** An analysis from its stored JSON (CompiledPage.storedAnalysis). */
export function parseStoredAnalysis(json: string): Analysis {
  const stored: StoredAnalysis = JSON.parse(json);
  return { ...stored, anchorIds: new Set(stored.anchorIds) };
}

export class MdxCompiler {
  private captured = new Map<string, { analysis: Analysis; tree: MarkdownTree }>();
  private inner: { transform: Transform };
  private tree: ReturnType<typeof treeProcessor>;
  private salt: string;
  private cacheDir: string;
  readonly markdownFormat: MarkdownFormat;
  private hashes = new Map<string, { state: string; hash: string }>();

  /** `routes`: where links to other pages' source files point (the collector's route map).
   * `api`: the API contract the reference elements are generated from (prerender/contract/spec.ts).
   * `images`: the content and static folders images are looked up in (prerender/mdx/remark-images.ts).
   * `markdownFormat`: the site config's `markdown.format`. */
  constructor(opts: { routes: FileRoutes; api?: ApiSpec | null; cacheDir?: string; images?: ImageOptions; markdownFormat?: MarkdownFormat }) {
    const cacheDir = (this.cacheDir = opts.cacheDir ?? path.join(cacheRoot(), 'mdx'));
    const api = opts.api ?? null;
    const format = (this.markdownFormat = opts.markdownFormat ?? 'detect');
    this.salt = sha256(
      sourceDigest(PIPELINE_SOURCES),
      fs.readFileSync(path.resolve('package-lock.json'), 'utf8'),
      fileRoutesDigest(opts.routes),
      JSON.stringify(api),
      JSON.stringify(opts.images ?? null),
      format,
    );
    fs.mkdirSync(cacheDir, { recursive: true });
    const captured = this.captured;
    const inspect = () => (tree: any, file: { path: string; data: { images?: ImageRef[] } }) => {
      captured.set(file.path, { analysis: { ...analyzeTree(tree), images: file.data.images ?? [] }, tree: markdownTreeOf(tree) });
    };
    // Source maps are not used by the build; SourceMapGenerator undefined skips making them.
    // The site's format as @mdx-js's extension lists ('detect' is its own default: .md CommonMark).
    const extensions = format === 'mdx' ? { mdExtensions: [], mdxExtensions: ['.md', '.mdx'] } : format === 'md' ? { mdExtensions: ['.md', '.mdx'], mdxExtensions: [] } : {};
    this.inner = mdx({
      ...mdxOptions,
      ...extensions,
      remarkPlugins: remarkPluginsWith(opts.routes, inspect, api, opts.images),
      include: /\.mdx?$/,
      SourceMapGenerator: undefined,
    } as never) as unknown as {
      transform: Transform;
    };
    this.tree = treeProcessor(remarkPluginsWith(opts.routes, inspect, api, opts.images));
  }

  /**
   * Whether a cache entry's images are unchanged: the key covers the page's source, not the image
   * files, and their hashes are in the output (asset names, sizes). Hashes are kept per file state.
   */
  private imagesFresh(jsonFile: string): boolean {
    let images: ImageRef[];
    try {
      images = (JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as StoredAnalysis).images ?? [];
    } catch {
      return false;
    }
    return images.every((img) => {
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
  }

  private keyOf(file: string, source: string, kind: OutputKind): string {
    // The file path is part of the key: relative imports and link rewriting depend on it, and so
    // does the route of every page (rewritten .md links).
    return sha256(this.salt, kind, file, source);
  }

  private async transform(file: string, source: string, kind: OutputKind): Promise<string | undefined> {
    if (kind === 'module') return (await this.inner.transform.call({}, source, file))?.code;
    const vfile = { path: file, value: source };
    const hast = await this.tree.run(this.tree.parse(vfile as never), vfile as never);
    return JSON.stringify(toPageTree(hast as never));
  }

  /** What this site makes of a page file (the site's `markdown.format` decides for `.md`). */
  kindOf(file: string): OutputKind {
    return outputKindOf(file, this.markdownFormat);
  }

  private prepare(file: string, code: string): string {
    const source = preprocessDocusaurus(code);
    return isMdxFile(file, this.markdownFormat) ? preprocessMdx(source) : source;
  }

  /** Whether a file's current source is already in the cache. */
  isCached(file: string, code: string, kind = this.kindOf(file)): boolean {
    const json = path.join(this.cacheDir, `${this.keyOf(file, this.prepare(file, code), kind)}.json`);
    return fs.existsSync(json) && this.imagesFresh(json);
  }

  /** The cached output for this source, if the cache has a complete entry for it. */
  cachedCode(file: string, code: string, kind = this.kindOf(file)): string | undefined {
    const key = this.keyOf(file, this.prepare(file, code), kind);
    const json = path.join(this.cacheDir, `${key}.json`);
    try {
      if (!fs.existsSync(json) || !this.imagesFresh(json)) return undefined;
      const out = fs.readFileSync(path.join(this.cacheDir, `${key}.out`), 'utf8');
      touch(json);
      return out;
    } catch {
      return undefined; // pruned by another build meanwhile
    }
  }

  /**
   * The page's Markdown tree (for its `.md` copy), kept with its compiled output (see
   * prerender/markdown/tree.ts); compiles the page first when the cache has no entry for this source.
   */
  async markdownTree(file: string, code: string, kind = this.kindOf(file)): Promise<MarkdownTree> {
    const key = this.keyOf(file, this.prepare(file, code), kind);
    const treeFile = path.join(this.cacheDir, `${key}.mdast.json`);
    if (!fs.existsSync(treeFile)) {
      // An entry another build is pruning can have lost its tree first: compile it again whole.
      fs.rmSync(path.join(this.cacheDir, `${key}.json`), { force: true });
      await this.compile(file, code, undefined, kind);
    }
    return JSON.parse(fs.readFileSync(treeFile, 'utf8'));
  }

  /**
   * Output and analysis of an MDX/Markdown file, from the cache when its inputs are unchanged.
   * Syntax errors become a BuildError naming `relFile`, line and column.
   */
  async compile(file: string, code: string, relFile = path.relative(process.cwd(), file), kind = this.kindOf(file)): Promise<CompiledPage> {
    const source = this.prepare(file, code);
    const key = this.keyOf(file, source, kind);
    const js = path.join(this.cacheDir, `${key}.out`);
    const json = path.join(this.cacheDir, `${key}.json`);
    if (fs.existsSync(json) && this.imagesFresh(json)) {
      try {
        const storedAnalysis = fs.readFileSync(json, 'utf8');
        const cached = { code: fs.readFileSync(js, 'utf8'), analysis: parseStoredAnalysis(storedAnalysis), codeFile: js, storedAnalysis };
        touch(json);
        return cached;
      } catch {
        /* pruned by another build meanwhile: compile it again */
      }
    }
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
    // Write the output first and the analysis last: the .json marks a complete entry.
    writeAtomic(js, result);
    writeAtomic(path.join(this.cacheDir, `${key}.mdast.json`), JSON.stringify(tree));
    const storedAnalysis = JSON.stringify({ ...analysis, anchorIds: [...analysis.anchorIds] } satisfies StoredAnalysis);
    writeAtomic(json, storedAnalysis);
    return { code: result, analysis, codeFile: js, storedAnalysis };
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
      return { code: c.cachedCode(file, code, 'module') ?? (await c.compile(file, code, undefined, 'module')).code, map: null };
    },
  };
}
