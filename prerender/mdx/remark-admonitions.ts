// `:::note[Title]` container directives become <Admonition type title> elements; any other directive
// (a stray `:word` in prose) is turned back into the text it was written as.
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import path from 'node:path';
import { visit, SKIP } from './walk.ts';
import { formatProblem } from '../report/errors.ts';
import { DEFAULT_ADMONITIONS, sectionOf, type MarkdownExtensions } from './extensions.ts';

export { DEFAULT_ADMONITIONS as ADMONITION_TYPES } from './extensions.ts';

export interface AdmonitionOptions {
  /** The site config's keywords by section (./extensions.ts); without it, Docusaurus's defaults. */
  extensions?: MarkdownExtensions | undefined;
}

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: any[];
  position?: any;
}

/** A `:::word` block that is no keyword of the page's section: a warning at its line (it shows as text, as in Docusaurus). */
function warnUnknown(name: string, line: number | undefined, file: string | undefined, keywords: string[]): void {
  const where = file ? path.relative(process.cwd(), file) : '(page)';
  const problem = formatProblem({
    file: where,
    line,
    message: `\`:::${name}\` is not an admonition keyword, so it shows as text`,
    hint: keywords.length
      ? `use one of ${keywords.map((k) => `\`${k}\``).join(', ')}, or add "${name}" to \`admonitions.keywords\` of this section (docs, blog or pages) in the site config`
      : 'admonitions are off for this section (`admonitions: false` in the site config)',
  });
  console.warn(`Warning: an unknown admonition (the build goes on):\n${problem}`);
}

export default function remarkAdmonitions(options: AdmonitionOptions = {}) {
  const ext = options.extensions;
  return (tree: Root, file?: { path?: string }) => {
    const keywords = ext && file?.path ? ext.admonitions[sectionOf(file.path, ext.contentDir)] : DEFAULT_ADMONITIONS;
    visit(tree, (node: any, index, parent: any) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && !keywords.includes(node.name))
        warnUnknown(node.name, node.position?.start.line, file?.path, keywords);
      if (node.type === 'containerDirective' && keywords.includes(node.name)) {
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
        // Walk on into the new element: a nested `:::tip` inside `::::warning` is among its children (a copy
        // of the directive's), not the directive's, which the walk would otherwise go through.
        return index;
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
