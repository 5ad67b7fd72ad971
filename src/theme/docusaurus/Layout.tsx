// `@theme/Layout` for React pages. Our shell (navbar, footer) already surrounds every route, so this
// only marks the page's content and hands its title, description and `noFooter` to the prerender. When a site
// swizzles Layout, its component surrounds every route (./LayoutBridge.tsx) and draws this one
// (`@theme-original/Layout`) with the route inside: then this draws the shell's frame around it instead.
import { useContext, type ReactNode } from 'react';
import { PageHeadContext } from './page-head';
import { LayoutFrameContext } from './layout-frame';
// infima-compat.css, or nothing when the main stylesheet has it (prerender/bundle/site-data.ts).
import '@generated/layout-css.js';

interface Props {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

export default function Layout({ children, title, description, wrapperClassName, noFooter }: Props) {
  const frame = useContext(LayoutFrameContext);
  const report = useContext(PageHeadContext);
  if (frame) return <LayoutFrameContext.Provider value={null}>{frame(children)}</LayoutFrameContext.Provider>;
  report?.({ title, description, ...(noFooter ? { noFooter: true } : {}) });
  return (
    <div id="__main" tabIndex={-1} className={`docusaurus-page${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>
      {children}
    </div>
  );
}
