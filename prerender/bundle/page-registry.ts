// Build-only entry: makes every MDX page a separate chunk. Never imported by the app. Plain Markdown
// pages are page trees (JSON), not chunks; `.md` pages are MDX only under `markdown.format: 'mdx'`,
// and `@markdown-modules` finds them only then (vite.config.ts).
export const pages = import.meta.glob([
  '@content/docs/**/*.mdx',
  '@content/blog/**/*.mdx',
  '@markdown-modules/docs/**/*.md',
  '@markdown-modules/blog/**/*.md',
  '@content/src/pages/**/*.{mdx,js,jsx,ts,tsx}',
  '!@content/src/pages/**/_*',
  '!@content/src/pages/**/_*/**',
  '!@content/src/pages/**/__tests__/**',
  '!@content/src/pages/**/*.{test,spec}.*',
  '!@content/src/pages/**/*.d.ts',
]);
