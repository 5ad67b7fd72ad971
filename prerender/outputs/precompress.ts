// Precompressed copies of the text outputs: `<file>.br` and `<file>.gz` beside each HTML, JS, CSS,
// JSON, XML, text, SVG and Markdown file over 1 KB, so a host (and `npm run preview`) sends the bytes
// as they are instead of compressing each response again. node:zlib only. Brotli at quality 5: on this
// site's outputs (32 MB of text) quality 9 costs 14x its CPU for files 0.3 % of the original smaller
// (17.2 % against 17.5 %; 10 and 11 cost more still); gzip at level 9 (18.9 %, 1.5x level 6's CPU).
// The work runs on libuv's threads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { listFiles } from '../util.ts';

/** The extensions given precompressed copies. */
export const PRECOMPRESSED_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.md']);
/** Smaller files gain nothing worth a second request path (and hosts do not compress them either). */
export const PRECOMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;
/** Files compressed at once: enough to keep libuv's threads busy, few enough to bound memory. */
const CONCURRENCY = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/**
 * The previous output's copies of `rel` linked into `dir` (copied across filesystems), when that
 * output holds the same bytes and both copies decompress to them (decompressing costs a tenth of
 * compressing; an edited copy is made again). False when they cannot be kept.
 */
async function keepPrevious(previous: string, dir: string, rel: string, data: Buffer): Promise<boolean> {
  const old = path.join(previous, rel);
  try {
    if (!(await fs.promises.readFile(old)).equals(data)) return false;
    const [br, gz] = await Promise.all([fs.promises.readFile(`${old}.br`), fs.promises.readFile(`${old}.gz`)]);
    const [a, b] = await Promise.all([unbrotli(br), gunzip(gz)]);
    if (!a.equals(data) || !b.equals(data)) return false;
  } catch {
    return false; // no copies, or damaged ones
  }
  for (const ext of ['.br', '.gz']) {
    const to = path.join(dir, rel + ext);
    try {
      await fs.promises.link(`${old}${ext}`, to);
    } catch {
      await fs.promises.copyFile(`${old}${ext}`, to);
    }
  }
  return true;
}

/**
 * Writes the .br and .gz copies of every text file of `dir` over the size threshold, keeping those of
 * `previous` (the output this build replaces) for files it holds unchanged. Returns how many files
 * have copies and how many of them were made (not kept).
 */
export async function precompressOutput(dir: string, previous?: string): Promise<{ files: number; made: number }> {
  const todo = listFiles(dir).filter((f) => PRECOMPRESSED_TYPES.has(path.extname(f)));
  let files = 0;
  let made = 0;
  let next = 0;
  const lane = async () => {
    while (next < todo.length) {
      const file = todo[next++];
      const data = await fs.promises.readFile(file);
      if (data.length <= PRECOMPRESS_MIN_BYTES) continue;
      files++;
      if (previous && (await keepPrevious(previous, dir, path.relative(dir, file), data))) continue;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: GZIP_LEVEL }),
      ]);
      // The copy's mtime is the original's: a host comparing them (or our preview server) sees them as one file.
      const stat = await fs.promises.stat(file);
      for (const [ext, body] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        await fs.promises.writeFile(file + ext, body);
        await fs.promises.utimes(file + ext, stat.atime, stat.mtime);
      }
      made++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return { files, made };
}
