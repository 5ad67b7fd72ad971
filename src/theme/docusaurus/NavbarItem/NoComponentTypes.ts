// Where `@theme-bridge/NavbarItem/ComponentTypes` points when the site has no NavbarItem/ComponentTypes of its
// own (prerender/docusaurus/aliases.ts): every navbar item is drawn by ours.
export default function siteNavbarItemType(_type: string): undefined {
  return undefined;
}
