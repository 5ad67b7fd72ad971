// Precompressed copies of the hashed assets: `<file>.br` and `<file>.gz` beside each JS, CSS, JSON, SVG
// (and other text) file over 8 KB under `assets/`, so a host (and `npm run preview`) sends the bytes as
// they are instead of compressing each response again. Only `assets/`: its files are named by their
// content, served with long cache lifetimes and make up about half of the text output (16.5 of 30.8 MB
// on this site), and their copies are kept from one build to the next; HTML, feeds and the other pages'
// files change with every edit and are compressed by the host (or the preview server, once per file).
// Compressing every text file cost the build 25-35 % more CPU (3 interleaved rounds, issue 24), which
// would lose the lead over Docusaurus; the assets alone cost about 0.8 s of CPU on a cold build of this
// site, nothing on a rebuild. Brotli at quality 4 (19.4 % of the original, 0.45 s; quality 5: 18.0 %,
// 0.71 s; 9 and above cost 14x), gzip at level 6 (19.7 %, 0.35 s; level 9: 19.5 %, 0.43 s).
// Plain Markdown pages' trees (`assets/<page>-<hash>.json`, one per page, 8-30 KB) are left to the host
// like the HTML of their pages: at 1,000 such pages their 2,000 copies cost about 1.2 s of CPU (most of it
// writing files), 3-4 % of a cold build, for responses a host compresses as it serves them. So are the
// search index's postings shards (`t<N>.json`): they hold record numbers, which move when a page gains or
// loses a record, so nearly every edit changes most of them and a one-page rebuild made their copies again
// (116 shards over 8 KB at 1,000 pages: 0.3-0.4 s of the rebuild's CPU).
// node:zlib only; the work runs on libuv's threads.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { listFiles } from '../util.ts';
import { keptFrom, keptSize, PreviousOutput, unlinkedKept } from './previous-output.ts';

/** The extensions given precompressed copies. */
export const PRECOMPRESSED_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.md']);
/**
 * Smaller files are left to the host: writing a file costs this machine about 1 ms of system time, so
 * copies of the 724 assets of 1-8 KB (mostly search index shards, 3.3 MB) cost 3 s of CPU for 2.6 MB
 * saved; the 182 files over 8 KB hold 80 % of the assets' bytes and cost 0.6 s.
 */
export const PRECOMPRESS_MIN_BYTES = 8 * 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** The folder (relative to the output) whose files get copies. */
export const PRECOMPRESSED_DIR = 'assets';
/** Files compressed at once: enough to keep libuv's threads busy, few enough to bound memory. */
const CONCURRENCY = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The key a precompressed copy is recorded with (outputs/previous-output.ts): its original's key and the settings. */
const copyKey = (ext: '.br' | '.gz', key: string) =>
  `${ext === '.br' ? `br${BROTLI_QUALITY}` : `gz${GZIP_LEVEL}`}:${key}`;

/**
 * Puts the previous output's .br and .gz copies of `rel` beside it in `dir` when that output published
 * them for an original of the same key and they are unchanged since (linked like every kept file:
 * ./previous-output.ts). `from`: the original's path in the previous output (a search index's files
 * are kept into a folder of a new name). False when either cannot be kept; then neither is left in `dir`.
 */
function keepPrevious(previous: PreviousOutput, dir: string, rel: string, key: string, from = rel): boolean {
  const br = path.join(dir, `${rel}.br`);
  if (!previous.reuse(`${from}.br`, copyKey('.br', key), br)) return false;
  if (previous.reuse(`${from}.gz`, copyKey('.gz', key), path.join(dir, `${rel}.gz`))) return true;
  fs.rmSync(br, { force: true }); // a link: never written into
  unlinkedKept(br);
  return false;
}

/** What precompressOutput did: files with copies, how many it made, and each copy with its key (for recordOutput). */
export interface Precompressed {
  files: number;
  made: number;
  copies: [rel: string, key: string][];
}

/**
 * Writes the .br and .gz copies of every text file of `dir`'s assets folder over the size threshold, keeping those of
 * `previous` (the output this build replaces) for originals of the same key. `keys`: the key of each
 * file this build put in `dir` from a known input (relative path → key, as recorded for the previous
 * output); other files are keyed by a digest of their bytes. `leftToHost`: says of a path (relative, as
 * `keys`'s) that it gets no copies: the page trees, and the search index's postings shards, which nearly
 * every edit changes, as it does the HTML (their copies were made again on every rebuild: 0.3-0.4 s of a
 * one-page rebuild's 4 s of CPU at 1,000 pages, for files a host compresses as it serves them).
 */
export async function precompressOutput(
  dir: string,
  previous?: string,
  keys: ReadonlyMap<string, string> = new Map(),
  leftToHost: (rel: string) => boolean = () => false,
): Promise<Precompressed> {
  const assets = path.join(dir, PRECOMPRESSED_DIR);
  const relOf = (file: string) => path.relative(dir, file).split(path.sep).join('/');
  const todo = fs.existsSync(assets)
    ? listFiles(assets).filter((f) => PRECOMPRESSED_TYPES.has(path.extname(f)) && !leftToHost(relOf(f)))
    : [];
  const before = PreviousOutput.open(previous);
  const copies: [string, string][] = [];
  let files = 0;
  let made = 0;
  let next = 0;
  const lane = async () => {
    while (next < todo.length) {
      const file = todo[next++];
      const rel = relOf(file);
      const known = keys.get(rel);
      // A file of known key is read only when its copies must be made; its size is the one the previous
      // output recorded for that key, when it did, at this path or at the one this build linked the file
      // from (a rebuild's thousands of kept index files, in a folder of a new name: no stat).
      let data = known === undefined ? await fs.promises.readFile(file) : undefined;
      const size = data
        ? data.length
        : (before.publishedSize(rel, known!) ?? keptSize(file, known!) ?? (await fs.promises.stat(file)).size);
      if (size <= PRECOMPRESS_MIN_BYTES) continue;
      files++;
      const key = known ?? crypto.createHash('sha256').update(data!).digest('hex');
      copies.push([`${rel}.br`, copyKey('.br', key)], [`${rel}.gz`, copyKey('.gz', key)]);
      if (previous && keepPrevious(before, dir, rel, key, (known && keptFrom(file, known)) ?? rel)) continue;
      data ??= await fs.promises.readFile(file);
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
  return { files, made, copies };
}
