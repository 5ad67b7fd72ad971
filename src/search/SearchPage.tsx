// The search page (/search/?q=…): reads q from the URL and keeps it in sync while typing; 20 hits a
// page with more on demand; works with the offline index and with Algolia.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '../app/router';
import { Link } from '../theme/Link';
import { pluralMessage, site, translateMessage as t } from '../theme/site';
import { Highlight } from './Highlight';

export const SEARCH_PAGE_SIZE = 20;

interface Hit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult: { hierarchy: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
}

type Client = { search: (arg: unknown) => Promise<{ results: { hits: Hit[]; nbHits: number; nbPages: number }[] }> };

/**
 * The search backend's module, loaded with the first query, never before the page is hydrated: the
 * page is prerendered without results, and a query in the address is read after hydration.
 */
async function getClient() {
  const m = await import('./search-client');
  const client = (m.isAlgolia ? await m.algoliaClient() : m.localClient()) as unknown as Client;
  return { m, client };
}

const subscribeNothing = () => () => undefined;

/**
 * False while React hydrates the prerendered page, true on every render after it (and on pages first
 * rendered in the browser). The page is prerendered without a query, so the query-dependent heading
 * and input must match that first, then show the URL's query.
 */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

export function SearchPage(_props: { data?: unknown }) {
  // The query in the address, kept in step while typing (React Router's useSearchParams does the same,
  // but every page's first visit carried it: its module is in the shell).
  const search = useLocation().search;
  const navigate = useNavigate();
  const q = useAfterHydration() ? (new URLSearchParams(search).get('q') ?? '') : '';
  const { hits, total, page, setPage, pages, state } = useSearchResults(q);

  const title = q
    ? t('theme.SearchPage.existingResultsTitle', 'Search results for "{query}"', { query: q })
    : t('theme.SearchPage.emptyResultsTitle', 'Search the documentation');
  useEffect(() => {
    document.title = `${title} | ${site.title}`;
  }, [title]);

  return (
    <main id="__main" className="container search-page" tabIndex={-1}>
      <h1>{title}</h1>
      <input
        type="search"
        className="search-page__input"
        aria-label={t('theme.SearchPage.inputLabel', 'Search')}
        placeholder={t('theme.SearchPage.inputPlaceholder', 'Type your search here')}
        value={q}
        maxLength={512}
        onChange={(e) =>
          navigate(`?${new URLSearchParams(e.target.value ? { q: e.target.value } : {})}`, {
            replace: true,
            preventScrollReset: true,
          })
        }
      />
      {total !== null && (
        <p className="search-page__count">
          {pluralMessage(
            'theme.SearchPage.documentsFound.plurals',
            'One document found|{count} documents found',
            total,
          )}
        </p>
      )}
      {state === 'error' && (
        <p role="alert">
          {t('theme.SearchPage.errorText', 'Unable to fetch results. You might want to check your network connection.')}
        </p>
      )}
      {total === 0 && state === 'idle' && <p>{t('theme.SearchPage.noResultsText', 'No results were found')}</p>}
      <ol className="search-results">
        {hits.map((h) => (
          <SearchResult key={h.objectID} hit={h} />
        ))}
      </ol>
      {page + 1 < pages && (
        <button
          type="button"
          className="button button--secondary"
          disabled={state === 'loading'}
          onClick={() => setPage(page + 1)}
        >
          {state === 'loading'
            ? t('theme.SearchPage.fetchingNewResults', 'Fetching new results…')
            : t('theme.SearchPage.loadMore', 'Load more results')}
        </button>
      )}
    </main>
  );
}

/** The hits of query `q`, a page at a time: `setPage(page + 1)` appends the next. */
function useSearchResults(q: string) {
  const [hits, setHits] = useState<(Hit & { path: string })[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(0);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const seq = useRef(0);

  useEffect(() => {
    setPage(0);
  }, [q]);

  useEffect(() => {
    const id = ++seq.current;
    if (!q.trim()) {
      setHits([]);
      setTotal(null);
      return;
    }
    setState('loading');
    const t = setTimeout(
      async () => {
        try {
          const { m, client } = await getClient();
          // Off the docs: the preferred docs version, else the last.
          const facetFilters = m.contextualFacetFilters(m.preferredVersionName());
          const { results } = await client.search({
            requests: [
              {
                indexName: m.SEARCH_INDEX_NAME,
                query: q,
                page,
                hitsPerPage: SEARCH_PAGE_SIZE,
                attributesToSnippet: ['content:20'],
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
                snippetEllipsisText: '…',
                ...(facetFilters ? { facetFilters } : {}),
              },
            ],
          });
          if (id !== seq.current) return;
          const r = results[0];
          const found = r.hits.map((h) => ({ ...h, path: m.toPath(h.url) }));
          setHits((prev) => (page === 0 ? found : [...prev, ...found]));
          setTotal(r.nbHits);
          setPages(r.nbPages);
          setState('idle');
        } catch {
          if (id === seq.current) setState('error');
        }
      },
      page === 0 ? 150 : 0,
    );
    return () => clearTimeout(t);
  }, [q, page]);

  return { hits, total, page, setPage, pages, state };
}

function SearchResult({ hit: h }: { hit: Hit & { path: string } }) {
  const levels = Object.keys(h._highlightResult.hierarchy).sort();
  const titleLevel = levels[levels.length - 1];
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        <Link to={h.path}>
          <Highlight value={h._highlightResult.hierarchy[titleLevel].value} />
        </Link>
      </h2>
      <nav className="search-result__path" aria-label={t('theme.SearchPage.resultPathAriaLabel', 'Location')}>
        {levels.slice(0, -1).map((l) => (
          <span key={l}>
            <Highlight value={h._highlightResult.hierarchy[l].value} />
          </span>
        ))}
      </nav>
      {h._snippetResult?.content && (
        <p className="search-result__summary">
          <Highlight value={h._snippetResult.content.value} />
        </p>
      )}
    </li>
  );
}
