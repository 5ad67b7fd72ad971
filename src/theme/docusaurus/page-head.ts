// The title and description a React page gives its <Layout> (and its `noFooter`). They are known only when the page
// renders, so each prerender of a page provides its own collector (PageHeadContext, src/entry-server.tsx)
// and puts what it got into the document's <head> and the route data. The browser provides none.
import { createContext } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
  /** `<Layout noFooter>`: the route is drawn without the site's footer. */
  noFooter?: boolean;
}

/** Where the page being rendered reports its head: one per server render, none in the browser. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);
