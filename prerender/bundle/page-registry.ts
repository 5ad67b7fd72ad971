// Build-only entry: makes every MDX page a separate chunk. Never imported by the app. Plain Markdown
// pages are page trees (JSON), not chunks; `.md` pages are MDX only under `markdown.format: 'mdx'`,
// and `@markdown-modules` finds them only then (vite.config.ts).
import { pages as instancePages } from '@generated/instance-pages.js';

export const pages = {
  ...import.meta.glob([
    '@content/docs/**/*.mdx',
    '@content/versioned_docs/**/*.mdx',
    '@content/blog/**/*.mdx',
    '@content/i18n/*/docusaurus-plugin-content-{docs,blog,pages}/**/*.mdx',
    '@content/src/pages/**/*.{mdx,js,jsx,ts,tsx}',
    '!@content/src/pages/**/_*',
    '!@content/src/pages/**/_*/**',
    '!@content/src/pages/**/__tests__/**',
    '!@content/src/pages/**/*.{test,spec}.*',
    '!@content/src/pages/**/*.d.ts',
  ]),
  // A glob of its own: Vite walks one glob's files from the folder its patterns share, and this
  // alias may name a folder in the project's .cache/ while the content lives elsewhere (the temp
  // folder): together they shared only "/", from where no page was found.
  ...import.meta.glob([
    '@markdown-modules/docs/**/*.md',
    '@markdown-modules/versioned_docs/**/*.md',
    '@markdown-modules/blog/**/*.md',
    '@markdown-modules/i18n/*/docusaurus-plugin-content-{docs,blog,pages}/**/*.md',
    '@markdown-modules/src/pages/**/*.md',
    '!@markdown-modules/src/pages/**/_*',
    '!@markdown-modules/src/pages/**/_*/**',
  ]),
  // The folders of the site's other docs instances (prerender/bundle/site-data.ts writes their globs).
  ...instancePages,
};
