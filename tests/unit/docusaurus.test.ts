// Pure parts of the Docusaurus compatibility layer: page routes, SVG components, require() rewriting,
// base URLs and unsupported imports.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageFile, pageRoute } from '../../prerender/docusaurus/pages';
import { rewriteRequires, svgComponentModule } from '../../prerender/docusaurus/vite-plugin';
import { DOCUSAURUS_ALIASES, checkSourceImports, unsupportedImport } from '../../prerender/docusaurus/aliases';
import { translateConfig } from '../../prerender/docusaurus/translate-config';
import { docusaurusPackageSpec, olderDocusaurusNote, unpublishedVersion } from '../../prerender/docusaurus/import';
import { localImports, resolveImport } from '../../prerender/docusaurus/site-files';
import { tempDir } from '../support/tmp';

describe('src/pages routes', () => {
  it('routes files as Docusaurus does', () => {
    expect(pageRoute('/', 'index.js')).toBe('/');
    expect(pageRoute('/', 'markdown-page.mdx')).toBe('/markdown-page/');
    expect(pageRoute('/', 'help/index.md')).toBe('/help/');
    expect(pageRoute('/docs-site/', 'legal/terms.tsx')).toBe('/docs-site/legal/terms/');
  });
  it('skips partials, tests, declarations and non-pages', () => {
    expect(
      [
        '_partial.mdx',
        '_dir/x.js',
        'a/__tests__/x.js',
        'x.test.tsx',
        'x.spec.js',
        'types.d.ts',
        'index.module.css',
        'logo.svg',
      ].filter(isPageFile),
    ).toEqual([]);
    expect(['index.js', 'a.md', 'b/c.mdx', 'd.tsx', 'e.jsx', 'f.ts'].every(isPageFile)).toBe(true);
  });
});

describe('SVG components', () => {
  it('keeps the root attributes in React spelling and the markup inside', () => {
    const code = svgComponentModule(
      `<?xml version="1.0"?>\n<!-- c -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="a" stroke-width='2' aria-label="x" data-n="1" style="color:red" onload="alert(1)"><g id="q"><title>T "quoted"</title></g></svg>\n`,
    );
    const attrs = JSON.parse(/const attrs = (.*);/.exec(code)![1]);
    expect(attrs).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      xmlnsXlink: 'http://www.w3.org/1999/xlink',
      className: 'a',
      strokeWidth: '2',
      'aria-label': 'x',
      'data-n': '1',
    });
    expect(JSON.parse(/__html: (.*) \};/.exec(code)![1])).toBe('<g id="q"><title>T "quoted"</title></g>');
  });
  it('rejects a file that is not an SVG document', () => {
    expect(() => svgComponentModule('<html></html>')).toThrow('not an SVG document');
  });
});

describe('require() in site code', () => {
  it('hoists literal requires into namespace imports, once per module', () => {
    const out = rewriteRequires(
      `const A = require('@site/static/a.svg').default;\nconst B = require("@site/static/a.svg").default;\nconst C = require('./c.png');\nconst d = require(dynamic);`,
    )!;
    expect(out).toBe(
      `import * as __lexora_require_0 from "@site/static/a.svg";\nimport * as __lexora_require_1 from "./c.png";\nconst A = __lexora_require_0.default;\nconst B = __lexora_require_0.default;\nconst C = __lexora_require_1;\nconst d = require(dynamic);`,
    );
    expect(rewriteRequires('const x = 1;')).toBeNull();
  });
});

describe('alias table', () => {
  it('names every adapter and refuses the rest', () => {
    for (const spec of Object.keys(DOCUSAURUS_ALIASES)) expect(unsupportedImport(process.cwd(), spec)).toBeNull();
    expect(unsupportedImport(process.cwd(), '@theme/playground/Playground')).toBeNull(); // our own theme module
    expect(unsupportedImport(process.cwd(), '@theme/DocItem')).toBe('import "@theme/DocItem" is not supported here');
    expect(unsupportedImport(process.cwd(), '@theme/../../etc/passwd')).toBe(
      'import "@theme/../../etc/passwd" is not supported here',
    );
    expect(unsupportedImport(process.cwd(), '@theme/../../package.json')).toBe(
      'import "@theme/../../package.json" is not supported here',
    );
    expect(unsupportedImport(process.cwd(), 'react')).toBeNull();
  });
});

