// What each JSX component of a page becomes in the page's `.md` copy. A component maps to a function
// returning Markdown nodes (mdast); its children arrive already converted. A component not listed
// here is unwrapped (its children stay, the tag goes), or dropped when it has no children, so an
// interactive widget leaves nothing behind. To make a component emit Markdown (a generated reference
// table, say), add an entry: see "Markdown copies" in CONTRIBUTING.md.
import type { BlockContent, PhrasingContent, RootContent } from 'mdast';

export interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
}

export interface ComponentContext {
  /** A string attribute of the element (`label="cURL"`); expressions (`label={x}`) are undefined. */
  attr(name: string): string | undefined;
  /** The element's children, converted (partials inlined, nested components resolved). */
  children: RootContent[];
  /** `flow` for a block element, `text` for one inside a paragraph: return phrasing content then. */
  kind: 'flow' | 'text';
  /** The site's absolute URL (no trailing slash) and the page's route, for absolute links. */
  siteUrl: string;
  route: string;
}

export type MarkdownComponent = (node: JsxNode, ctx: ComponentContext) => RootContent[];

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const markdownComponents: Record<string, MarkdownComponent> = {
  // Every tab's content, one after another, each under its label.
  Tabs: (_node, ctx) => ctx.children,
  TabItem: (_node, ctx) => {
    const label = ctx.attr('label') ?? ctx.attr('value');
    return label ? [{ type: 'paragraph', children: [strong(label)] }, ...ctx.children] : ctx.children;
  },
  // `:::tip[Title]` becomes a blockquote headed by its type and title.
  Admonition: (_node, ctx) => {
    const type = ctx.attr('type') ?? 'note';
    const title = ctx.attr('title');
    const heading = title ? `${capitalize(type)}: ${title}` : capitalize(type);
    return [
      {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [strong(heading)] }, ...(ctx.children as BlockContent[])],
      },
    ];
  },
  // Interactive: a reader of the Markdown can use the page itself.
  Playground: () => [],
  // HTML elements written in MDX.
  a: (_node, ctx) => {
    const href = ctx.attr('href');
    return href ? [{ type: 'link', url: href, children: ctx.children as PhrasingContent[] }] : ctx.children;
  },
  img: (_node, ctx) => {
    const src = ctx.attr('src');
    return src ? [{ type: 'image', url: src, alt: ctx.attr('alt') ?? '' }] : [];
  },
  br: (_node, ctx) => (ctx.kind === 'text' ? [{ type: 'break' }] : []),
  strong: (_node, ctx) => [{ type: 'strong', children: ctx.children as PhrasingContent[] }],
  b: (_node, ctx) => [{ type: 'strong', children: ctx.children as PhrasingContent[] }],
  em: (_node, ctx) => [{ type: 'emphasis', children: ctx.children as PhrasingContent[] }],
  i: (_node, ctx) => [{ type: 'emphasis', children: ctx.children as PhrasingContent[] }],
  code: (_node, ctx) => [{ type: 'inlineCode', value: ctx.children.map(plainText).join('') }],
  summary: (_node, ctx) =>
    ctx.kind === 'text'
      ? [{ type: 'strong', children: ctx.children as PhrasingContent[] }]
      : [{ type: 'paragraph', children: [{ type: 'strong', children: inline(ctx.children) }] }],
  script: () => [],
  style: () => [],
};

function plainText(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

/** Phrasing content of converted children (a flow element's paragraphs flattened). */
function inline(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((n) => (n.type === 'paragraph' ? n.children : [n as PhrasingContent]));
}
