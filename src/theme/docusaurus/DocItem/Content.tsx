// `@theme/DocItem/Content`: a docs page's Markdown column, the title Docusaurus draws when the page has
// no `# title` of its own (and does not hide it), then the page's content (`children`). The docs page
// renders `@theme/DocItem/Content` inside its layout, so a site's swizzled `src/theme/DocItem/Content`
// (Docusaurus's own ejected, with a button or an authors line added) draws there, and
// `@theme-original/DocItem/Content` reaches this one.
import { useContext, type ReactNode } from 'react';
import { DocContext } from '../../docs/DocItemFooter';

export default function Content({ children }: { children?: ReactNode }) {
  // Inside DocPage's DocContext: the docs page being drawn.
  const data = useContext(DocContext)!;
  const doc = data.doc!;
  // Docusaurus's rule: the title is drawn unless the Markdown starts with its own `# title` or hides it.
  return (
    <div className="markdown">
      {!doc.hasH1 && !doc.hideTitle && (
        <header>
          <h1>{data.title}</h1>
        </header>
      )}
      {children}
    </div>
  );
}
