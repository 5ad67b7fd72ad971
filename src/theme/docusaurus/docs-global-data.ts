// A docs version's `docs`, `draftIds` and `sidebars` as Docusaurus's global data gives them (the docs plugin's
// `toGlobalDataVersion`): what a site's version dropdown or "latest version" link reads from `useVersions()`,
// `useActiveDocContext()` or `useDocsData()`. The list grows with the pages, so only the hooks that return a
// version's docs import this module; a page that calls none of them does not load it.
import raw from '@generated/docs-global-data.json';
import { alternatePath } from '../../shared/locales';
import { publicPath } from '../../shared/paths';
import { site } from '../site';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

export interface GlobalVersionDocs {
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

const NONE: GlobalVersionDocs = { docs: [], draftIds: [], sidebars: {} };
const cache: Record<string, GlobalVersionDocs> = {};

/** A route of the build as the page's locale serves it (Docusaurus builds each locale with its own paths). */
function servedPath(route: string): string {
  const localized = site.locale.isDefault ? route : alternatePath(route, site.locale, site.locales);
  return publicPath(localized, site.trailingSlash as boolean | undefined, site.locale.baseUrl);
}

/** The version's docs, paths as served (the current locale's, with the site's trailing slash). */
export function versionDocs(pluginId: string, versionName: string): GlobalVersionDocs {
  const key = `${site.locale.name}\n${pluginId}\n${versionName}`;
  const hit = cache[key];
  if (hit) return hit;
  const data = raw[pluginId]?.[versionName];
  const out: GlobalVersionDocs = data
    ? {
        docs: data.docs.map((d) => ({ ...d, path: servedPath(d.path) })),
        draftIds: data.draftIds,
        sidebars: Object.fromEntries(
          Object.entries(data.sidebars).map(([name, s]) => [
            name,
            s.link ? { link: { ...s.link, path: servedPath(s.link.path) } } : {},
          ]),
        ),
      }
    : NONE;
  cache[key] = out;
  return out;
}
