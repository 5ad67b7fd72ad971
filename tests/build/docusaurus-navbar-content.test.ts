// A Docusaurus site's swizzled Navbar/Content, the most swizzled theme file of public Docusaurus 3 sites: one
// written anew from Docusaurus's parts (items split and rearranged, an item of its own added, a button, search
// in NavbarSearch, its own CSS module) and one wrapping @theme-original/Navbar/Content, with the parts it
// draws (Navbar/ColorModeToggle, Navbar/MobileSidebar/Toggle) wrapped too. Imported, built once each.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';
import { REWRITTEN, WRAPPED } from './docusaurus-navbar-content-fixture';

const nav = (built: BuildResult, route: string) =>
  fs
    .readFileSync(path.join(built.outDir, route, 'index.html'), 'utf8')
    .match(/<nav[^>]*class="navbar[\s\S]*?<\/nav>/)![0];

describe('a Navbar/Content written anew from Docusaurus parts', () => {
  let imported: ReturnType<typeof runImport>;
  let built: BuildResult;
  beforeAll(() => {
    imported = runImport(tempDir('docusaurus-navbar-content', REWRITTEN));
    built = runBuild(imported.outDir);
  }, 240_000);

  it('imports it as used in place of ours, and builds', () => {
    expect(imported.status, imported.output).toBe(0);
    expect(imported.output).toMatch(/swizzled components, used in place of ours.*\(@theme\/Navbar\/Content\)/);
    // And the slide-out menu's parts (drawn in the browser: tests/browser/docusaurus-navbar-content.test.ts).
    for (const part of ['Header', 'PrimaryMenu', 'SecondaryMenu'])
      expect(imported.output).toMatch(
        new RegExp(`swizzled components, used in place of ours.*\\(@theme/Navbar/MobileSidebar/${part}\\)`),
      );
    expect(imported.output).not.toMatch(/swizzled component src\/theme\/Navbar/);
    expect(built.status, built.output).toBe(0);
  });

  it('draws the navbar with its layout: our toggle, brand and items where it puts them', () => {
    for (const route of ['', 'docs/intro', 'blog']) {
      const html = nav(built, route);
      // Left: our hamburger, brand, the config's left items, then its own item (no position: right, as in Docusaurus).
      expect(html).toMatch(
        /<div class="navbar__inner"><div class="theme-layout-navbar-left navbar__items"><button type="button" class="navbar__toggle clean-btn"[^>]*aria-expanded="false"[\s\S]*?<\/button><a class="navbar__brand"[\s\S]*?<\/a><a [^>]*href="\/docs\/intro"[^>]*>Docs<\/a><a [^>]*href="\/blog"[^>]*>Blog<\/a><\/div>/,
      );
      // Right: the first right item, the colour toggle with its module class, the rest, its own item and link, search in its box.
      expect(html).toMatch(
        /<div class="navbar__items navbar__items--right"><a [^>]*href="https:\/\/example.com\/v"[^>]*>v3[\s\S]*?<\/a><div class="color-toggle _toggle_\w+"[\s\S]*?<a [^>]*href="https:\/\/github.com\/example\/bar"[^>]*>GitHub[\s\S]*?<\/a><a [^>]*href="\/docs\/intro"[^>]*>Added<\/a><a class="_start_\w+" href="\/docs\/intro"[^>]*>Get started<\/a><span class="menu-state" data-visible="true">closed<\/span><div class="_search_\w+"><button[^>]*class="[^"]*search-button/,
      );
    }
  });
});

describe('wrappers around our Navbar/Content and its parts', () => {
  let imported: ReturnType<typeof runImport>;
  let built: BuildResult;
  beforeAll(() => {
    imported = runImport(tempDir('docusaurus-navbar-content-wrap', WRAPPED));
    built = runBuild(imported.outDir);
  }, 240_000);

  it('imports them as used in place of ours, and builds', () => {
    expect(imported.status, imported.output).toBe(0);
    for (const used of ['Navbar/Content', 'Navbar/ColorModeToggle', 'Navbar/MobileSidebar/Toggle'])
      expect(imported.output).toMatch(new RegExp(`swizzled components, used in place of ours.*\\(@theme/${used}\\)`));
    expect(built.status, built.output).toBe(0);
  });

  it('@theme-original/Navbar/Content is ours, with the wrapped parts drawn inside it', () => {
    for (const route of ['', 'docs/intro']) {
      const html = nav(built, route);
      expect(html).toMatch(
        /<div class="navbar__inner"><div class="navbar__items"><span class="menu-toggle-wrap"><button type="button" class="navbar__toggle clean-btn"[\s\S]*?<\/button><\/span><a class="navbar__brand"/,
      );
      expect(html).toMatch(/<span class="toggle-wrap"><div class="color-toggle navbar__color-toggle"/);
      expect(html).toMatch(
        /<\/div><\/div><div class="navbar-notice">Notice<\/div><div role="presentation" class="navbar-sidebar__backdrop"/,
      );
    }
  });
});
