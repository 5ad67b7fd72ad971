// `@theme/TOCItems`: a table of contents' list, with Docusaurus's props (`toc`, `minHeadingLevel`,
// `maxHeadingLevel`, `className`, `linkClassName`, `linkActiveClassName`). Our tables of contents draw
// `@theme/TOCItems`, so a site's swizzled one draws in them, and an ejected `src/theme/TOC` draws ours.
export { default } from '../docs/TOCItems';
