import { Link } from './Link';
import { translateMessage as t } from './site';
import Translate from './docusaurus/Translate';

/** The 404 page's text (`@theme/NotFound/Content`), inside the page's main landmark. */
export function NotFoundContent({ className }: { className?: string }) {
  return (
    <main id="__main" className={`container not-found${className ? ` ${className}` : ''}`} tabIndex={-1}>
      <h1>{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>
        {t(
          'theme.NotFound.p2',
          'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
        )}
      </p>
      <p>
        <Translate
          id="theme.NotFound.p3"
          values={{
            docsLink:
              __DOCS_HOME__ === null ? (
                t('theme.NotFound.docsLink', 'documentation home')
              ) : (
                <Link to={__DOCS_HOME__}>{t('theme.NotFound.docsLink', 'documentation home')}</Link>
              ),
            // Without a search page (`searchPagePath: false`) search is named, not linked to.
            searchLink:
              __SEARCH_PAGE__ === null ? (
                t('theme.NotFound.searchLink', 'search')
              ) : (
                <Link to={__SEARCH_PAGE__}>{t('theme.NotFound.searchLink', 'search')}</Link>
              ),
          }}
        >
          {'Try the {docsLink} or {searchLink}.'}
        </Translate>
      </p>
    </main>
  );
}
