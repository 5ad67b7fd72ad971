// Prism's token tree as flat runs of text with their classes, shared by the build (prerender/mdx/rehype-prism.ts,
// fences) and the browser's Prism chunk (src/theme/mdx/prism-highlight.ts, `<CodeBlock>` with a string child),
// so both write the same `token …` spans.
import type Prism from 'prismjs';

export type PrismSegment = { text: string; classes: string[] };

/** Appends each run of text of `tokens` to `out`, with the classes of the tokens around it. */
export function flattenTokens(tokens: (string | Prism.Token)[], classes: string[], out: PrismSegment[]): void {
  for (const t of tokens) {
    if (typeof t === 'string') out.push({ text: t, classes });
    else {
      const cls = [...classes, 'token', t.type, ...(t.alias ? [t.alias].flat() : [])];
      if (typeof t.content === 'string') out.push({ text: t.content, classes: cls });
      else flattenTokens(Array.isArray(t.content) ? t.content : [t.content], cls, out);
    }
  }
}
