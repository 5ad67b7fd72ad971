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

/** A process of the build was stopped by a signal (Ctrl-C reaches the whole process group): reported as an interruption. */
export class Interrupted extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`interrupted by ${signal}`);
    this.name = 'Interrupted';
  }
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file;
  return `  - ${where}: ${p.message}${p.hint ? `\n      fix: ${p.hint}` : ''}`;
}
