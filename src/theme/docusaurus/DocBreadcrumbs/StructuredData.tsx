// `@theme/DocBreadcrumbs/StructuredData`: Docusaurus 3.7+ writes the breadcrumbs as JSON-LD with it, which
// an ejected DocBreadcrumbs draws; here it draws nothing (our pages carry no JSON-LD breadcrumbs).
export default function DocBreadcrumbsStructuredData(_props: { breadcrumbs?: unknown }) {
  return null;
}
