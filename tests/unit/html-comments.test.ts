// Docusaurus's HTML comments in .md files compiled as MDX (mdx1Compat.comments): a comment that holds a
// fenced code block (tRPC's docs/server/validators.md comments out a whole example) is one comment.
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { htmlCommentsToMdx } from '../../prerender/mdx/html-comments';

describe('htmlCommentsToMdx', () => {
  it('reads a comment over a fenced block as one comment, as Docusaurus does', async () => {
    const source = [
      'Before.',
      '',
      '<!-- runtypes example is broken -->',
      '<!--',
      '### With runtypes',
      '',
      '```ts twoslash',
      "import { x } from 'y'; // <b>",
      '```',
      '-->',
      '',
      'After.',
      '',
      '```md',
      '<!-- in a fence -->',
      '```',
    ].join('\n');
    const out = htmlCommentsToMdx(source);
    expect(out).toBe(
      [
        'Before.',
        '',
        '{/* runtypes example is broken */}',
        "{/*\n### With runtypes\n\n```ts twoslash\nimport { x } from 'y'; // <b>\n```\n*/}",
        '',
        'After.',
        '',
        '```md',
        '<!-- in a fence -->',
        '```',
      ].join('\n'),
    );
    const js = String(await compile(out));
    expect(js).toContain('After.');
    // Compiled: the comment is a JavaScript comment, no heading or code block of the page.
    expect(js).not.toContain('_components.h3');
    expect(js.match(/_components\.pre/g)).toHaveLength(1);
  });

  it('keeps a fence after a closed comment as code', () => {
    const source = 'Text <!-- note --> more.\n\n```html\n<!-- shown -->\n```\n';
    expect(htmlCommentsToMdx(source)).toBe('Text {/* note */} more.\n\n```html\n<!-- shown -->\n```\n');
  });
});
