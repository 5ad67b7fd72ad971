// `@theme/MDXComponents/Ul`: a list.
import type { ComponentProps } from 'react';

export default function MDXUl(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}
