// `@theme/NotFound/Content`: the 404 page's text, which Docusaurus 3's NotFound renders inside its
// Layout; a site's `src/theme/NotFound/Content` replaces it on our 404 page too.
import { NotFoundContent } from '../../NotFoundContent';

export default function Content({ className }: { className?: string }) {
  return <NotFoundContent className={className} />;
}
