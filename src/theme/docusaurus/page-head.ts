// The title and description a React page gives its <Layout>. They are known only when the page
// renders, so the prerender reads them after rendering the page (entry-server's takePageHead) and
// puts them into the document's <head> and the route data.
export interface PageHead {
  title?: string;
  description?: string;
}

let current: PageHead | null = null;

export function reportPageHead(head: PageHead): void {
  if (typeof window === 'undefined') current = head;
}

export function takePageHead(): PageHead | null {
  const head = current;
  current = null;
  return head;
}
