import { MDXProvider } from '@mdx-js/react';
import type { PageModule } from '../../app/route-cache';
// The site's own src/theme/MDXComponents when it has one (prerender/docusaurus/aliases.ts), else ours.
import MDXComponents from '@theme/MDXComponents';
import OurComponents from '../docusaurus/MDXComponents';

// A site's map replaces ours key by key. Keys it leaves out that our compiled pages use (`Admonition` for
// `:::note`, `Tabs`, `mermaid`…) stay ours, so a map written for Docusaurus's names (`admonition`) works too.
const site = MDXComponents as Record<string, unknown>;
const components =
  site === OurComponents
    ? site
    : { ...OurComponents, ...site, Admonition: site.Admonition ?? site.admonition ?? OurComponents.Admonition };

export function MdxContent({ module }: { module: PageModule }) {
  const Content = module.default;
  return (
    <MDXProvider components={components as never}>
      <Content />
    </MDXProvider>
  );
}
