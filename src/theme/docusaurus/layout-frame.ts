// The shell of a site that swizzles `Layout` (./LayoutBridge.tsx): every route is drawn inside the site's
// `@theme/Layout`, as Docusaurus draws every page inside it, and ours (`@theme-original/Layout`, ./Layout.tsx)
// draws what Docusaurus's does there: skip link, announcement, navbar, the page, footer. This context hands
// ours that frame, once: a React page's own `<Layout>` inside it only marks the page's content.
import { createContext, type ReactNode } from 'react';

/** Draws the frame around the page given; null outside that shell, and inside the frame. */
export const LayoutFrameContext = createContext<((page: ReactNode) => ReactNode) | null>(null);

/**
 * A blog post's frame when the site swizzles BlogPostPage: Docusaurus's BlogPostPage draws the whole page in
 * `@theme/Layout`, so what a site's wrapper draws beside `@theme-original/BlogPostPage` (comments after it, SEO
 * tags before it) lands after the footer or before the navbar. The shell (./LayoutBridge.tsx) then leaves the
 * frame to ours (./BlogPostPage.tsx), which draws it around the post; null otherwise, and inside the frame.
 */
export const PostFrameContext = createContext<((page: ReactNode) => ReactNode) | null>(null);
