import { MDXProvider } from '@mdx-js/react';
import type { PageModule } from '../../app/route-cache';
import { mdxComponents } from './components';

export function MdxContent({ module }: { module: PageModule }) {
  const Content = module.default;
  return (
    <MDXProvider components={mdxComponents}>
      <Content />
    </MDXProvider>
  );
}
