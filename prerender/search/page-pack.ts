// What the index took from every page of a locale's last index (index-files.ts SpooledPage), in one
// sealed cache file instead of a file per page: a rebuild reads one file, not thousands. One line a
// page, `<spooled page key>\t<SpooledPage JSON>`, in the order the index took them. A line is parsed
// only when its page is indexed again; a page the pack does not hold falls back to its own file
// (fileAnalysisCache), which the build writes for every page it analyses.
import fs from 'node:fs';
import path from 'node:path';
import { readSealed, sealed } from '../cache/store.ts';
import { writeAtomic } from '../util.ts';

/** The pack of a locale's index (by its language) in the page cache folder. */
export const pagePackFile = (pagesDir: string, language: string) =>
  path.join(pagesDir, `pack-${encodeURIComponent(language)}.jsonl`);

/** A pack's pages: spooled page key → its SpooledPage JSON (not parsed). Empty when missing or damaged. */
export function readPagePack(file: string): Map<string, string> {
  const pages = new Map<string, string>();
  const body = readSealed(file);
  if (!body) return pages;
  for (const line of body.toString('utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) pages.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return pages;
}

/** Writes a pack of these pages (key → SpooledPage JSON), replacing the last one. */
export function writePagePack(file: string, pages: Map<string, string>): void {
  const lines: string[] = [];
  for (const [key, json] of pages) lines.push(`${key}\t${json}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAtomic(file, sealed(lines.join('\n')));
}
