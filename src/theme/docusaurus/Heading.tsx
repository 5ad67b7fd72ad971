// `@theme/Heading`: a heading with an anchor link when it has an id, like the headings of our pages.
import type { ComponentProps } from 'react';
import { translateMessage as t } from '../site';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({ as: Tag = 'h2', id, children, ...rest }: ComponentProps<'h2'> & { as?: Level }) {
  if (Tag === 'h1' || !id)
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  const title = t('theme.common.headingLinkTitle', 'Direct link to {heading}', {
    heading: typeof children === 'string' ? children : (id ?? ''),
  });
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={title} title={title}>
        #
      </a>
    </Tag>
  );
}
