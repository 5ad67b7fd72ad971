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

/** Best-effort line of `key:` in a source text, for config files whose values come from code. */
export function findKeyLine(source: string, keys: (string | number)[]): number | undefined {
  const lines = source.split('\n');
  let from = 0;
  let found: number | undefined;
  for (const key of keys) {
    if (typeof key === 'number') continue;
    const re = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
    for (let i = from; i < lines.length; i++) {
      if (re.test(lines[i])) {
        found = i + 1;
        from = i;
        break;
      }
    }
  }
  return found;
}
