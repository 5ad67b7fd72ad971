// A swizzled Navbar, the most swizzled component after Layout (repositories holding src/theme/Navbar/index.js
// 342 in the GitHub code index, the list cut): a wrapper around @theme-original/Navbar with a bar of its own
// above it, drawn where ours goes on every page, with ours (mobile menu included) inside it, and a Navbar/Layout
// wrapper in ours; and Docusaurus's ejected Navbar (Netflix's metaflow-docs has it), composing our Navbar/Layout
// and Navbar/Content.
// Two sites, each imported and built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const CONFIG = `module.exports = { title: 'Nav', url: 'https://nav.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: {} }]],
  themeConfig: { navbar: { title: 'Nav', items: [{ to: '/docs/intro', label: 'Docs' }] } } };\n`;
const PAGES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': `# Intro\n\nText.\n`,
  'blog/2024-01-02-first.md': `---\ntitle: First post\n---\n\nThe first.\n`,
  'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout title="Welcome"><p>Home</p></Layout>;
}\n`,
};

const WRAPPER: Record<string, string> = {
  ...PAGES,
  'src/theme/Navbar/index.js': `import React from 'react';
import Navbar from '@theme-original/Navbar';
import { useLocation } from '@docusaurus/router';
export default function NavbarWrapper(props) {
  return (
    <>
      <div className="top-bar">Version 2 is out ({useLocation().pathname})</div>
      <Navbar {...props} />
    </>
  );
}\n`,
  // A reading-progress bar under the navbar's frame (repositories holding src/theme/Navbar/Layout: 95).
  'src/theme/Navbar/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Navbar/Layout';
export default function NavbarLayoutWrapper(props) {
  return <><Layout {...props} /><div className="reading-progress" /></>;
}\n`,
};

const EJECTED: Record<string, string> = {
  ...PAGES,
  // Docusaurus's ejected Navbar/Layout draws its mobile menu from @theme/Navbar/MobileSidebar, which is not here.
  'src/theme/Navbar/Layout/index.js': `import React from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
export default function NavbarLayout({ children }) {
  const mobileSidebar = useNavbarMobileSidebar();
  return <nav className="their-navbar">{children}<NavbarMobileSidebar /></nav>;
}\n`,
  'src/theme/Navbar/index.js': `import React from 'react';
import NavbarLayout from '@theme/Navbar/Layout';
import NavbarContent from '@theme/Navbar/Content';
export default function Navbar() {
  return (
    <NavbarLayout>
      <NavbarContent />
    </NavbarLayout>
  );
}\n`,
};

const sites: Record<string, { imported: ReturnType<typeof runImport>; built: BuildResult }> = {};
const page = (site: string, route: string) =>
  fs.readFileSync(path.join(sites[site].built.outDir, route, 'index.html'), 'utf8');

beforeAll(() => {
  for (const [name, files] of Object.entries({ wrapper: WRAPPER, ejected: EJECTED })) {
    const imported = runImport(tempDir(`docusaurus-swizzles-navbar-${name}`, files));
    sites[name] = { imported, built: runBuild(imported.outDir) };
  }
}, 300_000);

describe('a swizzled Navbar', () => {
  it('is imported as used in place of ours, and builds', () => {
    expect(sites.wrapper.imported.status, sites.wrapper.imported.output).toBe(0);
    expect(sites.wrapper.imported.output).toMatch(/swizzled components, used in place of ours.*\(@theme\/Navbar\)/);
    expect(sites.wrapper.built.status, sites.wrapper.built.output).toBe(0);
  });

  it('a wrapper draws where ours goes on every page, with ours inside it', () => {
    for (const route of ['docs/intro', 'blog/2024/01/02/first', '']) {
      const html = page('wrapper', route);
      expect(html.match(/class="top-bar"/g), route).toHaveLength(1);
      expect(html, route).toMatch(
        new RegExp(
          `<div class="top-bar">Version 2 is out \\(<!-- -->/${route}${route ? '/' : ''}<!-- -->\\)</div><nav aria-label="Main" class="navbar navbar--fixed-top">[\\s\\S]*?<a class="navbar__brand" href="/"`,
        ),
      );
    }
  });

  it('a Navbar/Layout wrapper draws our frame, with the content inside it, and its bar after it', () => {
    expect(sites.wrapper.imported.output).toMatch(/used in place of ours.*\(@theme\/Navbar\/Layout\)/);
    for (const route of ['docs/intro', 'blog/2024/01/02/first', '']) {
      const html = page('wrapper', route);
      expect(html.match(/class="reading-progress"/g), route).toHaveLength(1);
      expect(html, route).toMatch(
        /<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner">[\s\S]*?<a class="navbar__brand" href="\/"[\s\S]*?<div role="presentation" class="navbar-sidebar__backdrop"><\/div><\/nav><div class="reading-progress"><\/div>/,
      );
    }
  });

  it("Docusaurus's ejected Navbar (Navbar/Layout around Navbar/Content) draws ours; an ejected Navbar/Layout is named and ours kept", () => {
    expect(sites.ejected.imported.status, sites.ejected.imported.output).toBe(0);
    expect(sites.ejected.imported.output).toMatch(/swizzled components, used in place of ours.*\(@theme\/Navbar\)/);
    expect(sites.ejected.imported.output).not.toMatch(/swizzled component src\/theme\/Navbar\/index\.js/);
    expect(sites.ejected.imported.output).toMatch(
      /swizzled component src\/theme\/Navbar\/Layout\/index\.js\s+copied, not used: it imports what is not supported here \(src\/theme\/Navbar\/Layout\/index\.js:3: import "@theme\/Navbar\/MobileSidebar" is not supported here\), so ours stays in place of @theme\/Navbar\/Layout/,
    );
    expect(sites.ejected.built.status, sites.ejected.built.output).toBe(0);
    const html = page('ejected', 'docs/intro');
    expect(html).not.toContain('their-navbar');
    expect(html.match(/<nav aria-label="Main"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner">[\s\S]*?<a class="navbar__brand" href="\/"/,
    );
  });
});
