// Files a Docusaurus site's code and pages import from outside the folders the import copies
// (`@site/versions.json`, `../../users.json`, `require('../data/x.json')`): each is copied to the
// place the import names in the content folder, as it was in the site, so the import works unedited.
// An import above the content folder (a file at the repository's root) is copied to OUTSIDE_DIR, where
// the build finds it; one that names a file the site does not have is reported at its line with what to do.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TS from 'typescript';
import type { Note } from './translate-config.ts';
import { lineAt } from '../report/source-lines.ts';

const EXTS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json', '.mdx', '.md'];
const SCANNED = /\.(mdx?|[cm]?[jt]sx?)$/;
// Group 3: webpack inline loaders before the path (`!!raw-loader!./example.ts`), group 4: the path.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)(['"])((!{0,2}(?:[\w@/.-]+!)+)?((?:\.{1,2}\/|@site\/)[^'"\n]*))\1/g;

/**
 * The content folder's copies of files the site imports from above its own folder (Redux's errors page
 * imports `../../../errors.json`, at its repository's root): `<content>/.docusaurus-outside/<n>/<path>`, where
 * `n` is how many folders above the content folder the import reaches. The import writes them there and
 * the build resolves such an import to its copy, so the import works as written wherever the content lives.
 */
export const OUTSIDE_DIR = '.docusaurus-outside';

/** Where the copy of `file` (a path the content folder's code reaches above that folder) lives; null inside. */
export function outsideCopyPath(contentDir: string, file: string): string | null {
  const rel = path.relative(contentDir, file);
  if (path.isAbsolute(rel) || !rel.startsWith('..' + path.sep)) return null;
  const parts = rel.split(path.sep);
  const up = parts.findIndex((p) => p !== '..');
  return path.join(contentDir, OUTSIDE_DIR, String(up), ...parts.slice(up));
}

/** The file an import of `base` reaches as the build resolves it: `resolveImport`, or its copy from above the content folder. */
export function resolveContentImport(contentDir: string, base: string): string | null {
  const found = resolveImport(base);
  if (found) return found;
  const copy = outsideCopyPath(contentDir, base);
  return copy ? resolveImport(copy) : null;
}

