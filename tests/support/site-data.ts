// The generated site data (`@generated/site-data.json`) that theme modules read at import, for unit
// tests that render theme components: a site at '/' with trailing slashes, English as the default
// locale, and every field the theme reads at import time (the colour mode context reads colorMode).
// Use it from a mock factory: vi.mock('@generated/site-data.json', async () =>
//   (await import('../support/site-data')).siteDataModule({ locales: ['en', 'fr'] })).
import { resolveLocale } from '../../src/shared/locales';

export function siteDataModule(options: { locales?: string[]; overrides?: Record<string, unknown> } = {}): {
  default: Record<string, unknown>;
} {
  const locales = (options.locales ?? ['en']).map((code) => resolveLocale(code, undefined, 'en', '/'));
  return {
    default: {
      baseUrl: '/',
      trailingSlash: true,
      locale: locales[0],
      locales,
      translations: {},
      navbar: {},
      footer: {},
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
      ...options.overrides,
    },
  };
}
