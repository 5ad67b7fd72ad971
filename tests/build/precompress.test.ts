// The build writes .br and .gz copies beside the text files of assets/ over 8 KB but plain Markdown pages' trees
// (prerender/outputs/precompress.ts), each decompressing to the original's bytes; `--no-precompress` writes none.
// The preview server compresses the rest (tests/unit/static-server.test.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES } from '../../prerender/outputs/precompress';
import { listFiles } from '../../prerender/util';
import { makeFixture, runBuild, type BuildResult } from './fixture';

const TEXT = /\.(html|js|mjs|css|json|xml|txt|svg|md)$/;

/**
 * A plain Markdown page long enough for its tree to be over the size threshold, and a page of thousands
 * of distinct words, for search index postings shards over it.
 */
const LONG_PAGE = {
  'docs/long.md': `# Long\n\n${Array.from({ length: 60 }, (_, i) => `## Part ${i}\n\nA paragraph of plain text, number ${i}.\n`).join('\n')}`,
  'docs/words.md': `# Words\n\n${Array.from({ length: 40 }, (_, i) => Array.from({ length: 100 }, (_, k) => `word${i}x${k}`).join(' ')).join('\n\n')}\n`,
};

/** A search index's postings shard (src/shared/search-index-format.ts): nearly every edit changes it. */
const SHARD = /[\\/]assets[\\/]search-[0-9a-f]+[\\/]t\d+\.json$/;

describe('precompressed outputs', () => {
  let res: BuildResult;
  let files: string[];
  beforeAll(() => {
    res = runBuild(makeFixture(LONG_PAGE));
    files = listFiles(res.outDir);
  }, 180_000);

  it('builds', () => expect(res.status, res.output).toBe(0));

  it('writes a .br and a .gz copy of every text file of assets/ over 8 KB but the page trees and search postings shards, and of nothing else', () => {
    const originals = files.filter((f) => !/\.(br|gz)$/.test(f));
    const assets = path.join(res.outDir, 'assets') + path.sep;
    // A plain Markdown page's tree is its route's module (a .json file); like its HTML, it is left to the host.
    const trees = new Set(
      files
        .filter((f) => f.endsWith(`${path.sep}route.json`))
        .map((f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as { module?: string }).module ?? '')
        .filter((url) => url.endsWith('.json'))
        .map((url) => path.join(res.outDir, url)),
    );
    expect([...trees].some((f) => fs.statSync(f).size > PRECOMPRESS_MIN_BYTES)).toBe(true);
    // Postings shards are left to the host too: a rebuild would make their copies again (most shards change).
    expect(originals.some((f) => SHARD.test(f) && fs.statSync(f).size > PRECOMPRESS_MIN_BYTES)).toBe(true);
    const expected = originals.filter(
      (f) =>
        f.startsWith(assets) &&
        TEXT.test(f) &&
        fs.statSync(f).size > PRECOMPRESS_MIN_BYTES &&
        !trees.has(f) &&
        !SHARD.test(f),
    );
    const kinds = new Set(expected.map((f) => path.extname(f)));
    for (const kind of ['.js', '.css']) expect(kinds, kind).toContain(kind);
    // Pages are big enough to compress, yet they are left to the host.
    expect(originals.some((f) => f.endsWith('.html') && fs.statSync(f).size > 1024)).toBe(true);
    expect(files.filter((f) => f.endsWith('.br')).sort()).toEqual(expected.map((f) => `${f}.br`).sort());
    expect(files.filter((f) => f.endsWith('.gz')).sort()).toEqual(expected.map((f) => `${f}.gz`).sort());
  });

  it('each copy decompresses to the bytes of its original', () => {
    for (const f of files.filter((x) => x.endsWith('.br'))) {
      const original = fs.readFileSync(f.slice(0, -3));
      expect(zlib.brotliDecompressSync(fs.readFileSync(f)).equals(original), f).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${f.slice(0, -3)}.gz`)).equals(original), f).toBe(true);
    }
  });

  it('--no-precompress writes no copies', () => {
    const dir = makeFixture(LONG_PAGE);
    const out = `${dir}-dist`;
    const off = spawnSync(
      process.execPath,
      ['prerender/build.mjs', '--content', dir, '--out', out, '--no-precompress'],
      {
        encoding: 'utf8',
        env: { ...process.env, LEXORA_GENERATED_DIR: path.join(dir, '.generated') },
        timeout: 240_000,
      },
    );
    expect(off.status, off.stdout + off.stderr).toBe(0);
    const built = listFiles(out);
    expect(built.filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
    // The same site otherwise.
    expect(built.map((f) => path.relative(out, f)).sort()).toEqual(
      files
        .filter((f) => !/\.(br|gz)$/.test(f))
        .map((f) => path.relative(res.outDir, f))
        .sort(),
    );
  }, 180_000);
});
