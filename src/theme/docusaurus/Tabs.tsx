// `@theme/Tabs` and `@theme/TabItem` for Docusaurus content: our Tabs (same groupId storage key).
import { Tabs } from '../mdx/Tabs';

export default Tabs;
