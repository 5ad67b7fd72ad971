// `@theme/DocPaginator`: the previous/next pair with Docusaurus's props (`previous`, `next`: `{ title,
// permalink }`, as `useDoc().metadata` gives them; `className`), which a site's ejected `DocItem/Paginator`
// draws. The same markup as our docs pages' pair (src/theme/docs/DocVersionBanner.tsx).
import { translateMessage as t } from '../site';
import PaginatorNavLink from './PaginatorNavLink';

interface Neighbour {
  title: string;
  permalink: string;
}

export default function DocPaginator({
  previous,
  next,
  className,
}: {
  previous?: Neighbour | null;
  next?: Neighbour | null;
  className?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav
      className={className ? `pagination-nav ${className}` : 'pagination-nav'}
      aria-label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')}
    >
      {previous ? (
        <PaginatorNavLink
          permalink={previous.permalink}
          title={previous.title}
          subLabel={t('theme.docs.paginator.previous', 'Previous')}
        />
      ) : (
        <span />
      )}
      {next && (
        <PaginatorNavLink
          permalink={next.permalink}
          title={next.title}
          subLabel={t('theme.docs.paginator.next', 'Next')}
          isNext
        />
      )}
    </nav>
  );
}
