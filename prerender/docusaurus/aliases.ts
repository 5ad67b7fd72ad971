// The Docusaurus client API a site's pages and components may import, and the module of ours that
// stands in for each (src/theme/docusaurus/). A site's own `src/theme/X` (a swizzled component) replaces
// `@theme/X` for every importer, ours included, and `@theme-original/X` reaches ours, as in Docusaurus.
// An import not listed here fails the build naming the supported ones.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { listFiles } from '../util.ts';
import type { Problem } from '../report/errors.ts';
import { lineAt } from '../report/source-lines.ts';
import { isImportAt, localImports, resolveContentImport } from './site-files.ts';

export const DOCUSAURUS_ALIASES: Record<string, string> = {
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/BlogPostItem': 'BlogPostItem.tsx',
  '@theme/BlogPostItem/Content': 'BlogPostItem/Content.tsx',
  '@theme/BlogPostItem/Footer': 'BlogPostItem/Footer.tsx',
  '@theme/BlogPostItem/Header': 'BlogPostItem/Header.tsx',
  '@theme/BlogPostPage': 'BlogPostPage.tsx',
  '@theme/BlogSidebar': 'BlogSidebar.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/ColorModeToggle': 'ColorModeToggle.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/DocCard': 'DocCard.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/DocBreadcrumbs': 'DocBreadcrumbs.tsx',
  '@theme/DocBreadcrumbs/Items/Home': 'DocBreadcrumbs/Items/Home.tsx',
  '@theme/DocBreadcrumbs/StructuredData': 'DocBreadcrumbs/StructuredData.tsx',
  '@theme/DocItem/Content': 'DocItem/Content.tsx',
  '@theme/DocItem/Footer': 'DocItem/Footer.tsx',
  '@theme/DocItem/Layout': 'DocItem/Layout.tsx',
  '@theme/DocItem/Paginator': 'DocItem/Paginator.tsx',
  '@theme/DocPaginator': 'DocPaginator.tsx',
  '@theme/DocSidebar': 'DocSidebar.tsx',
  // Its parts, which a DocSidebar ejected from Docusaurus draws by window size.
  '@theme/DocSidebar/Desktop': 'DocSidebar/Desktop.tsx',
  '@theme/DocSidebar/Mobile': 'DocSidebar/Mobile.tsx',
  '@theme/DocVersionBanner': 'DocVersionBanner.tsx',
  '@theme/EditThisPage': 'EditThisPage.tsx',
  '@theme/Footer': 'Footer.tsx',
  // Its parts, which a footer ejected from Docusaurus composes.
  '@theme/Footer/Copyright': 'Footer/Copyright.tsx',
  '@theme/Footer/Layout': 'Footer/Layout.tsx',
  '@theme/Footer/LinkItem': 'Footer/LinkItem.tsx',
  '@theme/Footer/Links': 'Footer/Links.tsx',
  '@theme/Footer/Logo': 'Footer/Logo.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/Icon/DarkMode': 'IconDarkMode.tsx',
  '@theme/Icon/ExternalLink': 'IconExternalLink.tsx',
  '@theme/Icon/Home': 'IconHome.tsx',
  '@theme/Icon/LightMode': 'IconLightMode.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/MDXComponents': 'MDXComponents.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  // Its parts, which a site's own MDXComponents map (a full swizzle) imports one by one.
  '@theme/MDXComponents/A': 'MDXComponents/A.tsx',
  '@theme/MDXComponents/Code': 'MDXComponents/Code.tsx',
  '@theme/MDXComponents/Details': 'MDXComponents/Details.tsx',
  '@theme/MDXComponents/Heading': 'MDXComponents/Heading.tsx',
  '@theme/MDXComponents/Img': 'MDXComponents/Img.tsx',
  '@theme/MDXComponents/Li': 'MDXComponents/Li.tsx',
  '@theme/MDXComponents/Pre': 'MDXComponents/Pre.tsx',
  '@theme/MDXComponents/Ul': 'MDXComponents/Ul.tsx',
  '@theme/Mermaid': 'Mermaid.tsx',
  '@theme/Navbar': 'Navbar.tsx',
  '@theme/Navbar/ColorModeToggle': 'Navbar/ColorModeToggle.tsx',
  '@theme/Navbar/Content': 'Navbar/Content.tsx',
  '@theme/Navbar/Layout': 'Navbar/Layout.tsx',
  '@theme/Navbar/Logo': 'Navbar/Logo.tsx',
  '@theme/Navbar/MobileSidebar/Header': 'Navbar/MobileSidebar/Header.tsx',
  '@theme/Navbar/MobileSidebar/Layout': 'Navbar/MobileSidebar/Layout.tsx',
  '@theme/Navbar/MobileSidebar/PrimaryMenu': 'Navbar/MobileSidebar/PrimaryMenu.tsx',
  '@theme/Navbar/MobileSidebar/SecondaryMenu': 'Navbar/MobileSidebar/SecondaryMenu.tsx',
  '@theme/Navbar/MobileSidebar/Toggle': 'Navbar/MobileSidebar/Toggle.tsx',
  '@theme/Navbar/Search': 'Navbar/Search.tsx',
  '@theme/NavbarItem': 'NavbarItem.tsx',
  '@theme/NavbarItem/ComponentTypes': 'NavbarItem/ComponentTypes.tsx',
  '@theme/NotFound': 'NotFound.tsx',
  '@theme/NotFound/Content': 'NotFound/Content.tsx',
  '@theme/PaginatorNavLink': 'PaginatorNavLink.tsx',
  '@theme/Root': 'Root.tsx',
  '@theme/SearchBar': 'SearchBar.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/TOC': 'TOC.tsx',
  '@theme/TOCCollapsible': 'TOCCollapsible.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@theme/TOCItems': 'TOCItems.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/plugin-content-blog/client': 'blog-client.ts',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
  '@docusaurus/router': 'router.tsx',
  '@docusaurus/theme-common': 'theme-common.tsx',
  '@docusaurus/theme-common/internal': 'theme-common-internal.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/useBaseUrl': 'use-base-url.ts',
  '@docusaurus/useDocusaurusContext': 'use-docusaurus-context.ts',
  '@docusaurus/useGlobalData': 'use-global-data.ts',
  '@docusaurus/useIsBrowser': 'use-is-browser.ts',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const SCRIPT_EXTS = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * The site's swizzled components: `<content>/src/theme/X.js` or `X/index.js` (any script extension),
 * as component name (`X`, `DocItem/Footer`) -> file.
 */
export function swizzledComponents(contentDir: string): Map<string, string> {
  const dir = path.join(contentDir, 'src', 'theme');
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  for (const file of listFiles(dir, { keep: (f) => SCRIPT_EXTS.includes(path.extname(f)) })) {
    const rel = path.relative(dir, file).split(path.sep).join('/');
    const name = rel.replace(/\.[jt]sx?$/, '').replace(/\/index$/, '');
    if (!out.has(name) || /\/index\.[jt]sx?$/.test(rel)) out.set(name, file);
  }
  return out;
}

/** Our module for `@theme/X` (the table's adapter, or our theme's own module, which content may import too). */
function ourThemeModule(root: string, name: string): string | null {
  const adapter = DOCUSAURUS_ALIASES[`@theme/${name}`];
  if (adapter) return path.join(root, 'src/theme/docusaurus', adapter);
  if (name.split('/').includes('..')) return null;
  const base = path.join(root, 'src/theme', name);
  const hit = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].find(
    (ext) => fs.existsSync(base + ext) && fs.statSync(base + ext).isFile(),
  );
  return hit === undefined ? null : base + hit;
}

