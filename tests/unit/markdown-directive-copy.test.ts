// A page's .md copy with a `:::word` block that is no admonition keyword (yew's translated pages have
// them): serialized back as a directive instead of failing the build with "Cannot handle unknown node".
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { serializeMarkdown } from '../../prerender/outputs/markdown/serialize.ts';

describe('.md copy of a directive', () => {
  it('writes a container directive back as :::name', () => {
    const root = {
      type: 'root',
      children: [
        {
          type: 'containerDirective',
          name: 'example',
          attributes: {},
          children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Inside.' }] }],
        },
      ],
    } as unknown as Root;
    expect(serializeMarkdown(root)).toBe(':::example\nInside.\n:::\n');
  });
});
