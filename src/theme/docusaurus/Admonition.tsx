import { Admonition } from '../mdx/Admonition';

export default Admonition;
