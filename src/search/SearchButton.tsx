// Search entry point in the navbar. Opens the search page; the DocSearch modal is wired in by the
// search feature (lazy-loaded, so the first page load carries none of it).
import { useNavigate } from 'react-router';
import { site } from '../theme/site';

export function SearchButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="DocSearch DocSearch-Button search-button" aria-label="Search" onClick={() => navigate(`/${site.search.searchPagePath}/`)}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" strokeWidth="1.8" />
      </svg>
      <span className="search-button__label">Search</span>
    </button>
  );
}