describe('config translation', () => {
  it("reads the classic preset's parts listed on their own (no preset) as the preset's options", () => {
    // Jellyfin's site: docs, blog (its own id and route), pages, sitemap and svgr plugins, theme-classic with its CSS.
    const blog = ['@docusaurus/plugin-content-blog', { id: 'blog-main', routeBasePath: 'posts', path: 'blog' }];
    const theme = ['@docusaurus/theme-classic', { customCss: ['./src/css/custom.scss'] }];
    const t = translateConfig({
      title: 'Parts',
      url: 'https://parts.example.com',
      plugins: [
        ['@docusaurus/plugin-content-docs', { sidebarPath: './sidebars.ts' }],
        blog,
        ['@docusaurus/plugin-content-pages', {}],
        ['@docusaurus/plugin-sitemap', {}],
        ['@docusaurus/plugin-svgr', {}],
        ['docusaurus-plugin-sass', {}],
      ],
      themes: [theme, '@easyops-cn/docusaurus-search-local'],
    });
    expect((t.config.blog as { routeBasePath: string }).routeBasePath).toBe('posts');
    expect(t.paths.blog).toBe('blog');
    expect(t.paths.docs).toBe('docs');
    expect(t.paths.sidebars).toBe('./sidebars.ts');
    expect(t.paths.customCss).toEqual(['./src/css/custom.scss']);
    expect(t.skipped.map((s) => s.what).filter((w) => /^(plugin|theme) /.test(w))).toEqual([
      'theme @easyops-cn/docusaurus-search-local',
    ]);
    // docusaurus-plugin-sass only lets webpack load .scss: the build compiles the site's .scss itself.
    expect(t.translated).toContain(
      'plugin docusaurus-plugin-sass: the build compiles .scss/.sass customCss files itself',
    );
    // Without a blog plugin among the parts, there is no blog, as in Docusaurus.
    const noBlog = translateConfig({ title: 'P', url: 'https://p.example.com', themes: [theme] });
    expect(noBlog.config.blog).toBe(false);
  });
  it('carries hostile strings as data and reports unknown navbar items', () => {
    const t = translateConfig({
      title: '<script>alert("x")</script> Docs ‮',
      url: 'https://x.example.com/',
      themeConfig: {
        navbar: {
          items: [{ type: 'widget', label: 'W' }, { to: 'docs/a', label: '"quoted"' }, { html: '<b>x</b>' }],
        },
        footer: { style: 'simple', links: [{ label: 'A', href: 'https://a.example' }] },
      },
    });
    expect(t.config.title).toBe('<script>alert("x")</script> Docs ‮');
    expect(t.config.url).toBe('https://x.example.com');
    expect((t.config.navbar as { items: unknown[] }).items).toEqual([
      { position: 'left', to: '/docs/a', label: '"quoted"' },
    ]);
    expect((t.config.footer as { links: unknown[] }).links).toEqual([
      { title: 'Links', items: [{ label: 'A', href: 'https://a.example' }] },
    ]);
    expect(t.skipped.map((s) => s.what)).toEqual(
      expect.arrayContaining(['navbar item of type "widget" ("W")', 'navbar item "<b>x</b>" (no "to" or "href")']),
    );
  });
  it("carries Docusaurus's html navbar items (markup in `value`) as ours (markup in `label`), className kept", () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'html',
              position: 'right',
              value: '<a href="https://x.example/gh" aria-label="GitHub">GH</a>',
              className: 'social',
            },
            { type: 'html', value: '<hr>' },
            { type: 'html' },
          ],
        },
      },
    });
    expect((t.config.navbar as { items: unknown[] }).items).toEqual([
      {
        type: 'html',
        position: 'right',
        label: '<a href="https://x.example/gh" aria-label="GitHub">GH</a>',
        className: 'social',
      },
      { type: 'html', position: 'left', label: '<hr>' },
    ]);
    expect(t.skipped.map((s) => s.what)).toContain('navbar item of type "html" with no `value`');
  });
  it('carries custom-* navbar items with their own fields (what JSON cannot hold left out)', () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      themeConfig: {
        navbar: { items: [{ type: 'custom-stars', position: 'right', repo: 'a/b', size: 2, onClick: () => 1 }] },
      },
    });
    expect((t.config.navbar as { items: unknown[] }).items).toEqual([
      { type: 'custom-stars', position: 'right', repo: 'a/b', size: 2 },
    ]);
    expect(t.skipped.map((s) => s.what).join('\n')).not.toContain('custom-stars');
  });
  it('carries themeConfig.docs.sidebar (hideable, autoCollapseCategories) and algolia.searchPagePath false', () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      themeConfig: {
        docs: { sidebar: { hideable: true, autoCollapseCategories: true }, versionPersistence: 'localStorage' },
        algolia: { appId: 'A', apiKey: 'k', indexName: 'i', searchPagePath: false },
      },
    });
    expect(t.config.docsSidebar).toEqual({ hideable: true, autoCollapseCategories: true });
    expect((t.config.search as { searchPagePath: unknown }).searchPagePath).toBe(false);
    expect(t.translated).toContain('themeConfig.docs.sidebar (hideable, autoCollapseCategories) -> docsSidebar');
    expect(t.skipped.map((s) => s.what).join('\n')).not.toMatch(/themeConfig\.docs|searchPagePath/);
  });
  it('reports what themeConfig.docs holds that it does not understand', () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      themeConfig: { docs: { sidebar: { hideable: 'yes', sticky: true }, versionPersistence: 'none' } },
    });
    expect(t.config.docsSidebar).toBeUndefined();
    expect(t.skipped.map((s) => s.what)).toEqual(
      expect.arrayContaining([
        'themeConfig.docs.versionPersistence',
        'themeConfig.docs.sidebar.hideable',
        'themeConfig.docs.sidebar.sticky',
      ]),
    );
  });
  it('names the clientModules, which do not run here, with what to do (stylelint.io lists a script)', () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      clientModules: ['./src/global-script.js', './src/extra.css'],
    });
    const note = t.skipped.find((s) => s.what.startsWith('clientModules'));
    expect(note?.what).toBe('clientModules: ./src/global-script.js, ./src/extra.css');
    expect(note?.todo).toContain('customCss');
    expect(
      translateConfig({ title: 'T', url: 'https://x.example' })
        .skipped.map((s) => s.what)
        .join(),
    ).not.toContain('clientModules');
  });
  it("installs a Docusaurus 2 site's Docusaurus packages (its npm2yarn remark plugin) at Docusaurus 3, whose MDX we compile", () => {
    expect(docusaurusPackageSpec('@docusaurus/remark-plugin-npm2yarn', '^2.0.1')).toBe('^3');
    expect(docusaurusPackageSpec('@docusaurus/core', '2.4.3')).toBe('^3');
    expect(docusaurusPackageSpec('@docusaurus/logger', '~1.0.0')).toBe('^3');
    expect(docusaurusPackageSpec('@docusaurus/remark-plugin-npm2yarn', '^3.6.0')).toBe('^3.6.0');
    expect(docusaurusPackageSpec('remark-gfm', '^2.0.1')).toBe('^2.0.1');
    expect(docusaurusPackageSpec('@docusaurus/core', 'file:/x')).toBe('file:/x');
  });
  it("adds the slashes Docusaurus adds to baseUrl ('' is '/')", () => {
    const base = (baseUrl: string) => translateConfig({ title: 'T', url: 'https://x.example', baseUrl }).config.baseUrl;
    expect([base(''), base('/'), base('docs'), base('/docs'), base('/docs/')]).toEqual([
      '/',
      '/',
      '/docs/',
      '/docs/',
      '/docs/',
    ]);
  });
  it("carries navbar.style ('dark', 'primary'; anything else is Docusaurus's default, left out)", () => {
    const style = (s: unknown) =>
      (
        translateConfig({
          title: 'T',
          url: 'https://x.example',
          baseUrl: '/',
          themeConfig: { navbar: { style: s, items: [] } },
        }).config.navbar as { style?: string }
      ).style;
    expect([style('dark'), style('primary'), style(undefined), style('light')]).toEqual([
      'dark',
      'primary',
      undefined,
      undefined,
    ]);
  });
});

