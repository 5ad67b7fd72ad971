// Vite configuration shared by `npm run dev`, the client build and the SSR build. The build and the
// dev server call viteConfig() with what they collected (and pass `configFile: false`), so nothing
// reaches the bundler through process-wide state or files written into src/.
import path from 'node:path';
import type { InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cachedMdx, MdxCompiler, type MarkdownFormat } from './prerender/mdx/cached-mdx-plugin.ts';
import { docusaurusAliases } from './prerender/docusaurus/aliases.ts';
import { docusaurusPlugin } from './prerender/docusaurus/vite-plugin.ts';
import { sitePostcss } from './prerender/docusaurus/postcss.ts';
import { IMAGE_EXT } from './prerender/mdx/remark-images.ts';
import { KATEX_CSS } from './prerender/bundle/page-assets.ts';
import { reactRouterProduction } from './prerender/bundle/react-router-build.ts';
import { staticParts } from './prerender/bundle/static-parts.ts';
import { mdxComponentImports } from './prerender/bundle/mdx-component-imports.ts';
import * as env from './prerender/report/env.mjs';
import { themeDefines, type ThemeOptions } from './prerender/bundle/theme-defines.ts';

const FONT_EXT = /\.(woff2?|ttf|otf|eot)$/i;

/** The modules of the `site` chunk, which the shell and every page module import (see build.rollupOptions.output). */
const SITE_CHUNK = new RegExp(
  [
    /[\\/]src[\\/]theme[\\/](site|storage)\.ts$/,
    /[\\/]node_modules[\\/](react|@mdx-js[\\/]react)[\\/]/,
    /vite[\\/]preload-helper/,
  ]
    .map((r) => r.source)
    .join('|'),
);

export interface ViteConfigInput {
  root: string;
  /** The content folder (the benchmark points it at a generated corpus outside the project). */
  contentDir: string;
  /** The folder holding the site data the app imports as `@generated/site-data.json`. */
  generatedDir: string;
  /** The MDX compiler for the current route map (rewritten links depend on it). */
  compiler: () => MdxCompiler;
  /** The site config's `markdown.format`: under 'mdx', `.md` pages are modules too. */
  markdownFormat?: MarkdownFormat;
  /** KaTeX's stylesheet (and its fonts) as an entry of the client build, for pages with math (page-assets.ts). */
  mathCss?: boolean;
  /** The site's baseUrl: where the host serves the output folder, so the start of every asset URL. */
  baseUrl?: string | undefined;
  /** `markdown.mermaid`: off, `import('mermaid')` is a stub (src/theme/mdx/mermaid-off.ts), not the library. */
  mermaid?: boolean;
  /** A navbar item of type `search` (Docusaurus's); unset (the dev server): decided as the page draws. */
  navbarSearchItem?: boolean;
  /** Theme options the bundle is built for (prerender/bundle/theme-defines.ts); `dev`: decided as the page draws. */
  theme?: { options: ThemeOptions; dev?: boolean };
  /** Receives the files the site's PostCSS plugins read (Tailwind's scanned pages): the bundle cache's inputs. */
  cssDependencies?: Set<string>;
}

/** The alias that keeps the mermaid library out of a bundle (a build without diagrams, the server build). */
export const mermaidOff = (root: string) => ({
  find: /^mermaid$/,
  replacement: path.resolve(root, 'src/theme/mdx/mermaid-off.ts'),
});

export function viteConfig({
  root,
  contentDir,
  generatedDir,
  compiler,
  markdownFormat = 'detect',
  mathCss = false,
  baseUrl = '/',
  mermaid = true,
  navbarSearchItem = true,
  theme = { options: {} },
  cssDependencies,
}: ViteConfigInput): InlineConfig {
  return {
    root,
    base: baseUrl,
    configFile: false,
    // false: the navbar's code for a search item is left out of the bundle (src/theme/Navbar.tsx).
    define: {
      __NAVBAR_SEARCH_ITEM__: JSON.stringify(navbarSearchItem),
      ...themeDefines(theme.options, theme.dev),
    },
    plugins: [
      reactRouterProduction(),
      docusaurusPlugin({ root, contentDir }),
      cachedMdx(compiler),
      mdxComponentImports(root, contentDir),
      staticParts(),
      react({ include: /\.(mdx?|[jt]sx?)$/ }),
      // A Docusaurus site's PostCSS config (Tailwind through `@tailwindcss/postcss`), copied into the content
      // folder by the import, loaded from that folder as Docusaurus runs it. Without one, Vite looks from the root.
      ...sitePostcss(contentDir, cssDependencies),
    ],
    // dedupe: content may live outside the project (a corpus in /tmp); its pages still use our React.
    // Docusaurus's `@theme/Tabs`, `@docusaurus/Link`, `@site/…` come first (prerender/docusaurus/aliases.ts).
    resolve: {
      alias: [
        ...docusaurusAliases(root, contentDir),
        // The page registry globs `.md` pages through this alias: the content folder when they are MDX
        // modules, else a folder that does not exist (plain Markdown pages are page trees, not chunks).
        {
          find: '@markdown-modules',
          replacement: markdownFormat === 'mdx' ? contentDir : path.join(generatedDir, 'no-markdown-modules'),
        },
        { find: '@content', replacement: contentDir },
        { find: '@generated', replacement: generatedDir },
        { find: '@theme', replacement: path.resolve(root, 'src/theme') },
        ...(mermaid ? [] : [mermaidOff(root)]),
      ],
      dedupe: ['react', 'react-dom', '@mdx-js/react'],
    },
    server: { fs: { allow: [root, contentDir] } },
    build: {
      manifest: true,
      // The page registry is an entry only so that every page becomes its own chunk listed in the
      // manifest; the browser never loads it and never receives the route table.
      rollupOptions: {
        input: {
          main: path.resolve(root, 'index.html'),
          pages: path.resolve(root, 'prerender/bundle/page-registry.ts'),
          ...(mathCss ? { katex: path.resolve(root, 'node_modules', KATEX_CSS) } : {}),
        },
        preserveEntrySignatures: 'exports-only',
        // Rolldown's "callbacks ran for N s" notice names our own MDX plugin on every build of a loaded
        // machine and tells the site's author to profile the bundler: noise in a build's report.
        checks: { bundlerTimings: false },
        // The site data and the helpers both the shell and pages' own modules use (the site's strings,
        // localStorage for Tabs) in one chunk: by itself, each helper a page module imports (Tabs, from
        // prerender/bundle/mdx-component-imports.ts) would be a chunk that every page loads. So too what
        // every page's module imports (React's JSX runtime, MDX's provider) and Vite's preload helper:
        // each was a chunk of its own that every first visit fetched (issue 25 item 6).
        output: { codeSplitting: { groups: [{ name: 'site', test: SITE_CHUNK }] } },
      },
      chunkSizeWarningLimit: 2000,
      // Browsers preload modules themselves (Chrome 66, Firefox 115, Safari 17 and later); an older one
      // ignores the hints and still loads each module when it is imported, only later. The polyfill
      // was 0.6 KB gzip of every page's first visit.
      modulePreload: { polyfill: false },
      // Images imported by pages stay files with hashed names (as Markdown images do), never data: URLs.
      // Fonts too (KaTeX's, a site's): a stylesheet lists each in several formats and the browser fetches one.
      assetsInlineLimit: (file: string) => (IMAGE_EXT.test(file) || FONT_EXT.test(file) ? false : undefined),
    },
    logLevel: env.viteLogLevel(),
  };
}
