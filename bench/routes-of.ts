// The routes of a built site, as bench/compare-routes.ts compares them (our build's or Docusaurus's).
import fs from 'node:fs';
import path from 'node:path';

/** Every HTML page of a build as a route path without trailing slash; redirect pages apart. */
export function routesOf(dir: string): { pages: Set<string>; redirects: Set<string> } {
  const pages = new Set<string>();
  const redirects = new Set<string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html')) {
        const rel = path.relative(dir, full).split(path.sep).join('/');
        const head = fs.readFileSync(full, 'utf8').slice(0, 2000);
        // A redirect page is reached at its file's own URL (`/docs/api.html` from fromExtensions).
        if (/http-equiv=["']?refresh/i.test(head)) redirects.add('/' + rel.replace(/(^|\/)index\.html$/, ''));
        else pages.add(('/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')).replace(/\/$/, '') || '/');
      }
    }
  };
  walk(dir);
  return { pages, redirects };
}
