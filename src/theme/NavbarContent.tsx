// The navbar's content: the menu toggle, the brand and the left items, then the right items, the colour toggle
// and search. The navbar draws it as `@theme/Navbar/Content` (src/theme/docusaurus/Navbar/Content.tsx), so a
// Docusaurus site's swizzled `src/theme/Navbar/Content` (items rearranged, a button added) draws in its place;
// the navbar's state (the mobile menu, open or not) reaches it through useNavbarMobileSidebar(), as in Docusaurus.
import { NavbarItem } from './NavbarItem';
import { useContext } from 'react';
import { NavbarMobileSidebarContext } from './navbar-mobile-sidebar';
import { site, translateMessage as t } from './site';
// A Docusaurus site's swizzled part, else ours (prerender/docusaurus/aliases.ts).
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import SearchBar from '@theme/SearchBar';

/** The hamburger that opens the mobile menu (shown below 997 px by CSS). */
export function MobileSidebarToggle() {
  const { shown, toggle } = useContext(NavbarMobileSidebarContext);
  return (
    <button
      type="button"
      className="navbar__toggle clean-btn"
      aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
      aria-expanded={shown}
      onClick={toggle}
    >
      <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
        <path
          stroke="currentColor"
          strokeLinecap="round"
          strokeMiterlimit="10"
          strokeWidth="2"
          d="M4 7h22M4 15h22M4 23h22"
        />
      </svg>
    </button>
  );
}

/**
 * Docusaurus's search item (`type: 'search'`): the search box in the item's place, and none at the navbar's
 * end (the mobile menu lists no search item). Only in the bundle of a site that has one (`__NAVBAR_SEARCH_ITEM__`,
 * vite.config.ts); the branches stay inline so that a bundle without one is what it was, byte for byte.
 */
function SearchItem({ className }: { className?: string }) {
  return (
    <div className={className ? `navbar__search ${className}` : 'navbar__search'}>
      <SearchBar />
    </div>
  );
}

export function NavbarContent() {
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        <NavbarMobileSidebarToggle />
        <NavbarLogo />
        {left.map((item, i) =>
          __NAVBAR_SEARCH_ITEM__ && item.type === 'search' ? (
            <SearchItem key={i} className={item.className} />
          ) : (
            <NavbarItem key={i} item={item} />
          ),
        )}
      </div>
      <div className="navbar__items navbar__items--right">
        {right.map((item, i) =>
          __NAVBAR_SEARCH_ITEM__ && item.type === 'search' ? (
            <SearchItem key={i} className={item.className} />
          ) : (
            <NavbarItem key={i} item={item} />
          ),
        )}
        <NavbarColorModeToggle className="navbar__color-toggle" />
        {!(__NAVBAR_SEARCH_ITEM__ && site.navbar.items.some((i) => i.type === 'search')) && <SearchBar />}
      </div>
    </div>
  );
}
