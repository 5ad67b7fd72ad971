// `@theme/NavbarItem/ComponentTypes`, and `@theme-original/NavbarItem/ComponentTypes` from a site's swizzled one:
// Docusaurus's table of navbar item types, each drawing ours with the props Docusaurus gives an item's component
// (the item's fields without `type`, and `mobile`). A site's swizzle spreads it and adds its `custom-*` types;
// ComponentTypesBridge.tsx makes the navbar draw them.
import type { ReactNode } from 'react';
import { NAVBAR_ITEM_TYPES } from '../../../shared/navbar-item-types';
import { COMPONENTS } from '../../NavbarItem';
import type { NavbarItemConfig } from '../../site';

/** On each component of this table: the type of ours it draws (the bridge draws ours directly for it). */
export const OUR_TYPE = '__navbarItemType';

type Props = Record<string, unknown> & { mobile?: boolean };

function ours(type: string) {
  const Item = ({ mobile, ...props }: Props): ReactNode => {
    const Ours = COMPONENTS[type];
    return <Ours item={{ ...props, type } as NavbarItemConfig} mobile={mobile} />;
  };
  return Object.assign(Item, { [OUR_TYPE]: type });
}

// The type list, not COMPONENTS's keys: the navbar imports the site's table, which imports this module, so
// COMPONENTS is not there yet while this module is first run (it is when an item is drawn).

const ComponentTypes: Record<string, (props: Props) => ReactNode> = Object.fromEntries(
  NAVBAR_ITEM_TYPES.map((type) => [type, ours(type)]),
);
export default ComponentTypes;
