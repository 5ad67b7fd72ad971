// Colours for code that arrives at run time (`<CodeBlock>` with a string child). The Prism chunk
// (./prism-highlight.ts) is loaded on the first such block, so pages without one never fetch it; the
// server entry provides it at once, so the prerendered HTML is coloured and hydration keeps it.
import type { ReactNode } from 'react';

export type Highlight = (code: string, language: string) => ReactNode[][] | undefined;

let ready: Highlight | undefined;
let loading: Promise<Highlight> | undefined;

/** The highlighter when it is already here (always in the prerender; in the browser once loaded). */
export function readyHighlighter(): Highlight | undefined {
  return ready;
}

/** Used by the server entry, which bundles Prism, so that rendering never waits. */
export function provideHighlighter(highlight: Highlight): void {
  ready = highlight;
}

/** The Prism chunk, fetched once. */
export function loadHighlighter(): Promise<Highlight> {
  // The server bundle imports Prism itself (provideHighlighter): the branch is left out of it.
  loading ??= import.meta.env.SSR
    ? Promise.reject(new Error('the server entry provides the highlighter'))
    : import('./prism-highlight').then((m) => (ready = m.highlight));
  return loading;
}
