// Small helpers for the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileSystemProblem, withFileErrors } from './content/read-source.ts';
import { BuildError, type Problem } from './report/errors.ts';
import * as env from './report/env.mjs';

/** The build's persistent caches (compiled MDX, rendered pages); LEXORA_CACHE_DIR moves them. */
export function cacheRoot(): string {
  return path.resolve(env.cacheDir());
}

/** Maps with at most `limit` promises in flight, keeping the input order. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return out;
}

/**
 * The content folder as an absolute path with its symbolic links resolved (when it exists): the build
 * resolves the files it reads, so a folder reached through a link (or macOS's /tmp, a link to
 * /private/tmp) would otherwise hold its own images "outside the content folder".
 */
export function resolveContentDir(dir: string): string {
  const absolute = path.resolve(dir);
  try {
    return fs.realpathSync(absolute);
  } catch {
    return absolute;
  }
}

/** SHA-256 (hex) of the parts, each followed by a NUL so that part boundaries count. */
export function sha256(...parts: string[]): string {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** A temporary name beside `file`, unique to this process and call. */
export const tempFileFor = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/** Writes through a temporary file and a rename, so readers (other builds, workers) never see half a file. */
export function writeAtomic(file: string, content: string | Uint8Array): void {
  const tmp = tempFileFor(file);
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

/** writeAtomic() off the main thread (libuv's threads do the writing). */
export async function writeAtomicAsync(file: string, content: string | Uint8Array): Promise<void> {
  const tmp = tempFileFor(file);
  await fs.promises.writeFile(tmp, content);
  await fs.promises.rename(tmp, file);
}

export function timer() {
  const start = performance.now();
  return () => `${((performance.now() - start) / 1000).toFixed(2)}s`;
}

/**
 * Every file under `dir` (absolute paths, depth first, names in localeCompare order), or none when it
 * does not exist. Folders that cannot be read (and, with `readable`, kept files that cannot be) are all
 * collected and reported in one BuildError naming each. `skip` leaves out files and whole folders by
 * name; `keep` filters the files.
 */
export function listFiles(
  dir: string,
  opts: { keep?: (file: string) => boolean; skip?: (name: string) => boolean; readable?: boolean } = {},
): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const unreadable: Problem[] = [];
  const walk = (folder: string) => {
    let entries: fs.Dirent[];
    try {
      entries = withFileErrors(folder, () => fs.readdirSync(folder, { withFileTypes: true }));
    } catch (e) {
      if (!(e instanceof BuildError)) throw e;
      unreadable.push(...e.problems);
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (opts.skip?.(e.name)) continue;
      const full = path.join(folder, e.name);
      if (e.isDirectory()) walk(full);
      else if (!opts.keep || opts.keep(full)) {
        const problem = opts.readable ? unreadableFile(full) : undefined;
        if (problem) unreadable.push(problem);
        else out.push(full);
      }
    }
  };
  walk(dir);
  if (unreadable.length) throw unreadableError(unreadable);
  return out;
}

/** One report of every content file and folder that cannot be read. */
export function unreadableError(problems: Problem[]): BuildError {
  const n = problems.length;
  return new BuildError(
    n === 1 ? 'A content file cannot be read.' : `${n} content files or folders cannot be read.`,
    problems,
  );
}

/** The problem of a file the build may not read (permissions), or undefined. */
function unreadableFile(file: string): Problem | undefined {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return undefined;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'EACCES' || code === 'EPERM' ? fileSystemProblem(e, file) : undefined;
  }
}

/** The package an import specifier names (`yaml`, `@scope/pkg` of `@scope/pkg/sub`); none for files and Node's modules. */
export function packageName(spec: string): string | undefined {
  if (/^[./]/.test(spec) || path.isAbsolute(spec) || spec.startsWith('node:')) return undefined;
  const name = spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
  return builtinModules.includes(name) ? undefined : name;
}
