// ```mermaid code blocks (with the site config's `markdown.mermaid`, as Docusaurus's theme-mermaid):
// each becomes a `<mermaid value="…">` element, which pages map to the theme's Mermaid component
// (src/theme/mdx/Mermaid.tsx). The diagram is drawn in the browser, the source shown until then.
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export default function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'mermaidCodeBlock',
        data: { hName: 'mermaid', hProperties: { value: node.value } },
      } as never;
    });
  };
}
