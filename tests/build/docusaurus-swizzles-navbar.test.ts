// A swizzled Navbar, the most swizzled component after Layout (repositories holding src/theme/Navbar/index.js
// 342 in the GitHub code index, the list cut): a wrapper around @theme-original/Navbar with a bar of its own
// above it, drawn where ours goes on every page, with ours (mobile menu included) inside it; and Docusaurus's
// ejected Navbar, whose Navbar/Layout is not ours (Netflix's metaflow-docs has it), named and ours kept.
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
};

const EJECTED: Record<string, string> = {
  ...PAGES,
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

  it("Docusaurus's ejected Navbar is named at its line and ours kept", () => {
    expect(sites.ejected.imported.status, sites.ejected.imported.output).toBe(0);
    expect(sites.ejected.imported.output).toMatch(
      /swizzled component src\/theme\/Navbar\/index\.js\s+copied, not used: it imports what is not supported here \(src\/theme\/Navbar\/index\.js:2: import "@theme\/Navbar\/Layout" is not supported here\), so ours stays in place of @theme\/Navbar/,
    );
    expect(sites.ejected.built.status, sites.ejected.built.output).toBe(0);
    expect(page('ejected', 'docs/intro')).toContain('<nav aria-label="Main" class="navbar navbar--fixed-top">');
  });
});
