// `@theme/TOCCollapsible`: the "On this page" toggle narrow windows show above the content, with
// Docusaurus's props (`toc`, `minHeadingLevel`, `maxHeadingLevel`, `className`). Pages draw it through
// `@theme-bridge/TOC` (./TOCBridge.ts), so a site's swizzled one draws there; `@theme-original/TOCCollapsible`
// reaches this one.
export { MobileTOC as default } from '../deferred-parts';