/** The file an import of `base` reaches (as the bundler resolves it: as is, with an extension, or a folder's index). */
export function resolveImport(base: string): string | null {
  // `./implementation.js` from TypeScript is `implementation.ts` (TypeScript's and Vite's ESM convention).
  const m = /\.([mc]?)js(x?)$/.exec(base);
  const typescript = m ? [`${base.slice(0, -m[0].length)}.${m[1]}ts${m[2]}`] : [];
  const candidates = [
    base,
    ...typescript,
    ...EXTS.map((e) => base + e),
    ...EXTS.map((e) => path.join(base, `index${e}`)),
  ];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/** Whether `at` lies inside a string literal of its line (an import written in example code). */
export function inString(source: string, at: number): boolean {
  const before = source.slice(source.lastIndexOf('\n', at - 1) + 1, at).replace(/\\./g, '');
  return ['"', "'", '`'].some((q) => before.split(q).length % 2 === 0);
}

const specifierCache = new Map<string, Set<number>>();

/** Whether an import or export declaration brings in types only (erased by the compiler). */
function typeOnly(ts: typeof TS, n: TS.ImportDeclaration | TS.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(n)) return n.isTypeOnly;
  const clause = n.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

let typescriptModule: typeof TS | undefined;
/**
 * The TypeScript compiler, loaded when a script is first parsed: it is 9 MB of CommonJS, and a build of a
 * site with no Docusaurus scripts (every rebuild of most sites) never needs it. Imported as ESM it cost
 * about 0.6 s of CPU on every build (Node scans a CommonJS module's whole text for its export names);
 * `require` skips that scan.
 */
function loadTypescript(): typeof TS {
  return (typescriptModule ??= createRequire(import.meta.url)('typescript') as typeof TS);
}

/**
 * Where a script's module specifiers start (the offset of their opening quote): those of `import`/`export
 * … from`, `import('…')` and `require('…')`, found by parsing it. An import written in a string, a template
 * literal over several lines (Kysely's docs show `import { db } from './database'` in a `<CodeBlock>`'s
 * template literal), a comment or JSX text is none of them.
 */
function moduleSpecifierStarts(file: string, source: string): Set<number> {
  const cached = specifierCache.get(source);
  if (cached) return cached;
  const ts = loadTypescript();
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const out = new Set<number>();
  const add = (n: TS.Node | undefined) => {
    if (n && ts.isStringLiteralLike(n)) out.add(n.getStart(sf));
  };
  const visit = (n: TS.Node): void => {
    // A type-only import is erased when the file is compiled: the file it names is never loaded, and may not
    // exist (Electron's `import type { ReleasesPluginContent } from '../../../plugins/releases/index.tsx'`,
    // a .ts file), nor the package (Docusaurus's `swizzle --wrap` template imports `WrapperProps` from
    // `@docusaurus/types` so). TypeScript erases `import { type A, type B }` too, as it imports no value.
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) {
      if (!typeOnly(ts, n)) add(n.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(n) && ts.isExternalModuleReference(n.moduleReference))
      add(n.moduleReference.expression);
    else if (
      ts.isCallExpression(n) &&
      (n.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(n.expression) && n.expression.text === 'require'))
    )
      add(n.arguments[0]);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (specifierCache.size > 200) specifierCache.clear();
  specifierCache.set(source, out);
  return out;
}

/**
 * Whether the module specifier a match of an import pattern ends with (`…from './x'`, `require("y")`) is one
 * of the file's imports rather than text: line by line in Markdown (its import lines are code, see
 * localImports), by parsing in a script.
 */
export function isImportAt(file: string, source: string, match: RegExpMatchArray, spec: string): boolean {
  const quote = match.index! + match[0].length - spec.length - 2;
  if (/\.mdx?$/.test(file)) return !inString(source, match.index!);
  return moduleSpecifierStarts(file, source).has(quote);
}

/** Markdown with its fenced code blocks blanked (line count kept): imports shown as examples are not imports. */
function withoutCodeFences(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null;
        return '';
      }
      if (m) {
        fence = m[1];
        return '';
      }
      return line;
    })
    .join('\n');
}

/** The `./`, `../` and `@site/` imports of a script or page, with their lines. */
export function localImports(
  file: string,
  text: string,
  opts: { loaded?: boolean } = {},
): { spec: string; line: number; loaded?: true }[] {
  const md = /\.mdx?$/.test(file);
  const source = md ? withoutCodeFences(text) : text;
  const out: { spec: string; line: number; loaded?: true }[] = [];
  for (const m of source.matchAll(SPECIFIER)) {
    const loaded = m[3] !== undefined;
    if (loaded && !opts.loaded) continue;
    if (!isImportAt(file, source, m, (m[3] ?? '') + m[4])) continue;
    // In Markdown only import/export statements at the start of a line are code.
    if (md && !/^(import|export)\b/.test(source.slice(source.lastIndexOf('\n', m.index - 1) + 1))) continue;
    // A JavaScript string's text: `'./\_partial.md'` (Prettier escapes `_` in Markdown) names `./_partial.md`.
    const spec = m[4].replace(/\\(.)/g, '$1');
    out.push(loaded ? { spec, line: lineAt(source, m.index), loaded: true } : { spec, line: lineAt(source, m.index) });
  }
  return out;
}

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  // A single copied file (a remark plugin of the config).
  if (fs.statSync(dir).isFile()) return SCANNED.test(dir) ? [...out, dir] : out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules') continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else if (e.isFile() && SCANNED.test(e.name)) out.push(full);
  }
  return out;
}

const inside = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/**
 * The site's package.json script that writes a file it imports but does not have (Jest's `fetchSupporters`,
 * `node fetchSupporters.js`, writes backers.json): one that runs a script file of the site naming the file.
 */
