// Reading the content's files, once, with every way that can go wrong as one located report: a file
// that cannot be read (permissions, a symlink loop), binary or non-UTF-8 text, a page over the size
// limit or nested deeper than the limit (which would overflow the parser's stack or take minutes),
// YAML with a syntax error (at the line of the mistake) or an alias bomb. A UTF-8 byte-order mark is
// accepted and removed.
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, visit, type Document } from 'yaml';
import { BuildError, type Problem } from '../report/errors.ts';

/** Largest page (.md/.mdx) the build reads; larger ones take minutes to parse. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** Deepest nesting of blockquotes, lists and HTML/JSX elements in a page; deeper overflows the parser's stack. */
export const MAX_NESTING = 100;
/** Most alias expansions (`*name`) in one YAML document: more is an alias bomb (billions of values from a few lines). */
export const MAX_YAML_ALIASES = 100;

const rel = (f: string) => path.relative(process.cwd(), f) || f;
const BOM = /^\uFEFF/;

/** Removes a UTF-8 byte-order mark (editors on Windows add one); nothing else changes. */
export const stripBom = (text: string): string => text.replace(BOM, '');

/** A read error of the file system as a problem of `file` with its fix, or undefined for other errors. */
export function fileSystemProblem(e: unknown, file: string): Problem | undefined {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const relFile = rel(file);
  if (code === 'EACCES' || code === 'EPERM')
    return {
      file: relFile,
      message: 'cannot be read: permission denied',
      hint: `make it readable by the user running the build (chmod u+r ${relFile}; a folder also needs u+x), or move it out of the content folder`,
    };
  if (code === 'ELOOP')
    return {
      file: relFile,
      message: 'is a symbolic link that leads back to itself (a symlink loop)',
      hint: `point the link at a real file or folder, or delete it (rm ${relFile})`,
    };
  if (code === 'ENOENT' && fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink())
    return {
      file: relFile,
      message: `is a symbolic link to ${fs.readlinkSync(file)}, which does not exist`,
      hint: 'point the link at an existing file, or delete it',
    };
  if (code === 'EISDIR')
    return { file: relFile, message: 'is a folder, not a file', hint: 'rename the folder or move it elsewhere' };
  return undefined;
}

/** Runs `read`, turning a file-system error of `file` into a BuildError that names it. */
export function withFileErrors<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    const problem = e instanceof BuildError ? undefined : fileSystemProblem(e, file);
    if (problem) throw new BuildError('A content file cannot be read.', [problem]);
    throw e;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Line (1-based) of byte `at` of `bytes`. */
