// `@docusaurus/useDocusaurusContext`: the site config fields React pages read, from our site data.
import { site } from '../site';

/** The context of the current locale (src/theme/site.ts sets it before a page renders). */
function contextOf(locale: string) {
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.locale.baseUrl,
      favicon: site.favicon,
      trailingSlash: site.trailingSlash as boolean | undefined,
      customFields: site.customFields as Record<string, unknown>,
      themeConfig: { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode },
    },
    siteMetadata: { docusaurusVersion: 'lexora' },
    globalData: {},
    i18n: {
      defaultLocale: site.locales[0]!.name,
      currentLocale: locale,
      locales: site.locales.map((l) => l.name),
      localeConfigs: Object.fromEntries(
        site.locales.map((l) => [
          l.name,
          { label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: l.calendar, path: l.path },
        ]),
      ),
    },
  };
}

const contexts = new Map<string, ReturnType<typeof contextOf>>();

export default function useDocusaurusContext() {
  const locale = site.locale.name;
  let context = contexts.get(locale);
  if (!context) contexts.set(locale, (context = contextOf(locale)));
  return context;
}
