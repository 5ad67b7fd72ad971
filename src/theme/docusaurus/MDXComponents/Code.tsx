// `@theme/MDXComponents/Code`: inline code as <code>, a fenced block (handed over by MDXComponents/Pre) as
// `@theme/CodeBlock`, as Docusaurus decides: a block is one whose text has a line break or is not plain
// text (our build's highlighted tokens), or that Pre marked.
import { Children, type ComponentProps, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';

type CodeProps = ComponentProps<'code'> & { 'data-block'?: string; title?: ReactNode; language?: string };

export default function MDXCode(props: CodeProps) {
  const { 'data-block': block, title, language, ...rest } = props;
  const inline = !block && Children.toArray(props.children).every((c) => typeof c === 'string' && !c.includes('\n'));
  if (inline) return <code {...rest} />;
  return (
    <CodeBlock className={rest.className} title={title} language={language}>
      {rest.children}
    </CodeBlock>
  );
}
