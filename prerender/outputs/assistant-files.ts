// What the MCP server (mcp/) reads from a built site besides the `.md` copies and the search index:
// /mcp.json (where the search index is, the pages llms.txt lists with their headings' ids) and,
// with an API contract, /operations.json (prerender/contract/operations.ts). Both are plain files,
// so the server works from a deployed copy as well as from the output folder.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../content/model.ts';
import { markdownUrlOf } from '../../src/shared/markdown-url.ts';
import { siteBaseUrl } from '../../src/shared/locales.ts';
import { llmsSections } from './markdown/copies.ts';
import { operationsFile } from '../contract/operations.ts';
import type { ApiSpec } from '../contract/spec.ts';

/** /mcp.json: what the MCP server needs to find its way in a built site. Paths are URL paths of the site. */
export interface SiteIndexFile {
  version: 1;
  title: string;
  description: string;
  /** The site's configured URL, without a trailing slash: the origin of every link the server gives. */
  url: string;
  /**
   * The URL path the site is served at (`baseUrl`, `/` or `/sub/`). Every path in this file starts with it;
   * the file itself is at `<baseUrl>mcp.json`, and a path `<baseUrl>x` is the output folder's file `x`.
   */
  baseUrl: string;
  /** The offline search index's pointer file (/search-index.json, naming its manifest), or null with hosted search. */
  searchIndex: string | null;
  /** The locale whose index the pointer's `manifest` names (the default locale, or the one locale built): queries are read in it. */
  language?: string;
  /** The facet filters the search modal sends (`search.contextualSearch`), or null. */
  searchFilters: (string | string[])[] | null;
  contract: string | null;
  operations: string | null;
  /** The pages llms.txt lists, in its sections and order; headings as [id, level, text]. */
  sections: {
    title: string;
    pages: {
      title: string;
      description?: string;
      route: string;
      markdown: string;
      headings: [string, number, string][];
    }[];
  }[];
}

export function assistantIndex(site: SiteModel, opts: { searchIndexUrl?: string; contract: boolean }): SiteIndexFile {
  const { config } = site;
  // The first locale built is the one /search-index.json's `manifest` names (prerender/search/index-build.ts).
  const language = site.localized[0]?.locale.name ?? config.i18n.defaultLocale;
  const base = siteBaseUrl(site.locales);
  // Files of the output folder's root, as URL paths under the base (`/openapi.yaml` -> `/sub/openapi.yaml`).
  const underBase = (file: string) => base + file.replace(/^\/+/, '');
  return {
    version: 1,
    title: config.title,
    description: config.metadata.description,
    url: config.url.replace(/\/+$/, ''),
    baseUrl: base,
    searchIndex: opts.searchIndexUrl ? underBase(opts.searchIndexUrl) : null,
    language,
    // As src/search/search-client.ts's contextualFacetFilters(): one locale, the last docs version.
    searchFilters: config.search.contextualSearch
      ? [
          `language:${language}`,
          [
            'docusaurus_tag:default',
            ...site.instances.map((i) => `docusaurus_tag:docs-${i.id}-${i.versions.find((v) => v.isLast)!.name}`),
          ],
        ]
      : null,
    contract: opts.contract ? underBase('openapi.yaml') : null,
    operations: opts.contract ? underBase('operations.json') : null,
    sections: llmsSections(site).map(({ title, pages }) => ({
      title,
      pages: pages.map((p) => ({
        title: p.title,
        ...(p.description ? { description: p.description } : {}),
        route: p.route,
        markdown: markdownUrlOf(p.route, base),
        headings: p.analysis.headings.map((h) => [h.id, h.level, h.value] as [string, number, string]),
      })),
    })),
  };
}

/** Writes /mcp.json and, with a contract, /operations.json; returns the names written. */
export function writeAssistantFiles(
  site: SiteModel,
  outDir: string,
  opts: { searchIndexUrl?: string; spec?: ApiSpec },
): string[] {
  const index = assistantIndex(site, { searchIndexUrl: opts.searchIndexUrl, contract: opts.spec !== undefined });
  fs.writeFileSync(path.join(outDir, 'mcp.json'), JSON.stringify(index));
  if (!opts.spec) return ['mcp.json'];
  fs.writeFileSync(path.join(outDir, 'operations.json'), JSON.stringify(operationsFile(opts.spec, site.config.url)));
  return ['mcp.json', 'operations.json'];
}
