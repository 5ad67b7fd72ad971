// The compiled tree (JSON) of a plain Markdown page. It is the largest thing a page contributes to
// the site model (~30 KB a page: 32 MB of the 56 MB the model holds at 1,000 pages), and the build
// needs each one only a few times (hash it for its URL, render the page, write the file), so the
// build reads each from a file when it is needed: a page compiled in a worker thread, or taken from the
// compile cache, from its cache entry (cachedPageTree); one compiled on the main thread from a file in
// the build's own work folder. The dev server and tests keep them in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readSealed } from '../cache/store.ts';
import { BuildError } from '../report/errors.ts';

export interface PageTree {
  /** SHA-256 of the JSON (hex): its asset URL and the render cache's key are made from it. */
  hash: string;
  json(): string;
  /** The file that holds exactly this JSON, when the tree is kept in a folder. */
  file?: string;
  /** The compile cache's sealed file that holds this JSON behind its checksum line (cache/store.ts). */
  sealed?: string;
}

export interface PageTreeStore {
  /** The folder trees are kept in; undefined when they are kept in memory. */
  dir?: string | undefined;
  /** Keeps a tree given as JSON. */
  keep(json: string): PageTree;
}

/**
 * A tree the compile cache holds (a sealed file: cache/store.ts), read from there only when it is
 * needed: a rebuild that keeps a page's files from the previous output never reads it. `hash` is the
 * checksum the file declares; reading checks it.
 */
export function cachedPageTree(hash: string, sealedFile: string): PageTree {
  return {
    hash,
    sealed: sealedFile,
    json() {
      const body = readSealed(sealedFile);
      if (!body)
        throw new BuildError('A compile cache entry changed or went away during the build.', [
          {
            file: sealedFile,
            message: 'the page tree this build took from it can no longer be read',
            hint: 'build again: the page is compiled again',
          },
        ]);
      return body.toString('utf8');
    },
  };
}

/** A page tree as it crosses to another thread: its file when it is kept in one, else its JSON. */
export interface PageTreeRef {
  hash: string;
  file?: string | undefined;
  sealed?: string | undefined;
  json?: string | undefined;
}

/** A tree kept in `file`, read when needed. */
const inFile = (hash: string, file: string): PageTree => ({ hash, json: () => fs.readFileSync(file, 'utf8'), file });

export const pageTreeRef = (tree: PageTree): PageTreeRef =>
  tree.file
    ? { hash: tree.hash, file: tree.file }
    : tree.sealed
      ? { hash: tree.hash, sealed: tree.sealed }
      : { hash: tree.hash, json: tree.json() };

export const pageTreeOfRef = (ref: PageTreeRef): PageTree =>
  ref.file
    ? inFile(ref.hash, ref.file)
    : ref.sealed
      ? cachedPageTree(ref.hash, ref.sealed)
      : { hash: ref.hash, json: () => ref.json ?? '' };

/** A tree's hash (PageTree.hash): the SHA-256 of its JSON, as the compile cache's checksum line declares it. */
export const treeHash = (json: string) => crypto.createHash('sha256').update(json).digest('hex');
const sha256 = treeHash;
const fileOf = (dir: string, hash: string) => path.join(dir, `${hash}.json`);

/** Where page trees are kept: in memory, or (`dir`) one file each in a folder the caller owns. */
export function pageTreeStore(dir?: string): PageTreeStore {
  if (!dir) return { keep: (json) => ({ hash: sha256(json), json: () => json }) };
  fs.mkdirSync(dir, { recursive: true });
  return {
    dir,
    // Never a link into the cache, whose files carry a checksum line and may change. Another page may
    // have the same tree, already there.
    keep: (json) => {
      const hash = sha256(json);
      const file = fileOf(dir, hash);
      if (!fs.existsSync(file)) fs.writeFileSync(file, json);
      return inFile(hash, file);
    },
  };
}