function writingScript(site: string, fileName: string): { name: string; command: string } | null {
  const pkg = path.join(site, 'package.json');
  let scripts: Record<string, string>;
  try {
    scripts = (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  } catch {
    return null;
  }
  for (const [name, command] of Object.entries(scripts)) {
    const ran = /\b(?:node|tsx|ts-node)\s+(\S+\.[cm]?[jt]s)\b/.exec(command)?.[1];
    const file = ran && path.join(site, ran);
    if (file && inside(site, file) && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(fileName))
      return { name, command };
  }
  return null;
}

export interface CopiedFolder {
  /** The folder in the site (or one file). */
  from: string;
  /** Where it was copied in the content folder. */
  to: string;
}

/**
 * Copies what the copied files import from elsewhere in the site, following the copies' own imports.
 * Returns the copied files (content-relative) and notes for the imports that cannot work as written.
 */
export function copyImportedFiles(
  site: string,
  out: string,
  folders: CopiedFolder[],
): { copied: string[]; notes: Note[] } {
  const copied: string[] = [];
  // Notes by the file whose import they are about: only files a page can reach are reported (below).
  const notesOf = new Map<string, Note[]>();
  const note = (file: string, n: Note) => notesOf.set(file, [...(notesOf.get(file) ?? []), n]);
  // Local imports that name a file of the content folder: the edges of the reachability walk.
  const edges = new Map<string, string[]>();
  const edge = (file: string, target: string) => edges.set(file, [...(edges.get(file) ?? []), target]);
  const origin = new Map<string, string>();
  for (const f of folders)
    for (const file of walk(f.to)) origin.set(file, path.join(f.from, path.relative(f.to, file)));
  const queue = [...origin.keys()];
  const label = (file: string) => path.relative(out, file).split(path.sep).join('/');
  while (queue.length) {
    const file = queue.shift()!;
    const from = origin.get(file)!;
    // A file read through a loader (`!!raw-loader!./example.ts`) is copied too, but its text is not code of the site.
    for (const { spec, line, loaded } of localImports(file, fs.readFileSync(file, 'utf8'), { loaded: true })) {
      const site0 = spec.startsWith('@site/');
      const outBase = site0 ? path.join(out, spec.slice(6)) : path.resolve(path.dirname(file), spec);
      const there = resolveImport(outBase);
      if (there) {
        edge(file, there);
        continue;
      }
      const srcBase = site0 ? path.join(site, spec.slice(6)) : path.resolve(path.dirname(from), spec);
      const src = resolveImport(srcBase);
      const where = `${label(file)}:${line}`;
      if (!src) {
        const script = writingScript(site, path.basename(srcBase));
        note(file, {
          what: `${where} imports "${spec}", a file the site does not have either`,
          todo: script
            ? `its package.json script \`${script.name}\` (\`${script.command}\`) writes it: run \`npm run ${script.name}\` in the site folder and import again, or create the file in the content folder at that path`
            : 'probably made by one of its scripts before the build (see its package.json scripts): create it in the content folder at that path',
        });
        continue;
      }
      // Above the content folder (a file at the repository's root): copied where the build looks for it.
      const target = outsideCopyPath(out, outBase + src.slice(srcBase.length)) ?? outBase + src.slice(srcBase.length);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(src, target);
      copied.push(label(target));
      edge(file, target);
      if (SCANNED.test(target) && !loaded) {
        origin.set(target, src);
        queue.push(target);
      }
    }
  }
  // A file no page, post or theme component reaches (the template's HomepageFeatures
  // left behind) is never bundled, by Docusaurus or by us: its imports are not reported.
  const reached = new Set<string>();
  const walkFrom = [...origin.keys()].filter((f) => isEntry(label(f)));
  while (walkFrom.length) {
    const f = walkFrom.pop()!;
    if (reached.has(f)) continue;
    reached.add(f);
    walkFrom.push(...(edges.get(f) ?? []));
  }
  const notes = [...notesOf].filter(([f]) => reached.has(f)).flatMap(([, n]) => n);
  return { copied, notes };
}

/**
 * Whether a content-relative file is built in its own right: anything but the code under src/ outside
 * src/pages/ and src/theme/ (components, utilities, data), which is built only when something imports it.
 */
function isEntry(rel: string): boolean {
  return !rel.startsWith('src/') || /^src\/(pages|theme)\//.test(rel);
}
