// `@theme/Layout` for React pages. Our shell (navbar, footer) already surrounds every route, so this
// only marks the page's content and hands its title and description to the prerender.
import { useContext, type ReactNode } from 'react';
import { PageHeadContext } from './page-head';
// infima-compat.css, or nothing when the main stylesheet has it (prerender/bundle/site-data.ts).
import '@generated/layout-css.js';

interface Props {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

export default function Layout({ children, title, description, wrapperClassName }: Props) {
  useContext(PageHeadContext)?.({ title, description });
  return (
    <div id="__main" tabIndex={-1} className={`docusaurus-page${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>
      {children}
    </div>
  );
}
