// Markdown/MDX files that import each other in a circle (a.mdx imports b.mdx, which imports a.mdx):
// each would render the other without end, so the build refuses them here, naming every import of
// the circle at its line, instead of publishing pages whose partials are silently missing.
import path from 'node:path';
import type { Problem } from '../report/errors.ts';
import type { LinkRef } from './analyze.ts';
import { resolveInclude } from '../search/records.ts';

interface Node {
  file: string;
  /** None for a React page (src/pages/*.tsx): it is no Markdown file. */
  analysis?: { imports: LinkRef[] };
}

/** One problem for each circle of `.md`/`.mdx` imports among `files` (pages and the partials they render). */
export function partialCycleProblems(files: Node[], contentDir: string): Problem[] {
  const byFile = new Map(files.filter((f) => f.analysis).map((f) => [path.resolve(f.file), f]));
  const edges = (file: string) =>
    byFile.get(file)!.analysis!.imports.flatMap((imp) => {
      const to = /\.mdx?$/.test(imp.url) ? resolveInclude(imp.url, file, contentDir) : null;
      return to && byFile.has(to) ? [{ to, line: imp.line }] : [];
    });
  const problems: Problem[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: { file: string; line: number }[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    for (const { to, line } of edges(file)) {
      stack.push({ file, line });
      if (state.get(to) === 'open') problems.push(cycleProblem(stack.slice(stack.findIndex((s) => s.file === to))));
      else if (!state.has(to)) visit(to);
      stack.pop();
    }
    state.set(file, 'done');
  };
  for (const file of [...byFile.keys()].sort()) if (!state.has(file)) visit(file);
  return problems;
}

/** `circle`: each file of the circle with the line of its import of the next one (the last imports the first). */
function cycleProblem(circle: { file: string; line: number }[]): Problem {
  const rel = (f: string) => path.relative(process.cwd(), f);
  const chain = circle.map((s, i) => `${rel(s.file)}:${s.line} imports ${rel(circle[(i + 1) % circle.length].file)}`);
  return {
    file: rel(circle[0].file),
    line: circle[0].line,
    message: `Markdown files import each other in a cycle: ${chain.join(', ')}`,
    hint: 'a file cannot render itself, directly or through other files: remove one of these imports',
  };
}
