// The classes Docusaurus's classic theme puts on <html> for a page (its plugin, wrapper and page class names,
// `docs-doc-id-<id>`), which Docusaurus sites' CSS selects on: stylelint.io styles its rules tables with
// `.docs-doc-id-user-guide\/rules .markdown table`. Written under `look: 'infima'` (imported sites): by the
// prerender into the page's <html>, and swapped by the app on client-side navigation (src/theme/Root.tsx).
import type { RouteData } from './types';

export function docusaurusPageClasses(data: Pick<RouteData, 'kind' | 'doc'>): string[] {
  // Not Docusaurus's `docs-wrapper`: our docs layout's own element has that class (a flex box; on <html> it made
  // every docs page as wide as its widest line on phones), so a site's `.docs-wrapper …` rules meet it there.
  if (data.kind === 'doc' && data.doc) {
    return [
      'plugin-docs',
      `plugin-id-${data.doc.pluginId ?? 'default'}`,
      `docs-version-${data.doc.version?.name ?? 'current'}`,
      'docs-doc-page',
      `docs-doc-id-${data.doc.id}`,
    ];
  }
  if (data.kind === 'blogPost') return ['blog-wrapper', 'blog-post-page', 'plugin-blog', 'plugin-id-default'];
  if (data.kind === 'blogList') return ['blog-wrapper', 'blog-list-page', 'plugin-blog', 'plugin-id-default'];
  return [];
}
