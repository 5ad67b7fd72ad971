// What a Docusaurus site's own code (src/pages, src/components) needs from the bundler:
// - JSX in `.js` files, which Docusaurus allows;
// - `require('…')` of assets (`require('@site/static/img/x.svg').default`), turned into imports;
// - SVG files imported from JavaScript or MDX as React components (the template's feature images);
// - an unknown `@theme/…` / `@docusaurus/…` import fails with the importing file and the supported list;
// - packages imported by the site's code resolve from this project (content may live anywhere);
// - a file the site imports from above its folder resolves to the import's copy (site-files.ts);
// - Less and Stylus stylesheets (customCss, or imported by a component) are compiled with the compiler the
//   site installed in the content folder (Vite looks for it only from the project), then handled as CSS.
// SVG components are drawn from the file's markup (the root's attributes plus its inner markup):
// no SVGO/Babel toolchain such as svgr for what is, for a docs site, a static picture.
import fs from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { LOADER_HINT, loaderProblem, loaderRequest, SUPPORTED_HINT, unsupportedImport } from './aliases.ts';
import { outsideCopyPath, resolveImport } from './site-files.ts';
import { compileLessOrStylus, compilerName, LESS_OR_STYLUS, loadCssCompiler } from '../content/custom-css.ts';

const SVG_PREFIX = '\0lexora-svg:';
/** The id a Less/Stylus file of the content is loaded under, compiled: a `.css` file beside it for Vite. */
const COMPILED_CSS = '.lexora-compiled.css';
const IMPORTER = /\.(mdx|[cm]?[jt]sx?)$/;

/** Root attribute name in React's spelling (class -> className, stroke-width -> strokeWidth). */
function reactAttr(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('aria-') || name.startsWith('data-')) return name;
  return name.replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function svgComponentModule(svg: string): string {
  const open = /<svg\b([^>]*)>/i.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('not an SVG document (no <svg> root element)');
  const attrs: Record<string, string> = {};
  for (const m of open[1].matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = reactAttr(m[1]);
    // Inline styles and event-handler attributes are not props React can take as strings.
    if (name !== 'style' && !/^on/i.test(name)) attrs[name] = m[3] ?? m[4];
  }
  const inner = svg.slice(open.index + open[0].length, close);
  return [
    `import { createElement, forwardRef } from 'react';`,
    `const attrs = ${JSON.stringify(attrs)};`,
    `const inner = { __html: ${JSON.stringify(inner)} };`,
    `const Svg = forwardRef(function Svg({ title, children, ...props }, ref) {`,
    `  return createElement('svg', { ...attrs, ...props, ref, dangerouslySetInnerHTML: inner });`,
    `});`,
    `export default Svg;`,
    `export const ReactComponent = Svg;`,
  ].join('\n');
}

/** Hoists `require('literal')` calls into imports (Vite serves ES modules only). */
export function rewriteRequires(code: string): string | null {
  const imports: string[] = [];
  const names = new Map<string, string>();
  const out = code.replace(/\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g, (_m, _q, spec: string) => {
    let name = names.get(spec);
    if (!name) {
      name = `__lexora_require_${names.size}`;
      names.set(spec, name);
      imports.push(`import * as ${name} from ${JSON.stringify(spec)};`);
    }
    return name;
  });
  return imports.length ? `${imports.join('\n')}\n${out}` : null;
}

/** `source` from `/` as webpack resolves it when no such file exists: in the site's folder (null when not there). */
function fromSiteRoot(contentDir: string, source: string, importer: string): string | null {
  if (!/^\/[^/]/.test(source)) return null;
  const [file, query = ''] = source.split(/(?=\?)/);
  const found = !fs.existsSync(file) ? resolveImport(path.join(contentDir, file)) : null;
  if (!found) return null;
  // An SVG the site's code imports is a component (below), here too.
  const component = found.endsWith('.svg') && !query && IMPORTER.test(importer.replace(/\?.*$/, ''));
  return component ? SVG_PREFIX + found : found + query;
}

/** Our Docusaurus client modules that do nothing when loaded (see `transform` below). */
const NO_SIDE_EFFECTS = /[\\/]src[\\/]theme[\\/]docusaurus[\\/]docs-versions\.ts$/;

