// `@theme/CodeBlock`: a code block written as a component (`<CodeBlock language="js" title="x.js">`)
// rather than a fence. Fences are highlighted at build time; a component's text arrives at run time, so
// a string child is coloured by Prism from a chunk of its own (../mdx/code-highlight.ts) that only pages
// drawing such a block load. The prerender has Prism at hand, so the HTML is coloured; in the browser the
// block's Suspense boundary keeps that HTML until the chunk is here, and a block drawn later (after a
// navigation, in a tab) shows its text plain for the moment the chunk takes to arrive.
import { Fragment, Suspense, use, type ReactNode } from 'react';
import { CodeBlock as Frame } from '../mdx/CodeBlock';
import { loadHighlighter, readyHighlighter } from '../mdx/code-highlight';
import { prismLanguage } from '../../shared/prism-languages';

interface Props {
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  className?: string;
  showLineNumbers?: boolean;
}

/** Lines as a fence's are written (prerender/mdx/rehype-prism.ts): a `code-line` span each, newlines between. */
function Lines({ lines }: { lines: ReactNode[][] }) {
  return lines.map((content, i) => (
    <Fragment key={i}>
      <span className="code-line">{content}</span>
      {i < lines.length - 1 ? '\n' : null}
    </Fragment>
  ));
}

function Highlighted({ code, language }: { code: string; language: string }) {
  const highlight = readyHighlighter() ?? use(loadHighlighter());
  return <Lines lines={highlight(code, language) ?? code.split('\n').map((l) => [l])} />;
}

/** The text of a block whose children are strings (`{source}`, a template literal, JSX text), else undefined. */
function textOf(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  if (Array.isArray(children) && children.length && children.every((c) => typeof c === 'string'))
    return children.join('');
  return undefined;
}

export default function CodeBlock({ children, language, title, className }: Props) {
  const lang = language ?? /language-([\w-]+)/.exec(className ?? '')?.[1];
  const text = textOf(children)?.replace(/\n$/, '');
  const coloured = text !== undefined && lang !== undefined && prismLanguage(lang) !== 'plain';
  return (
    <Frame
      className={lang ? `language-${lang}` : undefined}
      data-title={typeof title === 'string' ? title : undefined}
      data-language={lang}
    >
      <code className={lang ? `language-${lang}` : undefined}>
        {coloured ? (
          <Suspense fallback={<Lines lines={text.split('\n').map((l) => [l])} />}>
            <Highlighted code={text} language={lang} />
          </Suspense>
        ) : (
          (text ?? children)
        )}
      </code>
    </Frame>
  );
}
