// `@theme/MDXComponents`: the components every MDX page gets without importing them. A site's own
// src/theme/MDXComponents (usually `{ ...MDXComponents, Highlight }` over `@theme-original/MDXComponents`)
// replaces this map for every page, as in Docusaurus.
import { mdxComponents } from '../mdx/components';
import Details from './Details';
import Heading from './Heading';
import Head from './Head';

// `:::note` blocks render through `@theme/Admonition`, so a swizzled Admonition draws them, as in Docusaurus:
// the page's module imports it (prerender/bundle/mdx-component-imports.ts), as it does Tabs and mermaid.
const MDXComponents: Record<string, unknown> = { ...mdxComponents, Details, Heading, Head };

export default MDXComponents;
