// `@theme-bridge/post-frame` for a site that swizzles BlogPostPage (prerender/docusaurus/aliases.ts): a blog
// post's page draws its frame (navbar, footer) itself, inside the site's component, as in Docusaurus
// (./layout-frame.ts).
export const postPageDrawsFrame = true;
