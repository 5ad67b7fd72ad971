// Where `@theme-bridge/NavbarItem/ComponentTypes` points when a site swizzles NavbarItem/ComponentTypes
// (prerender/docusaurus/aliases.ts): the navbar asks it for each item's type first. A type of the site's table
// that is not ours as ComponentTypes.tsx gives it (a `custom-*` type, or one of ours the site replaced) is drawn
// with Docusaurus's props: the item's fields without `type`, and `mobile`. Only such a site bundles this.
import type { ComponentType } from 'react';
import siteTypes from '@theme-swizzled/NavbarItem/ComponentTypes';
import type { NavbarItemComponent } from '../../NavbarItem';
import { OUR_TYPE } from './ComponentTypes';

const made = new Map<string, NavbarItemComponent | undefined>();

function make(type: string): NavbarItemComponent | undefined {
  const Site = (siteTypes as Record<string, ComponentType<Record<string, unknown>> | undefined>)[type];
  if (!Site || (Site as unknown as Record<string, unknown>)[OUR_TYPE] === type) return undefined;
  return function SiteNavbarItem({ item, mobile }) {
    const { type: _type, ...props } = item;
    return <Site {...props} mobile={mobile} />;
  };
}

/** The site's component for a navbar item type, or undefined where ours draws it (looked up when first drawn). */
export default function siteNavbarItemType(type: string): NavbarItemComponent | undefined {
  if (!made.has(type)) made.set(type, make(type));
  return made.get(type);
}
