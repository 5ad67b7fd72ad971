// The browser's Prism chunk (for `<CodeBlock>` with a string child) colours the languages the build colours
// fences in, with the same token classes and lines.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { PRISM_LANGUAGES } from '../../src/shared/prism-languages';
import { highlight, loadedLanguages } from '../../src/theme/mdx/prism-highlight';
import { highlightToLines } from '../../prerender/mdx/rehype-prism';
import { toHtml } from 'hast-util-to-html';

describe("the browser's Prism chunk", () => {
  it('loads every language the build colours', () => {
    const loaded = new Set(loadedLanguages());
    expect(PRISM_LANGUAGES.filter((l) => !loaded.has(l))).toEqual([]);
  });

  it('writes the lines and token spans the build writes for a fence', () => {
    const code = 'const a: number = 1;\n// two\nexport { a };';
    for (const [written, grammar] of [
      ['ts', 'typescript'],
      ['python', 'python'],
      ['md', 'markdown'],
    ]) {
      const lines = highlight(code, written)!;
      const ours = lines.map((l) => renderToStaticMarkup(createElement(Fragment, null, ...l)));
      const build = highlightToLines(code, grammar).map((l) => toHtml({ type: 'root', children: l }));
      expect(ours).toEqual(build);
    }
    expect(highlight('x', 'no-such-language')).toBeUndefined();
  });
});
