// Renders a plain Markdown page from its page tree (see prerender/mdx/markdown-tree.ts): the same
// elements and components an MDX page renders, without a JavaScript module per page.
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { mdxComponents } from './components';
import { Admonition } from './Admonition';
import { Tabs, TabItem } from './Tabs';
import { Mermaid } from './Mermaid';
import type { TreeNode } from '../../shared/types';

/** The components a page tree may name: the map MDX pages get and those their modules import themselves. */
export const treeComponents = { ...mdxComponents, Admonition, Tabs, TabItem, mermaid: Mermaid };

const components = treeComponents as unknown as Record<string, ComponentType<Record<string, unknown>>>;

function render(node: TreeNode): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  // Children are passed as arguments, as compiled JSX does, so React needs no keys.
  return createElement(
    Object.hasOwn(components, type) ? components[type] : type,
    props || null,
    ...children.map(render),
  );
}

/** A page module (what route-cache hands to the layouts) for a page tree. */
export function treePage(tree: TreeNode): { default: ComponentType } {
  if (!Array.isArray(tree) || tree[0] !== '#') throw new Error('A page tree must start with a fragment node.');
  const children = tree.slice(2) as TreeNode[];
  return { default: () => createElement(Fragment, null, ...children.map(render)) };
}
