// @mdx-js/rollup with a persistent cache keyed by the source's content hash. One compile per page
// and build gives both the JavaScript module and the page analysis the build needs (headings, links,
// text for search), so no page is parsed twice; the client and SSR builds and the dev server read the
// same cache, an unchanged page is never compiled again, and the build fills the cache from worker
// threads (prerender/parallel.ts) before bundling.
import fs from 'node:fs';
import path from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { mdxOptions, preprocessMdx, remarkPluginsWith } from './options.ts';
import { fileRoutesDigest } from './remark-links.ts';
import { analyzeTree, mdxSyntaxError, type Analysis } from '../analyze.ts';
import { cacheRoot, sha256, writeAtomic } from '../util.ts';

/** Bump when the MDX pipeline (plugins, options, analysis) changes in a way that changes the output. */
const PIPELINE_VERSION = '3';

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;

export interface CompiledPage {
  code: string;
  analysis: Analysis;
}

type StoredAnalysis = Omit<Analysis, 'anchorIds'> & { anchorIds: string[] };

export class MdxCompiler {
  private captured = new Map<string, Analysis>();
  private inner: { transform: Transform };
  private salt: string;

  constructor(private cacheDir = path.join(cacheRoot(), 'mdx')) {
    this.salt = sha256(PIPELINE_VERSION, fs.readFileSync(path.resolve('package-lock.json'), 'utf8'));
    fs.mkdirSync(cacheDir, { recursive: true });
    const captured = this.captured;
    const inspect = () => (tree: any, file: { path: string; value: unknown }) => {
      captured.set(file.path, analyzeTree(tree, String(file.value)));
    };
    // Source maps are not used by the build; SourceMapGenerator undefined skips making them.
    this.inner = mdx({ ...mdxOptions, remarkPlugins: remarkPluginsWith(inspect), include: /\.mdx?$/, SourceMapGenerator: undefined } as never) as unknown as { transform: Transform };
  }

  private keyOf(file: string, source: string): string {
    // The file path is part of the key: relative imports and link rewriting depend on it, and so
    // does the route of every page (rewritten .md links).
    return sha256(this.salt, fileRoutesDigest(sha256), file, source);
  }

  private prepare(file: string, code: string): string {
    return file.endsWith('.mdx') ? preprocessMdx(code) : code;
  }

  /** Whether a file's current source is already in the cache. */
  isCached(file: string, code: string): boolean {
    return fs.existsSync(path.join(this.cacheDir, `${this.keyOf(file, this.prepare(file, code))}.json`));
  }

  /** The cached module for this source, if the cache has a complete entry for it. */
  cachedCode(file: string, code: string): string | undefined {
    const key = this.keyOf(file, this.prepare(file, code));
    if (!fs.existsSync(path.join(this.cacheDir, `${key}.json`))) return undefined;
    return fs.readFileSync(path.join(this.cacheDir, `${key}.js`), 'utf8');
  }

  /**
   * Compiled JavaScript and analysis for an MDX/Markdown file, from the cache when its inputs are
   * unchanged. Syntax errors become a BuildError naming `relFile`, line and column.
   */
  async compile(file: string, code: string, relFile = path.relative(process.cwd(), file)): Promise<CompiledPage> {
    const source = this.prepare(file, code);
    const key = this.keyOf(file, source);
    const js = path.join(this.cacheDir, `${key}.js`);
    const json = path.join(this.cacheDir, `${key}.json`);
    if (fs.existsSync(json)) {
      const stored: StoredAnalysis = JSON.parse(fs.readFileSync(json, 'utf8'));
      return { code: fs.readFileSync(js, 'utf8'), analysis: { ...stored, anchorIds: new Set(stored.anchorIds) } };
    }
    let result: { code: string } | undefined;
    try {
      result = await this.inner.transform.call({}, source, file);
    } catch (e) {
      this.captured.delete(file);
      throw mdxSyntaxError(e, relFile);
    }
    const analysis = this.captured.get(file);
    this.captured.delete(file);
    if (!result || !analysis) throw new Error(`MDX compiler produced no output for ${relFile}`);
    // Write the module first and the analysis last: the .json marks a complete entry.
    writeAtomic(js, result.code);
    writeAtomic(json, JSON.stringify({ ...analysis, anchorIds: [...analysis.anchorIds] } satisfies StoredAnalysis));
    return { code: result.code, analysis };
  }
}

let shared: MdxCompiler | undefined;

/** The process's compiler (the collector and the Vite plugin share its cache). */
export function mdxCompiler(): MdxCompiler {
  return (shared ??= new MdxCompiler());
}

/** Only the module: what the bundler needs (skips reading the cached analysis). */
async function compiledCode(file: string, code: string): Promise<string> {
  const compiler = mdxCompiler();
  return compiler.cachedCode(file, code) ?? (await compiler.compile(file, code)).code;
}

export function cachedMdx(): Plugin {
  return {
    name: 'lexora:mdx',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.mdx?$/.test(file)) return;
      return { code: await compiledCode(file, code), map: null };
    },
  };
}
