// A tree walk with unist-util-visit's order and return values, for the build's own plugins.
// unist-util-visit names a closure per node with Object.defineProperty (for readable stack traces)
// and finds each node's index with indexOf; on ~1,000-word pages that was ~10 % of a compile.

export const SKIP = 'skip';

/** Return SKIP to leave the node's children out, a number to go on at that index of the parent, or both as [SKIP, index]. */
export type Visitor = (
  node: any,
  index: number | undefined,
  parent: any,
) => void | undefined | boolean | typeof SKIP | number | [typeof SKIP, number];

/** Visits `tree` and every descendant in document order (only nodes of `type`, when given). */
export function visit(tree: any, typeOrVisitor: string | Visitor, maybeVisitor?: Visitor): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor)!;
  const go = (node: any, index: number | undefined, parent: any): number | undefined => {
    const result = type === undefined || node.type === type ? visitor(node, index, parent) : undefined;
    const skip = result === SKIP || (Array.isArray(result) && result[0] === SKIP);
    if (!skip && node.children) {
      // Children are read afresh at each step: a visitor may replace or splice its parent's list.
      let i = 0;
      while (i < node.children.length) i = go(node.children[i], i, node) ?? i + 1;
    }
    return typeof result === 'number' ? result : Array.isArray(result) ? result[1] : undefined;
  };
  go(tree, undefined, undefined);
}
