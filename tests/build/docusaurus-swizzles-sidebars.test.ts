// The swizzles real Docusaurus sites have next after Root, Footer, SearchBar, BlogPostItem and DocItem/Layout:
// src/theme/DocItem/Content (Docusaurus's own ejected, the synthetic title from useDoc(), with a line added),
// src/theme/DocSidebar (a banner above @theme-original/DocSidebar) and src/theme/BlogSidebar (a column of
// its own from the `sidebar` prop), and src/theme/ColorModeToggle (a toggle of its own from Docusaurus's
// `value` and `onChange` props) and src/theme/Navbar/Logo (a badge next to ours). Imported, built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Side', url: 'https://side.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: { blogSidebarTitle: 'Latest', blogSidebarCount: 5 } }]] };\n`,
  'docs/intro.md': `---\nsidebar_position: 1\n---\n\n# Intro\n\nThe docs.\n`,
  'docs/titled.md': `---\ntitle: Titled in front\nsidebar_position: 2\n---\n\nNo heading of its own.\n`,
  'docs/hidden.md': `---\ntitle: Hidden title\nhide_title: true\nsidebar_position: 3\n---\n\nThe title is hidden.\n`,
  'blog/2024-01-02-first.md': `---\ntitle: First post\n---\n\nThe first.\n`,
  'blog/2024-02-03-second.md': `---\ntitle: Second post\n---\n\nThe second.\n`,
  // Docusaurus's DocItem/Content as \`swizzle --eject\` writes it (its imports and hooks), a line added after the title.
  'src/theme/DocItem/Content/index.js': `import React from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/theme-common/internal';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
function useSyntheticTitle() {
  const { metadata, frontMatter, contentTitle } = useDoc();
  if (frontMatter.hide_title || typeof contentTitle !== 'undefined') return null;
  return metadata.title;
}
export default function DocItemContent({ children }) {
  const syntheticTitle = useSyntheticTitle();
  const { metadata } = useDoc();
  return (
    <div className={ThemeClassNames.docs.docMarkdown + ' markdown'}>
      {syntheticTitle && <header><Heading as="h1">{syntheticTitle}</Heading></header>}
      <p className="doc-id">Page {metadata.id}</p>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}\n`,
  // It reads the theme config as Docusaurus's ejected DocSidebar/Desktop does (\`docs.sidebar.hideable\`).
  'src/theme/DocSidebar/index.js': `import DocSidebar from '@theme-original/DocSidebar';
import { useThemeConfig } from '@docusaurus/theme-common';
export default function DocSidebarWrapper(props) {
  const { docs: { sidebar: { hideable } } } = useThemeConfig();
  return <><div className="sidebar-banner" data-hideable={String(hideable)}>{props.sidebar.length} pages, on {props.path}</div><DocSidebar {...props} /></>;
}\n`,
  'src/theme/BlogSidebar/index.js': `import Link from '@docusaurus/Link';
export default function BlogSidebar({ sidebar }) {
  if (sidebar.items.length === 0) return null;
  return (
    <aside className="col col--3 own-blog-sidebar">
      <h3>{sidebar.title}</h3>
      <ul>{sidebar.items.map((item) => <li key={item.permalink}><Link to={item.permalink}>{item.title}</Link> ({item.date.slice(0, 4)})</li>)}</ul>
    </aside>
  );
}\n`,
  // A toggle of its own (as kysely's and crawlee's are), drawn from the props Docusaurus's navbar gives it.
  'src/theme/ColorModeToggle/index.js': `import { useColorMode } from '@docusaurus/theme-common';
export default function ColorModeToggle({ className, value, onChange, respectPrefersColorScheme }) {
  const { colorMode } = useColorMode();
  const next = value === 'dark' ? 'light' : 'dark';
  // The mode as an attribute: as text, its first render in the browser would not match the server's (as in Docusaurus).
  return (
    <div className={'own-toggle ' + className}>
      <button type="button" className="own-toggle__button" data-mode={colorMode} onClick={() => onChange(next)}>
        {String(value)} {String(respectPrefersColorScheme)}
      </button>
    </div>
  );
}\n`,
  // A version badge next to the brand.
  'src/theme/Navbar/Logo/index.js': `import Logo from '@theme-original/Navbar/Logo';
export default function LogoWrapper(props) {
  return <><Logo {...props} /><span className="version-badge">v2</span></>;
}\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;
const page = (route: string) => fs.readFileSync(path.join(built.outDir, route, 'index.html'), 'utf8');

beforeAll(() => {
  imported = runImport(tempDir('docusaurus-swizzles-sidebars', FILES));
  built = runBuild(imported.outDir);
}, 240_000);

describe('swizzled DocItem/Content, DocSidebar, BlogSidebar and ColorModeToggle', () => {
  it('imports them as components used in place of ours, and builds', () => {
    expect(imported.status, imported.output).toBe(0);
    for (const used of ['DocItem/Content', 'DocSidebar', 'BlogSidebar', 'ColorModeToggle', 'Navbar/Logo'])
      expect(imported.output).toMatch(new RegExp(`swizzled components, used in place of ours.*\\(@theme/${used}\\)`));
    expect(imported.output).not.toMatch(
      /swizzled component src\/theme\/(DocItem|DocSidebar|BlogSidebar|ColorModeToggle|Navbar)/,
    );
    expect(built.status, built.output).toBe(0);
  });

  it('an ejected DocItem/Content draws the Markdown column, its title by useDoc() as Docusaurus decides it', () => {
    // The page's own `# Intro`: no synthetic title.
    expect(page('docs/intro')).toMatch(
      /<div class="theme-doc-markdown markdown"><p class="doc-id">Page <!-- -->intro<\/p><h1[^>]*>Intro/,
    );
    // A front matter title and no heading: the synthetic one, then the added line and the content.
    expect(page('docs/titled')).toMatch(
      /<div class="theme-doc-markdown markdown"><header><h1[^>]*>Titled in front[\s\S]*?<\/header><p class="doc-id">Page <!-- -->titled<\/p><p>No heading of its own\.<\/p>/,
    );
    // hide_title: none.
    const hidden = page('docs/hidden');
    expect(hidden).toMatch(
      /<div class="theme-doc-markdown markdown"><p class="doc-id">Page <!-- -->hidden<\/p><p>The title/,
    );
    expect(hidden).not.toMatch(/<h1/);
  });

  it('a DocSidebar wrapper draws in the sidebar column above ours, with Docusaurus props', () => {
    expect(page('docs/titled')).toMatch(
      /<aside class="doc-sidebar"><div class="sidebar-banner" data-hideable="false">3<!-- --> pages, on <!-- -->\/docs\/titled\/?<\/div><nav[^>]*class="menu thin-scrollbar doc-sidebar__menu"[\s\S]*?menu__link--active[^>]*>Titled in front</,
    );
  });

  it('a swizzled BlogSidebar replaces our recent-posts column, from the sidebar prop', () => {
    for (const route of ['blog', 'blog/2024/01/02/first']) {
      const html = page(route);
      expect(html).toMatch(
        /<aside class="col col--3 own-blog-sidebar"><h3>Latest<\/h3><ul><li><a[^>]*href="\/blog\/2024\/02\/03\/second\/?"[^>]*>Second post<\/a> \(<!-- -->2024<!-- -->\)<\/li><li>/,
      );
      expect(html).not.toContain('blog-sidebar-col');
    }
  });

  it('a swizzled ColorModeToggle draws in the navbar with the value and onChange Docusaurus gives it', () => {
    for (const route of ['', 'docs/intro', 'blog']) {
      const nav = page(route).match(/<nav[^>]*class="navbar[\s\S]*?<\/nav>/)![0];
      expect(nav).toMatch(
        /<div class="navbar__items navbar__items--right"><div class="own-toggle navbar__color-toggle"><button type="button" class="own-toggle__button" data-mode="light">light<!-- --> <!-- -->false<\/button><\/div>/,
      );
      expect(nav).not.toContain('color-toggle__button');
    }
  });

  it('a Navbar/Logo wrapper draws our brand and its badge in the navbar', () => {
    for (const route of ['', 'docs/intro', 'blog']) {
      const nav = page(route).match(/<nav[^>]*class="navbar[\s\S]*?<\/nav>/)![0];
      expect(nav).toMatch(
        /<a class="navbar__brand" href="\/"[^>]*>[\s\S]*?<\/a><span class="version-badge">v2<\/span>/,
      );
    }
  });
});
