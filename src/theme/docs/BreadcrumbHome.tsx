// `@theme/DocBreadcrumbs/Items/Home` (the breadcrumbs' first item, a house linking to the home page) and
// `@theme/Icon/Home` (the house), as Docusaurus names them. Our breadcrumbs (./DocBreadcrumbs.tsx) draw
// `@theme/DocBreadcrumbs/Items/Home`, so a site's swizzled one (a link to its own home) draws there.
import type { SVGProps } from 'react';
import { Link } from '../Link';
import { translateMessage as t } from '../site';

export function IconHome(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
      />
    </svg>
  );
}

export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs__item">
      <Link to="/" className="breadcrumbs__link" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
        <IconHome />
      </Link>
    </li>
  );
}
