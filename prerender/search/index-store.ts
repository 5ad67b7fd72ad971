// The lists of the files of each whole index a build made (.cache/search/indexes/<records hash>.json:
// name → content hash), so a build whose records hash the same as an earlier one's takes that index as
// it is. The files themselves are not kept in the cache: a later build takes a file whose text an
// earlier build wrote from the previous output (outputs/previous-output.ts, by name or by content hash:
// KeepPrevious), where that build published it, checked to be the file it published. A cold build of
// 1,000 pages writes 5,361 index files; a second copy of each in the cache cost the cold build as much
// again in file creation, for rebuilds that find nearly all of them in the previous output. A file
// the previous output no longer holds is written again from its records (RecordsGone when it was
// spooled by key only: the locale is then spooled again whole).
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomic } from '../util.ts';
import { RecordsGone, indexFileHash, type IndexSink } from './index-files.ts';
import { entriesToPrune, namedEntries, removeEntries } from '../cache/prune.mjs';

/** Whole indexes kept per locale: the newest few. */
const KEPT_INDEXES = 2;

type FileList = Record<string, string>;

/** Puts the previous output's index file of content hash `hash` at `dest` (file name `name`); whether it did. */
export type KeepPrevious = (name: string, hash: string, dest: string) => boolean;

export class IndexFileStore {
  private indexes: string;
  /** The files written or linked by this build: name → content hash. */
  private written: FileList = {};
  linked = 0;

  get files(): number {
    return Object.keys(this.written).length;
  }

  /** `locales`: how many indexes a build makes (one per locale); KEPT_INDEXES of each are kept. */
  constructor(
    private cacheDir: string,
    private locales = 1,
  ) {
    this.indexes = path.join(cacheDir, 'indexes');
    fs.mkdirSync(this.indexes, { recursive: true });
  }

  /**
   * Puts the earlier build's index of this records hash into `dir` and returns its files (name → content
   * hash): each taken from the previous output by `previous`. Null when there is none, or the previous
   * output no longer holds every file of it (`dir` is then removed, to be built afresh).
   */
  restore(hash: string, dir: string, previous?: KeepPrevious): Readonly<FileList> | null {
    if (!previous) return null;
    const list = path.join(this.indexes, `${hash}.json`);
    let files: FileList;
    try {
      files = JSON.parse(fs.readFileSync(list, 'utf8')) as FileList;
    } catch {
      return null;
    }
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, h] of Object.entries(files))
      if (!previous(name, h, path.join(dir, name))) {
        fs.rmSync(dir, { recursive: true, force: true });
        return null;
      }
    try {
      const now = new Date();
      fs.utimesSync(list, now, now); // just used: pruned last
    } catch {
      /* pruned by another build meanwhile: the files are already in place */
    }
    return files;
  }

  /** The files this build's index holds: name → content hash. */
  get names(): Readonly<FileList> {
    return this.written;
  }

  /**
   * An index sink (./index-files.ts) that puts each file into `dir`: the previous output's file of the
   * same text when `previous` can keep it (a link, nothing written), else written.
   */
  sink(dir: string, previous?: KeepPrevious): IndexSink {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return (name, text, hash) => {
      const h = hash ?? indexFileHash(text ?? '');
      const dest = path.join(dir, name);
      this.written[name] = h;
      if (previous?.(name, h, dest)) {
        this.linked++;
        return;
      }
      if (text === undefined) throw new RecordsGone(`index file ${h} is not in the previous output`);
      fs.writeFileSync(dest, text);
    };
  }

  /** Records the files of the index just built under its records hash, and prunes old indexes. */
  save(hash: string): void {
    writeAtomic(path.join(this.indexes, `${hash}.json`), JSON.stringify(this.written));
    const lists = namedEntries(this.indexes, /\.json$/, { files: true });
    removeEntries(entriesToPrune(lists, { keepNewest: KEPT_INDEXES * this.locales }));
    // The copies of index files that builds before this one kept in the cache (.cache/search/files/).
    fs.rmSync(path.join(this.cacheDir, 'files'), { recursive: true, force: true });
  }
}

/** Removes whole-index folders that builds before the file store kept (.cache/search/<hash>/). */
export function removeOldIndexFolders(cacheDir: string): void {
  for (const n of fs.readdirSync(cacheDir))
    if (/^[0-9a-f]{64}(\.\d+)?$/.test(n)) fs.rmSync(path.join(cacheDir, n), { recursive: true, force: true });
}
