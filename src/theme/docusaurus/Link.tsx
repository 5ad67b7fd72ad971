// `@docusaurus/Link`: our Link (router navigation, prefetch, external links in a new tab).
import { Link } from '../Link';

export default Link;
