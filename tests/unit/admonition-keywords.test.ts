// Docusaurus 3's admonition keywords beyond the five: `:::important`, `:::secondary`, `:::success`.
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkAdmonitions from '../../prerender/mdx/remark-admonitions';

describe('admonition keywords', () => {
  it('turns :::important, :::secondary and :::success into Admonition elements', () => {
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions);
    for (const type of ['important', 'secondary', 'success']) {
      const tree = processor.runSync(processor.parse(`:::${type}\n\nText.\n\n:::\n`)) as unknown as {
        children: unknown[];
      };
      expect(tree.children[0]).toMatchObject({
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [{ name: 'type', value: type }],
      });
    }
  });
});
