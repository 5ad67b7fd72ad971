// The build writes site-data.json under .cache/generated/ (prerender/bundle/site-data.ts, which returns
// this type); the theme reads it through src/theme/site.ts.
declare module '@generated/site-data.json' {
  const value: import('./shared/site-data').SiteData;
  export default value;
}

// The playground's endpoints and options, from the API contract (prerender/contract/playground-data.ts).
declare module '@generated/api-playground.json' {
  const value: import('./shared/playground-types').PlaygroundData;
  export default value;
}

// The MDX components map: a Docusaurus site's own src/theme/MDXComponents, else ours
// (src/theme/docusaurus/MDXComponents.tsx), as prerender/docusaurus/aliases.ts resolves it.
declare module '@theme/MDXComponents' {
  const value: Record<string, unknown>;
  export default value;
}

// `@theme/Admonition`: a site's swizzled Admonition, else ours (src/theme/docusaurus/Admonition.tsx).
declare module '@theme/Admonition' {
  const value: import('react').ComponentType<Record<string, unknown>>;
  export default value;
}

// `@theme/CodeBlock`: a site's swizzled CodeBlock, else ours (src/theme/docusaurus/CodeBlock.tsx).
declare module '@theme/CodeBlock' {
  const value: import('react').ComponentType<Record<string, unknown>>;
  export default value;
}

