// Where a page's Docusaurus `metadata` is imported from (prerender/docusaurus/remark-page-exports.ts) and
// written (prerender/bundle/page-metadata.ts): a JSON file of the generated folder, named by the route.
import { sha256 } from '../util.ts';

export const PAGE_METADATA_PREFIX = '@generated/page-metadata/';

/** The import specifier of the metadata of the page at `route`. */
export function pageMetadataModule(route: string): string {
  return `${PAGE_METADATA_PREFIX}${sha256(route).slice(0, 16)}.json`;
}