describe('import: extra docs plugins', () => {
  it('become docsInstances, with their navbar items naming them, and are no longer reported as plugins that do not run', () => {
    const t = translateConfig({
      title: 'Site',
      url: 'https://example.com',
      presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
      plugins: [
        [
          '@docusaurus/plugin-content-docs',
          {
            id: 'community',
            path: 'community',
            routeBasePath: '/community/',
            sidebarPath: './sidebarsCommunity.js',
            lastVersion: 'current',
          },
        ],
        ['@docusaurus/plugin-ideal-image', {}],
      ],
      themeConfig: {
        navbar: {
          items: [{ type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' }],
        },
      },
    });
    expect(t.config.docsInstances).toEqual([
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.js',
        lastVersion: 'current',
        // Docusaurus's defaults, written where the plugin leaves them unset.
        sidebarCollapsible: true,
        sidebarCollapsed: true,
      },
    ]);
    expect(t.paths.instances).toEqual([{ id: 'community', path: 'community', sidebarPath: './sidebarsCommunity.js' }]);
    expect((t.config.navbar as { items: unknown[] }).items[0]).toMatchObject({ docsPluginId: 'community' });
    const what = t.skipped.map((n) => n.what).join('\n');
    expect(what).not.toContain('plugin-content-docs');
    expect(what).toContain('plugin-ideal-image');
  });
});

describe('import: mermaid', () => {
  it('carries markdown.mermaid and themeConfig.mermaid, and reports a preset other than classic', () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      markdown: { mermaid: true },
      themes: ['@docusaurus/theme-mermaid'],
      presets: [
        ['classic', {}],
        ['redocusaurus', { specs: [] }],
      ],
      themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'base' }, options: { maxTextSize: 50 } } },
    });
    expect(t.config.markdown).toEqual({ format: 'mdx', mermaid: true });
    expect(t.config.mermaid).toEqual({ theme: { light: 'neutral', dark: 'base' }, options: { maxTextSize: 50 } });
    const skipped = t.skipped.map((s) => s.what);
    expect(skipped).toContain('preset redocusaurus');
    expect(skipped.filter((w) => w.includes('mermaid'))).toEqual([]);
  });
});

