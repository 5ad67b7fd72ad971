// `@theme/DocBreadcrumbs`: a docs page's breadcrumbs, no props (src/theme/docs/DocBreadcrumbs.tsx). The docs
// layout draws `@theme/DocBreadcrumbs`, so a site's swizzled one (a wrapper adding a line under
// `@theme-original/DocBreadcrumbs`, or its own from `useSidebarBreadcrumbs()`) draws there.
export { default } from '../docs/DocBreadcrumbs';