/** Our Docusaurus-compatible module for `@theme/X` (what `@theme-original/X` reaches), if the table has one. */
function adapterModule(root: string, name: string): string | null {
  const adapter = DOCUSAURUS_ALIASES[`@theme/${name}`];
  return adapter ? path.join(root, 'src/theme/docusaurus', adapter) : null;
}

/**
 * Modules of the table that our pages do not draw through `@theme/X` (ours provides MDX components where a
 * page's module is rendered; our DocSidebar is one menu at every width; our toggle and breadcrumbs draw their
 * icons themselves; our navbar draws its items and its search bar itself; our pages write no JSON-LD breadcrumbs; our footers draw their own edit link; our docs paginator draws
 * its pair of links itself): a site's own serves only its imports of
 * it, as one we have no counterpart for.
 */
export const IMPORT_ONLY = new Set([
  'MDXContent',
  'DocSidebar/Desktop',
  'DocSidebar/Mobile',
  'Icon/DarkMode',
  'Icon/LightMode',
  'Icon/Home',
  'DocBreadcrumbs/StructuredData',
  'EditThisPage',
  'Navbar/Search',
  'NavbarItem',
  'DocPaginator',
  'PaginatorNavLink',
]);

/** Swizzled components that replace one of ours (the others serve only the site's own imports of them). */
export function replacingComponents(root: string, contentDir: string): string[] {
  const unusable = unusableSwizzles(root, contentDir);
  return [...swizzledComponents(contentDir).keys()].filter(
    (name) => adapterModule(root, name) && !unusable.has(name) && !IMPORT_ONLY.has(name),
  );
}

