// Build aside, swap in whole. A build holds a lock on its output folder, makes the new site in a work
// folder of its own, and replaces the previous output only when the new one is complete: both are
// moved by renames inside the output's parent folder. Until then the previous output is untouched,
// so a failed or interrupted build leaves it exactly as it was.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BuildError } from '../report/errors.ts';
import { isBuildOutput, OUTPUT_MARKER, OUTPUT_MARKER_TEXT, OutputRefused } from './out-dir.ts';

/** Whether process `pid` is running (a process of another user counts as running). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file of an output folder: beside it, so the swap cannot replace it. */
export const lockFileOf = (outDir: string) => `${outDir}.lock`;

/**
 * Takes the output folder's lock (a file holding this process's id) or throws a BuildError naming
 * the build that holds it. A lock whose process is gone (killed, machine restarted) is taken over.
 * Returns the function that releases it.
 */
export function lockOutput(outDir: string, shownOut: string): () => void {
  const lock = lockFileOf(outDir);
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw e;
    }
    const holder = Number(readOr(lock, '').trim());
    if (isRunning(holder))
      throw new OutputRefused('Another build is writing to this output folder; nothing was changed.', [
        {
          file: `--out ${shownOut}`,
          message: `build process ${holder} holds ${path.basename(lock)} beside it.`,
          hint: 'wait for that build to finish, or build into another folder with --out',
        },
      ]);
    fs.rmSync(lock, { force: true }); // its process is gone: a stale lock
  }
  return () => {
    if (readOr(lock, '').trim() === String(process.pid)) fs.rmSync(lock, { force: true });
  };
}

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/**
 * A work folder only this build uses, under the cache folder (LEXORA_CACHE_DIR or the project's .cache),
 * with a link to the project's node_modules and a package.json marking its .js files as ES modules, so the SSR
 * bundle loads and resolves packages wherever the cache is.
 * It is the build's first write to the cache: a cache folder that cannot be written is reported here, once.
 */
export function makeWorkDir(root: string, cacheDir: string): string {
  let work: string;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    removeAbandoned(cacheDir, /^build-(\d+)-/);
    work = fs.mkdtempSync(path.join(cacheDir, `build-${process.pid}-`));
  } catch (e) {
    throw unwritableCache(e as NodeJS.ErrnoException, cacheDir);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'junction');
  // The bundles are ES modules named .js, as the project's own package.json ("type": "module") says; a
  // cache outside the project has no such file above it, so the work folder carries its own.
  fs.writeFileSync(path.join(work, 'package.json'), '{ "type": "module", "private": true }\n');
  return work;
}

const WHY: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'it is on a read-only file system',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EEXIST: 'it is a file, not a folder',
  ENOSPC: 'the disk is full',
};

function unwritableCache(e: NodeJS.ErrnoException, cacheDir: string): Error {
  const why = e.code && WHY[e.code];
  if (!why) return e;
  return new BuildError('The cache folder cannot be written.', [
    {
      file: cacheDir,
      message: `is not writable (${why})`,
      hint: `name a writable folder for the cache (LEXORA_CACHE_DIR=<writable folder> npm run build), or make this one writable by the user running the build (chown or chmod u+w)`,
    },
  ]);
}

/** Folders in `dir` that builds no longer running left behind (killed with SIGKILL, power lost). */
export function removeAbandoned(dir: string, pattern: RegExp): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = pattern.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !isRunning(Number(pid)))
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

const siblingOf = (outDir: string, what: string) =>
  path.join(path.dirname(outDir), `.${path.basename(outDir)}.${what}-${process.pid}`);

/**
 * Replaces `outDir` with the finished site in `built`: marks it as an output, moves it beside
 * `outDir` (a copy when the work folder is on another filesystem), then two renames in one folder:
 * the previous output aside, the new one in. Synchronous from the first rename to the last, so no
 * signal handler runs in between. Returns the previous output's new place, to delete after, or null.
 */
export function swapIn(built: string, outDir: string): string | null {
  fs.writeFileSync(path.join(built, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
  const staged = siblingOf(outDir, 'new');
  try {
    fs.renameSync(built, staged);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    fs.cpSync(built, staged, { recursive: true });
  }
  const exists = fs.existsSync(outDir);
  // Checked again: the lock keeps other builds out, not people.
  if (exists && fs.readdirSync(outDir).length > 0 && !isBuildOutput(outDir)) {
    fs.rmSync(staged, { recursive: true, force: true });
    throw new BuildError('The output folder changed during the build; it was left as it is.', [
      { file: outDir, message: `is no longer the output of an earlier build (no ${OUTPUT_MARKER} file).` },
    ]);
  }
  const old = exists ? siblingOf(outDir, 'old') : null;
  if (old) fs.renameSync(outDir, old);
  try {
    fs.renameSync(staged, outDir);
  } catch (e) {
    if (old) fs.renameSync(old, outDir);
    fs.rmSync(staged, { recursive: true, force: true });
    throw e;
  }
  return old;
}

/** Folders beside `outDir` that this build made and did not publish (after a failure or a signal). */
export function removeStaged(outDir: string): void {
  const staged = siblingOf(outDir, 'new');
  if (isBuildOutput(staged)) fs.rmSync(staged, { recursive: true, force: true });
}

/**
 * Left beside `outDir` by builds that are no longer running: their staged or replaced outputs. A
 * build killed between its two renames left no output but the previous one aside: that one is put back.
 */
export function removeAbandonedSiblings(outDir: string): void {
  const dir = path.dirname(outDir);
  const base = path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^\\.${base}\\.(new|old)-(\\d+)$`);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const [, kind, pid] = pattern.exec(name) ?? [];
    const full = path.join(dir, name);
    if (!pid || Number(pid) === process.pid || isRunning(Number(pid)) || !isBuildOutput(full)) continue;
    if (kind === 'old' && !fs.existsSync(outDir)) fs.renameSync(full, outDir);
    else fs.rmSync(full, { recursive: true, force: true });
  }
}

/** `rm` processes removeFolder runs at once, and paths given to each (well under any argument limit). */
const REMOVERS = 4;
const PATHS_PER_RM = 500;

/**
 * Deletes a folder of thousands of files (the previous output after the swap, the work folder). Node's
 * recursive removal stats every file before unlinking it, through promises: about 0.45 s of CPU for the
 * 12,000 files of a 1,000-page site, a tenth of a one-page rebuild. `rm -rf` (which takes the type from
 * the folder listing) in REMOVERS processes at once, over the folder's entries two levels down, costs
 * about half of that, in about the same time. What is left, or everything where there is no `rm`
 * (Windows) or it fails, is removed by Node. Symbolic links (the work folder's node_modules) are
 * removed, never followed.
 */
export async function removeFolder(dir: string): Promise<void> {
  if (process.platform !== 'win32') {
    try {
      const paths: string[] = [];
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) for (const f of fs.readdirSync(p)) paths.push(path.join(p, f));
        else paths.push(p);
      }
      const lanes = Array.from({ length: REMOVERS }, (_, i) => paths.filter((_, k) => k % REMOVERS === i));
      await Promise.all(
        lanes.map(async (lane) => {
          for (let i = 0; i < lane.length; i += PATHS_PER_RM) await rmRf(lane.slice(i, i + PATHS_PER_RM));
        }),
      );
    } catch {
      /* gone already, or no rm: Node removes what is left */
    }
  }
  await fs.promises.rm(dir, { recursive: true, force: true });
}

function rmRf(paths: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const rm = spawn('rm', ['-rf', '--', ...paths], { stdio: 'ignore' });
    rm.on('error', reject);
    rm.on('exit', () => resolve());
  });
}
