// Heading ids and their "#" links in one pass over the HTML tree: a heading without an id (no
// `{#custom-id}`) gets the GitHub-style slug of its text, unique within the page; h2-h6 get an
// appended `<a class="hash-link" href="#id">`. This is what rehype-slug followed by
// rehype-autolink-headings (behavior 'append') produced, with the same ids, attributes and
// attribute order, without two more walks and a structured clone per heading.
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'mdast-util-to-string';
import { visit } from './walk.ts';

const LINKED = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** The text of an HTML node: its text nodes' values, as hast-util-to-string gives it. */
function textOf(node: ElementContent | Root): string {
  if ('children' in node) return node.children.map((c) => (c.type === 'text' ? c.value : 'children' in c ? textOf(c) : '')).join('');
  return 'value' in node ? node.value : '';
}

export default function rehypeHeadingLinks() {
  const slugger = new GithubSlugger();
  return (tree: Root) => {
    slugger.reset();
    visit(tree, 'element', (node: Element) => {
      if (!/^h[1-6]$/i.test(node.tagName)) return;
      if (!node.properties.id) node.properties.id = slugger.slug(textOf(node));
      if (!LINKED.has(node.tagName)) return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], ariaLabel: `Direct link to ${toString(node as never)}`, translate: 'no', href: `#${String(node.properties.id)}` },
        children: [{ type: 'text', value: '\u200b' }],
      });
    });
  };
}