/** The script files a swizzled component's file imports by a relative or `@site/` path, itself included, transitively. */
function localClosure(contentDir: string, file: string): string[] {
  const seen = new Set<string>([file]);
  for (const f of seen) {
    if (!SCRIPT_FILE.test(f)) continue;
    for (const { spec } of localImports(f, fs.readFileSync(f, 'utf8'))) {
      const base = spec.startsWith('@site/')
        ? path.join(contentDir, spec.slice(6))
        : path.resolve(path.dirname(f), spec);
      const found = resolveContentImport(contentDir, base);
      if (found && SCRIPT_FILE.test(found)) seen.add(found);
    }
  }
  return [...seen];
}

/**
 * Swizzled components that would replace ours but whose code imports what is not supported here (an
 * ejected Algolia SearchBar's `@docusaurus/theme-search-algolia/client`, a hook `theme-common/internal`
 * does not export here): ours stays in their place, as before the site swizzled it, and the import names
 * each such import at its line. As name -> the problems.
 */
export function unusableSwizzles(root: string, contentDir: string): Map<string, Problem[]> {
  const out = new Map<string, Problem[]>();
  for (const [name, file] of swizzledComponents(contentDir)) {
    if (!adapterModule(root, name)) continue;
    const problems = localClosure(contentDir, file).flatMap((f) => themeImportProblems(root, contentDir, f));
    if (problems.length) out.set(name, problems);
  }
  return out;
}

/**
 * Swizzled components that Docusaurus's callers give props ours does not take (the colour mode and its
 * setter): `@theme/X` is then our bridge, which renders the site's file (`@theme-swizzled/X`) with them.
 * A site without one bundles no bridge.
 */
const BRIDGED: Record<string, string> = { ColorModeToggle: 'ColorModeToggleBridge.tsx' };

/** Docusaurus's parts of the slide-out menu, which its NavbarMobileSidebar draws in `Navbar/MobileSidebar/Layout`. */
const MOBILE_SIDEBAR_PARTS = [
  'Navbar/MobileSidebar/Header',
  'Navbar/MobileSidebar/PrimaryMenu',
  'Navbar/MobileSidebar/SecondaryMenu',
];

/**
 * Vite `resolve.alias` entries: the site's swizzled components and `@theme-original/…`, the table,
 * then `@site/…` (the content folder, as Docusaurus's site dir).
 */
