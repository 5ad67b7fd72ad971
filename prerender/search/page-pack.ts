// What the index took from every page of a locale's last index (index-files.ts SpooledPage), in one
// sealed cache file instead of a file per page: a rebuild reads one file, not thousands. One line a
// page, `<spooled page key>\t<SpooledPage JSON>`, in the order the index took them. A line is parsed
// only when its page is indexed again; a page the pack does not hold falls back to its own file
// (fileAnalysisCache), which a build that keeps the last pack writes for every page it analyses. A
// page's JSON starts with its textKey, so a page's analysis is found by its text without parsing.
import path from 'node:path';
import { readSealed, SealedWriter } from '../cache/store.ts';

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
  const pack = new PagePackWriter(file);
  for (const [key, json] of pages) pack.add(key, json);
  pack.close();
}

/** Bytes of lines gathered before a write. */
const BLOCK = 1 << 20;

/**
 * A pack written page by page, as the index takes them: no page's text has to stay in memory until
 * the pack is written (at 10,000 pages the pack is ~94 MB). close() replaces the last pack; discard()
 * leaves it.
 */
export class PagePackWriter {
  private out: SealedWriter;
  private lines: string[] = [];
  private buffered = 0;
  private pages = 0;

  constructor(file: string) {
    this.out = new SealedWriter(file);
  }

  add(key: string, json: string): void {
    const line = `${this.pages++ ? '\n' : ''}${key}\t${json}`;
    this.lines.push(line);
    this.buffered += line.length;
    if (this.buffered >= BLOCK) this.flush();
  }

  private flush(): void {
    this.out.write(this.lines.join(''));
    this.lines = [];
    this.buffered = 0;
  }

  close(): void {
    this.flush();
    this.out.close();
  }

  discard(): void {
    this.out.discard();
  }
}
