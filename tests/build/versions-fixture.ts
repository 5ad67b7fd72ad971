// A fixture site with two released versions (2.0 the newest) beside the current docs, as `docs:version` leaves them.
import { SITE_CONFIG } from './fixture';

export const VERSIONED_CONFIG = SITE_CONFIG.replace(
  "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }]",
  "items: [{ type: 'doc', docId: 'guide', label: 'Guide', position: 'left' }, { type: 'docsVersionDropdown', position: 'right' }]",
);

const SIDEBAR_JSON = JSON.stringify({
  tutorialSidebar: ['welcome', { type: 'category', label: 'Guides', items: ['guide'] }],
});

/** Two released versions (2.0 the newest) beside the current docs, as `docs:version` leaves them. */
export const VERSIONED: Record<string, string | null> = {
  'site.config.ts': VERSIONED_CONFIG,
  'versions.json': '["2.0", "1.0"]\n',
  'docs/next-only.mdx': `---\ntitle: Next only\n---\n\nOnly in the next version.\n`,
  'sidebars.ts': `export default { tutorialSidebar: ['welcome', { type: 'category', label: 'Guides', items: ['guide', 'next-only'] }] };\n`,
  'versioned_docs/version-2.0/welcome.mdx': `---\ntitle: Welcome\ndescription: Start here.\nslug: /\n---\n\n## Top of page\n\nRead the [guide](./guide.mdx#install).\n`,
  'versioned_docs/version-2.0/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n## Install\n\nRun the 2.0 installer (zebracorn).\n\nSee [the start page](./welcome.mdx#top-of-page).\n`,
  'versioned_sidebars/version-2.0-sidebars.json': SIDEBAR_JSON,
  'versioned_docs/version-1.0/welcome.mdx': `---\ntitle: Welcome\ndescription: Start here.\nslug: /\n---\n\n## Top of page\n\nOld welcome.\n`,
  'versioned_docs/version-1.0/old-guide.mdx': `---\ntitle: Old guide\n---\n\n## Install\n\nThe 1.0 installer (mammothcorn).\n\n[Back](welcome.mdx)\n`,
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ tutorialSidebar: ['welcome', 'old-guide'] }),
};
