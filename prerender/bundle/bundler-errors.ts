// The bundler's own errors (Rolldown, under Vite) as located problems: a page or component that imports a
// name a package does not export, or a module that cannot be resolved, is reported at the importing
// file's line with a fix, not as an internal error with the bundler's stack.
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../report/errors.ts';

/** One of the errors Rolldown gathers into the `errors` of the error it throws. */
interface RolldownError {
  code?: string;
  kind?: string;
  message?: string;
  id?: string;
  loc?: { file?: string; line?: number; column?: number };
  /** A BuildError a plugin of the build threw (its problems, with their files and lines). */
  problems?: Problem[];
  /** The errors a plugin's failure holds ("Transform failed with 1 error:", each a PARSE_ERROR at its line). */
  errors?: unknown[];
}

const HINTS: Record<string, string> = {
  MISSING_EXPORT:
    'import a name the module does export (read its documentation or its types), or install the version of the package that has it (`npm ls <package>` in the content folder shows the installed one)',
  UNRESOLVED_IMPORT:
    'install the package in the content folder (`npm install <package>` there), or correct the path of the import',
  PARSE_ERROR:
    "fix the syntax at this line: a .js or .jsx file is JavaScript with JSX, and TypeScript goes in .ts or .tsx; Flow's type annotations (which a Docusaurus site's babel.config.js may strip with @babel/preset-flow) are not read here",
};

/**
 * The problems in an error the bundler threw, each at the file and line of the import it is about, or
 * undefined when the error is not the bundler's report of the site's code (an internal failure keeps its
 * stack). Paths are relative to `cwd`, as every other report of the build.
 */
export function bundlerProblems(e: unknown, cwd = process.cwd()): Problem[] | undefined {
  const errors = (e as { errors?: unknown })?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const problems: Problem[] = [];
  for (const raw of errors as RolldownError[]) {
    // The build's own plugins' reports (an MDX page's undefined names): already located, at the source's lines.
    if (Array.isArray(raw.problems) && raw.problems.length) {
      problems.push(...raw.problems);
      continue;
    }
    // A plugin's failure that holds the errors themselves (a parse error in a file it transformed): those, located.
    const inner = Array.isArray(raw.errors) && raw.errors.length ? bundlerProblems(raw, cwd) : undefined;
    if (inner) {
      problems.push(...inner);
      continue;
    }
    const file = raw.loc?.file ?? raw.id;
    if (!file || !raw.message) return undefined;
    const abs = path.resolve(cwd, file);
    // The first line of the message; what follows is Rolldown's code frame, of the compiled module.
    const message = raw.message
      // eslint-disable-next-line no-control-regex -- Rolldown's colour escapes are exactly what is removed
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')[0]
      .replace(/^\[[A-Z_]+\]\s*/, '')
      .trim();
    // A parse error is at the line of the file as written (the site's own script); an import's is looked up.
    const line = raw.code === 'PARSE_ERROR' ? raw.loc?.line : sourceLine(abs, message, raw.loc?.line);
    problems.push({
      file: path.relative(cwd, abs) || file,
      ...(line ? { line } : {}),
      message: `${message.replace(/\.$/, '')} (the bundler's ${raw.code ?? raw.kind ?? 'error'})`,
      hint: HINTS[raw.code ?? raw.kind ?? ''] ?? 'correct the import at this line',
    });
  }
  return problems;
}

/**
 * The line of the source file an import error is about. The bundler's line is of the compiled module
 * (an MDX page's import moves when it is compiled): kept when the source has the quoted name there,
 * else the first import line of the source that names it, else the first line that does.
 */
function sourceLine(file: string, message: string, reported: number | undefined): number | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return reported;
  }
  const name = /["'`]([^"'`]+)["'`]/.exec(message)?.[1];
  if (!name) return reported;
  const names = (l: string) =>
    new RegExp(`(^|[^\\w$-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w$-]|$)`).test(l);
  if (reported && lines[reported - 1] !== undefined && names(lines[reported - 1])) return reported;
  const at = lines.findIndex((l) => /\b(import|from|require)\b/.test(l) && names(l));
  if (at >= 0) return at + 1;
  const any = lines.findIndex(names);
  return any >= 0 ? any + 1 : undefined;
}
