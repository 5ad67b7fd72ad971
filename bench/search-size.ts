// The offline search index's size in an output folder, gzipped, as readers download it: each locale has
// an index of its own (/search-index.json names each one's manifest folder), and a reader downloads only
// their locale's, so the figure is the default locale's index; the largest locale's is a figure of its own.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface SearchIndexSize {
  /** Bytes gzipped of the default locale's index (the pointer's `manifest`). */
  defaultLocale: number;
  /** Bytes gzipped of the largest locale's index, and which locale that is. */
  maxLocale: number;
  maxLocaleName: string;
}

/** Every file of one index folder, each gzipped on its own (as a server sends them). */
function folderGz(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.gz') && !e.name.endsWith('.br'))
    .reduce((n, e) => n + zlib.gzipSync(fs.readFileSync(path.join(dir, e.name)), { level: 9 }).length, 0);
}

export function searchIndexSize(outDir: string): SearchIndexSize {
  const pointer = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index.json'), 'utf8')) as {
    manifest: string;
    locales?: Record<string, string>;
  };
  const folderOf = (manifest: string) => path.join(outDir, path.dirname(manifest.replace(/^\//, '')));
  const defaultLocale = folderGz(folderOf(pointer.manifest));
  let maxLocale = defaultLocale;
  let maxLocaleName = Object.entries(pointer.locales ?? {}).find(([, m]) => m === pointer.manifest)?.[0] ?? '';
  for (const [name, manifest] of Object.entries(pointer.locales ?? {})) {
    const size = manifest === pointer.manifest ? defaultLocale : folderGz(folderOf(manifest));
    if (size > maxLocale) [maxLocale, maxLocaleName] = [size, name];
  }
  return { defaultLocale, maxLocale, maxLocaleName };
}
