// Build-only entry: makes every content page a separate chunk. Never imported by the app.
export const pages = import.meta.glob(['@content/docs/**/*.{md,mdx}', '@content/blog/**/*.{md,mdx}']);
