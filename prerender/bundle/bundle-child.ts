// Runs the client and SSR Vite builds in a child process (prerender/bundle/bundle-cache.ts starts it).
// Rolldown's native memory is not handed back to the system after a build; in the build's own
// process it stayed for the rest of the build, on top of the prerender and the search-index
// worker, and made the build's memory peak. A child gives it all back when it exits.
import type { MarkdownExtensions } from '../mdx/extensions.ts';
import path from 'node:path';
import { build, mergeConfig, type Plugin } from 'vite';
import fs from 'node:fs';
import { MdxCompiler, type MarkdownFormat } from '../mdx/cached-mdx-plugin.ts';
import { readApiSpec } from '../contract/spec.ts';
import { mermaidOff, viteConfig } from '../../vite.config.ts';
import type { ImageOptions } from '../mdx/remark-images.ts';
import type { LinkSettings } from '../mdx/remark-links.ts';
import { bundlerProblems } from './bundler-errors.ts';

/** What the parent hands over: the folders, and the route map that rewritten links point to. */
export interface BundleRequest {
  root: string;
  contentDir: string;
  generatedDir: string;
  clientDir: string;
  serverDir: string;
  routes: [string, string][];
  linkSettings: LinkSettings;
  images: ImageOptions;
  markdownFormat: MarkdownFormat;
  /** The site's baseUrl (Vite's `base`). */
  baseUrl?: string | undefined;
  extensions: MarkdownExtensions;
}

/** Records every module file a build reads (node_modules are covered by the lockfile). */
function tracker(modules: Set<string>): Plugin {
  return {
    name: 'lexora:bundle-deps',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const file = id.split('?')[0];
        if (path.isAbsolute(file) && !file.includes(`${path.sep}node_modules${path.sep}`) && fs.existsSync(file))
          modules.add(file);
      }
    },
  };
}

process.once('message', async (req: BundleRequest) => {
  try {
    const modules = new Set<string>();
    const { root, contentDir, generatedDir, clientDir, serverDir, markdownFormat, baseUrl } = req;
    // The MDX plugin rewrites links to .md/.mdx files with the routes the parent collected.
    const compiler = new MdxCompiler({
      routes: new Map(req.routes),
      linkSettings: req.linkSettings,
      api: readApiSpec(contentDir),
      images: req.images,
      markdownFormat,
      extensions: req.extensions,
    });
    // Math needs the site's plugins (remark-math): only then is KaTeX's stylesheet built.
    const mathCss = Boolean(req.extensions.plugins);
    const base = viteConfig({
      root,
      contentDir,
      generatedDir,
      compiler: () => compiler,
      markdownFormat,
      mathCss,
      baseUrl,
      mermaid: Boolean(req.extensions.mermaid),
      navbarSearchItem: Boolean(req.extensions.navbarSearchItem),
      theme: { options: req.extensions.theme ?? {} },
      // Files a site's PostCSS plugins scan (Tailwind): the CSS depends on them, no module imports them.
      cssDependencies: modules,
    });
    await build(
      mergeConfig(base, {
        mode: 'production',
        plugins: [tracker(modules)],
        build: { outDir: clientDir, emptyOutDir: false },
      }),
    );
    // Sequential on purpose: the SSR build then finds every page in the MDX compile cache.
    const entry = path.resolve(root, 'src/entry-server.tsx');
    await build(
      mergeConfig(base, {
        mode: 'production',
        plugins: [tracker(modules)],
        // The server renders a diagram's source; the library is for the browser only.
        resolve: { alias: req.extensions.mermaid ? [mermaidOff(root)] : [] },
        build: { outDir: serverDir, ssr: entry, emptyOutDir: true, rollupOptions: { input: entry } },
      }),
    );
    process.send!({ modules: [...modules] }, () => process.exit(0));
  } catch (e) {
    // The site's code the bundler refused (a missing export, an unresolved import): located problems.
    const problems = bundlerProblems(e);
    process.send!({ error: e instanceof Error ? (e.stack ?? e.message) : String(e), problems }, () => process.exit(1));
  }
});

// A build that stops (a signal, a failure) takes this process with it, so nothing writes into its
// work folder after the build removed it.
process.once('disconnect', () => process.exit(1));
