// Where something is written in a source file, for the errors that name a file:line. One place for
// every format the build reports on: YAML and JSON (front matter, authors.yml, _category_ files,
// openapi.yaml) are parsed and read exactly; code (site.config.ts, sidebars.ts), whose values may be
// computed, is scanned best-effort.
import fs from 'node:fs';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { Problem } from './errors.ts';

export type KeyPath = readonly (string | number)[];

export interface KeyLineOptions {
  /** `yaml` also reads JSON. `code`: a JS/TS object literal; array indexes in the path are skipped. */
  format: 'yaml' | 'code';
  /** When the path is not all there: the line of its deepest part that is (yaml only). */
  nearest?: boolean;
}

/** 1-based line of a character offset. */
export function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++;
  return line;
}

const JSON_ERRORS: Record<string, string> = {
  ValueExpected: 'a value is missing here (a trailing comma?)',
  PropertyNameExpected: 'a quoted property name is missing here (a trailing comma?)',
  CommaExpected: 'a comma is missing before this',
  ColonExpected: 'a colon is missing after the property name',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is more text after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  InvalidSymbol: 'this is not JSON (strings and names take double quotes)',
  UnexpectedEndOfString: 'a string is not closed',
  InvalidCharacter: 'a control character in a string (escape it)',
};

/**
 * Where and why strict JSON (what `JSON.parse` accepts) fails: the line and a reason in words. Node
 * 20's own message names neither the line nor the offset. Undefined when the text parses.
 */
export function jsonSyntaxError(source: string): { line: number; message: string } | undefined {
  const errors: ParseError[] = [];
  parseJsonc(source, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return undefined;
  const code = printParseErrorCode(first.error);
  return { line: lineAt(source, first.offset), message: JSON_ERRORS[code] ?? code };
}

/**
 * Reads a JSON file as `JSON.parse` would, less a leading byte-order mark (Windows editors write one):
 * its text and value, or, when it does not parse, a problem naming the line of the mistake.
 */
export function readJsonFile(
  file: string,
  relFile: string,
  hint = 'fix the JSON',
): { source: string; value?: unknown; problem?: Problem } {
  const source = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const syntax = jsonSyntaxError(source);
  if (syntax)
    return {
      source,
      problem: { file: relFile, line: syntax.line, message: `JSON syntax error: ${syntax.message}`, hint },
    };
  return { source, value: JSON.parse(source) as unknown };
}

/** Line (1-based) of the key at `path` (of the item, for an array index); undefined when it is not written there. */
export function keyLine(source: string, path: KeyPath, opts: KeyLineOptions): number | undefined {
  return opts.format === 'yaml' ? yamlKeyLine(source, path, Boolean(opts.nearest)) : codeKeyLine(source, path);
}

/**
 * Line of the first place a string value (a doc id, a link, a `$ref`) is written: in YAML/JSON the
 * first scalar equal to it; in code its first quoted occurrence.
 */
export function valueLine(source: string, value: string, opts: Pick<KeyLineOptions, 'format'>): number | undefined {
  if (opts.format === 'yaml') {
    const { doc, lines } = parse(source);
    let line: number | undefined;
    visit(doc, {
      Scalar(_key, node) {
        if (node.value !== value || !node.range) return undefined;
        line = lines.linePos(node.range[0]).line;
        return visit.BREAK;
      },
    });
    return line;
  }
  const i = source
    .split('\n')
    .findIndex((l) => l.includes(`'${value}'`) || l.includes(`"${value}"`) || l.includes(`\`${value}\``));
  return i >= 0 ? i + 1 : undefined;
}

// The last text parsed: errors ask for many keys of one file in a row (openapi.yaml).
let parsed: { source: string; doc: Document; lines: LineCounter } | undefined;

function parse(source: string): { doc: Document; lines: LineCounter } {
  if (parsed?.source !== source) {
    const lines = new LineCounter();
    parsed = { source, doc: parseDocument(source, { lineCounter: lines }), lines };
  }
  return parsed;
}

function yamlKeyLine(source: string, path: KeyPath, nearest: boolean): number | undefined {
  const { doc, lines } = parse(source);
  const lineOf = (n: unknown) => (isNode(n) && n.range ? lines.linePos(n.range[0]).line : undefined);
  let node: unknown = doc.contents;
  let line = lineOf(node);
  for (const key of path) {
    let at: number | undefined;
    let next: unknown;
    if (isMap(node)) {
      const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === String(key));
      if (pair) [at, next] = [lineOf(pair.key), pair.value];
    } else if (isSeq(node) && /^\d+$/.test(String(key))) {
      next = node.items[Number(key)];
      at = lineOf(next);
    }
    if (at === undefined) return nearest ? line : undefined;
    [line, node] = [at, next];
  }
  return line;
}

/** Each key in turn, from the line of the one before: `a: { b: 1 }` and `'a':` both count. */
function codeKeyLine(source: string, path: KeyPath): number | undefined {
  const lines = source.split('\n');
  let from = 0;
  let found: number | undefined;
  for (const key of path) {
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
