// The output folder (`--out`) is checked before the build touches anything: the build replaces that
// folder whole when it publishes, so a wrong --out must never name something a person would miss.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildError } from '../report/errors.ts';

/** Written into every output: a folder holding it is a previous build's output and may be replaced whole. */
export const OUTPUT_MARKER = '.lexora-build';
export const OUTPUT_MARKER_TEXT =
  'This folder is the output of a Lexora docs build (npm run build). The next build replaces it whole.\n';

export interface OutDirContext {
  /** The project folder (the build's working folder). */
  root: string;
  contentDir: string;
  cacheDir: string;
  /** The user's home folder (os.homedir() unless a test says otherwise). */
  home?: string;
}

/** A refusal before anything was touched (the wrong folder, or another build's lock). */
export class OutputRefused extends BuildError {}

const FIX = 'name a new or empty folder, or the output of an earlier build (the default is --out dist)';

/** Throws a BuildError saying why `outDir` cannot be the output and what to use instead; touches nothing. */
export function checkOutDir(outDir: string, ctx: OutDirContext): void {
  const problem = outDirProblem(path.resolve(outDir), ctx);
  if (problem)
    throw new OutputRefused('The output folder cannot be used; nothing was changed.', [
      { file: `--out ${shown(outDir, ctx.root)}`, message: problem, hint: FIX },
    ]);
}

function outDirProblem(out: string, ctx: OutDirContext): string | null {
  const real = realish(out);
  if (path.parse(real).root === real) return 'is the root of the file system.';
  const guarded: [string, string][] = [
    [ctx.home ?? os.homedir(), 'your home folder'],
    [ctx.root, 'the project folder'],
    [ctx.contentDir, 'the content folder'],
    [ctx.cacheDir, 'the build cache'],
  ];
  for (const [dir, name] of guarded) {
    const d = realish(path.resolve(dir));
    if (real === d) return `is ${name}; the build replaces its output folder whole, so it would be deleted.`;
    if (isInside(d, real))
      return `contains ${name}; the build replaces its output folder whole, so it would be deleted.`;
    // Anything inside the project is fine (dist/ is); inside the content or the cache it is not.
    if (name !== 'the project folder' && name !== 'your home folder' && isInside(real, d))
      return `is inside ${name}; the output must not be mixed with it.`;
  }
  let st: fs.Stats;
  try {
    st = fs.lstatSync(out);
  } catch {
    return null; // does not exist yet: the build creates it
  }
  if (st.isSymbolicLink()) return 'is a symbolic link; the build replaces its output folder whole.';
  if (!st.isDirectory()) return 'is an existing file, not a folder; the build would replace it.';
  const names = fs.readdirSync(out);
  if (names.length > 0 && !isBuildOutput(out))
    return `is a folder with ${names.length} entr${names.length === 1 ? 'y' : 'ies'} that is not the output of an earlier build (it has no ${OUTPUT_MARKER} file); the build replaces its output folder whole.`;
  return null;
}

/** Whether `dir` holds the marker every build writes into its output. */
export function isBuildOutput(dir: string): boolean {
  try {
    return fs.readFileSync(path.join(dir, OUTPUT_MARKER), 'utf8') === OUTPUT_MARKER_TEXT;
  } catch {
    return false;
  }
}

/** Whether `inner` is strictly inside `outer`. */
function isInside(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** The real path of `p`, or of its nearest existing parent with the rest appended. */
function realish(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(realish(parent), path.basename(p));
  }
}

function shown(outDir: string, root: string): string {
  const abs = path.resolve(outDir);
  const rel = path.relative(root, abs);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel;
}
