// The postings of a locale's last index, kept for the next build (one sealed file per locale beside the
// page pack): the pages it took (by their spooled key, with what the index needs of each besides its
// terms) and every term's postings. A rebuild takes an unchanged page's postings from here, moved to
// its new record numbers, instead of parsing its analysis and adding its terms again (IndexBuilder).
// Missing, damaged (checksum: cache/store.ts) or of another format: every page is added as before.
import fs from 'node:fs';
import path from 'node:path';
import { readSealed, sealed } from '../cache/store.ts';
import { writeAtomic } from '../util.ts';

/** Bump when the layout below or what a posting value means changes. */
const FORMAT = 1;

/** A page as the index took it: its spooled key, record count, and SpooledPage's fields but the analysis. */
export type StatePage = [
  key: string,
  count: number,
  stem: string,
  language: string,
  tag: string,
  levels: string,
  chunks: string[],
];

export interface PostingsState {
  /** The analysis version the postings were made with (index-files.ts ANALYSIS_VERSION). */
  analysis: string;
  pages: StatePage[];
  /** Every term, sorted, and its postings (`record * 3 + field`, ascending) in `values`, `lens[i]` of them. */
  terms: string[];
  lens: number[];
  values: Int32Array;
}

export const postingsStateFile = (pagesDir: string, language: string) =>
  path.join(pagesDir, `postings-${encodeURIComponent(language)}.bin`);

/** The state in `file`; undefined when missing, damaged (with a warning: readSealed) or not of this format. */
export function readPostingsState(file: string): PostingsState | undefined {
  const body = readSealed(file);
  if (!body) return undefined;
  try {
    const nl = body.indexOf(10);
    const head = JSON.parse(body.subarray(0, nl).toString('utf8')) as Omit<PostingsState, 'values'> & {
      format: number;
    };
    const bytes = body.subarray(nl + 1);
    if (head.format !== FORMAT || bytes.length % 4) return undefined;
    const values = new Int32Array(bytes.length / 4);
    Buffer.from(values.buffer).set(bytes);
    const total = head.lens.reduce((a, b) => a + b, 0);
    if (head.terms.length !== head.lens.length || total !== values.length) return undefined;
    return { analysis: head.analysis, pages: head.pages, terms: head.terms, lens: head.lens, values };
  } catch {
    return undefined;
  }
}

export function writePostingsState(file: string, state: PostingsState): void {
  const { analysis, pages, terms, lens, values } = state;
  const head = Buffer.from(`${JSON.stringify({ format: FORMAT, analysis, pages, terms, lens })}\n`);
  const body = Buffer.concat([head, Buffer.from(values.buffer, values.byteOffset, values.byteLength)]);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeAtomic(file, sealed(body));
  } catch {
    /* the cache cannot be written: the next build adds every page's postings */
  }
}
