// `@theme/MDXComponents/Heading` (`<MDXHeading as="h2">`): the heading as written. Our build already gives
// Markdown headings their id and anchor link, so none is added here.
import type { ComponentProps } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function MDXHeading({ as: Tag = 'h2', ...props }: ComponentProps<'h2'> & { as?: Level }) {
  return <Tag {...props} />;
}
