// Reads a YAML file that must hold a map (blog/authors.yml, blog/tags.yml); every problem in such a
// file is reported at the line of its key (prerender/report/source-lines.ts).
import type { z } from 'zod';
import { BuildError, type Problem } from '../../report/errors.ts';
import { describeIssue } from '../sidebar-schema.ts';
import { parseYaml, readTextFile } from '../read-source.ts';
import { keyLine } from '../../report/source-lines.ts';

export interface YamlMap {
  data: Record<string, unknown>;
  /** Line (1-based) of the key at `keys`, or of its nearest existing parent. */
  lineOf(keys: (string | number)[]): number;
}

/** The map in `file`, or null after pushing one problem (bad YAML, or not a map). */
export function readYamlMap(file: string, relFile: string, problems: Problem[], example: string): YamlMap | null {
  let text: string;
  let data: unknown;
  try {
    text = readTextFile(file);
    data =
      parseYaml(text, relFile, { hint: `fix the YAML; quote values that contain quotes or ": " (${example})` }) ?? {};
  } catch (e) {
    if (!(e instanceof BuildError)) throw e;
    problems.push(...e.problems);
    return null;
  }
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    problems.push({
      file: relFile,
      line: 1,
      message: 'expected a map of keys to entries',
      hint: 'write one entry per key: the key on its own line (`hello:`), its fields indented below it',
    });
    return null;
  }
  return {
    data: data as Record<string, unknown>,
    // The line of the key itself (`bob:`), not of its value, which may start on the next line.
    lineOf: (keys) => keyLine(text, keys, { format: 'yaml', nearest: true }) ?? 1,
  };
}

/**
 * One problem per zod issue of the entry at `key`, at the line of the field it is about (the entry's
 * key when it is about the entry as a whole). `what` names the kind of entry in the message ("author").
 */
export function entryProblems(
  yaml: YamlMap,
  relFile: string,
  key: string,
  value: unknown,
  issues: z.core.$ZodIssue[],
  what: string,
  hint: string,
): Problem[] {
  return issues.map((issue) => {
    const field =
      issue.code === 'unrecognized_keys'
        ? issue.keys[0]
        : issue.path[0] === undefined
          ? undefined
          : String(issue.path[0]);
    return {
      file: relFile,
      line: yaml.lineOf(field === undefined ? [key] : [key, field]),
      message: `${what} \`${key}\`: ${describeIssue(issue, value).message}`,
      hint,
    };
  });
}
