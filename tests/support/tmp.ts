// Temporary folders for tests: made in the system temp folder, filled from a file map, and removed when
// the test file ends (tests/support/tmp-cleanup.ts, a setup file of every project, calls
// `removeTempDirs` in an `afterAll`). A folder goes together with its siblings named after it: the
// `<dir>-dist` a fixture build writes, the `<dir>-<name>-cache` and `<dir>-<name>` of `buildApart`, the
// `<dir>-content` of an import. KEEP_TMP=1 keeps them all and names them, to look at after a failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Files to write, by path relative to the folder: text or bytes; null leaves the file out. */
export type FileMap = Record<string, string | Uint8Array | null>;

const registered = new Set<string>();

/** True when KEEP_TMP=1: temporary folders are kept, not removed. */
export const keepTmp = () => process.env.KEEP_TMP === '1';

/** Writes `files` into `dir` (making the folders on the way) and returns `dir`. */
export function writeFiles(dir: string, files: FileMap): string {
  for (const [rel, content] of Object.entries(files)) {
    if (content === null) continue;
    const full = path.join(dir, rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return dir;
}

/**
 * A new folder `<prefix>-XXXXXX` in the system temp folder holding `files`, removed with its
 * `<folder>-*` siblings when the test file ends.
 */
export function tempDir(prefix: string, files: FileMap = {}): string {
  return writeFiles(removeLater(fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))), files);
}

/** Registers a folder or file made some other way for removal (with its `<path>-*` siblings); returns it. */
export function removeLater(p: string): string {
  registered.add(path.resolve(p));
  return p;
}

/** The registered paths and their `<path>-*` siblings that exist now. */
export function registeredPaths(): string[] {
  const found: string[] = [];
  for (const p of registered) {
    const parent = path.dirname(p);
    const name = path.basename(p);
    let siblings: string[] = [];
    try {
      siblings = fs.readdirSync(parent).filter((f) => f.startsWith(`${name}-`));
    } catch {
      // The parent is gone: so is everything in it.
    }
    for (const f of [name, ...siblings]) if (fs.existsSync(path.join(parent, f))) found.push(path.join(parent, f));
  }
  return [...new Set(found)].sort();
}

/**
 * Removes every registered path and its siblings and forgets them; returns what it removed. Under
 * KEEP_TMP=1 removes nothing and returns what it kept.
 */
export function removeTempDirs(): string[] {
  const paths = registeredPaths();
  if (keepTmp()) return paths;
  for (const p of paths) fs.rmSync(p, { recursive: true, force: true });
  registered.clear();
  return paths;
}
