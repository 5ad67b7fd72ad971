// Site configuration. Validated at build time by prerender/content/config.ts; see README.md, "Site configuration".
export default {
  title: 'Lexora Developers',
  tagline: 'Grammar, tone and text analysis for your product, through one API and SDK',
  url: 'https://docs.lexora.dev',
  baseUrl: '/',
  trailingSlash: true,
  favicon: '/img/favicon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },
  metadata: {
    keywords: [
      'grammar API',
      'spell check API',
      'writing assistant SDK',
      'AI content detection',
      'tone detection',
      'autocomplete API',
      'Lexora',
    ],
    description:
      'Documentation for the Lexora API and SDK: grammar and spelling correction, autocomplete, tone, AI-content detection and language-model tooling for your product.',
  },
  announcementBar: {
    id: 'guardrails-ga-2026',
    content:
      'The <a href="/docs/api/guardrails/">Guardrails endpoint</a> is now generally available: check model output for PII, toxicity and prompt injection.',
    backgroundColor: '#1f3a5f',
    textColor: '#ffffff',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  home: {
    buttons: [{ label: 'Get an API key', to: '/docs/api/api-access/' }],
    cards: [
      {
        title: 'Call the API',
        text: 'Grammar and spelling edits, tone, rephrasing and AI-content detection over plain HTTPS and JSON.',
        to: '/docs/api/',
      },
      {
        title: 'Add the SDK',
        text: 'Underline suggestions in any textarea, contenteditable or rich-text editor with a few lines of JavaScript.',
        to: '/docs/sdk/',
      },
      {
        title: 'Try it live',
        text: 'Build a request in the playground and copy it as cURL, JavaScript or Python.',
        to: '/docs/playground/',
      },
      {
        title: 'Run it yourself',
        text: 'Deploy Lexora on-premises with containers or Kubernetes when text must not leave your network.',
        to: '/docs/onprem/overview/',
      },
    ],
  },
  navbar: {
    title: 'Lexora',
    logo: { alt: 'Lexora logo', src: '/img/logo.svg' },
    hideOnScroll: false,
    items: [
      { type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' },
      { href: 'https://lexora.dev/demo', label: 'Demo', position: 'left' },
      { to: '/devblog/', label: 'Dev Blog', position: 'left' },
      { href: 'https://lexora.dev/contact', label: 'Contact', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { href: 'https://github.com/lexora-dev', label: 'GitHub', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'API', to: '/docs/api/api-access/' },
          { label: 'SDK', to: '/docs/sdk/overview/' },
          { label: 'LLM Index', href: '/llms.txt' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/lexora' },
          { label: 'Discord', href: 'https://discord.gg/lexora' },
          { label: 'Twitter', href: 'https://twitter.com/lexoradev' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/devblog/' },
          { label: 'GitHub', href: 'https://github.com/lexora-dev' },
          { label: 'Support', href: 'mailto:support@lexora.dev' },
        ],
      },
    ],
    copyright: 'Copyright © {year} Lexora, Inc. Built with our own docs pipeline.',
  },
  docs: { routeBasePath: 'docs', versionLabel: 'Next', tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } },
  blog: {
    routeBasePath: 'devblog',
    title: 'Lexora Developer Blog',
    description: 'Engineering notes on grammar checking, language models and writing tools from the Lexora team.',
  },
  // The API playground sends requests to the API's regions (content/openapi.yaml servers).
  csp: { directives: { 'connect-src': ['https://api.lexora.dev', 'https://eu.api.lexora.dev'] } },
  sitemap: { ignorePatterns: ['/docs/api/pricing/', '/docs/onprem/deploy/', '/docs/onprem/integrations/'] },
  search: {
    contextualSearch: true,
    searchPagePath: 'search',
    insights: false,
    // Words readers use for what these docs call by another name (offline search).
    synonyms: [
      ['profanity', 'swear words', 'curse words', 'obscenity'],
      ['rephrase', 'paraphrase', 'rewrite', 'reword'],
      ['spellcheck', 'spell check', 'spelling'],
      ['summarize', 'summary', 'tldr'],
      ['readability', 'reading ease'],
      ['transcription', 'speech to text'],
      ['on-premises', 'on-prem', 'self-hosted'],
      ['sso', 'single sign-on'],
      ['llm', 'language model'],
      ['pricing', 'cost'],
    ],
  },
};
