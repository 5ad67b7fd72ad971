// What collecting took from each page source, kept between builds so that a rebuild neither reads
// nor parses a source that did not change: its validated frontmatter, its length and the hash its
// compile cache key is made from (MdxCompiler.sourceHashOf), with which the build finds its compiled
// analysis. One small sealed file per content folder (cache/store.ts: a damaged or truncated file is
// made again with a warning, never trusted). The analyses are not kept here: written again whole
// after every edit, they would cost more (13 MB at 1,000 pages) than reading them from the compile
// cache does.
//
// An entry is trusted while the file's size, modification and change times (in nanoseconds), inode
// and device are the ones it was read with. Any write to the file, in place or by replacing it, moves
// its change time (which no tool can set back) or its inode: a file replaced with one of the same
// size and modification time (`cp -p`, `touch -r`, an archive) still changes. So does an edit
// through another hard link of the same file: the times belong to the inode, not the name. A file
// changed within RACY_NS of the moment it was read could be changed again in the same tick of a
// coarse file system clock with the same size; its entry is kept as "racy" and checked by reading
// the file and comparing its hash on the next build (as git does for its index).
//
// The whole file is dropped when the code that collects or compiles, the lock file, the Markdown
// format or the site URL (the compile entry's stored copy is checked against it) change: its key.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readSealed, sealed, sourceDigest } from '../cache/store.ts';
import { cacheRoot, sha256, writeAtomic } from '../util.ts';

/** A file changed this close to the moment it was read is checked by its content on the next build. */
export const RACY_NS = 2_000_000_000n;

/** The code whose change drops every entry: collecting (frontmatter schemas), compiling, the cache's. */
const CODE = ['prerender/content', 'prerender/mdx', 'prerender/cache', 'prerender/report', 'prerender/util.ts'];

interface Entry {
  /** statKey() of the file when it was read. */
  stat: string;
  /** The change time was within RACY_NS of the read: check `raw` before trusting the entry. */
  racy?: boolean;
  /** SHA-256 of the file's bytes (for a racy entry's check). */
  raw: string;
  /** The source's length in characters (the compile workers share pages out by it). */
  length: number;
  /** The frontmatter as the schema gave it (JSON values only; see isJson). */
  data: unknown;
  /** MdxCompiler.sourceHashOf the source. */
  hash?: string;
}

/** What a source's entry gives a build that does not read it. */
export interface KnownSource {
  data: unknown;
  length: number;
}

const statKey = (st: fs.BigIntStats) => `${st.size}:${st.mtimeNs}:${st.ctimeNs}:${st.ino}:${st.dev}`;

/** Whether a value survives JSON as it is: strings, finite numbers, booleans, null, arrays and plain objects of them. */
function isJson(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(isJson);
  if (typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return false;
  return Object.values(v as object).every(isJson);
}

const isEntry = (e: unknown): e is Entry => {
  const x = e as Entry | null;
  return (
    !!x &&
    typeof x === 'object' &&
    typeof x.stat === 'string' &&
    typeof x.raw === 'string' &&
    typeof x.length === 'number' &&
    (x.hash === undefined || typeof x.hash === 'string')
  );
};

export class SourceCache {
  private file: string;
  private entries = new Map<string, Entry>();
  private changed = false;
  private key: string;
  /** The files this build looked up: the others' entries are dropped when it saves. */
  private seen = new Set<string>();
  private handedOut = new Set<string>();

  /** `settings`: what else the entries depend on (the Markdown format, the site URL). */
  constructor(contentDir: string, settings: string[], dir = path.join(cacheRoot(), 'sources')) {
    const key = sha256(
      sourceDigest(CODE),
      fs.readFileSync(path.resolve('package-lock.json'), 'utf8'),
      path.resolve(contentDir),
      ...settings,
    );
    this.key = key;
    this.file = path.join(dir, `${sha256(path.resolve(contentDir)).slice(0, 32)}.json`);
    const body = readSealed(this.file);
    if (!body) return;
    try {
      const stored = JSON.parse(body.toString('utf8')) as { key: string; entries: Record<string, unknown> };
      if (stored.key !== key) return;
      for (const [file, e] of Object.entries(stored.entries)) if (isEntry(e)) this.entries.set(file, e);
    } catch {
      /* sealed but not ours (an older format): every entry is made again */
    }
  }

  /**
   * The frontmatter of `file` when its entry holds for the file as it is now, without reading it;
   * undefined when it must be read (then record() it). A racy entry is checked by the file's hash.
   */
  lookup(file: string): KnownSource | undefined {
    this.seen.add(file);
    const e = this.entries.get(file);
    if (!e) return undefined;
    let st: fs.BigIntStats;
    try {
      st = fs.statSync(file, { bigint: true });
    } catch {
      return undefined; // read again, which reports it
    }
    if (statKey(st) !== e.stat) return undefined;
    if (e.racy) {
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(file);
      } catch {
        return undefined;
      }
      if (crypto.createHash('sha256').update(bytes).digest('hex') !== e.raw) return undefined;
      if (!isRacy(st)) {
        delete e.racy;
        this.changed = true;
      }
    }
    // A file several locales read (an untranslated page) gets its own copy each time, as a parse would give.
    const handedOut = this.handedOut.has(file);
    this.handedOut.add(file);
    return { data: handedOut ? structuredClone(e.data) : e.data, length: e.length };
  }

  /**
   * Records what was read from `file`: `stat` taken before it was read (a write after that moves the
   * file's times, so the entry no longer holds), its source and validated frontmatter. A frontmatter
   * that is not plain JSON (a date) is not kept: the file is read every build.
   */
  record(file: string, stat: fs.BigIntStats | undefined, source: string, data: unknown): void {
    this.seen.add(file);
    if (!stat || !isJson(data)) {
      if (this.entries.delete(file)) this.changed = true;
      return;
    }
    const raw = crypto.createHash('sha256').update(source).digest('hex');
    const e: Entry = { stat: statKey(stat), raw, length: source.length, data };
    if (isRacy(stat)) e.racy = true;
    this.entries.set(file, e);
    this.changed = true;
  }

  /** The compile key hash recorded for `file` (MdxCompiler.sourceHashOf), if any. */
  hashOf(file: string): string | undefined {
    return this.entries.get(file)?.hash;
  }

  /** Records the compile key hash of a file recorded this build or before. */
  recordHash(file: string, hash: string): void {
    const e = this.entries.get(file);
    if (!e || e.hash === hash) return;
    e.hash = hash;
    this.changed = true;
  }

  /** Writes the entries of the files this build looked up, when any changed. */
  save(): void {
    for (const file of this.entries.keys())
      if (!this.seen.has(file)) {
        this.entries.delete(file);
        this.changed = true;
      }
    if (!this.changed) return;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      writeAtomic(this.file, sealed(JSON.stringify({ key: this.key, entries: Object.fromEntries(this.entries) })));
    } catch {
      /* the cache cannot be written: the next build reads every source */
    }
    this.changed = false;
  }
}

/** Whether a file's times are so recent that a write in the same clock tick would leave them as they are. */
function isRacy(st: fs.BigIntStats): boolean {
  const now = BigInt(Date.now()) * 1_000_000n;
  return st.ctimeNs > now - RACY_NS || st.mtimeNs > now - RACY_NS;
}

/** The stat an entry is recorded with (before the file is read), or undefined when it cannot be taken. */
export function statForCache(file: string): fs.BigIntStats | undefined {
  try {
    return fs.statSync(file, { bigint: true });
  } catch {
    return undefined;
  }
}
