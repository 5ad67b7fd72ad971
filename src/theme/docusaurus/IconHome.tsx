// `@theme/Icon/Home`: the house of the breadcrumbs' home item (SVG props pass through), for a site's own home item.
export { IconHome as default } from '../docs/BreadcrumbHome';
