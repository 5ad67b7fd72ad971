// The blog's "Read more" marker, as Docusaurus writes it: `<!-- truncate -->` (Markdown, and MDX
// before preprocessing) or `{/* truncate */}` (MDX). The text above it is the post's excerpt.
const COMMENT = String.raw`<!--\s*truncate\s*-->`;
const EXPRESSION = String.raw`\/\*\s*truncate\s*\*\/`;
const COMMENT_LINE = new RegExp(String.raw`^[ \t]*${COMMENT}[ \t]*$`, 'gm');
const MARKER = new RegExp(String.raw`^\s*(?:${COMMENT}|${EXPRESSION})\s*$`);

/** Whether a top-level Markdown/MDX node (an `html` node or an `mdxFlowExpression`) is the marker. */
export function isTruncateMarker(node: { type: string; value?: unknown }): boolean {
  return (
    (node.type === 'html' || node.type === 'mdxFlowExpression') &&
    typeof node.value === 'string' &&
    MARKER.test(node.value)
  );
}

/** MDX has no HTML comments: the comment form on a line of its own becomes the expression form. */
export function truncateCommentToMdx(source: string): string {
  return source.replace(COMMENT_LINE, '{/* truncate */}');
}
