// Parts of the page shell whose code a first visit does not load until the reader uses them
// (src/app/deferred.tsx): their server markup is what the reader sees and works without it.
import { deferred } from '../app/deferred';
import { isApple, isSearchShortcut, shortcutLabel } from '../search/search-keys';
import { site, translateMessage as t } from './site';

/** The "Copy page" menu: a <details> whose links work natively; its button copies once loaded. */
export const CopyPageMenu = deferred(
  () => import('./CopyPageMenu').then((m) => m.CopyPageMenu),
  () => ['details', 'span'],
);

/** "Edit this page" and the last update: a plain link and text, so never loaded by a first visit. */
export const EditMetaRow = deferred(
  () => import('./EditMetaRow').then((m) => m.EditMetaRow),
  (p) => (p.editUrl || p.lastUpdatedAt !== undefined || p.lastUpdatedBy ? ['div'] : []),
);

/**
 * The announcement bar: the head script hides a dismissed one before first paint (prerender/render/html.ts);
 * its close button loads it.
 */
export const AnnouncementBar = deferred(
  () => import('./AnnouncementBar').then((m) => m.AnnouncementBar),
  () => (site.announcementBar ? ['div'] : []),
);

/**
 * The navbar search button: its code (and then the modal's) loads when the pointer or focus reaches it,
 * and a click or a shortcut (Ctrl/⌘+K, `/`) draws it and opens search. Until then the server's markup
 * names Ctrl; on a Mac the kept button says Command, as the drawn one does.
 */
export const SearchButton = deferred(
  () => import('../search/SearchButton').then((m) => m.SearchButton),
  () => ['button'],
  {
    keys: isSearchShortcut,
    kept: ([button]) => {
      if (!button || !isApple()) return;
      button.setAttribute(
        'aria-label',
        t('theme.SearchBar.shortcutAriaLabel', 'Search ({key}+K)', shortcutLabel(true)),
      );
      button.querySelector('kbd')?.setAttribute('data-key', '⌘');
    },
  },
);

/**
 * The table of contents (./docs/TOC.tsx): plain in-page links, so a first visit keeps them; the code that
 * highlights the heading being read loads when the reader scrolls (or the page opened scrolled to a heading).
 */
export const DesktopTOC = deferred(
  () => import('./docs/TOC').then((m) => m.DesktopTOC),
  () => ['nav'],
  { drawOn: ['scroll', 'resize'], drawNow: () => window.scrollY > 0 },
);

/** The "On this page" toggle of narrow windows: its button draws it and opens it. */
export const MobileTOC = deferred(
  () => import('./docs/TOC').then((m) => m.MobileTOC),
  () => ['div'],
);
