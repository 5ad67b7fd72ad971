// `@theme/MDXComponents/Details`: the <details> disclosure of Markdown and MDX pages.
import Details from '../Details';

export default Details;
