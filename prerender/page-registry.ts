// Build-only entry: makes every MDX page a separate chunk. Never imported by the app. Plain Markdown
// pages are page trees (JSON), not chunks.
export const pages = import.meta.glob(['@content/docs/**/*.mdx', '@content/blog/**/*.mdx']);
