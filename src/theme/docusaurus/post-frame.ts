// `@theme-bridge/post-frame` for a site that does not swizzle BlogPostPage (prerender/docusaurus/aliases.ts):
// the shell draws a blog post's frame (navbar, footer) itself, as for every other route.
export const postPageDrawsFrame = false;
