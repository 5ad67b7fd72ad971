// @mdx-js/rollup with a persistent cache keyed by the source's content hash: the client and SSR
// builds share one compile per page, and an unchanged page is never compiled again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { mdxOptions, preprocessMdx } from './options.ts';
import { fileRoutesDigest } from './remark-links.ts';

/** Bump when the MDX pipeline (plugins, options) changes in a way that changes the output. */
const PIPELINE_VERSION = '1';

export function cachedMdx(cacheDir = path.resolve('.cache/mdx')): Plugin {
  const inner = mdx({ ...mdxOptions, include: /\.mdx?$/ }) as Plugin & { transform: (this: unknown, code: string, id: string) => Promise<{ code: string; map?: unknown } | undefined> };
  const deps = fs.readFileSync(path.resolve('package-lock.json'), 'utf8');
  const salt = crypto.createHash('sha256').update(PIPELINE_VERSION).update(deps).digest('hex');
  fs.mkdirSync(cacheDir, { recursive: true });
  return {
    name: 'lexora:mdx',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.mdx?$/.test(file)) return;
      const source = file.endsWith('.mdx') ? preprocessMdx(code) : code;
      // The file path is part of the key: relative imports and link rewriting depend on it.
      const routes = fileRoutesDigest((x) => crypto.createHash('sha256').update(x).digest('hex'));
      const key = crypto.createHash('sha256').update(salt).update(routes).update(file).update('\0').update(source).digest('hex');
      const cached = path.join(cacheDir, `${key}.js`);
      if (fs.existsSync(cached)) return { code: fs.readFileSync(cached, 'utf8'), map: null };
      const result = await inner.transform.call(this, source, id);
      if (result) {
        const tmp = `${cached}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, result.code);
        fs.renameSync(tmp, cached);
      }
      return result ? { code: result.code, map: null } : undefined;
    },
  };
}
