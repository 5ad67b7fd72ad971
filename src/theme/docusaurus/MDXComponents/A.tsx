// `@theme/MDXComponents/A`: the link every MDX page's `[text](url)` renders with (ours: router link, authored
// URL kept as written when trailingSlash is unset).
import { MdxLink } from '../../mdx/components';

export default MdxLink;
