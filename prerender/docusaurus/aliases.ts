// The Docusaurus client API a site's pages and components may import, and the module of ours that
// stands in for each (src/theme/docusaurus/). This table is the whole compatibility layer: there is
// no swizzling; an import not listed here fails the build naming the supported ones.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../util.ts';
import type { Problem } from '../report/errors.ts';
import { lineAt } from '../report/source-lines.ts';

export const DOCUSAURUS_ALIASES: Record<string, string> = {
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/useBaseUrl': 'use-base-url.ts',
  '@docusaurus/useDocusaurusContext': 'use-docusaurus-context.ts',
  '@docusaurus/useIsBrowser': 'use-is-browser.ts',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Vite `resolve.alias` entries: the table, then `@site/…` (the content folder, as Docusaurus's site dir). */
export function docusaurusAliases(root: string, contentDir: string): { find: RegExp; replacement: string }[] {
  return [
    ...Object.entries(DOCUSAURUS_ALIASES).map(([find, file]) => ({
      find: new RegExp(`^${escape(find)}$`),
      replacement: path.join(root, 'src/theme/docusaurus', file),
    })),
    { find: /^@site\//, replacement: `${contentDir.replace(/\\/g, '/')}/` },
  ];
}

/** Whether `@theme/x` names one of our own theme modules (src/theme/x), which content may import too. */
function ownThemeModule(root: string, spec: string): boolean {
  if (spec.split('/').includes('..')) return false;
  const base = path.join(root, 'src/theme', spec.slice('@theme/'.length));
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].some(
    (ext) => fs.existsSync(base + ext) && fs.statSync(base + ext).isFile(),
  );
}

/** The problem with an `@theme/…` or `@docusaurus/…` import, or null when it resolves. */
export function unsupportedImport(root: string, spec: string): string | null {
  if (!/^@(theme|docusaurus)\//.test(spec) || DOCUSAURUS_ALIASES[spec]) return null;
  if (spec.startsWith('@theme/') && ownThemeModule(root, spec)) return null;
  return `import "${spec}" is not supported here`;
}

export const SUPPORTED_HINT = `supported: ${Object.keys(DOCUSAURUS_ALIASES).join(', ')}, @site/…; see README.md, "Coming from Docusaurus"`;

/** Specifiers the bundler maps itself (vite.config.ts), not packages. */
const OWN_PREFIXES = /^(@theme|@docusaurus|@site|@content|@generated|@markdown-modules)(\/|$)/;

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
): Problem[] {
  const out: Problem[] = [];
  for (const imp of page.analysis.imports) {
    const problem = unsupportedImport(root, imp.url);
    if (problem) out.push({ file: page.relFile, line: imp.line, message: problem, hint: SUPPORTED_HINT });
    else {
      const missing = page.file ? missingPackage(root, path.dirname(page.file), imp.url) : null;
      if (missing) out.push({ file: page.relFile, line: imp.line, ...missing });
    }
  }
  return out;
}

/** The problem with a bare import whose package is not installed, or null. */
function missingPackage(root: string, fromDir: string, spec: string): { message: string; hint: string } | null {
  if (/^[./]/.test(spec) || OWN_PREFIXES.test(spec) || spec.includes(':') || packageInstalled(root, fromDir, spec))
    return null;
  const name = spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
  return {
    message: `import "${spec}": the package is not installed`,
    hint: `install it in this project (npm install --save-exact ${name}), or remove the import and what uses it`,
  };
}

const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;
const BARE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)(['"])([^'"\n./][^'"\n]*)\1/g;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)(['"])(@(?:theme|docusaurus)\/[^'"\n]+)\1/g;

/** Unsupported imports in the site's own code under <content>/src, at their lines, before bundling. */
export function checkSourceImports(root: string, contentDir: string): Problem[] {
  const dir = path.join(contentDir, 'src');
  if (!fs.existsSync(dir)) return [];
  const out: Problem[] = [];
  for (const file of listFiles(dir, {
    skip: (name) => name === 'node_modules',
    keep: (f) => SCRIPT_FILE.test(path.basename(f)),
  })) {
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(SPECIFIER)) {
      const problem = unsupportedImport(root, m[2]);
      if (problem)
        out.push({
          file: path.relative(process.cwd(), file),
          line: lineAt(source, m.index),
          message: problem,
          hint: SUPPORTED_HINT,
        });
    }
    for (const m of source.matchAll(BARE_SPECIFIER)) {
      const problem = missingPackage(root, path.dirname(file), m[2]);
      if (problem) out.push({ file: path.relative(process.cwd(), file), line: lineAt(source, m.index), ...problem });
    }
  }
  return out;
}
