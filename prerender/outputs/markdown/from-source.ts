// The `.md` copy of a plain Markdown page made from its source text, without serialising its tree:
// the same text pageBody (./serialize.ts) writes, for pages whose every line is a construct whose
// serialised form is known here. The front matter goes, links become absolute (absoluteUrl), a
// heading's `{#id}` goes, `*emphasis*` becomes `_emphasis_`, list items are renumbered, tables and
// code fences are written as the serialiser writes them, and a comment on a line of its own goes.
// Anything else (JSX, expressions, imports, images, HTML, block quotes, nesting, characters the
// serialiser would escape, a construct in an unusual position) makes the page undefined: its copy is
// then serialised from its tree as before. tests/unit/markdown-from-source.test.ts compares the two.
import { absoluteUrl, type MarkdownSource } from './serialize.ts';

type Links = Pick<MarkdownSource, 'siteUrl' | 'routes' | 'linkSettings'>;

interface Context {
  mdx: boolean;
  /** How a comment line is written in the prepared source. */
  comment: RegExp;
  file: string;
  route: string;
  links: Links;
}

/** Thrown for a construct this module does not reproduce (copyFromSource then gives undefined). */
class Unsupported extends Error {}

const need = <T>(value: T | undefined | null | false): T => {
  if (value === undefined || value === null || value === false) throw new Unsupported();
  return value;
};

/**
 * The body pageBody would make for this prepared source (MdxCompiler's, after preprocessMdx for MDX),
 * or undefined when the page needs the serialiser, which also reports any error (a link it cannot resolve).
 */
export function copyFromSource(
  source: string,
  page: { file: string; route: string; mdx: boolean },
  links: Links,
): string | undefined {
  if (source.includes('\r')) return undefined;
  const ctx = { ...page, comment: page.mdx ? MDX_COMMENT : HTML_COMMENT, links };
  try {
    const blocks = readBlocks(withoutFrontMatter(source).split('\n'), ctx);
    return blocks.length ? `${blocks.join('\n\n')}\n` : undefined;
  } catch {
    return undefined;
  }
}

function withoutFrontMatter(source: string): string {
  if (!source.startsWith('---\n')) return source;
  const end = /^---[ \t]*$/m.exec(source.slice(4));
  need(end);
  return source.slice(4 + end!.index + end![0].length);
}

