// Index files kept between builds, by content (.cache/search/files/<sha256>), with a list of the
// files of each whole index (.cache/search/indexes/<records hash>.json). A build copies every file
// whose text an earlier build already wrote instead of making it again, and a build whose records
// hash the same as an earlier one's takes that index as it is. Copies (copy-on-write clones where
// the filesystem can), never hard links: editing an output file must not change the cache, nor a
// cache file an output. A stored file is checked against its name (its content's hash) when used.
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomic } from '../util.ts';
import { indexFileHash, RecordsGone, type IndexSink } from './index-files.ts';
import { copyForOutput, warnDamaged } from '../cache/store.ts';
import { entriesToPrune, namedEntries, removeEntries } from '../cache/prune.mjs';

/** Whole indexes kept per locale: the newest few; files no kept index lists are removed. */
const KEPT_INDEXES = 2;

type FileList = Record<string, string>;

/** Puts the previous output's index file `name` at `dest` when its text has content hash `hash`; whether it did. */
export type KeepPrevious = (name: string, hash: string, dest: string) => boolean;

const hashOf = indexFileHash;

/** Copies the stored file `h` to `to` when its content still has that hash; throws when it is missing or damaged. */
function copyChecked(store: string, h: string, to: string): void {
  const from = path.join(store, h);
  if (hashOf(fs.readFileSync(from)) !== h) {
    warnDamaged(from);
    throw new Error(`damaged cache entry ${from}`);
  }
  copyForOutput(from, to);
}

export class IndexFileStore {
  private dir: string;
  private indexes: string;
  /** The files written or linked by this build: name → content hash. */
  private written: FileList = {};
  linked = 0;

  get files(): number {
    return Object.keys(this.written).length;
  }

  /** `locales`: how many indexes a build makes (one per locale); KEPT_INDEXES of each are kept. */
  constructor(
    cacheDir: string,
    private locales = 1,
  ) {
    this.dir = path.join(cacheDir, 'files');
    this.indexes = path.join(cacheDir, 'indexes');
    fs.mkdirSync(this.dir, { recursive: true });
    fs.mkdirSync(this.indexes, { recursive: true });
  }

  /**
   * Puts the earlier build's index of this records hash into `dir` and returns its files (name → content
   * hash); null when there is none (or another build pruned part of it meanwhile: `dir` is then removed,
   * to be built afresh). A file `previous` can keep (the previous output's of the same name and text: a
   * rebuild with no change to the records) is linked, not copied from the store.
   */
  restore(hash: string, dir: string, previous?: KeepPrevious): Readonly<FileList> | null {
    const list = path.join(this.indexes, `${hash}.json`);
    let files: FileList;
    try {
      files = JSON.parse(fs.readFileSync(list, 'utf8')) as FileList;
    } catch {
      return null;
    }
    fs.mkdirSync(dir, { recursive: true });
    try {
      for (const [name, h] of Object.entries(files)) {
        const dest = path.join(dir, name);
        if (!previous?.(name, h, dest)) copyChecked(this.dir, h, dest);
      }
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      return null;
    }
    try {
      const now = new Date();
      fs.utimesSync(list, now, now); // just used: pruned last
    } catch {
      /* pruned by another build meanwhile: the files are already copied */
    }
    return files;
  }

  /** The files this build's index holds: name → content hash. */
  get names(): Readonly<FileList> {
    return this.written;
  }

  /**
   * An index sink (./search-index-files.ts) that puts each file into `dir`: the previous output's file
   * of the same name and text when `previous` can keep it (a link, nothing written), else copied from
   * the store when known, else written.
   */
  sink(dir: string, previous?: KeepPrevious): IndexSink {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    // What the store held when this build began: a file it does not hold is written at once, without
    // a copy attempt failing first (each failure is an exception; a cold 10,000-page index is ~50,000).
    const known = new Set(fs.readdirSync(this.dir));
    return (name, text, hash) => {
      const h = hash ?? hashOf(text ?? '');
      const stored = path.join(this.dir, h);
      const dest = path.join(dir, name);
      this.written[name] = h;
      if (previous?.(name, h, dest)) {
        this.linked++;
        return;
      }
      if (known.has(h)) {
        try {
          copyChecked(this.dir, h, dest);
          this.linked++;
          return;
        } catch {
          // pruned by another build meanwhile, or damaged: written below
        }
      }
      if (text === undefined) throw new RecordsGone(`index file ${h} is neither kept nor in the previous output`);
      fs.writeFileSync(dest, text);
      try {
        writeAtomic(stored, text);
        known.add(h);
      } catch {
        /* the cache cannot be written: the next build writes it again */
      }
    };
  }

  /** Records the files of the index just built under its records hash, and prunes old indexes. */
  save(hash: string): void {
    writeAtomic(path.join(this.indexes, `${hash}.json`), JSON.stringify(this.written));
    this.prune();
  }

  private prune(): void {
    // The index lists are the entries (generations); the files no kept list names go with them.
    const lists = namedEntries(this.indexes, /\.json$/, { files: true });
    const removed = new Set(entriesToPrune(lists, { keepNewest: KEPT_INDEXES * this.locales }));
    removeEntries([...removed]);
    const kept = new Set<string>();
    for (const { path: list } of lists.filter((l) => !removed.has(l))) {
      try {
        for (const h of Object.values(JSON.parse(fs.readFileSync(list, 'utf8')) as FileList)) kept.add(h);
      } catch {
        /* removed by another build meanwhile */
      }
    }
    for (const h of Object.values(this.written)) kept.add(h);
    for (const h of fs.readdirSync(this.dir)) if (!kept.has(h)) removeFile(path.join(this.dir, h));
  }
}

/** Removes a stored file: one system call (rmSync's lstat first doubles a rebuild's hundred removals); gone already is fine. */
function removeFile(file: string): void {
  try {
    fs.unlinkSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/** Removes whole-index folders that builds before the file store kept (.cache/search/<hash>/). */
export function removeOldIndexFolders(cacheDir: string): void {
  for (const n of fs.readdirSync(cacheDir))
    if (/^[0-9a-f]{64}(\.\d+)?$/.test(n)) fs.rmSync(path.join(cacheDir, n), { recursive: true, force: true });
}
