// `@theme-bridge/DocBreadcrumbs` for a site that swizzles `DocBreadcrumbs` or its home item: the docs layout's
// breadcrumbs are `@theme/DocBreadcrumbs` (the site's, or ours drawing the site's home item). Other sites get
// src/theme/docs/DocPage.tsx's own Breadcrumbs there (prerender/docusaurus/aliases.ts).
import DocBreadcrumbs from '@theme/DocBreadcrumbs';

export function Breadcrumbs(_props: { items: { label: string; href?: string }[] }) {
  return <DocBreadcrumbs />;
}
