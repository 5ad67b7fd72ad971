// The navbar search button and its keyboard shortcuts. A first visit keeps the button's server markup
// and loads this module when the reader reaches the button or presses a shortcut (src/theme/deferred-parts.ts).
// The DocSearch modal (and its CSS) is loaded only on first use or when the reader hovers or focuses the
// button, so first page loads carry none of it.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { translateMessage } from '../theme/site';
import { createPortal } from 'react-dom';
import { isApple, isEditable, shortcutLabel } from './search-keys';

const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

/**
 * `version`: the docs version search is scoped to, by instance (src/theme/versions.ts useCandidateVersions;
 * neither this chunk nor the modal's loads the versions code). `instance`: on a docs page, its instance,
 * whose pages come first (its version is in `version`).
 */
export function SearchButton({ version, instance }: { version: Record<string, string>; instance?: string }) {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [apple, setApple] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const warm = useCallback(() => {
    loadModal().then(
      (m) => m.warmUpSearch(),
      () => undefined, // opening the modal reports it
    );
  }, []);
  const onOpen = useCallback(() => {
    if (document.body.classList.contains('DocSearch--active')) return;
    warm();
    setOpen(true);
  }, [warm]);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => setApple(isApple()), []);
  useSearchKeys(open, onOpen, onClose, buttonRef, setInitialQuery);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button search-button"
        aria-label={translateMessage('theme.SearchBar.shortcutAriaLabel', 'Search ({key}+K)', shortcutLabel(apple))}
        onClick={onOpen}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
      >
        <SearchIcon />
        <span className="search-button__label">{translateMessage('theme.SearchBar.label', 'Search')}</span>
        <span className="search-button__keys" aria-hidden="true">
          {/* Key caps drawn from attributes so the button's text stays "Search", matching its accessible name. */}
          <kbd data-key={apple ? '⌘' : 'Ctrl'} />
          <kbd data-key="K" />
        </span>
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchModal initialQuery={initialQuery} onClose={onClose} version={version} instance={instance} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/** Escape closes, Ctrl/⌘+K toggles, `/` opens (outside a text field), and a letter typed on the focused button opens with that letter. */
function useSearchKeys(
  open: boolean,
  onOpen: () => void,
  onClose: () => void,
  buttonRef: RefObject<HTMLButtonElement | null>,
  setInitialQuery: (q: string) => void,
) {
  // A layout effect: the shortcut that drew the button (src/app/deferred.tsx) is replayed on it right after.
  useLayoutEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.code === 'Escape' && open) {
        onClose();
        return;
      }
      if (e.key?.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        if (open) onClose();
        else onOpen();
        return;
      }
      if (e.key === '/' && !open && !isEditable(e.target)) {
        e.preventDefault();
        onOpen();
        return;
      }
      // A letter typed while the button has focus opens the modal with that letter.
      if (
        !open &&
        document.activeElement === buttonRef.current &&
        /^[a-zA-Z0-9]$/.test(e.key) &&
        !e.metaKey &&
        !e.ctrlKey &&
        !e.altKey
      ) {
        e.preventDefault();
        setInitialQuery(e.key);
        onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onOpen, onClose, buttonRef, setInitialQuery]);
}