export function docusaurusAliases(root: string, contentDir: string): { find: RegExp; replacement: string }[] {
  const unusable = unusableSwizzles(root, contentDir);
  const replaces = (names: string[]) => names.some((n) => swizzledComponents(contentDir).has(n) && !unusable.has(n));
  const swizzled = [...swizzledComponents(contentDir)].flatMap(([name, file]) => {
    if (unusable.has(name)) return [];
    const ours = adapterModule(root, name);
    const bridge = BRIDGED[name];
    // The navbar asks the site's table of item types through a lookup (the site's `@theme/…` stays its table).
    if (name === 'NavbarItem/ComponentTypes')
      return [
        {
          find: /^@theme-bridge\/NavbarItem\/ComponentTypes$/,
          replacement: path.join(root, 'src/theme/docusaurus/NavbarItem/ComponentTypesBridge.tsx'),
        },
        { find: /^@theme-swizzled\/NavbarItem\/ComponentTypes$/, replacement: file },
        { find: /^@theme\/NavbarItem\/ComponentTypes$/, replacement: file },
        ...(ours ? [{ find: /^@theme-(original|init)\/NavbarItem\/ComponentTypes$/, replacement: ours }] : []),
      ];
    // Every route is drawn inside the site's Layout by our shell (LayoutBridge.tsx, through `@theme-swizzled/Layout`),
    // so `@theme/Layout` stays ours for the pages that draw it themselves (not the site's component a second time).
    if (name === 'Layout')
      return [
        { find: /^@theme-swizzled\/Layout$/, replacement: file },
        ...(ours ? [{ find: /^@theme-(original|init)\/Layout$/, replacement: ours }] : []),
      ];
    return [
      ...(bridge
        ? [
            {
              find: new RegExp(`^@theme/${escape(name)}$`),
              replacement: path.join(root, 'src/theme/docusaurus', bridge),
            },
            { find: new RegExp(`^@theme-swizzled/${escape(name)}$`), replacement: file },
          ]
        : [{ find: new RegExp(`^@theme/${escape(name)}$`), replacement: file }]),
      ...(ours ? [{ find: new RegExp(`^@theme-(original|init)/${escape(name)}$`), replacement: ours }] : []),
    ];
  });
  return [
    ...swizzled,
    ...Object.entries(DOCUSAURUS_ALIASES).map(([find, file]) => ({
      find: new RegExp(`^${escape(find)}$`),
      replacement: path.join(root, 'src/theme/docusaurus', file),
    })),
    // `@theme-original/X` (and `@theme-init/X`) from any file, not only a swizzle of X: ours, as in Docusaurus
    // (Jellyfin's downloads page imports `@theme-original/Admonition`). A swizzle's own entries come first.
    ...Object.entries(DOCUSAURUS_ALIASES)
      .filter(([find]) => find.startsWith('@theme/'))
      .map(([find, file]) => ({
        find: new RegExp(`^@theme-(original|init)/${escape(find.slice('@theme/'.length))}$`),
        replacement: path.join(root, 'src/theme/docusaurus', file),
      })),
    ...bridgeAliases(root, replaces, contentDir),
    { find: /^@site\//, replacement: `${contentDir.replace(/\\/g, '/')}/` },
  ];
}

/** The problem with an `@theme/…` or `@docusaurus/…` import, or null when it resolves. */
export function unsupportedImport(root: string, spec: string, contentDir?: string): string | null {
  if (!/^@(theme|theme-original|theme-init|docusaurus)\//.test(spec) || DOCUSAURUS_ALIASES[spec]) return null;
  const name = spec.replace(/^@[\w-]+\//, '');
  if (spec.startsWith('@theme/') && ourThemeModule(root, name)) return null;
  if (/^@theme-(original|init)\//.test(spec) && adapterModule(root, name)) return null;
  if (spec.startsWith('@theme/') && contentDir && swizzledComponents(contentDir).has(name)) return null;
  return `import "${spec}" is not supported here`;
}

/**
 * A webpack inline-loader request (`!!raw-loader!./Example.tsx`, the way Docusaurus documents showing a file's
 * source in a code block): its loaders, right to left as webpack runs them, and the file. Null for a plain import.
 */
export function loaderRequest(spec: string): { loaders: string[]; resource: string } | null {
  if (!spec.includes('!')) return null;
  const parts = spec.replace(/^(-!|!!|!)/, '').split('!');
  const resource = parts.pop() ?? '';
  const loaders = parts.map((l) => l.replace(/\?.*$/, ''));
  if (!loaders.length || !resource || loaders.some((l) => !/^(@[\w.-]+\/)?[\w.-]+$/.test(l))) return null;
  return { loaders, resource };
}

/** Why a loader request cannot be built here (a loader other than raw-loader), or null. */
export function loaderProblem(spec: string): string | null {
  const other = loaderRequest(spec)?.loaders.filter((l) => l !== 'raw-loader') ?? [];
  if (!other.length) return null;
  return `import "${spec}": the webpack loader${other.length > 1 ? 's' : ''} ${other.join(', ')} ${other.length > 1 ? 'do' : 'does'} not run here (only raw-loader, a file's text, is supported)`;
}

export const LOADER_HINT =
  "import the file's text with `!!raw-loader!./file` and do what the loader did in a component, or drop the loader";

export const SUPPORTED_HINT = `supported: ${Object.keys(DOCUSAURUS_ALIASES).join(', ')}, @site/…; see README.md, "Coming from Docusaurus"`;

/** Specifiers the bundler maps itself (vite.config.ts), not packages. */
const OWN_PREFIXES =
  /^(@theme|@theme-original|@theme-init|@docusaurus|@site|@content|@generated|@markdown-modules)(\/|$)/;

/**
 * Whether a bare import (`react-lite-youtube-embed`, `@scope/pkg/sub`) names a package installed
 * where the bundler looks: node_modules next to the page or above it, or the project's.
 */
function packageInstalled(root: string, fromDir: string, spec: string): boolean {
  const name = spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) break;
  }
  return fs.existsSync(path.join(root, 'node_modules', name, 'package.json'));
}

/**
 * Build problems for a page's unsupported imports and imports of packages that are not installed
 * (a Docusaurus site's own dependencies do not come along with its content), at their source lines.
 */
export function checkImports(
  root: string,
  page: { file?: string; relFile: string; analysis: { imports: { url: string; line?: number }[] } },
  contentDir?: string,
): Problem[] {
  const out: Problem[] = [];
  for (const imp of page.analysis.imports) {
    const problem = unsupportedImport(root, imp.url, contentDir);
    if (problem) out.push({ file: page.relFile, line: imp.line, message: problem, hint: SUPPORTED_HINT });
    else {
      const missing = page.file ? missingPackage(root, path.dirname(page.file), imp.url) : null;
      if (missing) out.push({ file: page.relFile, line: imp.line, ...missing });
      else if (page.file && contentDir) {
        // A file read through a loader (`!!raw-loader!@site/.repo/x.ts`, made by a script of the site) that is
        // not there: named here, at its line (the bundler would stop with ENOENT and a stack trace).
        const resource = loaderRequest(imp.url)?.resource;
        const base = !resource
          ? undefined
          : resource.startsWith('@site/')
            ? path.join(contentDir, resource.slice(6))
            : /^\.\.?\//.test(resource)
              ? path.resolve(path.dirname(page.file), resource)
              : undefined;
        if (base && !resolveContentImport(contentDir, base))
          out.push({
            file: page.relFile,
            line: imp.line,
            message: `import "${imp.url}" names no file${resource!.startsWith('@site/') ? ' (`@site/` is the content folder)' : ''}`,
            hint: 'create the file at that path (a script of the site may make it before its build), or remove the import and what uses it',
          });
      }
    }
  }
  return out;
}

/** The problem with a bare import whose package is not installed, or null. */
function missingPackage(root: string, fromDir: string, spec: string): { message: string; hint: string } | null {
  // `!!raw-loader!./x.js` is a file's text, not a package; a loader other than raw-loader is named.
  if (loaderRequest(spec)) {
    const problem = loaderProblem(spec);
    return problem ? { message: problem, hint: LOADER_HINT } : null;
  }
  if (/^[./]/.test(spec) || OWN_PREFIXES.test(spec) || spec.includes(':') || packageInstalled(root, fromDir, spec))
    return null;
  const name = spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
  // Node's own modules (`child_process`, `fs/promises`) are no package to install: the npm packages of
  // those names are placeholders. In the browser bundle they are empty, as webpack's `fallback: false` is.
  if (builtinModules.includes(name)) return null;
  return {
    message: `import "${spec}": the package is not installed`,
    hint: `install it in this project (npm install --save-exact ${name}), or remove the import and what uses it`,
  };
}

const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;
const BARE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)(['"])([^'"\n./][^'"\n]*)\1/g;
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)(['"])(@(?:theme|theme-original|theme-init|docusaurus)\/[^'"\n]+)\1/g;

/** The names our module exports (`export function|const|class X`, `export { a, b as c }`); null when it re-exports all of another. */
const exportsCache = new Map<string, Set<string> | null>();
function exportedNames(file: string): Set<string> | null {
  if (exportsCache.has(file)) return exportsCache.get(file)!;
  const source = fs.readFileSync(file, 'utf8');
  let names: Set<string> | null = new Set<string>();
  if (/^export\s*\*/m.test(source)) names = null;
  else {
    for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm))
      names.add(m[1]);
    for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm))
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop()!
          .trim();
        if (name) names.add(name);
      }
  }
  exportsCache.set(file, names);
  return names;
}

