// A rebuild writes only what changed. The build makes the site in a folder of its own and swaps it in
// whole (./publish.ts); a file of the previous output that would be made again from the same inputs is
// linked into the new folder instead of being made and written again. Each output file's inputs are
// summed up by a key (the page's render key, its head and the template, ...); the keys of the last
// output, with each file's size, mtime and inode as published, are kept in the cache (sealed). A file
// is reused only when its key is the same and it is still exactly the file that build published:
// anything that edited or replaced it since (a person, a deploy script) makes it be written again.
//
// The links are between the previous output and the new one only, never into the cache: the previous
// output is deleted once the new one is in place, so every published file has one link again, and an
// output file never shares its inode with a cache entry (SECURITY.md). The new folder's linked files
// are never written into: each output path has one writer in a build.
import fs from 'node:fs';
import path from 'node:path';
import { cacheRoot, sha256, writeAtomic } from '../util.ts';
import { readSealed, sealed } from '../cache/store.ts';

/** Bump when what a key stands for changes. */
const FORMAT = 1;

/** A published file as its build left it: [key, size, mtimeMs, inode]. */
type Published = [key: string, size: number, mtimeMs: number, ino: number];

/**
 * The files this thread linked from a previous output in this build, by their new path: what that build
 * recorded for them, which is what they are (a link is the same inode, size and mtime; moving the new
 * folder into place by a rename keeps all three). recordOutput takes these instead of stat-ing the
 * thousands of files a rebuild keeps again, and precompressOutput their sizes (keptSize) and the path
 * they had in the previous output (keptFrom: a search index's files are kept into a folder of a new name).
 */
const linked = new Map<string, { was: Published; from: string }>();

/** The record last read from each record file, with that file's state (PreviousOutput.open). */
const lastOpened = new Map<string, { state: string; files: ReadonlyMap<string, Published> }>();

/** The cache file that keeps what was published in `outDir`. */
function manifestFile(outDir: string): string {
  return path.join(cacheRoot(), 'outputs', `${sha256(String(FORMAT), path.resolve(outDir)).slice(0, 32)}.json`);
}

export class PreviousOutput {
  private constructor(
    readonly outDir: string,
    private readonly files: ReadonlyMap<string, Published>,
  ) {}

  /**
   * What the last build published into `outDir` (nothing when it was not this build's, or its record is damaged).
   * The steps of a build each open it: the record (a line per output file, 12,000 at 1,000 pages) is read
   * and parsed once while the file stays the one read (its inode, size and mtime).
   */
  static open(outDir: string | undefined): PreviousOutput {
    if (!outDir) return new PreviousOutput('', new Map());
    const file = manifestFile(outDir);
    let state: string | undefined;
    try {
      const st = fs.statSync(file);
      state = `${st.ino}:${st.size}:${st.mtimeMs}`;
    } catch {
      /* no record: nothing is reused */
    }
    const opened = lastOpened.get(file);
    if (state !== undefined && opened?.state === state) return new PreviousOutput(outDir, opened.files);
    let files = new Map<string, Published>();
    const text = readSealed(file);
    try {
      if (text) files = new Map(Object.entries(JSON.parse(text.toString()) as Record<string, Published>));
    } catch {
      /* unreadable: nothing is reused */
    }
    if (state !== undefined && text) lastOpened.set(file, { state, files });
    else lastOpened.delete(file);
    return new PreviousOutput(outDir, files);
  }

  /**
   * The size the previous output's `rel` was published with when it was made from `key`: the size of
   * any file made from that key (the same bytes), known without reading or stat-ing it.
   */
  publishedSize(rel: string, key: string): number | undefined {
    const was = this.files.get(rel);
    return was && was[0] === key ? was[1] : undefined;
  }

