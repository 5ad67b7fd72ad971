// Where a page's Markdown copy is served: next to the page, with `.md` instead of the trailing slash
// (`/docs/api/tone/` -> `/docs/api/tone.md`; a route at the site root, `/`, -> `/index.md`; the route at a
// base URL `/sub/` -> `/sub/index.md`, inside the folder the host serves at the base).
export function markdownUrlOf(route: string, base = '/'): string {
  if (route === base) return `${base}index.md`;
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}

/** The route a Markdown copy's URL belongs to, or null when the URL is not one (`/a/b.md` -> `/a/b/`). */
export function routeOfMarkdownUrl(pathname: string): string | null {
  if (!pathname.endsWith('.md') || pathname.endsWith('/.md')) return null;
  const route = `${pathname.slice(0, -'.md'.length)}/`;
  return route === '/index/' ? '/' : route;
}

/**
 * Whether an Accept header prefers Markdown to HTML (content negotiation of a page URL). Each type's
 * quality is that of the most specific range naming it (`text/markdown`, then `text/*`, then `*\/*`;
 * no `q` is 1); Markdown wins only with a higher quality than HTML, so browsers (`text/html, …, *\/*`)
 * and clients that accept anything get the page.
 */
export function prefersMarkdown(accept: string | undefined | null): boolean {
  if (!accept) return false;
  const ranges = accept.split(',').map((part) => {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    return { range: range.trim(), q: Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0 };
  });
  const quality = (type: string) => {
    const [major] = type.split('/');
    for (const candidate of [type, `${major}/*`, '*/*']) {
      const hit = ranges.find((r) => r.range === candidate);
      if (hit) return hit.q;
    }
    return 0;
  };
  const markdown = Math.max(quality('text/markdown'), quality('text/x-markdown'));
  return markdown > 0 && markdown > quality('text/html');
}
