// `@theme/Navbar/ColorModeToggle`: the colour toggle as the navbar and the mobile menu draw it (with the class
// they give it): `@theme/ColorModeToggle`, a site's swizzled one through its bridge, else ours (none when the
// config disables the switch). A site's own Navbar/ColorModeToggle replaces it in both.
export { default } from '@theme/ColorModeToggle';
