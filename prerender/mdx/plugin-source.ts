// Where a Markdown plugin of the site config comes from, for the reports that name it: the file or package
// site.config.ts imports it from, and which export. The function's own name is no help there: the config runs
// bundled, and the bundler renames functions that share a name (two files' `export default function attacher`
// become `attacher` and `attacher4`). Read from the config's source, only when a report needs it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TS from 'typescript';

let typescript: typeof TS | undefined;
const ts = () => (typescript ??= createRequire(import.meta.url)('typescript') as typeof TS);

/** The key of a property of an object literal, when it is written as a name or a string. */
function keyOf(p: TS.ObjectLiteralElementLike): string | undefined {
  if (!ts().isPropertyAssignment(p)) return undefined;
  const n = p.name;
  return ts().isIdentifier(n) || ts().isStringLiteral(n) ? n.text : undefined;
}

/** The expression under `export default` (through `defineConfig({…})`, `as`, `satisfies` and parentheses). */
function unwrap(e: TS.Expression): TS.Expression {
  const t = ts();
  if (t.isParenthesizedExpression(e) || t.isAsExpression(e) || t.isSatisfiesExpression(e)) return unwrap(e.expression);
  if (t.isCallExpression(e) && e.arguments.length === 1) return unwrap(e.arguments[0]!);
  return e;
}

function property(e: TS.Expression | undefined, key: string): TS.Expression | undefined {
  const obj = e && unwrap(e);
  if (!obj || !ts().isObjectLiteralExpression(obj)) return undefined;
  const p = obj.properties.find((x) => keyOf(x) === key);
  return p && ts().isPropertyAssignment(p) ? p.initializer : undefined;
}

/** The import that binds `name` in the file: its module and the export it names (`default`, a name, or `*`). */
function importOf(sf: TS.SourceFile, name: string): { spec: string; exported: string } | undefined {
  const t = ts();
  for (const st of sf.statements) {
    if (!t.isImportDeclaration(st) || !st.importClause || !t.isStringLiteral(st.moduleSpecifier)) continue;
    const spec = st.moduleSpecifier.text;
    const { name: def, namedBindings: nb } = st.importClause;
    if (def?.text === name) return { spec, exported: 'default' };
    if (nb && t.isNamespaceImport(nb) && nb.name.text === name) return { spec, exported: '*' };
    const el = nb && t.isNamedImports(nb) ? nb.elements.find((x) => x.name.text === name) : undefined;
    if (el) return { spec, exported: (el.propertyName ?? el.name).text };
  }
  return undefined;
}

/** The module and export a plugin expression of the config names: `x` (imported), `ns.x`, `pluginOf(nsModule, "x")`. */
function sourceOf(sf: TS.SourceFile, e: TS.Expression): { spec: string; exported: string } | undefined {
  const t = ts();
  if (t.isIdentifier(e)) return importOf(sf, e.text);
  if (t.isPropertyAccessExpression(e) && t.isIdentifier(e.expression)) {
    const ns = importOf(sf, e.expression.text);
    return ns?.exported === '*' ? { spec: ns.spec, exported: e.name.text } : undefined;
  }
  if (!t.isCallExpression(e)) return undefined;
  // `require('remark-x')`: the module itself.
  const [mod, name] = e.arguments;
  if (t.isIdentifier(e.expression) && e.expression.text === 'require' && mod && !name && t.isStringLiteral(mod))
    return { spec: mod.text, exported: 'default' };
  // What `import:docusaurus` writes: `pluginOf(xModule, "name")`, "" for the module's default export.
  if (mod && name && t.isIdentifier(mod) && t.isStringLiteral(name)) {
    const ns = importOf(sf, mod.text);
    return ns?.exported === '*' ? { spec: ns.spec, exported: name.text || 'default' } : undefined;
  }
  return undefined;
}

/**
 * Where `<section>.<list>[<index>]` of the config (`docs.remarkPlugins[3]`) comes from: `plugins/x.ts, its default
 * export` (a file, from the working folder) or `remark-math, export remarkMath`; undefined where the config's
 * source does not say (a plugin written in the config, a list built by code).
 */
export function pluginSource(configFile: string, section: string, list: string, index: number): string | undefined {
  let source: string;
  try {
    source = fs.readFileSync(configFile, 'utf8');
  } catch {
    return undefined;
  }
  const t = ts();
  const sf = t.createSourceFile(configFile, source, t.ScriptTarget.Latest, false, t.ScriptKind.TS);
  const exported = sf.statements.find((s): s is TS.ExportAssignment => t.isExportAssignment(s))?.expression;
  const array = property(property(exported, section), list);
  if (!array || !t.isArrayLiteralExpression(array)) return undefined;
  const upTo = array.elements.slice(0, index + 1);
  if (upTo.length <= index || upTo.some((x) => t.isSpreadElement(x))) return undefined;
  let entry = array.elements[index]!;
  if (t.isArrayLiteralExpression(entry) && entry.elements[0]) entry = entry.elements[0];
  const found = sourceOf(sf, entry);
  if (!found || found.exported === '*') return undefined;
  const where = /^\.\.?\//.test(found.spec)
    ? path
        .relative(process.cwd(), path.resolve(path.dirname(configFile), found.spec))
        .split(path.sep)
        .join('/')
    : found.spec;
  return `${where}, ${found.exported === 'default' ? 'its default export' : `export ${found.exported}`}`;
}
