// The Markdown tree of a page as the build keeps it for its `.md` copy: the page's mdast as the MDX
// compiler parsed it (admonitions already elements, links as written), without source positions and
// JavaScript syntax trees, and with the names its `import`s bind. It is cached with the compiled page
// (prerender/mdx/cached-mdx-plugin.ts), so the copies cost no second parse.
import type { Root } from 'mdast';

export interface MarkdownTree {
  root: Root;
  /** Local name -> module specifier of the page's default imports (`import Tip from './tip.mdx'`). */
  imports: Record<string, string>;
}

const DROPPED_KEYS = new Set(['position', 'estree']);

/** A detached copy of a page's tree, as small as it can be while serializing the page. */
export function markdownTreeOf(tree: Root): MarkdownTree {
  const imports: Record<string, string> = {};
  const copy = (node: any): any => {
    if (Array.isArray(node)) return node.map(copy).filter((n) => n !== undefined);
    if (!node || typeof node !== 'object') return node;
    if (node.type === 'mdxjsEsm') {
      for (const stmt of node.data?.estree?.body ?? []) {
        if (stmt.type !== 'ImportDeclaration') continue;
        for (const spec of stmt.specifiers)
          if (spec.type === 'ImportDefaultSpecifier') imports[spec.local.name] = String(stmt.source.value);
      }
      return undefined;
    }
    if (node.type === 'yaml' || node.type === 'toml') return undefined;
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      // `{'{'}` or `{"<b>"}` in prose is text; comments and other expressions show nothing.
      const body = node.data?.estree?.body;
      const expr = body?.length === 1 && body[0].type === 'ExpressionStatement' ? body[0].expression : undefined;
      if (expr?.type === 'Literal' && (typeof expr.value === 'string' || typeof expr.value === 'number')) {
        const text = { type: 'text', value: String(expr.value) };
        return node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text] } : text;
      }
      return undefined;
    }
    // Attribute values written as expressions (`label={'A'}`) keep their source text only.
    if (node.type === 'mdxJsxAttributeValueExpression') return { type: node.type, value: node.value };
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (DROPPED_KEYS.has(k)) continue;
      if (k === 'data') {
        const { estree: _e, ...rest } = v as Record<string, unknown>;
        if (Object.keys(rest).length) out.data = copy(rest);
        continue;
      }
      out[k] = copy(v);
    }
    return out;
  };
  return { root: copy(tree), imports };
}
