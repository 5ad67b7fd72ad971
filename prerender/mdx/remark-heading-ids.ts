// Explicit heading ids, Docusaurus style: `## Install {#setup}` renders "Install" with id="setup",
// which the TOC, the anchor link and the link checker use instead of the slug of the text.
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const TRAILING_ID = /\s*\\?\{#([^\s{}]+)\}\s*$/;
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

/** The custom id of a heading, if it ends with `{#id}`; removes the marker from its text. */
export function takeHeadingId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const m = TRAILING_ID.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  if (!last.value) node.children.pop();
  return m[1];
}

export default function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const id = takeHeadingId(node);
      if (!id) return;
      const data = (node.data ??= {}) as { id?: string; hProperties?: Record<string, unknown> };
      data.id = id;
      data.hProperties = { ...data.hProperties, id };
    });
  };
}
