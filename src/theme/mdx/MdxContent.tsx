import { useMemo } from 'react';
import { MDXProvider } from '@mdx-js/react';
import { useKeptMarkup } from './kept-markup';
import type { PageModule } from '../../app/route-cache';
// The site's own src/theme/MDXComponents when it has one (prerender/docusaurus/aliases.ts), else ours.
import MDXComponents from '@theme/MDXComponents';
import OurComponents from '../docusaurus/MDXComponents';

// A site's map replaces ours key by key. Keys it leaves out that our compiled pages use (`Admonition` for
// `:::note`, `Tabs`, `mermaid`…) stay ours (the page's module imports those: prerender/bundle/mdx-component-imports.ts),
// so a map written for Docusaurus's names (`admonition`) works too.
const site = MDXComponents as Record<string, unknown>;
const siteAdmonition = site.Admonition ?? site.admonition;
const components =
  site === OurComponents
    ? site
    : { ...OurComponents, ...site, ...(siteAdmonition ? { Admonition: siteAdmonition } : {}) };

/**
 * Whether a page's static parts may stay server markup on a hydration (src/app/route-cache.ts loadRoute):
 * they are plain elements and links, so not when a site's map draws a lower-case element its own way.
 */
export const keepsServerMarkup = Object.keys(components).every(
  (k) => !/^[a-z]/.test(k) || (components as Record<string, unknown>)[k] === OurComponents[k],
);

export function MdxContent({ module }: { module: PageModule }) {
  const Content = module.default;
  // Kept static parts take their links' behaviour from here (the page module's placeholders ref it).
  const keep = useKeptMarkup();
  const withKeep = useMemo(() => ({ ...components, __keepMarkup: keep }), [keep]);
  return (
    <MDXProvider components={withKeep as never}>
      <Content />
    </MDXProvider>
  );
}
