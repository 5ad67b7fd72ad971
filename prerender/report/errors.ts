// Build errors: every problem names a file (and line when known), says what is wrong and how to fix it.

export interface Problem {
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
}

export class BuildError extends Error {
  constructor(
    readonly title: string,
    readonly problems: Problem[],
    readonly footer?: string,
  ) {
    super(`${title}\n${problems.map(formatProblem).join('\n')}${footer ? `\n${footer}` : ''}`);
    this.name = 'BuildError';
  }
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file;
  return `  - ${where}: ${p.message}${p.hint ? `\n      fix: ${p.hint}` : ''}`;
}
