// `@theme-bridge/TOC` for a site that swizzles `TOC` or `TOCCollapsible`: the pages' tables of contents are
// `@theme/TOC` and `@theme/TOCCollapsible` (the site's, or ours). A site that swizzles neither gets
// src/theme/deferred-parts.ts itself there (prerender/docusaurus/aliases.ts), so its bundle has no hop.
export { default as DesktopTOC } from '@theme/TOC';
export { default as MobileTOC } from '@theme/TOCCollapsible';
