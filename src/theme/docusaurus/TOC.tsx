// `@theme/TOC`: the desktop table of contents, with Docusaurus's props (`toc`, `minHeadingLevel`,
// `maxHeadingLevel`, `className`). Docs pages, blog posts and Markdown pages draw it in their right column
// (through `@theme-bridge/TOC`: ./TOCBridge.ts), so a site's swizzled `src/theme/TOC` (a call to action
// under `@theme-original/TOC`, or the headings cleaned before it) draws there, and `@theme-original/TOC`
// reaches this one.
export { DesktopTOC as default } from '../deferred-parts';
