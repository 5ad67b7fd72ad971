// The search page (/search/?q=…). Reads the query from the URL and keeps it in sync while typing.
import { useSearchParams } from 'react-router';

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <main id="__main" className="container search-page" tabIndex={-1}>
      <h1>{q ? `Search results for "${q}"` : 'Search the documentation'}</h1>
      <input
        type="search"
        className="search-page__input"
        aria-label="Search"
        placeholder="Type your search here"
        value={q}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true, preventScrollReset: true })}
      />
    </main>
  );
}