describe('import: a preset that wraps the classic one', () => {
  it("reads the options of a preset that takes the classic preset's (docs, blog, theme) as the classic preset's", () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      presets: [
        ['docusaurus-plugin-internaldocs-fb/docusaurus-preset', { docs: { routeBasePath: 'en/docs' }, blog: false }],
      ],
    });
    expect((t.config.docs as { routeBasePath?: string }).routeBasePath).toBe('en/docs');
    expect(t.config.blog).toBe(false);
    const note = t.skipped.find((s) => s.what === 'preset docusaurus-plugin-internaldocs-fb/docusaurus-preset');
    expect(note?.todo).toContain('read as the classic preset it wraps');
  });
  it('keeps reading the classic preset when there is one, and a preset of another shape is not read', () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      presets: [
        ['redocusaurus', { specs: [], theme: { primaryColor: '#000' } }],
        ['classic', { docs: { routeBasePath: 'guide' } }],
      ],
    });
    expect((t.config.docs as { routeBasePath?: string }).routeBasePath).toBe('guide');
    expect(t.skipped.find((s) => s.what === 'preset redocusaurus')?.todo).toContain('only the classic preset is read');
  });
});

describe('import: a link whose `to` is a full URL', () => {
  it('is an external link (href), in the footer, the navbar and its dropdowns, as Docusaurus leaves it', () => {
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      themeConfig: {
        navbar: {
          items: [
            { to: 'https://blog.example.com', label: 'Blog' },
            { type: 'dropdown', label: 'More', items: [{ to: 'mailto:a@b.example', label: 'Mail' }] },
            // No type, but items: a dropdown (Capacitor's "Community" and "Support").
            { label: 'Community', position: 'right', items: [{ href: 'https://forum.example.com', label: 'Forum' }] },
          ],
        },
        footer: {
          links: [
            {
              title: 'More',
              items: [
                { label: 'Medium', to: 'https://medium.com/flow-type' },
                { label: 'Docs', to: 'docs' },
              ],
            },
          ],
        },
      },
    });
    const nav = (t.config.navbar as { items: Record<string, unknown>[] }).items;
    expect(nav[0]).toMatchObject({ label: 'Blog', href: 'https://blog.example.com' });
    expect(nav[0].to).toBeUndefined();
    expect(nav[1].items).toEqual([{ label: 'Mail', href: 'mailto:a@b.example' }]);
    expect(nav[2]).toEqual({
      type: 'dropdown',
      position: 'right',
      label: 'Community',
      items: [{ label: 'Forum', href: 'https://forum.example.com' }],
    });
    expect(JSON.stringify(t.config.footer)).toContain('{"label":"Medium","href":"https://medium.com/flow-type"}');
    expect(JSON.stringify(t.config.footer)).toContain('{"label":"Docs","to":"/docs"}');
  });
});

