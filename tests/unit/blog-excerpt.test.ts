// What the blog list shows of a post without a truncate marker: whole when short, else opening
// blocks up to the word budget, cut between blocks and before a heading.
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { blogExcerpt, EXCERPT_WORDS, WHOLE_POST_WORDS } from '../../prerender/mdx/blog-excerpt';

const words = (n: number, w = 'word') => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');
const excerptOf = (md: string) => {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(md) as Root;
  const { nodes, truncated } = blogExcerpt(tree.children, -1);
  return { types: nodes.map((n) => n.type), truncated };
};

describe('blogExcerpt without a truncate marker', () => {
  it('shows a short post whole, headings and all', () => {
    expect(excerptOf(`${words(WHOLE_POST_WORDS - 10)}\n\n## Part two\n\nEnd.\n`)).toEqual({
      types: ['paragraph', 'heading', 'paragraph'],
      truncated: false,
    });
  });

  it('keeps a table or code block whole: the budget is only checked between blocks', () => {
    const table = `| a | b |\n|---|---|\n${Array.from({ length: 40 }, () => `| ${words(4)} | x |`).join('\n')}`;
    expect(excerptOf(`Intro ${words(20)}.\n\n${table}\n\n${words(300, 'later')}\n`)).toEqual({
      types: ['paragraph', 'table'],
      truncated: true,
    });
  });

  it('stops before a heading rather than ending the excerpt with one', () => {
    expect(excerptOf(`Intro ${words(30)}.\n\n## Next\n\n${words(EXCERPT_WORDS)}\n\n${words(300)}\n`)).toEqual({
      types: ['paragraph'],
      truncated: true,
    });
  });

  it('a post that opens with a heading keeps the block under it', () => {
    expect(excerptOf(`## Start\n\n${words(20)}\n\n${words(300)}\n`)).toEqual({
      types: ['heading', 'paragraph', 'paragraph'],
      truncated: false,
    });
    expect(excerptOf(`## Start\n\n${words(400)}\n\n${words(30)}\n`)).toEqual({
      types: ['heading', 'paragraph'],
      truncated: true,
    });
  });

  it('with a marker, everything above it and a Read more', () => {
    const tree = unified().use(remarkParse).parse(`One.\n\n<!-- truncate -->\n\nTwo.\n`) as Root;
    expect(blogExcerpt(tree.children, 1)).toEqual({ nodes: [tree.children[0]], truncated: true });
  });
});
