// The layout of 404 routes (app/page-kinds.ts): `@theme/NotFound`, which is a site's swizzled
// `src/theme/NotFound` when it has one (prerender/docusaurus/aliases.ts), else ours
// (src/theme/docusaurus/NotFound.tsx, drawing `@theme/NotFound/Content`).
import SiteNotFound from '@theme/NotFound';

export function NotFound() {
  return <SiteNotFound />;
}
