// What the blog list shows of a post. With a truncate marker: everything above it, as in Docusaurus.
// Without one, a short post shows whole; a long one shows its opening blocks up to a word budget and
// a "Read more" link (Docusaurus shows the whole post and only warns). The cut is always between
// top-level blocks, so a code block, table, list or admonition is never cut in half, and it stops
// before a heading rather than leaving the heading as the last thing in the excerpt.
import { toString } from 'mdast-util-to-string';
import type { RootContent } from 'mdast';

/** A post of up to this many words is shown whole in the list. */
export const WHOLE_POST_WORDS = 250;
/** A longer post shows opening blocks until they hold this many words. */
export const EXCERPT_WORDS = 100;

const words = (n: RootContent) => toString(n).split(/\s+/).filter(Boolean).length;

/** `nodes`: the post's top-level content (no frontmatter, imports or title); `marker`: the truncate marker's index in it, or -1. */
export function blogExcerpt(nodes: RootContent[], marker: number): { nodes: RootContent[]; truncated: boolean } {
  if (marker >= 0) return { nodes: nodes.slice(0, marker), truncated: true };
  const counts = nodes.map(words);
  if (counts.reduce((a, b) => a + b, 0) <= WHOLE_POST_WORDS) return { nodes, truncated: false };
  let total = 0;
  let end = 0;
  while (end < nodes.length && total < EXCERPT_WORDS) {
    if (nodes[end].type === 'heading' && end > 0) break;
    total += counts[end];
    end++;
  }
  // A post made of one huge block (or a heading and a block) still gets a first block to read.
  if (end < nodes.length && nodes[end - 1]?.type === 'heading') end++;
  return { nodes: nodes.slice(0, end), truncated: end < nodes.length };
}
