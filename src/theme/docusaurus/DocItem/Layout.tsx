// `@theme/DocItem/Layout`: a docs page's column (version banner, breadcrumbs, content, footer, pagination)
// and table of contents; `children` is the page's content. A site's swizzled `src/theme/DocItem/Layout`
// replaces it on every docs page, and `@theme-original/DocItem/Layout` reaches this one.
import type { ReactNode } from 'react';
import { DocItemLayoutView } from '../../docs/DocPage';

export default function Layout({ children }: { children?: ReactNode }) {
  return <DocItemLayoutView>{children}</DocItemLayoutView>;
}
