import { MDXProvider } from '@mdx-js/react';
import type { PageModule } from '../../app/route-cache';
// The site's own src/theme/MDXComponents when it has one (prerender/docusaurus/aliases.ts), else ours.
import MDXComponents from '@theme/MDXComponents';

export function MdxContent({ module }: { module: PageModule }) {
  const Content = module.default;
  return (
    <MDXProvider components={MDXComponents as never}>
      <Content />
    </MDXProvider>
  );
}