const FENCE_OPEN = /^(`{3,})([\w+-]*)(?: ([^\s`&\\](?:[^`&\\]*[^\s`&\\])?))?$/;
const HEADING = /^(#{1,6}) (.*)$/;
const HEADING_ID = /\s*\\?\{#[^\s{}]+\}\s*$/;
const LIST_ITEM = /^(?:([-*+])|(\d{1,9})([.)])) (.*)$/;
/** A comment on a line of its own: HTML in a Markdown page, an MDX comment in an MDX page (preprocessMdx made it one). */
const HTML_COMMENT = /^<!--(?:(?!-->).)*-->$/;
const MDX_COMMENT = /^\{\/\*(?:(?!\*\/).)*\*\/\}$/;
const RULE = /^(?:---|\*\*\*|___)$/;

type Kind = 'paragraph' | 'list' | 'other';
type Block = { text?: string; end: number; kind: Kind };

/** Splits the lines into blocks, each written as the serialiser writes it; the serialiser puts a blank line between blocks. */
function readBlocks(lines: string[], ctx: Context): string[] {
  const out: string[] = [];
  let afterList = false;
  for (let i = 0; i < lines.length;) {
    const line = lines[i];
    if (line === '') {
      i++;
      continue;
    }
    let next: Block;
    if (FENCE_OPEN.test(line)) next = fence(lines, i);
    else if (HEADING.test(line)) next = { text: heading(line, ctx), end: i + 1, kind: 'other' };
    else if (ctx.comment.test(line)) next = { end: endOfBlock(lines, i + 1), kind: 'other' };
    else if (RULE.test(line)) next = { text: '---', end: i + 1, kind: 'other' };
    else if (LIST_ITEM.test(line)) next = list(lines, i, ctx, afterList);
    else if (line.startsWith('|')) next = table(lines, i, ctx);
    else next = paragraph(lines, i, ctx);
    // A dropped comment leaves its neighbours adjacent, as in the tree.
    if (next.text !== undefined) {
      out.push(next.text);
      afterList = next.kind === 'list';
    }
    i = next.end;
  }
  return out;
}

/** Where a block that must end at a blank line (or the end) ends. */
function endOfBlock(lines: string[], i: number): number {
  need(i >= lines.length || lines[i] === '');
  return i;
}

/** A fenced code block: its fence as long as the serialiser makes it (longer than any run of backticks inside). */
function fence(lines: string[], start: number): Block {
  const [, open, lang, meta] = FENCE_OPEN.exec(lines[start])!;
  need(lang !== 'mdx-code-block' && (lang || !meta));
  const close = new RegExp(`^ {0,3}\`{${open.length},}[ \\t]*$`);
  let end = start + 1;
  while (end < lines.length && !close.test(lines[end])) end++;
  need(end < lines.length);
  const value = lines.slice(start + 1, end).join('\n');
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const marker = '`'.repeat(Math.max(3, longest + 1));
  const info = lang + (meta ? ` ${meta}` : '');
  const text = end > start + 1 ? `${marker}${info}\n${value}\n${marker}` : `${marker}${info}\n${marker}`;
  return { text, end: end + 1, kind: 'other' };
}

function heading(line: string, ctx: Context): string {
  const [, hashes, rest] = HEADING.exec(line)!;
  const content = rest.replace(HEADING_ID, '').trim();
  need(content);
  return `${hashes} ${phrasing(content, ctx)}`;
}

/** A tight list of one-line items, alone between blank lines; ordered items numbered from the first. */
function list(lines: string[], start: number, ctx: Context, afterList: boolean): Block {
  need(!afterList); // two lists in a row change the serialiser's bullet
  const first = LIST_ITEM.exec(lines[start])!;
  const marker = first[1] ?? first[3];
  const number = first[2] === undefined ? undefined : Number(first[2]);
  const items: string[] = [];
  let end = start;
  for (let m; end < lines.length && (m = LIST_ITEM.exec(lines[end])); end++) {
    need((m[1] ?? m[3]) === marker);
    const bullet = number === undefined ? '-' : `${number + items.length}.`;
    items.push(`${bullet} ${lineText(m[4], ctx)}`);
  }
  endOfBlock(lines, end);
  // A blank line and another item of the same list would make it loose (items a blank line apart).
  let after = end;
  while (after < lines.length && lines[after] === '') after++;
  need(after === lines.length || !LIST_ITEM.test(lines[after]));
  return { text: items.join('\n'), end, kind: 'list' };
}

const DELIMITER_ROW = /^\|(?: *-+ *\|)+$/;

/** A GFM table without alignment, every row with the header's cells, written `| a | b |` with a `| - | - |` delimiter row. */
function table(lines: string[], start: number, ctx: Context): Block {
  const cells = (line: string) => {
    need(line.length > 1 && line.startsWith('|') && line.endsWith('|') && !line.includes('\\'));
    return line
      .slice(1, -1)
      .split('|')
      .map((cell) => lineText(need(cell.trim()), ctx));
  };
  const header = cells(lines[start]);
  need(start + 1 < lines.length && DELIMITER_ROW.test(lines[start + 1]));
  need(lines[start + 1].split('|').length - 2 === header.length);
  const rows = [header, header.map(() => '-')];
  let end = start + 2;
  for (; end < lines.length && lines[end] !== ''; end++) {
    const row = cells(lines[end]);
    need(row.length === header.length);
    rows.push(row);
  }
  return { text: rows.map((row) => `| ${row.join(' | ')} |`).join('\n'), end, kind: 'other' };
}

/** A paragraph: plain lines up to a blank line; a line that could start another block is refused. */
function paragraph(lines: string[], start: number, ctx: Context): Block {
  const text: string[] = [];
  let end = start;
  for (; end < lines.length && lines[end] !== ''; end++) {
    const line = lines[end];
    need(!line.startsWith('```') && !LIST_ITEM.test(line) && !ctx.comment.test(line));
    need(!ctx.mdx || !/^(?:import|export)\b/.test(line)); // MDX's ESM, no text of the page
    text.push(lineText(line, ctx));
  }
  return { text: text.join('\n'), end, kind: 'paragraph' };
}

/**
 * A line of paragraph, list item or table cell text. Its start must be no block syntax (the
 * serialiser escapes `1.`, `-`, `#` … there), and no space may start or end it (the parser strips them).
 */
function lineText(line: string, ctx: Context): string {
  need(/^[\p{L}\p{N}`*_["'(]/u.test(line) && !/^\d+[.)]/.test(line) && !/^\*\s/.test(line));
  need(!/\s$/.test(line));
  return phrasing(line, ctx);
}

// Outside code spans: characters the serialiser escapes or that start syntax handled elsewhere.
const UNSAFE_TEXT = /[\\<>{}[\]|~#&@]|\p{Cc}|:(?![\s*)"',.]|$)|[Ww]\.[-.\w]/u;
/** `w.` at the end of a piece of text is escaped when what follows it starts `[-.\w]` (GFM's `www.` autolinks). */
const W_DOT_END = /[Ww]\.$/;
// Sticky: each is tried where the text is (lastIndex).
const EMPHASIS = /(\*\*|\*|_)([\p{L}\p{N}](?:[^*_`[\]]*[\p{L}\p{N}.,;:!?])?)\1(?=$|[\s.,;:!?)"'])/uy;
// A destination with `\\` or `&` (escapes, character references) is not the URL the parser reads.
const LINK = /\[([^[\]]+)\]\(([^()\s<>\\&]+)\)/y;
const CODE = /`[^`\s](?:[^`]*[^`\s])?`(?!`)/y;

