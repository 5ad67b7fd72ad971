// Parts of the page shell whose code a first visit does not load until the reader uses them
// (src/app/deferred.tsx): their server markup is what the reader sees and works without it.
import { deferred } from '../app/deferred';
import { site } from './site';

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
