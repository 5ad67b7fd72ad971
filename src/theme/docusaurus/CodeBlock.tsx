// `@theme/CodeBlock`: a code block written as a component (`<CodeBlock language="js" title="x.js">`)
// rather than a fence. Fences are highlighted at build time; a component's text arrives at run time,
// so it is shown with our code-block frame and copy button but without token colours.
import type { ReactNode } from 'react';
import { CodeBlock as Frame } from '../mdx/CodeBlock';

interface Props {
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  className?: string;
  showLineNumbers?: boolean;
}

export default function CodeBlock({ children, language, title, className }: Props) {
  const lang = language ?? /language-([\w-]+)/.exec(className ?? '')?.[1];
  const text = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  return (
    <Frame
      className={lang ? `language-${lang}` : undefined}
      data-title={typeof title === 'string' ? title : undefined}
      data-language={lang}
    >
      <code className={lang ? `language-${lang}` : undefined}>{text}</code>
    </Frame>
  );
}
