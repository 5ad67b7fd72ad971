// Reads a YAML file that must hold a map (blog/authors.yml, blog/tags.yml) and finds the line of any
// key path in it, so every problem in such a file is reported at its line.
import fs from 'node:fs';
import { LineCounter, isMap, isNode, isScalar, parseDocument } from 'yaml';
import type { Problem } from '../errors.ts';

export interface YamlMap {
  data: Record<string, unknown>;
  /** Line (1-based) of the node at `keys`, or of its nearest existing parent. */
  lineOf(keys: (string | number)[]): number | undefined;
}

/** The map in `file`, or null after pushing one problem (bad YAML, or not a map). */
export function readYamlMap(file: string, relFile: string, problems: Problem[], example: string): YamlMap | null {
  const text = fs.readFileSync(file, 'utf8');
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) {
    const e = doc.errors[0];
    problems.push({
      file: relFile,
      line: e.linePos?.[0].line,
      column: e.linePos?.[0].col,
      message: `YAML syntax error: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
      hint: `fix the YAML; quote values that contain quotes or ": " (${example})`,
    });
    return null;
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    problems.push({ file: relFile, line: 1, message: 'expected a map of keys to entries', hint: 'write one entry per key: the key on its own line (`hello:`), its fields indented below it' });
    return null;
  }
  return {
    data: data as Record<string, unknown>,
    lineOf(keys) {
      // The line of the key itself (`bob:`), not of its value, which may start on the next line.
      for (let n = keys.length; n > 0; n--) {
        const parent = n === 1 ? doc.contents : doc.getIn(keys.slice(0, n - 1), true);
        if (!isMap(parent)) continue;
        const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === String(keys[n - 1]));
        if (pair && isNode(pair.key) && pair.key.range) return lines.linePos(pair.key.range[0]).line;
      }
      return 1;
    },
  };
}
