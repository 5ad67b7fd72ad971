// The bench's search_index_gz_kb is the default locale's index (what a reader of that locale downloads at
// most), not every locale's added up; the largest locale's index is a figure of its own.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { searchIndexSize } from '../../bench/search-size';

const dir = tempDir('bench-search-size');

/** An index folder of `files` files of incompressible text, with precompressed copies beside one. */
function indexFolder(name: string, files: number, bytes: number): number {
  const folder = path.join(dir, 'assets', name);
  fs.mkdirSync(folder, { recursive: true });
  let gz = 0;
  for (let i = 0; i < files; i++) {
    const text = JSON.stringify(crypto.randomBytes(bytes).toString('base64'));
    fs.writeFileSync(path.join(folder, `t${i}.json`), text);
    gz += zlib.gzipSync(text, { level: 9 }).length;
  }
  fs.writeFileSync(path.join(folder, 'manifest.json'), '{}');
  gz += zlib.gzipSync('{}', { level: 9 }).length;
  // Precompressed copies are the same file, not more of the index.
  fs.writeFileSync(path.join(folder, 't0.json.gz'), zlib.gzipSync(fs.readFileSync(path.join(folder, 't0.json'))));
  return gz;
}

describe('bench search index size', () => {
  it('reports the default locale’s index, and the largest locale’s separately', () => {
    const en = indexFolder('search-aaaaaaaaaa', 2, 3000);
    const fr = indexFolder('search-bbbbbbbbbb', 4, 3000);
    const ar = indexFolder('search-cccccccccc', 1, 3000);
    // Another asset whose name has "search-" in it is not an index.
    fs.writeFileSync(path.join(dir, 'assets', 'search-client-x.js'), 'x'.repeat(5000));
    const manifest = (h: string) => `/assets/search-${h}/manifest.json`;
    fs.writeFileSync(
      path.join(dir, 'search-index.json'),
      JSON.stringify({
        manifest: manifest('aaaaaaaaaa'),
        locales: { en: manifest('aaaaaaaaaa'), fr: manifest('bbbbbbbbbb'), ar: manifest('cccccccccc') },
      }),
    );
    const size = searchIndexSize(dir);
    expect(size.defaultLocale).toBe(en);
    expect(size.maxLocale).toBe(fr);
    expect(size.maxLocaleName).toBe('fr');
    expect(size.defaultLocale).toBeLessThan(en + fr + ar);
  });
});
