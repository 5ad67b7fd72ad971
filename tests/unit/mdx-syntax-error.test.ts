import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { mdxSyntaxError } from '../../prerender/content/analyze.ts';

async function problemOf(source: string) {
  try {
    await compile(source);
  } catch (e) {
    return mdxSyntaxError(e, 'docs/page.md').problems[0];
  }
  throw new Error('compiled without an error');
}

describe('mdxSyntaxError', () => {
  it('says an indented closing tag under a list is read as part of the list item, and how to fix it', async () => {
    // As Docusaurus 2 sites write tabs (MDX 1 accepted it): the list item continues over the blank lines.
    const p = await problemOf('<Tabs>\n  <TabItem value="a">\n\n- one\n- two\n\n\n  </TabItem>\n</Tabs>\n');
    expect(p.line).toBe(8);
    expect(p.column).toBe(3);
    expect(p.hint).toBe(
      '</TabItem> is indented, so Markdown reads it as part of the list item above it, which its opening tag is not in: ' +
        'start </TabItem> at the beginning of its line (no indent), after a blank line. ' +
        'MDX 1 (Docusaurus 2) accepted this; MDX 2 and later, read by Docusaurus 3 and this build, do not',
    );
    // The fix it gives compiles.
    await expect(
      compile('<Tabs>\n  <TabItem value="a">\n\n- one\n- two\n\n\n</TabItem>\n</Tabs>\n'),
    ).resolves.toBeTruthy();
  });

  it('keeps the general hint for other syntax errors', async () => {
    const p = await problemOf('A set {a, b} and 0 <= x\n');
    expect(p.hint).toMatch(/^MDX is JSX: put `\{`, `\}` and `<` of prose inside backticks/);
  });
});
