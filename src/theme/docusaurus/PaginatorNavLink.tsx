// `@theme/PaginatorNavLink`: one link of a previous/next pair, with Docusaurus's props (`permalink`, `title`,
// `subLabel`, `isNext`), for a site's ejected `DocPaginator` or `DocItem/Paginator`.
import type { ReactNode } from 'react';
import Link from './Link';

export interface PaginatorNavLinkProps {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link to={permalink} className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`}>
      {subLabel && <div className="pagination-nav__sublabel">{subLabel}</div>}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
