// MDX has no HTML comments: `<!-- note -->` is a syntax error there. Docusaurus 3 rewrites them into
// MDX comments before compiling (its `markdown.mdx1Compat.comments`, on by default), so `.md` files
// written for CommonMark keep building when they are compiled as MDX. Comments inside code (fenced
// blocks and inline code spans) are code and stay as they are; a comment that holds a fenced block (a
// commented-out example) is one comment, as Docusaurus's parser reads it.
const FENCE = /^\s{0,3}(`{3,}|~{3,})(.*)$/;

/** One comment as an MDX expression comment; a `*\/` inside would end it early. */
function asMdxComment(inner: string): string {
  return `{/*${inner.replace(/\*\//g, '*\\/')}*/}`;
}

/** Rewrites the comments of prose (no fences in it), skipping inline code spans. */
function rewriteProse(text: string): string {
  return scanProse(text).text;
}

/** Whether the prose ends inside a comment: a fence after it is part of the comment, not code. */
const endsInComment = (text: string) => text.includes('<!--') && scanProse(text).unclosed;

function scanProse(text: string): { text: string; unclosed: boolean } {
  if (!text.includes('<!--')) return { text, unclosed: false };
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const close = text.indexOf(run, i + run.length);
      const blank = text.indexOf('\n\n', i);
      // An unmatched backtick run (none later in its paragraph) is literal text.
      const end = close < 0 || (blank >= 0 && blank < close) ? i + run.length : close + run.length;
      out += text.slice(i, end);
      i = end;
    } else if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0) return { text: out + text.slice(i), unclosed: true }; // left to the MDX parser to report
      out += asMdxComment(text.slice(i + 4, close));
      i = close + 3;
    } else {
      out += text[i++];
    }
  }
  return { text: out, unclosed: false };
}

export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const lines = source.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (prose.length) out.push(rewriteProse(prose.join('\n')));
    prose = [];
  };
  for (const line of lines) {
    const f = FENCE.exec(line);
    // A comment runs to its `-->`, over fenced blocks too (`<!--` then a code block left out of the page).
    if (fence === null && f && !endsInComment(prose.join('\n'))) {
      flush();
      fence = f[1];
      out.push(line);
    } else if (fence !== null) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && f[2].trim() === '') fence = null;
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  return out.join('\n');
}
