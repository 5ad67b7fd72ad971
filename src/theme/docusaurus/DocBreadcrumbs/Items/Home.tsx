// `@theme/DocBreadcrumbs/Items/Home`: the breadcrumbs' home item. Our breadcrumbs draw it, so a site's
// swizzled one (a link to its own home page) draws there.
export { default } from '../../../docs/BreadcrumbHome';
