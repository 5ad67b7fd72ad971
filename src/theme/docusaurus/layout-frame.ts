// The shell of a site that swizzles `Layout` (./LayoutBridge.tsx): every route is drawn inside the site's
// `@theme/Layout`, as Docusaurus draws every page inside it, and ours (`@theme-original/Layout`, ./Layout.tsx)
// draws what Docusaurus's does there: skip link, announcement, navbar, the page, footer. This context hands
// ours that frame, once: a React page's own `<Layout>` inside it only marks the page's content.
import { createContext, type ReactNode } from 'react';

/** Draws the frame around the page given; null outside that shell, and inside the frame. */
export const LayoutFrameContext = createContext<((page: ReactNode) => ReactNode) | null>(null);
