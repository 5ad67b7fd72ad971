// `@theme/ColorModeToggle`: our colour mode button (light, dark and, with respectPrefersColorScheme, system).
// The navbar and the mobile menu render `@theme/ColorModeToggle`. A site's swizzled `src/theme/ColorModeToggle`
// draws there through ColorModeToggleBridge.tsx, which gives it Docusaurus's props (`value`, `onChange`,
// `respectPrefersColorScheme`); `@theme-original/ColorModeToggle` reaches this one, which reads the
// colour mode itself (a wrapper's own `onChange` is not called by it).
export { ColorModeToggle as default } from '../ColorModeToggle';