export function docusaurusPlugin({ root, contentDir }: { root: string; contentDir: string }): Plugin {
  const inContent = (id: string) =>
    id.startsWith(contentDir + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`);
  return {
    name: 'lexora:docusaurus',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const problem = unsupportedImport(root, source, contentDir);
      if (problem) this.error(`${path.relative(root, importer.replace(/\?.*$/, ''))}: ${problem} (${SUPPORTED_HINT})`);
      // `!!raw-loader!./Example.tsx`: the file's text, as Vite's `?raw` gives it.
      const request = loaderRequest(source);
      if (request) {
        const where = path.relative(root, importer.replace(/\?.*$/, ''));
        const loaders = loaderProblem(source);
        if (loaders) this.error(`${where}: ${loaders} (${LOADER_HINT})`);
        const resolved = await this.resolve(request.resource, importer, { skipSelf: true });
        if (!resolved || resolved.external) this.error(`${where}: import "${source}" names no file`);
        return `${resolved.id.replace(/\?.*$/, '')}?raw`;
      }
      // A path from `/` that names no file is the site folder's, as webpack resolves it (its `resolve.roots`, the
      // site's folder): Jellyfin's home page does `require('/static/images/illustrations/x.svg').default`.
      const rooted = inContent(importer) ? fromSiteRoot(contentDir, source, importer) : null;
      if (rooted) return rooted;
      // Packages a site's code imports (clsx, react) come from this project, wherever the content lives.
      if (inContent(importer) && /^(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(source) && !source.startsWith('@site/')) {
        const resolved = await this.resolve(source, path.join(root, 'index.html'), { skipSelf: true });
        if (resolved) return resolved;
      }
      // A file the site imports from above its folder (`../../../errors.json`), copied by the import.
      if (inContent(importer) && /^\.\.?\//.test(source) && !source.includes('?')) {
        const base = path.resolve(path.dirname(importer.replace(/\?.*$/, '')), source);
        const copy = outsideCopyPath(contentDir, base);
        const found = copy && !resolveImport(base) ? resolveImport(copy) : null;
        if (found) return found;
      }
      // A Less/Stylus file of the content (not a CSS module), whose compiler the content folder or this project has.
      if (LESS_OR_STYLUS.test(source) && !/\.module\.\w+$/.test(source)) {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        if (
          resolved &&
          !resolved.external &&
          inContent(resolved.id) &&
          loadCssCompiler(contentDir, compilerName(resolved.id))
        )
          return resolved.id + COMPILED_CSS;
      }
      // SVGs imported by the site's JavaScript or MDX (`import Logo from './logo.svg'`) are components,
      // as in Docusaurus; `?url` keeps a URL. Markdown images (`![](x.svg)`) are not imports.
      if (source.endsWith('.svg') && IMPORTER.test(importer.replace(/\?.*$/, '')) && inContent(importer)) {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        if (resolved && !resolved.external) return SVG_PREFIX + resolved.id;
      }
      return null;
    },
    async load(id) {
      if (id.endsWith(COMPILED_CSS)) {
        const file = id.slice(0, -COMPILED_CSS.length);
        try {
          const { css, imports } = await compileLessOrStylus(loadCssCompiler(contentDir, compilerName(file)), file);
          for (const dep of [file, ...imports]) this.addWatchFile(dep);
          return css;
        } catch (e) {
          this.error(`${path.relative(root, file)}: ${String((e as Error).message).split('\n')[0]}`);
        }
      }
      if (!id.startsWith(SVG_PREFIX)) return null;
      const file = id.slice(SVG_PREFIX.length);
      this.addWatchFile(file);
      try {
        return svgComponentModule(fs.readFileSync(file, 'utf8'));
      } catch (e) {
        this.error(`${path.relative(root, file)}: ${(e as Error).message}`);
      }
    },
    async transform(code, id) {
      // Our docs-versions module runs nothing when loaded, but imports modules that do; the bundler then counts
      // it as having effects and keeps it (with every version's docs list) in the chunk of each page that imports
      // `@docusaurus/plugin-content-docs/client` or `theme-common` (which re-export it), whatever hooks it calls.
      // Said to have none, it is loaded only by the pages calling one of its hooks.
      if (NO_SIDE_EFFECTS.test(id)) return { code, map: null, moduleSideEffects: false };
      if (!inContent(id) || !/\.[cm]?jsx?$/.test(id)) return null;
      const required = /\brequire\(/.test(code) ? rewriteRequires(code) : null;
      // Docusaurus compiles JSX in .js files; Vite only does so for .jsx.
      const result = await transformWithOxc(required ?? code, id, {
        lang: 'jsx',
        jsx: { runtime: 'automatic', importSource: 'react' },
      });
      return { code: result.code, map: result.map };
    },
  };
}
