// A fixture site with a second docs instance ("community", versioned, its own sidebars and navbar items) beside the default docs.
import { SITE_CONFIG } from './fixture';

export const INSTANCES_CONFIG = SITE_CONFIG.replace(
  "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }]",
  `items: [
      { type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', docsPluginId: 'community', label: 'Community', position: 'left' },
      { type: 'doc', docId: 'support', docsPluginId: 'community', label: 'Support', position: 'left' },
      { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right', dropdownItemsAfter: [{ to: '/docs/guide/', label: 'All guides' }] },
      { type: 'dropdown', label: 'More', position: 'left', items: [
        { label: 'The guide', docId: 'guide' },
        { label: 'Get help', docId: 'support', docsPluginId: 'community' },
      ] },
    ]`,
).replace(
  "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
  `  blog: { title: 'Fixture Blog', description: 'Posts.' },
  docsInstances: [
    { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.ts' },
  ],`,
);

/** A second instance "community" with one released version (1.0) beside its current docs. */
export const INSTANCES: Record<string, string | null> = {
  'site.config.ts': INSTANCES_CONFIG,
  // The same sidebar name as the default docs' (tutorialSidebar): the navbar must still tell them apart.
  'sidebarsCommunity.ts': `export default { tutorialSidebar: ['intro', { type: 'category', label: 'Help', items: ['support'] }] };\n`,
  'community/intro.mdx': `---\ntitle: Community intro\ndescription: Meet us.\nslug: /\n---\n\n## Say hi\n\nRead [support](./support.mdx#channels) (quokkacorn).\n`,
  'community/support.mdx': `---\ntitle: Support\n---\n\n## Channels\n\nAsk in the forum.\n\nBack to [the intro](intro.mdx).\n`,
  'community/components/_note.mdx': `A partial.\n`,
  'community_versions.json': '["1.0"]\n',
  'community_versioned_docs/version-1.0/intro.mdx': `---\ntitle: Community intro\nslug: /\n---\n\n## Say hi\n\nOld intro (wombatcorn). [Support](./support.md)\n`,
  'community_versioned_docs/version-1.0/support.md': `---\ntitle: Support\n---\n\n## Channels\n\nOld channels.\n`,
  'community_versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ tutorialSidebar: ['intro', 'support'] }),
};