function lineOfByte(bytes: Uint8Array, at: number): number {
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** The first line of `bytes` that is not valid UTF-8. */
function firstInvalidLine(bytes: Uint8Array): number {
  let start = 0;
  let line = 1;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    try {
      utf8.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
    line++;
  }
  return 1;
}

/**
 * A text file of the content as a string, without a byte-order mark. Binary (a NUL byte) and
 * non-UTF-8 files, and files that cannot be read, are refused with their file and line.
 */
export function readTextFile(file: string, opts: { maxBytes?: number } = {}): string {
  const relFile = rel(file);
  const bytes = withFileErrors(file, () => {
    if (opts.maxBytes !== undefined) {
      const size = fs.statSync(file).size;
      if (size > opts.maxBytes) throw new BuildError('A page is too large.', [tooLarge(relFile, size, opts.maxBytes)]);
    }
    return fs.readFileSync(file);
  });
  const nul = bytes.indexOf(0);
  if (nul >= 0)
    throw new BuildError('A content file is not text.', [
      {
        file: relFile,
        line: lineOfByte(bytes, nul),
        message: 'is a binary file (it holds a NUL byte), not UTF-8 text',
        hint: 'save it as UTF-8 text, or move it out of the content folder (images and downloads go in static/)',
      },
    ]);
  try {
    return stripBom(utf8.decode(bytes)); // TextDecoder leaves the BOM out already; stripBom for a second one
  } catch {
    throw new BuildError('A content file is not UTF-8.', [
      {
        file: relFile,
        line: firstInvalidLine(bytes),
        message: 'is not valid UTF-8 text (another encoding, such as Windows-1252 or UTF-16?)',
        hint: "re-save the file as UTF-8 in your editor (VS Code: 'Save with Encoding' > UTF-8)",
      },
    ]);
  }
}

function tooLarge(file: string, size: number, max: number): Problem {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return {
    file,
    line: 1,
    message: `is ${mb(size)}; a page may be at most ${mb(max)} (larger pages take minutes to parse)`,
    hint: 'split it into several pages, or move generated data into a file the page imports or links to',
  };
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
// Elements whose end tag HTML lets authors leave out, and void elements: no nesting can be counted from them.
const UNCOUNTED = new Set(
  'area base br col embed hr img input link meta param source track wbr li p dt dd tr td th thead tbody tfoot option optgroup colgroup rt rp html head body'.split(
    ' ',
  ),
);
const TAG = /<(\/?)([A-Za-z][\w.:-]*)\b[^<>]*?(\/?)>/g;

const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/**
 * How deep a line nests blockquotes (`> > >`), how many list markers it holds in a row (`- - - item`, each
 * one list level) and how far it is indented (list levels; counted from the last `>`, before any marker).
 */
function lineDepth(line: string): { quotes: number; markers: number; indent: number } {
  let quotes = 0;
  let markers = 0;
  let indent = 0;
  const breakLine = THEMATIC_BREAK.test(line);
  for (let i = 0; i < line.length;) {
    const c = line[i];
    if (c === '>') {
      quotes++;
      indent = 0;
    } else if (c === ' ' || c === '\t') {
      if (markers === 0) indent += c === ' ' ? 1 : 4;
    } else {
      const m = breakLine ? null : LIST_MARKER.exec(line.slice(i, i + 11));
      if (!m) break;
      markers++;
      i += m[0].length;
      continue;
    }
    i++;
  }
  return { quotes, markers, indent };
}

/**
 * Refuses a page nested deeper than MAX_NESTING, at the line where it gets too deep: blockquotes,
 * list levels (an indentation over 2 columns a level), and HTML/JSX elements opened and not yet
 * closed. Code blocks are not counted. Runs before the parser, whose recursion would overflow the stack.
 */
export function checkNesting(source: string, file: string): void {
  let fence: string | null = null;
  let tags = 0;
  const lines = source.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    const f = FENCE.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const { quotes, markers, indent } = lineDepth(line);
    let what = quotes > MAX_NESTING ? `${quotes} nested blockquotes` : '';
    if (!what && indent > MAX_NESTING * 2)
      what = `an indentation of ${indent} columns (lists nested over ${MAX_NESTING} levels deep)`;
    if (!what && markers > 1 && quotes + markers + Math.floor(indent / 2) > MAX_NESTING)
      what = `${markers} list markers in a row on one line (lists nested over ${MAX_NESTING} levels deep)`;
    if (!what && line.includes('<')) {
      for (const m of line.replace(/`[^`]*`/g, '').matchAll(TAG)) {
        if (m[3] || UNCOUNTED.has(m[2].toLowerCase())) continue;
        tags = m[1] ? Math.max(0, tags - 1) : tags + 1;
        if (tags > MAX_NESTING) {
          what = `${tags} HTML/JSX elements open inside each other`;
          break;
        }
      }
    }
    if (what)
      throw new BuildError('A page is nested too deeply.', [
        {
          file,
          line: n + 1,
          message: `${what}; pages may nest at most ${MAX_NESTING} levels`,
          hint: 'flatten the structure (close elements, use headings instead of deeper levels), or split the page',
        },
      ]);
  }
}

/** A page's source (.md/.mdx): readTextFile within the page size limit, and checked for nesting. */
export function readPageSource(file: string): string {
  const source = readTextFile(file, { maxBytes: MAX_PAGE_BYTES });
  checkNesting(source, rel(file));
  return source;
}

/** The YAML error of a parsed document as a problem: at the line of the mistake, where YAML reports the end of it. */
export function yamlProblem(doc: Document, text: string, file: string, lineOffset = 0): Problem | undefined {
  const e = doc.errors[0];
  if (!e) return undefined;
  let line = e.linePos?.[0].line ?? 1;
  let message = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  let column = e.linePos?.[0].col;
  // An unclosed [ { or quote is found where the text goes on: name the line that opened it.
  const opener = /end with an? ([\]}])/.exec(message)?.[1] ?? /Missing closing ("|')quote/.exec(message)?.[1];
  if (opener) {
    const open = opener === ']' ? '[' : opener === '}' ? '{' : opener;
    const lines = text.split('\n');
    for (let n = Math.min(line, lines.length) - (opener === ']' || opener === '}' ? 1 : 0); n >= 1; n--) {
      if (lines[n - 1].includes(open)) {
        message = `the ${open} here is never closed (${message})`;
        line = n;
        column = lines[n - 1].indexOf(open) + 1;
        break;
      }
    }
  }
  return { file, line: line + lineOffset, column, message: `YAML syntax error: ${message}` };
}

/**
 * The document's value, with alias expansion bounded (MAX_YAML_ALIASES): an alias bomb is reported
 * at the line of its first alias instead of taking all memory or ending in an uncaught exception.
 */
export function yamlValue(doc: Document, text: string, file: string, lineOffset = 0): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    if (!(e instanceof ReferenceError)) throw e;
    let at: number | undefined;
    visit(doc, {
      Alias(_, node) {
        at ??= node.range?.[0];
      },
    });
    const line = at === undefined ? 1 : text.slice(0, at).split('\n').length;
    throw new BuildError('Invalid YAML.', [
      {
        file,
        line: line + lineOffset,
        message: `YAML: its aliases (*name) expand to more than ${MAX_YAML_ALIASES} copies of other values (an "alias bomb")`,
        hint: 'write the values out instead of repeating aliases of aliases',
      },
    ]);
  }
}

/** Parses YAML text of `file` into a value; a syntax error or alias bomb throws one located BuildError. */
export function parseYaml(
  text: string,
  file: string,
  opts: { lineOffset?: number; title?: string; hint?: string } = {},
): unknown {
  const doc = parseDocument(stripBom(text), { prettyErrors: true, uniqueKeys: true });
  const problem = yamlProblem(doc, text, file, opts.lineOffset);
  if (problem) throw new BuildError(opts.title ?? 'Invalid YAML.', [{ ...problem, hint: opts.hint }]);
  return yamlValue(doc, text, file, opts.lineOffset);
}
