// `@theme/Mermaid` (from @docusaurus/theme-mermaid): a diagram from its source, `<Mermaid value="graph TD; A-->B" />`.
import { Mermaid } from '../mdx/Mermaid';

export default Mermaid;