// `@theme/Root`, `@theme/Footer`, `@theme/NotFound`, `@theme/NotFound/Content`: a site's swizzled
// component, else ours (src/theme/docusaurus/), as prerender/docusaurus/aliases.ts resolves them.
declare module '@theme/Root' {
  const value: import('react').ComponentType<{ children?: import('react').ReactNode }>;
  export default value;
}
declare module '@theme/Footer' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/NotFound' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/DocItem/Footer' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/BlogPostPage' {
  const value: import('react').ComponentType<{
    content: import('./theme/blog/blog-post-content').BlogPostContent;
    sidebar?: { title: string; items: import('./shared/types').BlogSidebarEntry[] };
  }>;
  export default value;
}
declare module '@theme/DocVersionBanner' {
  const value: import('react').ComponentType<{ className?: string }>;
  export default value;
}
declare module '@theme/DocItem/Paginator' {
  const value: import('react').ComponentType;
  export default value;
}
// `@theme/Footer/…`: the footer's parts (src/theme/Footer.tsx), as Docusaurus's props name them.
declare module '@theme/Footer/Layout' {
  const value: import('react').ComponentType<{
    style?: string;
    links?: import('react').ReactNode;
    logo?: import('react').ReactNode;
    copyright?: import('react').ReactNode;
  }>;
  export default value;
}
declare module '@theme/Footer/Links' {
  const value: import('react').ComponentType<{
    links: Parameters<typeof import('./theme/Footer').FooterLinks>[0]['links'];
  }>;
  export default value;
}
declare module '@theme/Footer/Logo' {
  const value: import('react').ComponentType<{
    logo: NonNullable<import('./shared/site-data').SiteData['footer']['logo']>;
  }>;
  export default value;
}
declare module '@theme/Footer/Copyright' {
  const value: import('react').ComponentType<{ copyright: string }>;
  export default value;
}
declare module '@theme/SearchBar' {
  const value: import('react').ComponentType;
  export default value;
}
// `@theme/BlogPostItem` and its parts: a post in a list or on its page (src/theme/blog/BlogPostItem.tsx).
declare module '@theme/BlogPostItem' {
  const value: import('react').ComponentType<{ children?: import('react').ReactNode; className?: string }>;
  export default value;
}
declare module '@theme/BlogPostItem/Header' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/BlogPostItem/Content' {
  const value: import('react').ComponentType<{ children?: import('react').ReactNode; className?: string }>;
  export default value;
}
declare module '@theme/BlogPostItem/Footer' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/DocItem/Layout' {
  const value: import('react').ComponentType<{ children?: import('react').ReactNode }>;
  export default value;
}
declare module '@theme/DocItem/Content' {
  const value: import('react').ComponentType<{ children?: import('react').ReactNode }>;
  export default value;
}
// `@theme/DocSidebar` and `@theme/BlogSidebar`, with Docusaurus's props (src/theme/docs/DocSidebar.tsx, blog/BlogSidebar.tsx).
declare module '@theme/DocSidebar' {
  const value: typeof import('./theme/docs/DocSidebar').DocSidebar;
  export default value;
}
// `@theme/TOC`, `@theme/TOCCollapsible` and `@theme/TOCItems`, with Docusaurus's props (src/theme/docs/TOC.tsx, TOCItems.tsx).
// What the pages draw them through: src/theme/deferred-parts.ts, or src/theme/docusaurus/TOCBridge.ts.
declare module '@theme-bridge/TOC' {
  export const DesktopTOC: typeof import('./theme/deferred-parts').DesktopTOC;
  export const MobileTOC: typeof import('./theme/deferred-parts').MobileTOC;
}
declare module '@theme/TOC' {
  const value: typeof import('./theme/deferred-parts').DesktopTOC;
  export default value;
}
declare module '@theme/TOCCollapsible' {
  const value: typeof import('./theme/deferred-parts').MobileTOC;
  export default value;
}
declare module '@theme/TOCItems' {
  const value: typeof import('./theme/docs/TOCItems').default;
  export default value;
}
// The route's shell: src/theme/Root.tsx, or src/theme/docusaurus/LayoutBridge.tsx for a site that swizzles
// Layout, which draws `@theme-swizzled/Layout` (the site's) around every route.
// A blog post's page: src/theme/blog/BlogPostPage.tsx, or src/theme/docusaurus/BlogPostPageBridge.tsx for a site that
// swizzles BlogPostPage, which draws `@theme/BlogPostPage` (the site's) with Docusaurus's props.
declare module '@theme-bridge/BlogPostPage' {
  export const BlogPostPage: import('react').ComponentType<{ data: import('./shared/types').RouteData }>;
}
declare module '@theme-bridge/Layout' {
  export const Root: typeof import('./theme/Root').Root;
}
// The shell's navbar: src/theme/Navbar.tsx, or src/theme/docusaurus/NavbarBridge.tsx for a site that
// swizzles Navbar, which draws `@theme/Navbar` (the site's; else src/theme/docusaurus/Navbar.tsx).
declare module '@theme-bridge/Navbar' {
  export const Navbar: typeof import('./theme/Navbar').Navbar;
}
declare module '@theme/Navbar' {
  const value: import('react').ComponentType;
  export default value;
}
// Whether a blog post's page draws its frame itself (a site's swizzled BlogPostPage, src/theme/docusaurus/post-frame*.ts).
declare module '@theme-bridge/post-frame' {
  export const postPageDrawsFrame: boolean;
}
declare module '@theme-swizzled/Layout' {
  const value: import('react').ComponentType<{ children?: import('react').ReactNode }>;
  export default value;
}
// `@theme/DocBreadcrumbs` and its home item (src/theme/docs/DocBreadcrumbs.tsx, BreadcrumbHome.tsx).
declare module '@theme-bridge/DocBreadcrumbs' {
  export const Breadcrumbs: typeof import('./theme/docs/DocPage').Breadcrumbs;
}
declare module '@theme/DocBreadcrumbs' {
  const value: typeof import('./theme/docs/DocBreadcrumbs').default;
  export default value;
}
declare module '@theme/DocBreadcrumbs/Items/Home' {
  const value: typeof import('./theme/docs/BreadcrumbHome').default;
  export default value;
}
declare module '@theme/BlogSidebar' {
  const value: typeof import('./theme/blog/BlogSidebar').BlogSidebar;
  export default value;
}
declare module '@theme/NotFound/Content' {
  const value: import('react').ComponentType<{ className?: string }>;
  export default value;
}

// The site's customCss stylesheets (prerender/bundle/site-data.ts): side effects only.
declare module '@generated/custom-css.js';
// What @theme/Layout imports for its Infima classes: infima-compat.css, or nothing when custom-css.js has it.
declare module '@generated/layout-css.js';