const NAMED_IMPORT =
  /\bimport\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*(['"])(@(?:theme|theme-original|theme-init|docusaurus)\/[^'"\n]+)\2/g;

/**
 * Problems with a script file's `@theme/…` and `@docusaurus/…` imports, at their lines: a module not
 * supported here, or a name our module for it does not export (`useSearchLinkCreator` from theme-common).
 */
function themeImportProblems(
  root: string,
  contentDir: string,
  file: string,
  source = fs.readFileSync(file, 'utf8'),
): Problem[] {
  const out: Problem[] = [];
  const at = (index: number, message: string) =>
    out.push({ file: path.relative(process.cwd(), file), line: lineAt(source, index), message, hint: SUPPORTED_HINT });
  for (const m of source.matchAll(SPECIFIER)) {
    if (!isImportAt(file, source, m, m[2])) continue;
    const problem = unsupportedImport(root, m[2], contentDir);
    if (problem) at(m.index, problem);
  }
  const swizzled = swizzledComponents(contentDir);
  for (const m of source.matchAll(NAMED_IMPORT)) {
    if (!isImportAt(file, source, m, m[3])) continue;
    const spec = m[3];
    const name = spec.replace(/^@[\w-]+\//, '');
    // Ours: the table's module, or what `@theme-original/X` reaches; a site's own swizzled `@theme/X` is not checked.
    const ours = DOCUSAURUS_ALIASES[spec]
      ? path.join(root, 'src/theme/docusaurus', DOCUSAURUS_ALIASES[spec])
      : /^@theme-(original|init)\//.test(spec)
        ? adapterModule(root, name)
        : null;
    if (!ours || (spec.startsWith('@theme/') && swizzled.has(name))) continue;
    const exported = exportedNames(ours);
    if (!exported) continue;
    const missing = m[1]
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p && !p.startsWith('type '))
      .map((p) => p.split(/\s+as\s+/)[0].trim())
      .filter((n) => !exported.has(n));
    if (missing.length) at(m.index, `import { ${missing.join(', ')} } from "${spec}": not provided here`);
  }
  return out;
}

/**
 * The files of the content folder reached by relative or `@site/` imports from its script and Markdown
 * files other than those of `skip` (which count only once reached themselves): a component that only an
 * unused swizzle imports is not bundled, nor checked.
 */
function importedFiles(contentDir: string, skip: (file: string) => boolean): Set<string> {
  const importsOf = new Map<string, string[]>();
  const all = listFiles(contentDir, {
    skip: (name) => name === 'node_modules',
    keep: (f) => SCRIPT_FILE.test(path.basename(f)) || /\.mdx?$/.test(f),
  });
  for (const file of all) {
    const found: string[] = [];
    for (const { spec } of localImports(file, fs.readFileSync(file, 'utf8'))) {
      const base = spec.startsWith('@site/')
        ? path.join(contentDir, spec.slice(6))
        : path.resolve(path.dirname(file), spec);
      const hit = resolveContentImport(contentDir, base);
      if (hit) found.push(hit);
    }
    importsOf.set(file, found);
  }
  // From every file that is not skipped, through what each imports (a skipped file reached so is bundled).
  const out = new Set<string>();
  const queue = all.filter((f) => !skip(f));
  for (const file of queue)
    for (const hit of importsOf.get(file) ?? [])
      if (!out.has(hit)) {
        out.add(hit);
        if (importsOf.has(hit)) queue.push(hit);
      }
  return out;
}

/** Unsupported imports in the site's own code under <content>/src, at their lines, before bundling. */

export function checkSourceImports(root: string, contentDir: string): Problem[] {
  const dir = path.join(contentDir, 'src');
  if (!fs.existsSync(dir)) return [];
  const out: Problem[] = [];
  // Swizzled components are bundled only if they replace one of ours (with what they import) or a page
  // imports them; one whose imports are not supported here is not used (ours is: see unusableSwizzles).
  const components = swizzledComponents(contentDir);
  const used = new Set(
    replacingComponents(root, contentDir).flatMap((name) => localClosure(contentDir, components.get(name)!)),
  );
  const inside = (folder: string, file: string) => !path.relative(folder, file).startsWith('..');
  // What is bundled is reached from the pages, the Markdown and the swizzles that replace ours: a component
  // only an unused swizzle imports is not. Nor is what only site.config.ts, the sidebars or another script
  // outside src/ imports: that runs in Node when the config is read (Electron's remark plugins in
  // src/transformers/ import @docusaurus/logger, a Node library, which no page may import).
  const imported = importedFiles(
    contentDir,
    (file) =>
      (inside(dir, file) && !inside(path.join(dir, 'pages'), file) && !used.has(file)) ||
      (!inside(dir, file) && SCRIPT_FILE.test(path.basename(file))),
  );
  const unused = (file: string) => {
    const rel = path.relative(path.join(dir, 'theme'), file).split(path.sep);
    if (rel[0] !== '..') return !used.has(file) && !imported.has(file);
    // A component no page, component or Markdown file imports is not bundled (Docusaurus leaves it out too).
    return !path.relative(path.join(dir, 'pages'), file).startsWith('..') ? false : !imported.has(file);
  };
  for (const file of listFiles(dir, {
    skip: (name) => name === 'node_modules',
    keep: (f) => SCRIPT_FILE.test(path.basename(f)) && !unused(f),
  })) {
    const source = fs.readFileSync(file, 'utf8');
    out.push(...themeImportProblems(root, contentDir, file, source));
    // A file that is not there (`@site/backers.json` a script of the site writes) fails here, at its line, not in the bundler.
    // A file read through a loader (`!!raw-loader!@site/examples/x.ts`) too: the bundler would only say ENOENT.
    for (const { spec, line } of localImports(file, source, { loaded: true })) {
      const base = spec.startsWith('@site/')
        ? path.join(contentDir, spec.slice(6))
        : path.resolve(path.dirname(file), spec);
      if (!resolveContentImport(contentDir, base))
        out.push({
          file: path.relative(process.cwd(), file),
          line,
          message: `import "${spec}" names no file${spec.startsWith('@site/') ? ' (`@site/` is the content folder)' : ''}`,
          hint: 'fix the path, or create the file it names (a Docusaurus site may write it with one of its scripts before building)',
        });
    }
    for (const m of source.matchAll(BARE_SPECIFIER)) {
      if (!isImportAt(file, source, m, m[2])) continue;
      const problem = missingPackage(root, path.dirname(file), m[2]);
      if (problem) out.push({ file: path.relative(process.cwd(), file), line: lineAt(source, m.index), ...problem });
    }
  }
  return out;
}

/**
 * The `@theme-bridge/*` entries: the shell's parts a site may swizzle, through a bridge when it does, else ours
 * themselves (`replaces`: whether the site swizzles one of the named components usably).
 */
function bridgeAliases(
  root: string,
  replaces: (names: string[]) => boolean,
  contentDir: string,
): { find: RegExp; replacement: string }[] {
  const menuLayout = 'Navbar/MobileSidebar/Layout';
  return [
    // The slide-out menu's frame: with Docusaurus's parts (`@theme/Navbar/MobileSidebar/Header`…) through a bridge
    // when the site swizzles one of them, else what `@theme/Navbar/MobileSidebar/Layout` is (the site's, or ours).
    {
      find: /^@theme-bridge\/Navbar\/MobileSidebar\/Layout$/,
      replacement: replaces(MOBILE_SIDEBAR_PARTS)
        ? path.join(root, 'src/theme/docusaurus/Navbar/MobileSidebar/PartsBridge.tsx')
        : replaces([menuLayout])
          ? swizzledComponents(contentDir).get(menuLayout)!
          : path.join(root, 'src/theme/docusaurus', DOCUSAURUS_ALIASES[`@theme/${menuLayout}`]!),
    },
    {
      find: /^@theme-bridge\/NavbarItem\/ComponentTypes$/,
      replacement: path.join(root, 'src/theme/docusaurus/NavbarItem/NoComponentTypes.ts'),
    },
    // The pages' tables of contents and the docs layout's breadcrumbs: `@theme/TOC`, `@theme/TOCCollapsible`
    // and `@theme/DocBreadcrumbs` through a bridge when the site swizzles one of them, else our parts
    // themselves, as before those were replaceable (a hop through re-exporting modules changed how the
    // bundler split the shell's chunks: more requests on every first visit).
    {
      find: /^@theme-bridge\/TOC$/,
      replacement: path.join(
        root,
        replaces(['TOC', 'TOCCollapsible']) ? 'src/theme/docusaurus/TOCBridge.ts' : 'src/theme/deferred-parts.ts',
      ),
    },
    {
      find: /^@theme-bridge\/DocBreadcrumbs$/,
      replacement: path.join(
        root,
        replaces(['DocBreadcrumbs', 'DocBreadcrumbs/Items/Home'])
          ? 'src/theme/docusaurus/DocBreadcrumbsBridge.tsx'
          : 'src/theme/docs/DocPage.tsx',
      ),
    },
    // The shell's navbar: the site's through a bridge when it swizzles Navbar, else ours itself.
    {
      find: /^@theme-bridge\/Navbar$/,
      replacement: path.join(
        root,
        replaces(['Navbar']) ? 'src/theme/docusaurus/NavbarBridge.tsx' : 'src/theme/Navbar.tsx',
      ),
    },
    // A blog post's page: the site's BlogPostPage with Docusaurus's props (the post as `content`) when it
    // swizzles it, else ours itself (the props' making stays out of the post page's first visit).
    {
      find: /^@theme-bridge\/BlogPostPage$/,
      replacement: path.join(
        root,
        replaces(['BlogPostPage']) ? 'src/theme/docusaurus/BlogPostPageBridge.tsx' : 'src/theme/blog/BlogPostPage.tsx',
      ),
    },
    // The route's shell: with the site's Layout around every page when it swizzles Layout, else our Root itself.
    // A site's BlogPostPage draws a post's Layout inside it, as in Docusaurus (what it adds around ours lands
    // before the navbar or after the footer): that shell then, with ours as the Layout when the site has none.
    {
      find: /^@theme-bridge\/Layout$/,
      replacement: path.join(
        root,
        replaces(['Layout', 'BlogPostPage']) ? 'src/theme/docusaurus/LayoutBridge.tsx' : 'src/theme/Root.tsx',
      ),
    },
    ...(replaces(['BlogPostPage']) && !replaces(['Layout'])
      ? [{ find: /^@theme-swizzled\/Layout$/, replacement: path.join(root, 'src/theme/docusaurus/Layout.tsx') }]
      : []),
    {
      find: /^@theme-bridge\/post-frame$/,
      replacement: path.join(
        root,
        'src/theme/docusaurus',
        replaces(['BlogPostPage']) ? 'post-frame-own.ts' : 'post-frame.ts',
      ),
    },
  ];
}
