// @mdx-js/rollup with a persistent cache keyed by the source's content hash: the client and SSR
// builds share one compile per page, an unchanged page is never compiled again, and the build can
// fill the cache from worker threads before bundling (prerender/parallel.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { mdxOptions, preprocessMdx } from './options.ts';
import { fileRoutesDigest } from './remark-links.ts';

/** Bump when the MDX pipeline (plugins, options) changes in a way that changes the output. */
const PIPELINE_VERSION = '2';
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;

export class MdxCompiler {
  // Source maps are not used by the build; SourceMapGenerator undefined skips making them.
  private inner = mdx({ ...mdxOptions, include: /\.mdx?$/, SourceMapGenerator: undefined } as never) as unknown as { transform: Transform };
  private salt: string;

  constructor(private cacheDir = path.resolve('.cache/mdx')) {
    this.salt = sha(PIPELINE_VERSION + fs.readFileSync(path.resolve('package-lock.json'), 'utf8'));
    fs.mkdirSync(cacheDir, { recursive: true });
  }

  /** Compiled JavaScript for an MDX/Markdown file, from the cache when its inputs are unchanged. */
  async compile(file: string, code: string): Promise<string | undefined> {
    const source = file.endsWith('.mdx') ? preprocessMdx(code) : code;
    // The file path is part of the key: relative imports and link rewriting depend on it, and so
    // does the route of every page (rewritten .md links).
    const key = sha(`${this.salt}\0${fileRoutesDigest(sha)}\0${file}\0${source}`);
    const cached = path.join(this.cacheDir, `${key}.js`);
    if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
    const result = await this.inner.transform.call({}, source, file);
    if (!result) return undefined;
    const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(tmp, result.code);
    fs.renameSync(tmp, cached);
    return result.code;
  }
}

export function cachedMdx(): Plugin {
  let compiler: MdxCompiler | undefined;
  return {
    name: 'lexora:mdx',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.mdx?$/.test(file)) return;
      compiler ??= new MdxCompiler();
      const out = await compiler.compile(file, code);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
