// Components available to every MDX page without an import.
import type { ComponentProps } from 'react';
import { Link } from '../Link';
import { Admonition } from './Admonition';
import { Tabs, TabItem } from './Tabs';
import { CodeBlock } from './CodeBlock';
import { Mermaid } from './Mermaid';

function MdxLink({ href, ...rest }: ComponentProps<'a'>) {
  if (href?.startsWith('#')) return <a href={href} {...rest} />;
  return <Link href={href} {...rest} />;
}

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

// `mermaid`: ```mermaid code blocks (markdown.mermaid), mapped as Docusaurus's theme-mermaid maps them.
export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  Admonition,
  Tabs,
  TabItem,
  mermaid: Mermaid,
};
