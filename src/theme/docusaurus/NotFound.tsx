// `@theme/NotFound`: the 404 page (our shell already draws the navbar and footer around it): its text is
// `@theme/NotFound/Content`, as in Docusaurus 3. A site's `src/theme/NotFound` replaces this on the 404
// page (src/theme/NotFound.tsx renders `@theme/NotFound`), and `@theme-original/NotFound` reaches it.
import Content from '@theme/NotFound/Content';

export default function NotFound() {
  return <Content />;
}
