// A page that throws while it renders: the problem the build reports for it, with the page's source
// file, the line of the page's own text the error points at when that can be told, and a fix that
// fits the error. The prerender step collects one per failing page and reports them all at once.
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../report/errors.ts';

/** What of the page's text an error message names: a property read, a name, a function called. */
function namedInMessage(message: string): RegExp | null {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let m = /\(reading '([^']+)'\)/.exec(message);
  if (m) return new RegExp(`\\.${escape(m[1]!)}\\b|\\[['"]${escape(m[1]!)}['"]\\]`);
  m = /^(?:ReferenceError: )?([\w$.]+) is not (?:defined|a function|iterable)/.exec(message);
  if (m) return new RegExp(`(^|[^\\w$.])${escape(m[1]!)}\\b`);
  return null;
}

/**
 * The line of `source` (a Markdown/MDX page) an error message points at: the one line outside the
 * frontmatter and code blocks that holds what the message names. Undefined when it is not exactly one
 * line (the compiled module keeps no map back to the page's lines, so this reads the page's text).
 */
export function failureLine(source: string, message: string): number | undefined {
  const named = namedInMessage(message);
  if (!named) return undefined;
  const lines = source.split('\n');
  const hits: number[] = [];
  let fence: string | null = null;
  let frontmatter = lines[0] === '---';
  lines.forEach((text, i) => {
    if (frontmatter) {
      if (i > 0 && text === '---') frontmatter = false;
      return;
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(text);
    if (open && (fence === null || open[1]!.startsWith(fence))) fence = fence === null ? open[1]! : null;
    else if (fence === null && named.test(text)) hits.push(i + 1);
  });
  return hits.length === 1 ? hits[0] : undefined;
}

/** The hint for an error a page threw while rendering. */
function hintFor(message: string): string {
  if (/Element type is invalid|is not a function|default export/i.test(message))
    return 'a component the page uses is not what it imports: check the import and that the module default-exports a component';
  return 'fix what this page (or a component it uses) does when it renders: the error is thrown while the page is prerendered';
}

/** The problem for `route`'s page, whose source file is `file` (absolute; undefined for pages built from data). */
export function renderProblem(root: string, route: string, file: string | undefined, error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  let line: number | undefined;
  if (file && /\.mdx?$/.test(file)) {
    try {
      line = failureLine(fs.readFileSync(file, 'utf8'), message);
    } catch {
      /* the file went away meanwhile: report it without a line */
    }
  }
  return {
    file: file ? path.relative(root, file) : route,
    ...(line ? { line } : {}),
    message: `${route} could not be prerendered: ${message.split('\n')[0]}`,
    hint: hintFor(message),
  };
}
