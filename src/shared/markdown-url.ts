// Where a page's Markdown copy is served: next to the page, with `.md` instead of the trailing slash
// (`/docs/api/tone/` -> `/docs/api/tone.md`; a route at the site root, `/`, -> `/index.md`).
export function markdownUrlOf(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}

/** The route a Markdown copy's URL belongs to, or null when the URL is not one (`/a/b.md` -> `/a/b/`). */
export function routeOfMarkdownUrl(pathname: string): string | null {
  if (!pathname.endsWith('.md') || pathname.endsWith('/.md')) return null;
  const route = `${pathname.slice(0, -'.md'.length)}/`;
  return route === '/index/' ? '/' : route;
}
