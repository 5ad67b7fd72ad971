// The search records of a build on their way to the index builder: a file with one record's JSON
// per line and an empty line after each page; a page's first line may be `#<key>`, its key
// (index-files.ts spooledPageKey), which the writer made while hashing the records. The main thread writes it page by page while it
// hashes the records; the builder (often a worker thread) reads it page by page. Neither side ever
// holds every record: at 10,000 pages they are ~380,000 records and hundreds of MB as objects.
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** Bytes gathered before a write, and read at once. */
const BLOCK = 1 << 20;

export class RecordSpool {
  private fd: number;
  private buffer: string[] = [];
  private buffered = 0;

  constructor(readonly file: string) {
    this.fd = fs.openSync(file, 'w');
  }

  /** One page's records, as JSON (JSON.stringify never emits a raw line break), with their key when known. */
  writePage(json: string[], key?: string): void {
    if (key !== undefined) {
      this.buffer.push('#', key, '\n');
      this.buffered += key.length + 2;
    }
    for (const j of json) {
      this.buffer.push(j, '\n');
      this.buffered += j.length + 1;
    }
    this.buffer.push('\n');
    this.buffered += 1;
    if (this.buffered >= BLOCK) this.flush();
  }

  /**
   * A page whose records the last index took under `key` (its page pack holds what the index needs
   * of them), named by key and count only: `=<count>` instead of the records.
   */
  writeKnownPage(key: string, count: number): void {
    const text = `#${key}\n=${count}\n\n`;
    this.buffer.push(text);
    this.buffered += text.length;
    if (this.buffered >= BLOCK) this.flush();
  }

  private flush(): void {
    fs.writeSync(this.fd, this.buffer.join(''));
    this.buffer = [];
    this.buffered = 0;
  }

  close(): void {
    this.flush();
    fs.closeSync(this.fd);
  }
}

/** One page of a spool: its records as JSON, and its key when the writer gave it; or, for a page
 * written by writeKnownPage, its key and how many records it has (`json` is then empty). */
export interface SpooledLines {
  key: string | undefined;
  json: string[];
  known?: number;
}

/** The pages of a spool file, in order. */
export function* readSpool(file: string): Generator<SpooledLines> {
  const fd = fs.openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(BLOCK);
    const decoder = new StringDecoder('utf8');
    let rest = '';
    let page: string[] = [];
    let key: string | undefined;
    let known: number | undefined;
    for (let n; (n = fs.readSync(fd, bytes, 0, BLOCK, null)) > 0;) {
      const lines = (rest + decoder.write(bytes.subarray(0, n))).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        // A copy: the index keeps every page's key to its end, and a slice of `line` would keep the
        // whole block of text it was split from alive (at 10,000 pages, ~500 MB of a 270 MB spool).
        if (line.startsWith('#')) key = Buffer.from(line.slice(1)).toString();
        else if (line.startsWith('=')) known = Number(line.slice(1));
        else if (line) page.push(line);
        else {
          yield known === undefined ? { key, json: page } : { key, json: page, known };
          page = [];
          key = undefined;
          known = undefined;
        }
      }
    }
    if (rest || page.length || key !== undefined)
      throw new Error(`search record spool ${file} ends in the middle of a page`);
  } finally {
    fs.closeSync(fd);
  }
}
