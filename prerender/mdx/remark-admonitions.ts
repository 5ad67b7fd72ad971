// `:::note[Title]` container directives become <Admonition type title> elements; any other directive
// (a stray `:word` in prose) is turned back into the text it was written as.
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import { visit, SKIP } from './walk.ts';

// Docusaurus 3's keywords: the five, `caution`, and `important`, `secondary`, `success` (drawn as info, note, tip).
export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'secondary',
  'success',
] as const;

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: any[];
  position?: any;
}

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node: any, index, parent: any) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(node.name)) {
        const d = node as DirectiveNode;
        let title: string | undefined = d.attributes?.title ?? undefined;
        const children = [...d.children];
        if (children[0]?.type === 'paragraph' && children[0].data?.directiveLabel) {
          const label = children.shift() as Paragraph;
          title = label.children.map((c: PhrasingContent) => ('value' in c ? c.value : '')).join('');
        }
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: d.name }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes,
          children,
          position: d.position,
        };
        return;
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
        // Not ours: restore the literal text so "ratio 3:1" or "see:this" survive.
        const d = node as DirectiveNode;
        const text = {
          type: 'text',
          value: `${node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::'}${d.name}`,
        };
        // A container's children are blocks: they follow the restored marker instead of going into
        // its paragraph (a <p> inside a <p> is not HTML).
        const replacement =
          node.type === 'textDirective'
            ? [text, ...d.children]
            : node.type === 'leafDirective'
              ? [{ type: 'paragraph', children: [text, ...d.children] }]
              : [{ type: 'paragraph', children: [text] }, ...d.children];
        parent.children.splice(index, 1, ...replacement);
        return [SKIP, index + replacement.length];
      }
    });
  };
}