// The page modules of the site's other docs instances' folders (prerender/bundle/site-data.ts).
declare module '@generated/instance-pages.js' {
  export const pages: Record<string, () => Promise<unknown>>;
}
// `@theme/ColorModeToggle` (src/theme/ColorModeToggle.tsx), and the site's own one behind the bridge
// (src/theme/docusaurus/ColorModeToggleBridge.tsx), with Docusaurus's props.
declare module '@theme/ColorModeToggle' {
  const value: import('react').ComponentType<{ className?: string }>;
  export default value;
}
declare module '@theme-swizzled/ColorModeToggle' {
  const value: import('react').ComponentType<{
    className?: string;
    value: 'light' | 'dark' | null;
    onChange: (mode: 'light' | 'dark' | null) => void;
    respectPrefersColorScheme: boolean;
  }>;
  export default value;
}
declare module '@theme/Navbar/Logo' {
  const value: import('react').ComponentType;
  export default value;
}
// The navbar's content and the parts it draws (src/theme/NavbarContent.tsx, src/theme/docusaurus/Navbar/).
declare module '@theme/Navbar/Content' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/Navbar/MobileSidebar/Layout' {
  const value: import('react').ComponentType<{
    header?: import('react').ReactNode;
    primaryMenu?: import('react').ReactNode;
    secondaryMenu?: import('react').ReactNode;
  }>;
  export default value;
}
declare module '@theme-bridge/Navbar/MobileSidebar/Layout' {
  const value: import('react').ComponentType<{
    header?: import('react').ReactNode;
    primaryMenu?: import('react').ReactNode;
    secondaryMenu?: import('react').ReactNode;
  }>;
  export default value;
}
declare module '@theme/Navbar/MobileSidebar/Header' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/Navbar/MobileSidebar/PrimaryMenu' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/Navbar/MobileSidebar/SecondaryMenu' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/Navbar/Layout' {
  const value: import('react').ComponentType<{ children?: import('react').ReactNode }>;
  export default value;
}
declare module '@theme/Navbar/MobileSidebar/Toggle' {
  const value: import('react').ComponentType;
  export default value;
}
declare module '@theme/Navbar/ColorModeToggle' {
  const value: import('react').ComponentType<{ className?: string }>;
  export default value;
}
// The navbar's lookup of a Docusaurus site's own NavbarItem/ComponentTypes (src/theme/docusaurus/NavbarItem/:
// ComponentTypesBridge.tsx when the site swizzles it, else NoComponentTypes.ts), and the site's table behind it.
declare module '@theme-bridge/NavbarItem/ComponentTypes' {
  const value: (type: string) => import('./theme/NavbarItem').NavbarItemComponent | undefined;
  export default value;
}
declare module '@theme-swizzled/NavbarItem/ComponentTypes' {
  const value: Record<string, import('react').ComponentType<Record<string, unknown>>>;
  export default value;
}

/** Whether the site's navbar has a search item (vite.config.ts `define`): false leaves its code out of the bundle. */
declare const __NAVBAR_SEARCH_ITEM__: boolean;
/** Theme options as compile-time constants (prerender/bundle/theme-defines.ts): false leaves a part's code out. */
declare const __SEARCH_PAGE__: string | null;
declare const __SEARCH_PAGE_OPTIONAL__: boolean;
declare const __DOCS_HOME__: string | null;
declare const __DOCS_SIDEBAR_HIDEABLE__: boolean;
declare const __DOCS_SIDEBAR_AUTO_COLLAPSE__: boolean;

// The global data of a site's own plugins, by plugin name and id (prerender/docusaurus/site-plugins.ts):
// only `@docusaurus/useGlobalData` (src/theme/docusaurus/use-global-data.ts) imports it.
declare module '@generated/global-data.json' {
  const value: Record<string, Record<string, unknown>>;
  export default value;
}

// Each docs instance's versions' docs as Docusaurus's global data lists them (prerender/bundle/site-data.ts):
// only src/theme/docusaurus/docs-global-data.ts imports it.
declare module '@generated/docs-global-data.json' {
  const value: Record<string, Record<string, import('./theme/docusaurus/docs-global-data').GlobalVersionDocs>>;
  export default value;
}
