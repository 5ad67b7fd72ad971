// Where `@theme/ColorModeToggle` points when a site swizzles it (prerender/docusaurus/aliases.ts): the
// site's component with the props Docusaurus's navbar gives it, `value` (the choice, null for the
// system's, with respectPrefersColorScheme; else the mode) and `onChange`. Until the page is hydrated
// `value` is what the server drew with (the default mode, no choice), so a toggle that shows it as text
// hydrates without a mismatch. Only such a site bundles this.
import SiteColorModeToggle from '@theme-swizzled/ColorModeToggle';
import { useColorMode } from './theme-common';
import { useHydrated } from '../hooks';
import { site } from '../site';

export default function ColorModeToggle(props: { className?: string }) {
  const { colorMode, colorModeChoice, setColorMode } = useColorMode();
  const hydrated = useHydrated();
  const { respectPrefersColorScheme: respect, defaultMode, disableSwitch } = site.colorMode;
  if (disableSwitch) return null;
  const value = respect ? (hydrated ? colorModeChoice : null) : hydrated ? colorMode : defaultMode;
  return <SiteColorModeToggle value={value} onChange={setColorMode} respectPrefersColorScheme={respect} {...props} />;
}
