// A docs page's footer: "Edit this page" and "Last updated", then its tags. The doc page renders it as
// `@theme/DocItem/Footer` (src/theme/docusaurus/DocItem/Footer.tsx), so a Docusaurus site's swizzled
// `src/theme/DocItem/Footer` (a feedback widget around `@theme-original/DocItem/Footer`) replaces it.
import { createContext, useContext } from 'react';
import type { RouteData } from '../../shared/types';
import { EditMetaRow } from '../deferred-parts';
import { translateMessage as t } from '../site';

/** The docs page being rendered: what `@theme/DocItem/Footer` and `useDoc()` read, as Docusaurus's DocProvider. */
export const DocContext = createContext<RouteData | null>(null);

export function DocItemFooter() {
  const doc = useContext(DocContext)?.doc;
  if (!doc) return null;
  return (
    <>
      <EditMetaRow editUrl={doc.editUrl} lastUpdatedAt={doc.lastUpdatedAt} lastUpdatedBy={doc.lastUpdatedBy} />
      {doc.tags.length > 0 && (
        <footer className="doc-footer">
          <b>{t('theme.tags.tagsListLabel', 'Tags:')}</b>{' '}
          {doc.tags.map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
        </footer>
      )}
    </>
  );
}
