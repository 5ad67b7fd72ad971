// Explicit heading ids, Docusaurus style: `## Install {#setup}` renders "Install" with id="setup",
// which the TOC, the anchor link and the link checker use instead of the slug of the text. Docusaurus 3
// also reads the id from a trailing MDX comment, `## Install {/* #setup */}`, which is valid MDX
// without escaping; a Markdown page that writes it the same way gets the same result.
import type { Heading, Root } from 'mdast';
import { visit } from './walk.ts';

const TRAILING_ID = /\s*\\?\{#([^\s{}]+)\}\s*$/;
/** `{/* #id *\/}` as text (Markdown pages), and the inside of the MDX expression. */
const TRAILING_COMMENT_ID = /\s*\{\s*\/\*\s*#([^\s{}*]+)\s*\*\/\s*\}\s*$/;
const COMMENT_ID = /^\s*\/\*\s*#([^\s{}*]+)\s*\*\/\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * In MDX `{…}` is a JavaScript expression, so `{#id}` at the end of a heading would be a syntax
 * error; escaping its brace makes it text, which the plugin below then reads. Lines inside code
 * fences are left alone.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (f) {
        if (fence === null) fence = f[1];
        else if (f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = null;
        return line;
      }
      if (fence !== null || !/^\s{0,3}#{1,6}\s/.test(line)) return line;
      return line.replace(/(?<!\\)\{#([^\s{}]+)\}(\s*)$/, '\\{#$1}$2');
    })
    .join('\n');
}

/**
 * The custom id of a heading, if it ends with `{#id}` or `{/* #id *\/}`; removes the marker from
 * its text (and the space before it, so the TOC and the title have none).
 */
export function takeHeadingId(node: Heading): string | undefined {
  const children = node.children as (Heading['children'][number] | { type: 'mdxTextExpression'; value: string })[];
  const last = children[children.length - 1];
  if (!last) return undefined;
  if (last.type === 'mdxTextExpression') {
    const m = COMMENT_ID.exec(last.value);
    if (!m) return undefined;
    children.pop();
    const before = children[children.length - 1];
    if (before?.type === 'text') {
      before.value = before.value.trimEnd();
      if (!before.value) children.pop();
    }
    return m[1];
  }
  if (last.type !== 'text') return undefined;
  const m = TRAILING_ID.exec(last.value) ?? TRAILING_COMMENT_ID.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  if (!last.value) children.pop();
  return m[1];
}

const COMMENT_ONLY = /^\s*(\/\*[^]*?\*\/\s*)+$/;

/**
 * MDX comments in a heading render nothing; left in the tree their text would reach the TOC and its
 * anchor would differ from the heading's id.
 */
function dropComments(node: Heading): void {
  const children = node.children as { type: string; value?: string }[];
  const kept = children.filter(
    (c) =>
      !(c.type === 'mdxTextExpression' && COMMENT_ID.exec(c.value ?? '') === null && COMMENT_ONLY.test(c.value ?? '')),
  );
  if (kept.length === children.length) return;
  const last = kept[kept.length - 1];
  if (last?.type === 'text') last.value = last.value!.trimEnd();
  node.children = kept as Heading['children'];
}

export default function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      dropComments(node);
      const id = takeHeadingId(node);
      if (!id) return;
      const data = (node.data ??= {}) as { id?: string; hProperties?: Record<string, unknown> };
      data.id = id;
      data.hProperties = { ...data.hProperties, id };
    });
  };
}
