// The DocSearch 3.9.0 modal on our backend. Loaded lazily by SearchButton.
import { use, useEffect, useMemo, useState } from 'react';
import { DocSearchModal } from '@docsearch/react';
import '@docsearch/css/dist/style.css';
import { useNavigate } from '../app/router';
import { Link } from '../theme/Link';
import { site, translateMessage as t } from '../theme/site';
import {
  algoliaClient,
  contextualFacetFilters,
  instanceTag,
  isAlgolia,
  loadInsights,
  localClient,
  SEARCH_INDEX_NAME,
  toPath,
} from './search-client';
import { createPortal } from 'react-dom';

type AnyClient = { search: (arg: unknown) => Promise<{ results: { nbHits?: number; hits: unknown[] }[] }> } & Record<
  string,
  unknown
>;

/** DocSearch's strings in the page's locale, by Docusaurus's ids (as its SearchBar passes them). */
function modalTranslations() {
  const cancel = t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel');
  const reset = t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query');
  return {
    searchBox: {
      resetButtonTitle: reset,
      resetButtonAriaLabel: reset,
      cancelButtonText: cancel,
      cancelButtonAriaLabel: cancel,
      searchInputLabel: t('theme.SearchModal.searchBox.searchInputLabel', 'Search'),
    },
    startScreen: {
      recentSearchesTitle: t('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t('theme.SearchModal.startScreen.noRecentSearchesText', 'No recent searches'),
      saveRecentSearchButtonTitle: t('theme.SearchModal.startScreen.saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: t(
        'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        'Remove this search from history',
      ),
      favoriteSearchesTitle: t('theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: t(
        'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        'Remove this search from favorites',
      ),
    },
    errorScreen: {
      titleText: t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'),
      helpText: t('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.'),
    },
    footer: {
      selectText: t('theme.SearchModal.footer.selectText', 'to select'),
      selectKeyAriaLabel: t('theme.SearchModal.footer.selectKeyAriaLabel', 'Enter key'),
      navigateText: t('theme.SearchModal.footer.navigateText', 'to navigate'),
      navigateUpKeyAriaLabel: t('theme.SearchModal.footer.navigateUpKeyAriaLabel', 'Arrow up'),
      navigateDownKeyAriaLabel: t('theme.SearchModal.footer.navigateDownKeyAriaLabel', 'Arrow down'),
      closeText: t('theme.SearchModal.footer.closeText', 'to close'),
      closeKeyAriaLabel: t('theme.SearchModal.footer.closeKeyAriaLabel', 'Escape key'),
      searchByText: t('theme.SearchModal.footer.searchByText', 'Search by'),
    },
    noResultsScreen: {
      noResultsText: t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: t('theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for'),
      reportMissingResultsText: t(
        'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        'Believe this query should return results?',
      ),
      reportMissingResultsLinkText: t('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
    },
  };
}

function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen lexora-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results')}</p>
      <p className="DocSearch-Help">
        {t('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.')}
      </p>
    </div>
  );
}

// The search button warms the index up through this chunk, so the first visit carries no search code.
export { warmUpSearch } from './search-client';

export default function SearchModal({
  initialQuery,
  onClose,
  version,
  instance,
}: {
  initialQuery?: string;
  onClose: () => void;
  /** The docs version to search (DocSearch's contextual `docusaurus_tag`), by docs instance id (a string: the default instance's). */
  version?: string | Record<string, string>;
  /** The docs instance of the page being read: offline, its pages rank before another instance's of equal match. */
  instance?: string;
}) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // Suspends (inside SearchButton's Suspense) until the insights client is ready, when configured.
  const insightsClient = isAlgolia && site.search.insights ? use(loadInsights()) : null;
  // DocSearch 3.9.0 drops its own error screen before it is painted; the spec wants it shown, so the
  // client wrapper reports failures here and answers with an empty result.
  const transformSearchClient = useMemo(
    () => (client: AnyClient) => {
      const base = (isAlgolia ? client : { ...client, ...localClient() }) as AnyClient;
      // With custom hosts (a proxy or a test server), the search goes through algoliasearch's client.
      const custom = isAlgolia && site.search.hosts ? algoliaClient() : null;
      return {
        ...base,
        search: async (arg: unknown) => {
          try {
            const res = custom ? await ((await custom) as unknown as AnyClient).search(arg) : await base.search(arg);
            setFailed(false);
            return res;
          } catch {
            setFailed(true);
            return { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '', params: '' }] };
          }
        },
      };
    },
    [],
  );
  useEffect(() => {
    // The offline index is ours: no "Search by Algolia" credit in the modal footer.
    if (isAlgolia) return;
    document.body.classList.add('lexora-search-offline');
    return () => document.body.classList.remove('lexora-search-offline');
  }, []);
  const facetFilters = contextualFacetFilters(version);
  // Offline only: Algolia's request stays Docusaurus's (optionalFilters is not on every Algolia plan).
  const favoured = !isAlgolia && facetFilters && instance ? instanceTag(instance, version) : undefined;
  const dropdown = typeof document !== 'undefined' ? document.querySelector('.DocSearch-Dropdown') : null;
  return (
    <>
      <DocSearchModal
        appId={site.search.appId ?? 'offline'}
        apiKey={site.search.apiKey ?? 'offline'}
        indexName={SEARCH_INDEX_NAME}
        placeholder={t('theme.SearchModal.placeholder', 'Search docs')}
        translations={modalTranslations()}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        searchParameters={facetFilters ? { facetFilters, ...(favoured ? { optionalFilters: [favoured] } : {}) } : {}}
        transformSearchClient={transformSearchClient as never}
        transformItems={(items) => items.map((item) => ({ ...item, url: toPath(item.url) }))}
        // data-query: the query these hits answer (offline search), so tests and the benchmark can tell
        // the results of the last keystroke from those of an earlier one still on screen.
        hitComponent={({ hit, children }) => (
          <Link to={(hit as { url: string }).url} data-query={(hit as { __query?: string }).__query}>
            {children}
          </Link>
        )}
        navigator={{ navigate: ({ itemUrl }) => navigate(itemUrl) }}
        // No search page (`searchPagePath: false`), no "See all results" link (as Docusaurus's search box).
        resultsFooterComponent={
          __SEARCH_PAGE_OPTIONAL__ && site.search.searchPagePath === false
            ? undefined
            : ({ state }) => (
                <Link to={`/${site.search.searchPagePath}/?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
                  {t('theme.SearchBar.seeAll', 'See all {count} results', {
                    count: (state.context as { nbHits?: number }).nbHits ?? 0,
                  })}
                </Link>
              )
        }
        insights={insightsClient ? ({ insightsClient } as never) : false}
      />
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
    </>
  );
}