describe('import: navbar dropdown items', () => {
  it("keeps `type: 'doc'` items as doc links and reports the items it leaves out", () => {
    // socket.io's website: a "Docs" dropdown of doc items; an "Ecosystem" one with `html` headings between links.
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'Docs',
              items: [
                { type: 'doc', label: 'Guide', docId: 'guide/index' },
                { type: 'doc', label: 'API', docId: 'api', docsPluginId: 'api' },
                { label: 'Examples', to: '/get-started/' },
                { type: 'doc', docId: 'no-label' },
              ],
            },
            {
              type: 'dropdown',
              label: 'Ecosystem',
              items: [
                { type: 'html', value: '<b>Help</b>' },
                { label: 'Blog', to: '/blog' },
              ],
            },
            {
              type: 'docsVersionDropdown',
              dropdownItemsAfter: [
                { type: 'html', value: '<hr class="dropdown-separator">' },
                { label: 'Changelog', to: '/changelog' },
              ],
            },
          ],
        },
      },
    });
    const nav = (t.config.navbar as { items: Record<string, unknown>[] }).items;
    expect(nav[0].items).toEqual([
      { label: 'Guide', docId: 'guide/index' },
      { label: 'API', docId: 'api', docsPluginId: 'api' },
      { label: 'Examples', to: '/get-started/' },
    ]);
    expect(nav[1].items).toEqual([{ label: 'Blog', to: '/blog' }]);
    expect(nav[2].dropdownItemsAfter).toEqual([{ label: 'Changelog', to: '/changelog' }]);
    expect(t.skipped.find((s) => s.what.includes('dropdownItemsAfter'))).toEqual({
      what: 'navbar item of type "docsVersionDropdown": 1 of its dropdownItemsAfter',
      todo: 'only links (`to`, `href`) are listed there here (not `html` items such as separators); left out',
    });
    expect(t.skipped.filter((s) => s.what.startsWith('navbar dropdown'))).toEqual([
      {
        what: 'navbar dropdown "Docs": its item of type "doc" "no-label"',
        todo: 'left out: add it to the dropdown in site.config.ts with a `label` (Docusaurus shows the doc title)',
      },
      {
        what: 'navbar dropdown "Ecosystem": its item of type "html" "<b>Help</b>"',
        todo: 'dropdown items here are links (`to`, `href`) and doc links (`docId`); left out',
      },
    ]);
  });
});

describe('import: docs options that are functions', () => {
  it('names sidebarItemsGenerator and numberPrefixParser as not run', () => {
    // socket.io's config wraps the default generator so that no index.md is a category's link.
    const t = translateConfig({
      title: 'T',
      url: 'https://x.example',
      presets: [
        [
          'classic',
          {
            docs: {
              sidebarItemsGenerator: ({ defaultSidebarItemsGenerator, ...args }: any) =>
                defaultSidebarItemsGenerator({ ...args, isCategoryIndex: () => false }),
              numberPrefixParser: (name: string) => ({ filename: name }),
            },
          },
        ],
      ],
    });
    expect(t.skipped.map((n) => n.what)).toEqual(
      expect.arrayContaining([
        'docs sidebarItemsGenerator (a function of the config)',
        'docs numberPrefixParser (a function of the config)',
      ]),
    );
  });
});

describe('import: a Docusaurus 2 site', () => {
  it("names the site's Docusaurus major version when it is older than 3, and nothing for 3", async () => {
    const fs = await import('node:fs');
    const site = (core: string) => {
      const dir = tempDir('docusaurus-older');
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core } }));
      return dir;
    };
    // socket.io's website: "@docusaurus/core": "^2.4.3".
    expect(olderDocusaurusNote(site('^2.4.3'))?.what).toMatch(
      /^a Docusaurus 2 site \(@docusaurus\/core \^2\.4\.3 in .*package\.json\)$/,
    );
    expect(olderDocusaurusNote(site('^2.4.3'))?.todo).toContain('this build reads MDX 3, as Docusaurus 3 does');
    expect(olderDocusaurusNote(site('3.10.0'))).toBeNull();
  });
});

