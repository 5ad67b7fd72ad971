// A Docusaurus site's own plugin that sets global data, read by a page with `@docusaurus/useGlobalData`,
// and the docs plugin's sidebar hooks (`useDocsSidebar`, `findSidebarCategory`, `useDocsVersion().docs`,
// `useDocById`, `filterDocCardListItems`, `useCurrentSidebarCategory`), as HAMi's website
// (Project-HAMi/website: src/pages/events.js, src/components/labs/LabCardGridAuto.js) uses them.
// Imported, then built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Data', url: 'https://data.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    // As HAMi's: the docs come from a file of the site that re-exports the docs plugin (the preset's \`docs\` false).
    ['./src/plugins/docs/index.js', { sidebarPath: require.resolve('./sidebars.js') }],
    ['./src/plugins/docs/index.js', { id: 'tutorials', path: 'tutorials', routeBasePath: 'tutorials' }],
    ['./src/plugins/events/index.js', { sources: [{ name: 'Call' }, { name: 'Talk' }] }],
    function inlinePlugin() { return { name: 'inline' }; },
  ] };\n`,
  'sidebars.js': `module.exports = { docs: ['overview', { type: 'category', label: 'Labs', link: { type: 'doc', id: 'labs/index' },
  items: [{ type: 'doc', id: 'labs/one', customProps: { level: 'easy' } }, 'labs/two'] }] };\n`,
  // As HAMi's: an ES module, a local data file imported, the options and the context read, a route added.
  'src/plugins/events/index.js': `import landing from '../../data/landing';

export default function pluginEvents(context, options) {
  return {
    name: 'plugin-events',
    async loadContent() {
      return options.sources.map((s, i) => ({ summary: s.name, day: i + 1 }));
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData({ events: content, base: context.baseUrl, landing: landing.length });
      for (const l of landing) {
        actions.addRoute({ path: '/landing/' + l, component: '@site/src/components/Landing.js', exact: true });
      }
    },
  };
}\n`,
  'src/plugins/docs/index.js': `import pluginContentDocs from '@docusaurus/plugin-content-docs';\n\nexport default pluginContentDocs.default;\n\nexport const { validateOptions } = pluginContentDocs;\n`,
  'tutorials/start.md': `# Start here\n\nA tutorial.\n`,
  'src/data/landing.js': `module.exports = ['kubecon'];\n`,
  'src/pages/events.js': `import Layout from '@theme/Layout';
import useGlobalData, { usePluginData, useAllPluginInstancesData } from '@docusaurus/useGlobalData';

export default function Events() {
  const { events, base, landing } = usePluginData('plugin-events');
  const docs = useAllPluginInstancesData('docusaurus-plugin-content-docs');
  return (
    <Layout title="Events">
      <ul className="events">{events.map((e) => <li key={e.day}>{e.summary} on day {e.day}</li>)}</ul>
      <p className="meta">base {base}, landing {landing}, plugins {Object.keys(useGlobalData()).sort().join(' ')}, docs at {docs.default.path}</p>
    </Layout>
  );
}\n`,
  'src/components/LabGrid.js': `import Link from '@docusaurus/Link';
import { useDocsSidebar, useDocsVersion, useDocById, findSidebarCategory, filterDocCardListItems } from '@docusaurus/plugin-content-docs/client';

export default function LabGrid() {
  const sidebar = useDocsSidebar();
  const { docs } = useDocsVersion();
  const labs = findSidebarCategory(sidebar?.items ?? [], (c) => c.items.some((i) => (i.docId ?? '').startsWith('labs/')));
  const own = useDocById('overview');
  return (
    <div className="labs" data-sidebar={sidebar?.name} data-own={own?.description}>
      {filterDocCardListItems(labs?.items ?? []).map((item) => (
        <Link key={item.docId} to={item.href} className="lab">{docs[item.docId].title} [{item.customProps?.level ?? '-'}]</Link>
      ))}
    </div>
  );
}\n`,
  'src/components/CategoryItems.js': `import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';

export default function CategoryItems() {
  const category = useCurrentSidebarCategory();
  return <p className="category">{category.label}: {category.items.length} items</p>;
}\n`,
  'docs/overview.mdx': `---\ndescription: All the labs.\n---\n\n# Overview\n\nimport LabGrid from '@site/src/components/LabGrid';\n\n<LabGrid />\n`,
  'docs/labs/index.mdx': `# Labs\n\nimport CategoryItems from '@site/src/components/CategoryItems';\n\n<CategoryItems />\n`,
  'docs/labs/one.md': `# First lab\n\nText.\n`,
  'docs/labs/two.md': `# Second lab\n\nText.\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;
const page = (route: string) => fs.readFileSync(path.join(built.outDir, route, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<!--.*?-->/g, '');

beforeAll(() => {
  const dir = tempDir('docusaurus-global-data', FILES);
  imported = runImport(dir);
  built = runBuild(imported.outDir);
}, 240_000);

describe("a site's own plugin with global data", () => {
  it('is carried into site.config.ts `plugins` with its options; its addRoute is named at file:line', () => {
    expect(imported.status, imported.output).toBe(0);
    const config = fs.readFileSync(path.join(imported.outDir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/"module": "src\/plugins\/events\/index\.js"/);
    expect(config).toMatch(/"name": "Talk"/);
    expect(imported.output).toMatch(/plugin src\/plugins\/events\/index\.js: runs at build time/);
    expect(imported.output).toMatch(/plugin src\/plugins\/events\/index\.js:12: addRoute/);
    // The inline plugin still does not run, and says so.
    expect(imported.output).toMatch(/plugin inline plugin inlinePlugin/);
  });

  it('a file of the site re-exporting the docs plugin is read as it: the default docs and a second instance', () => {
    expect(imported.output).toMatch(
      /plugin \.\/src\/plugins\/docs\/index\.js: a re-export of @docusaurus\/plugin-content-docs, read as it/,
    );
    expect(imported.output).toMatch(/docs plugin listed on its own \(no id, the preset's `docs` false\) -> docs/);
    expect(imported.output).not.toMatch(/plugin \.\/src\/plugins\/docs\/index\.js\n/);
    expect(fs.existsSync(path.join(built.outDir, 'tutorials/start/index.html'))).toBe(true);
  });

  it('builds, naming the route addRoute would add', () => {
    expect(built.status, built.output).toBe(0);
    expect(built.output).toMatch(
      /src\/plugins\/events\/index\.js:12 addRoute: the route \/landing\/kubecon is not built/,
    );
  });

  it('serves what contentLoaded gave setGlobalData to usePluginData, with the docs plugin data', () => {
    const html = text(page('events'));
    expect(html).toContain('<li>Call on day 1</li><li>Talk on day 2</li>');
    expect(html).toContain('base /, landing 1, plugins docusaurus-plugin-content-docs plugin-events, docs at /docs');
  });
});

describe('the docs plugin sidebar hooks', () => {
  it("useDocsSidebar, findSidebarCategory, useDocsVersion().docs and useDocById read the page's sidebar", () => {
    const html = text(page('docs/overview'));
    expect(html).toMatch(/class="labs" data-sidebar="docs" data-own="All the labs."/);
    const labs = [...html.matchAll(/class="lab"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(labs).toEqual(['First lab [easy]', 'Second lab [-]']);
  });

  it("useCurrentSidebarCategory gives a category index page's category", () => {
    expect(text(page('docs/labs'))).toContain('<p class="category">Labs: 2 items</p>');
  });
});
