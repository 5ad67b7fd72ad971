// Plain Markdown pages (`.md`) skip MDX's JavaScript code generation and the bundler: the same remark
// and rehype plugins produce the page's tree, which is stored as compact JSON ("page tree") and
// rendered in the browser and on the server by src/theme/mdx/TreeContent.tsx with the same components
// as MDX pages. `.md` has no JSX, imports or expressions, so its whole output is data. Raw HTML is
// dropped, as MDX does for `format: 'md'`.
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import { rehypePlugins } from './options.ts';
import type { TreeNode } from '../../src/shared/types.ts';

const FRAGMENT = '#';

export function treeProcessor(remarkPlugins: any[], rehype: any[] = rehypePlugins): Processor<any, any, any, any, any> {
  return (
    unified()
      .use(remarkParse)
      .use(remarkPlugins)
      // Admonitions are MDX JSX elements in the Markdown tree; pass them to the HTML tree untouched.
      // Raw HTML is kept until the end and then removed, as MDX does, so the whitespace around it is
      // the same as in an MDX module.
      .use(remarkRehype, { allowDangerousHtml: true, passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] })
      .use(rehype)
      .use(rehypeRemoveRaw)
      .freeze() as unknown as Processor<any, any, any, any, any>
  );
}

function rehypeRemoveRaw() {
  return (tree: Root) => {
    const strip = (node: { children?: { type: string }[] }) => {
      if (!node.children) return;
      node.children = node.children.filter((c) => c.type !== 'raw');
      node.children.forEach(strip as never);
    };
    strip(tree as never);
  };
}

/** The HTML tree as a page tree, with props converted exactly as React expects them. */
export function toPageTree(tree: Root): TreeNode {
  // The runtime tells one child from many by Array.isArray, so elements are objects while it runs
  // and become arrays afterwards.
  class El {
    constructor(
      readonly type: string,
      readonly props: Record<string, unknown> | 0,
      readonly children: unknown[],
    ) {}
  }
  const Fragment = Symbol('fragment');
  const create = (type: unknown, props: Record<string, unknown>): El => {
    const { children, ...rest } = props;
    const kids = children === undefined ? [] : Array.isArray(children) ? children : [children];
    return new El(type === Fragment ? FRAGMENT : String(type), Object.keys(rest).length ? rest : 0, kids);
  };
  const toNode = (node: unknown): TreeNode =>
    node instanceof El ? [node.type, node.props, ...node.children.map(toNode)] : String(node);
  // Component names of MDX JSX elements (`Admonition`) stay names; the runtime maps them to
  // components. Plain Markdown has no other expressions.
  const createEvaluater = () => ({
    evaluateExpression(expression: { type: string; name?: string }) {
      if (expression.type === 'Identifier' && expression.name) return expression.name;
      throw new Error(`Unexpected ${expression.type} in a plain Markdown page`);
    },
    evaluateProgram(): never {
      throw new Error('Unexpected ESM in a plain Markdown page');
    },
  });
  const root = toJsxRuntime(tree, {
    Fragment,
    jsx: create as never,
    jsxs: create as never,
    createEvaluater: createEvaluater as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    ignoreInvalidStyle: true,
  });
  return toNode(root);
}