describe("checkSourceImports: the site's code that is bundled", () => {
  const messages = (dir: string) => checkSourceImports(process.cwd(), dir).map((p) => `${p.file}: ${p.message}`);
  it('does not take a Node module for a package to install', () => {
    const dir = tempDir('docusaurus-builtins', {
      'src/pages/index.js': `import {execSync} from 'child_process';\nimport fs from 'fs/promises';\nimport x from 'not-installed-pkg';\nexport default () => null;\n`,
    });
    expect(messages(dir)).toEqual([
      expect.stringMatching(/src\/pages\/index\.js: import "not-installed-pkg": the package is not installed$/),
    ]);
  });
  it('leaves out a component that only a swizzle which is not used imports', () => {
    const dir = tempDir('docusaurus-unused-swizzle-import', {
      // Not used (it imports what is not supported here), so ours stays and it is not bundled...
      'src/theme/CodeBlock/index.js': `import Fancy from '../../components/Fancy';\nexport default (p) => <Fancy {...p} />;\n`,
      // ...nor what only it imports, though that imports what is not supported either.
      'src/components/Fancy.js': `import IconNope from '@theme/Icon/Nope';\nexport default () => <IconNope />;\n`,
      // A component a page imports is checked.
      'src/components/Used.js': `import Other from '@theme/Other/Nope';\nexport default () => <Other />;\n`,
      'src/pages/index.js': `import Used from '../components/Used';\nexport default () => <Used />;\n`,
    });
    const found = messages(dir);
    expect(found.some((m) => m.includes('Fancy.js'))).toBe(false);
    expect(found).toEqual([
      expect.stringMatching(/src\/components\/Used\.js: import "@theme\/Other\/Nope" is not supported here$/),
    ]);
  });
});

describe("npm's notarget report", () => {
  it('names the package and the spec no published version matches', () => {
    const out =
      'npm error code ETARGET\nnpm error notarget No matching version found for @docsearch/modal@^5.0.0.\nnpm error notarget In most cases…';
    expect(unpublishedVersion(out)).toEqual({ name: '@docsearch/modal', spec: '^5.0.0' });
    expect(unpublishedVersion('npm error notarget No matching version found for cobe@0.9.9.')).toEqual({
      name: 'cobe',
      spec: '0.9.9',
    });
    expect(unpublishedVersion('npm error code E404')).toBeNull();
  });
});

describe('resolveImport', () => {
  it("finds the TypeScript file of a '.js' specifier, as TypeScript and Vite do", () => {
    const dir = tempDir('resolve-import', {
      'implementation.ts': 'export const a = 1;\n',
      'view.tsx': 'export const b = 1;\n',
      'plain.js': 'export const c = 1;\n',
    });
    expect(resolveImport(path.join(dir, 'implementation.js'))).toBe(path.join(dir, 'implementation.ts'));
    expect(resolveImport(path.join(dir, 'view.jsx'))).toBe(path.join(dir, 'view.tsx'));
    expect(resolveImport(path.join(dir, 'plain.js'))).toBe(path.join(dir, 'plain.js'));
    expect(resolveImport(path.join(dir, 'routes.mjs'))).toBeNull();
  });
});

describe('localImports', () => {
  // Kysely's docs components show code in a <CodeBlock> template literal over many lines; JSX text has apostrophes.
  const component = [
    "import React from 'react'",
    "import { Dialect } from './shared'",
    'export function Querying() {',
    '  return (',
    "    <p>Let's implement the repository:</p>",
    '    <CodeBlock language="ts">',
    "      {`import { db } from './database'",
    "import { Person } from './types'",
    '',
    'export const x = 1`}',
    '    </CodeBlock>',
    '  )',
    '}',
    "// import old from './removed'",
    "const lazy = () => import('./Lazy')",
    "const data = require('@site/data.json')",
  ].join('\n');

  it('finds the imports of a script, not those written in template literals, comments or JSX text', () => {
    expect(localImports('Querying.tsx', component)).toEqual([
      { spec: './shared', line: 2 },
      { spec: './Lazy', line: 15 },
      { spec: '@site/data.json', line: 16 },
    ]);
    expect(localImports('Querying.js', component.replace('{ Dialect }', 'Dialect')).map((i) => i.spec)).toEqual([
      './shared',
      './Lazy',
      '@site/data.json',
    ]);
  });

  it('takes the import lines of Markdown outside code fences', () => {
    const md = ["import Tabs from './_tabs.mdx'", '', '```js', "import x from './example'", '```'].join('\n');
    expect(localImports('page.mdx', md)).toEqual([{ spec: './_tabs.mdx', line: 1 }]);
  });

  it('reads an import path as JavaScript does: `./\\_x.md` (as Prettier writes it in Markdown) names `./_x.md`', () => {
    // Jellyfin's docs: `import DockerCli from './\_container-docker-cli.md';` was reported as a file the site lacks.
    const md = "import DockerCli from './\\_container-docker-cli.md';\n\n<DockerCli />\n";
    expect(localImports('container.md', md)).toEqual([{ spec: './_container-docker-cli.md', line: 1 }]);
  });
});
