// Components available to every MDX page without an import. The larger ones a page draws without
// importing them (Admonition, Tabs, mermaid) its own module imports (prerender/bundle/mdx-component-imports.ts).
import type { ComponentProps } from 'react';
import { Link } from '../Link';
import { site, translateMessage as t } from '../site';
import { withBaseUrl } from '../../shared/paths';
import { CodeBlock } from './CodeBlock';

/** The English label the compiler gives a heading's # link (prerender/mdx/options.ts): "Direct link to <heading>". */
const HEADING_LINK = 'Direct link to ';

export function MdxLink({ href, ...rest }: ComponentProps<'a'>) {
  if (href?.startsWith('#')) {
    // A page is compiled once for every locale: its headings' link labels are translated here.
    const label = rest['aria-label'];
    if (rest.className === 'hash-link' && label?.startsWith(HEADING_LINK)) {
      const title = t('theme.common.headingLinkTitle', 'Direct link to {heading}', {
        heading: label.slice(HEADING_LINK.length),
      });
      return <a href={href} {...rest} aria-label={title} title={title} />;
    }
    return <a href={href} {...rest} />;
  }
  return <Link href={href} asWritten {...rest} />;
}

/** A Markdown image: a static file's path (`/img/x.png`) is served under the base URL, as Docusaurus writes it. */
function MdxImage({ src, ...rest }: ComponentProps<'img'>) {
  return <img src={typeof src === 'string' ? withBaseUrl(src, site.baseUrl) : src} {...rest} />;
}

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

export const mdxComponents = {
  a: MdxLink,
  img: MdxImage,
  pre: CodeBlock,
  table: Table,
};
