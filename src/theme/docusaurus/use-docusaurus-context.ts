// `@docusaurus/useDocusaurusContext`: the site config fields React pages read, from our site data.
import { site } from '../site';

const context = {
  siteConfig: {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    favicon: site.favicon,
    trailingSlash: true,
    customFields: site.customFields as Record<string, unknown>,
    themeConfig: { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode },
  },
  siteMetadata: { docusaurusVersion: 'lexora' },
  globalData: {},
  i18n: {
    defaultLocale: site.locale.name,
    currentLocale: site.locale.name,
    locales: site.locales.map((l) => l.name),
    localeConfigs: {},
  },
};

export default function useDocusaurusContext() {
  return context;
}
