// Prism in the browser, for code that arrives at run time (`<CodeBlock>` from `@theme/CodeBlock` with a
// string child): a chunk of its own (src/theme/mdx/code-highlight.ts loads it), fetched only by pages that
// draw such a block. The prerender step uses it directly, so such a block is coloured in the HTML too.
// Fenced code never needs it: prerender/mdx/rehype-prism.ts colours fences at build time with the same
// languages (src/shared/prism-languages.ts; a unit test keeps the two lists equal).
import './prism-manual';
import Prism from 'prismjs';
// The core bundles markup, css, clike and javascript; the rest in dependency order (an optional
// dependency, such as yaml for markdown's frontmatter, before the language that uses it, as the build loads them).
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-jsx.js';
import 'prismjs/components/prism-tsx.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-php.js';
import 'prismjs/components/prism-java.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-http.js';
import 'prismjs/components/prism-diff.js';
import 'prismjs/components/prism-markdown.js';
import 'prismjs/components/prism-sql.js';
import 'prismjs/components/prism-go.js';
import 'prismjs/components/prism-ruby.js';
import 'prismjs/components/prism-csharp.js';
import 'prismjs/components/prism-docker.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-c.js';
import 'prismjs/components/prism-cpp.js';
import 'prismjs/components/prism-swift.js';
import 'prismjs/components/prism-kotlin.js';
import 'prismjs/components/prism-objectivec.js';
import 'prismjs/components/prism-reason.js';
import 'prismjs/components/prism-rust.js';
import 'prismjs/components/prism-graphql.js';
import { createElement, type ReactNode } from 'react';
import { prismLanguage } from '../../shared/prism-languages';
import { flattenTokens, type PrismSegment } from '../../shared/prism-tokens';

// Never the whole document by itself (see ./prism-manual.ts): only what highlight() is given.
Prism.manual = true;

/** The grammars this chunk loaded (the unit test compares them with the build's). */
export function loadedLanguages(): string[] {
  return Object.keys(Prism.languages);
}

/** `code` split into lines of Prism token spans, as rehype-prism writes a fence's lines; undefined for a
 * language without a grammar here (the caller shows the text plain). */
export function highlight(code: string, language: string): ReactNode[][] | undefined {
  const grammar = Prism.languages[prismLanguage(language)];
  if (!grammar) return undefined;
  const segments: PrismSegment[] = [];
  flattenTokens(Prism.tokenize(code, grammar), [], segments);
  const lines: ReactNode[][] = [[]];
  for (const seg of segments) {
    seg.text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (!part) return;
      const line = lines[lines.length - 1];
      line.push(
        seg.classes.length
          ? createElement('span', { key: line.length, className: [...new Set(seg.classes)].join(' ') }, part)
          : part,
      );
    });
  }
  return lines;
}
