// The navbar item types the theme draws (src/theme/NavbarItem.tsx's COMPONENTS has exactly these keys), without
// the config schema's zod, so the browser's `@theme/NavbarItem/ComponentTypes` can list them too.

/** Navbar item types the theme renders; anything else but `custom-<name>` fails validation. */
export const NAVBAR_ITEM_TYPES = [
  'default',
  'doc',
  'docSidebar',
  'dropdown',
  'docsVersionDropdown',
  'localeDropdown',
  'html',
  'search',
] as const;

export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/** Docusaurus's custom navbar item types: `custom-<name>`, drawn by the site's swizzled `NavbarItem/ComponentTypes`. */
export const CUSTOM_NAVBAR_ITEM_TYPE = /^custom-[\w-]+$/;
