import { TabItem } from '../mdx/Tabs';

export default TabItem;