  /**
   * Puts the previous output's `rel` at `target` when it was made from `key` and is unchanged since;
   * returns whether it did. `target` is replaced if it exists (the client build's index.html is the
   * template the home page replaces), and its folder made if missing.
   */
  reuse(rel: string, key: string, target: string): boolean {
    const was = this.unchanged(rel, key);
    if (!was) return false;
    const src = path.join(this.outDir, rel);
    // The link is tried first: its folder is nearly always there and the target nearly never (one
    // system call a file instead of four, for thousands of files a rebuild keeps).
    const code = tryLink(src, target);
    if (code === 'EEXIST' || code === 'ENOENT') {
      if (code === 'ENOENT') fs.mkdirSync(path.dirname(target), { recursive: true });
      else fs.rmSync(target, { force: true });
      if (tryLink(src, target) === undefined) {
        linked.set(target, { was, from: rel });
        return true;
      }
    }
    // Another filesystem, or one without hard links: a copy (a clone where the filesystem can).
    if (code !== undefined) fs.copyFileSync(src, target, fs.constants.COPYFILE_FICLONE);
    else linked.set(target, { was, from: rel });
    return true;
  }

  /** What the previous output's `rel` was published as, when it was made from `key` and is unchanged since. */
  private unchanged(rel: string, key: string): Published | undefined {
    const was = this.files.get(rel);
    if (!was || was[0] !== key) return undefined;
    let st: fs.Stats;
    try {
      st = fs.lstatSync(path.join(this.outDir, rel));
    } catch {
      return undefined;
    }
    return st.isFile() && st.size === was[1] && st.mtimeMs === was[2] && st.ino === was[3] ? was : undefined;
  }

  /** Copies the previous output's `rel` to `target` (a clone where the filesystem can) when reuse() could link it; whether it did. */
  copy(rel: string, key: string, target: string): boolean {
    if (!this.unchanged(rel, key)) return false;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(this.outDir, rel), target, fs.constants.COPYFILE_FICLONE);
    return true;
  }

  /** The files the previous output published under the folder `prefix` (ending in `/`), by key: their paths. */
  byKeyUnder(prefix: string): Map<string, string[]> {
    const keys = new Map<string, string[]>();
    for (const [rel, was] of this.files)
      if (rel.startsWith(prefix)) {
        const rels = keys.get(was[0]);
        if (rels) rels.push(rel);
        else keys.set(was[0], [rel]);
      }
    return keys;
  }
}

/**
 * The size of the file this build linked at `target` (an absolute path) from a previous output's file
 * made from `key`, known without a stat; undefined when this thread linked no such file there.
 */
export function keptSize(target: string, key: string): number | undefined {
  const kept = linked.get(target);
  return kept && kept.was[0] === key ? kept.was[1] : undefined;
}

/**
 * The path (relative to the previous output) of the file this build linked at `target` from it when
 * that file was made from `key`: its precompressed copies are there too (outputs/precompress.ts).
 */
export function keptFrom(target: string, key: string): string | undefined {
  const kept = linked.get(target);
  return kept && kept.was[0] === key ? kept.from : undefined;
}

/** Says that the file linked at `target` was removed (it is made again, or not published). */
export function unlinkedKept(target: string): void {
  linked.delete(target);
}

/** Hard-links `src` at `target`: undefined when done, else the error's code. */
function tryLink(src: string, target: string): string | undefined {
  try {
    fs.linkSync(src, target);
    return undefined;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? 'EIO';
  }
}

/**
 * Records what was published into `outDir` (called after the swap): each file made by this build,
 * by its path relative to the output, with its key. `builtIn`: the folder the build made them in,
 * which the swap moved to `outDir`: a file this thread linked there from the previous output is
 * recorded as that output recorded it, without a stat (were the folder copied instead of renamed,
 * the inodes would differ and the next build would only write those files again).
 */
export function recordOutput(outDir: string, made: Iterable<[rel: string, key: string]>, builtIn?: string): void {
  const files: Record<string, Published> = {};
  for (const [rel, key] of made) {
    const was = builtIn === undefined ? undefined : linked.get(path.join(builtIn, rel))?.was;
    if (was && was[0] === key) {
      files[rel] = was;
      continue;
    }
    try {
      const st = fs.lstatSync(path.join(outDir, rel));
      files[rel] = [key, st.size, st.mtimeMs, st.ino];
    } catch {
      /* not published: not reusable */
    }
  }
  linked.clear();
  const file = manifestFile(outDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAtomic(file, sealed(JSON.stringify(files)));
}
