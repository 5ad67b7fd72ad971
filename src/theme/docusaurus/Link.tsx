// `@docusaurus/Link`: our Link (router navigation, prefetch, external links in a new tab). A site's own
// link is authored: with `trailingSlash` unset it keeps the slash as written, as in Docusaurus.
import { forwardRef } from 'react';
import { Link, type LinkProps } from '../Link';

export default forwardRef<HTMLAnchorElement, LinkProps>(function DocusaurusLink(props, ref) {
  return <Link ref={ref} asWritten {...props} />;
});
