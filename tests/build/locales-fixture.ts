// A fixture site in three locales: English (default), French and Arabic (right to left). French
// translates one doc, the post and navbar/footer/sidebar labels; Arabic has no i18n/ folder at all.
import { SITE_CONFIG } from './fixture';

export const LOCALES_CONFIG = SITE_CONFIG.replace(
  /i18n: \{[^\n]*\} \} \},/,
  `i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { fr: { label: 'Français' } } },`,
).replace(
  "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }]",
  "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }, { type: 'localeDropdown', position: 'right' }]",
);

const FR = 'i18n/fr';

export const LOCALES: Record<string, string | null> = {
  'site.config.ts': LOCALES_CONFIG,
  // A nested page whose translation links `guide.mdx` from the docs folder's root (Docusaurus tries the locale's folder).
  'docs/tools/cli.mdx': `---\ntitle: CLI\n---\n\nSee [the guide](guide.mdx#install).\n`,
  [`${FR}/docusaurus-plugin-content-docs/current/tools/cli.mdx`]: `---\ntitle: CLI (fr)\n---\n\nVoir [le guide](guide.mdx#install).\n`,
  [`${FR}/docusaurus-plugin-content-docs/current/guide.mdx`]: `---\ntitle: Guide (fr)\ndescription: Le guide.\n---\n\n## Installer {#install}\n\nLancez l'installateur (licornebleue).\n\n## Utiliser {#use}\n\nVoir [l'accueil](/docs/) et [la page de départ](./welcome.mdx#top-of-page).\n`,
  [`${FR}/docusaurus-plugin-content-blog/2025-01-02-hello.mdx`]: `---\ntitle: Bonjour\nslug: hello\nauthors: [ada]\ntags: [news]\n---\n\nPremier billet.\n\n<!-- truncate -->\n\nLa suite.\n`,
  [`${FR}/docusaurus-theme-classic/navbar.json`]: JSON.stringify(
    { 'item.label.Docs': { message: 'Documentation' } },
    null,
    2,
  ),
  // "Old link" names no footer link of the config (a label since renamed): unused, with a warning, as Docusaurus leaves it.
  [`${FR}/docusaurus-theme-classic/footer.json`]: JSON.stringify(
    { 'link.item.label.Intro': { message: 'Introduction' }, 'link.item.label.Old link': { message: 'Ancien lien' } },
    null,
    2,
  ),
  [`${FR}/docusaurus-plugin-content-docs/current.json`]: JSON.stringify({
    'version.label': { message: 'Suivante' },
    'sidebar.tutorialSidebar.category.Guides': { message: 'Les guides' },
  }),
  [`${FR}/code.json`]: JSON.stringify({
    'theme.docs.paginator.next': { message: 'Suivant', description: 'next page' },
    'theme.TOCCollapsible.toggleButtonLabel': { message: 'Sur cette page' },
    'theme.docs.sidebar.navAriaLabel': { message: 'Barre latérale des docs' },
    'theme.blog.post.readMore': { message: 'Lire la suite' },
    'theme.blog.post.readMoreLabel': { message: 'Lire la suite de {title}' },
    'theme.blog.post.readingTime.plurals': { message: 'Une minute de lecture|{readingTime} minutes de lecture' },
    'theme.tags.tagsPageTitle': { message: 'Étiquettes' },
    'theme.blog.post.plurals': { message: 'Un billet|{count} billets' },
    'theme.blog.tagTitle': { message: '{nPosts} avec l’étiquette « {tagName} »' },
    'theme.common.headingLinkTitle': { message: 'Lien direct vers {heading}' },
  }),
  [`${FR}/docusaurus-plugin-content-blog/options.json`]: JSON.stringify({
    title: { message: 'Le blog du fixture' },
    description: { message: 'Des billets en français.' },
    'sidebar.title': { message: 'Tous les billets' },
  }),
  // Only under i18n/: Docusaurus never builds it, neither do we.
  [`${FR}/docusaurus-plugin-content-docs/current/stray.mdx`]: `---\ntitle: Stray\n---\n\nNot in docs/.\n`,
};