const SPECIAL = /[*_`[]/g;

const at = (re: RegExp, line: string, i: number) => ((re.lastIndex = i), re.exec(line));

/**
 * Inline content: text, code spans, emphasis and strong around plain text, links with plain text.
 * `close`: what the serialiser writes right after it (an emphasis's `_`, a link's `]`; '' for a line).
 */
function phrasing(line: string, ctx: Context, close = ''): string {
  const inner = close !== '';
  let out = '';
  let plain = '';
  const flush = (next: string) => {
    need(!plain || (!UNSAFE_TEXT.test(plain) && !(W_DOT_END.test(plain) && /[-.\w]/.test(next))));
    out += plain;
    plain = '';
  };
  for (let i = 0; i < line.length;) {
    if (!'*_`['.includes(line[i])) {
      const special = at(SPECIAL, line, i);
      const end = special ? special.index : line.length;
      plain += line.slice(i, end);
      i = end;
      continue;
    }
    const before = i ? line[i - 1] : ' ';
    let m: RegExpExecArray | null;
    if ((m = at(CODE, line, i))) {
      flush('`');
      out += m[0];
    } else if (!inner && /[\s("']/.test(before) && (m = at(EMPHASIS, line, i))) {
      // Text ending with punctuation (`*a, b,* c`) must be followed by a space or the end of the line.
      const after = line.charAt(i + m[0].length);
      need(/[\p{L}\p{N}]$/u.test(m[2]) || after === '' || /\s/.test(after));
      const marker = m[1] === '**' ? '**' : '_';
      flush(marker);
      out += marker + phrasing(m[2], ctx, marker) + marker;
    } else if (!inner && (m = at(LINK, line, i))) {
      need(before !== '!'); // an image
      flush('[');
      out += link(m[1], m[2], ctx);
    } else throw new Unsupported(); // a literal `*`, `_`, `` ` `` or `[`, which the serialiser escapes
    i += m[0].length;
  }
  flush(close);
  return out;
}

/** `[text](url)` with the URL made absolute as the serialiser's caller does; a URL it would write otherwise is refused. */
function link(text: string, url: string, ctx: Context): string {
  need(!text.startsWith(' ') && !text.endsWith(' '));
  const href = absoluteUrl(url, ctx.file, ctx.route, ctx.links);
  need(/^[A-Za-z0-9\-._~:/?#%=+,@]+$/.test(href) && href !== text && href !== `mailto:${text}`);
  return `[${phrasing(text, ctx, ']')}](${href})`;
}
