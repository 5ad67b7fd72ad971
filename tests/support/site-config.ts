// The least a site config object needs to pass the schema (src/shared/site-config-schema.ts): unit tests
// spread it and add the fields they are about.
export const MINIMAL_SITE_CONFIG = {
  title: 'T',
  url: 'https://docs.example.com',
  baseUrl: '/',
  favicon: '/favicon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', path: 'en' } },
  },
  metadata: { keywords: ['k'], description: 'd' },
  navbar: { title: 'T', items: [] },
  footer: { links: [], copyright: '' },
  blog: { title: 'B', description: 'b' },
};
