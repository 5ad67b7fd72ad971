// In MDX, `{…}` in prose is JavaScript. Content moved from Markdown often has braces meant as text
// ("replace {API_KEY}", "the set {a, b}"): they compile, then fail while rendering with "a is not
// defined" and no line. Names that nothing defines are reported here instead, at their line. Only
// plain names and the root of `a.b.c` are checked; anything more (calls, arrow functions) is code the
// author meant as code. A component (`<Name />`, `<Name.Part />`) that the page neither imports nor
// defines and that is not one every page gets is reported too, at its line: without this it failed
// only when the page was prerendered, after the whole bundle, with no line.
import path from 'node:path';
import { visit } from './walk.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { API_ELEMENTS } from './remark-api-reference.ts';

type Estree = { type: string; [key: string]: any };

/** Names every page may use: JavaScript's and the browser's globals, MDX's `props`, Docusaurus's `toc` (../docusaurus/remark-toc-export.ts). */
const ALWAYS = new Set([
  ...Object.getOwnPropertyNames(globalThis),
  'props',
  'toc',
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
]);

/**
 * The components every page gets without an import: the keys of src/theme/docusaurus/MDXComponents.tsx
 * (tests/unit/mdx-components.test.ts keeps the two in step). A site with its own src/theme/MDXComponents
 * can provide any name, so components are not checked there.
 */
export const PROVIDED_COMPONENTS = ['Admonition', 'Details', 'Head', 'Heading', 'TabItem', 'Tabs'];

/**
 * Docusaurus's other page exports, which pages here do not have (`frontMatter` and `contentTitle` they do, and
 * `metadata` a docs page, post or page of src/pages has: ../docusaurus/remark-page-exports.ts; a partial has none).
 */
const DOCUSAURUS_EXPORTS = new Set(['metadata', 'assets']);

function patternNames(p: Estree | null | undefined, out: Set<string>): void {
  if (!p) return;
  if (p.type === 'Identifier') out.add(p.name);
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties) patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
  else if (p.type === 'ArrayPattern') for (const el of p.elements) patternNames(el, out);
  else if (p.type === 'RestElement') patternNames(p.argument, out);
  else if (p.type === 'AssignmentPattern') patternNames(p.left, out);
}

/** What the page's imports and exports define. */
function definedNames(tree: any): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: any) => {
    for (const stmt of node.data?.estree?.body ?? []) {
      if (stmt.type === 'ImportDeclaration') for (const s of stmt.specifiers) names.add(s.local.name);
      const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
      if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations) patternNames(d.id, names);
      else if ((decl?.type === 'FunctionDeclaration' || decl?.type === 'ClassDeclaration') && decl.id)
        names.add(decl.id.name);
    }
  });
  return names;
}

/** The plain names an expression reads: `a`, `a.b` (a), `a, b` (a and b). */
function plainNames(expr: Estree | undefined): Estree[] {
  if (!expr) return [];
  if (expr.type === 'Identifier') return [expr];
  if (expr.type === 'MemberExpression') return plainNames(expr.object).slice(0, 1);
  if (expr.type === 'SequenceExpression') return expr.expressions.flatMap(plainNames);
  return [];
}

/** `components`: whether to check component names (false when the site provides its own map). */
export default function remarkUndefinedNames(options: { components?: boolean } = {}) {
  return (tree: any, file: { path?: string }) => {
    const defined = definedNames(tree);
    const problems: Problem[] = [];
    const components = options.components ? componentProblems(tree, defined, file) : [];
    const check = (node: any, estree: Estree | undefined, inAttribute = false) => {
      const stmt = estree?.body?.[0];
      if (stmt?.type !== 'ExpressionStatement') return;
      for (const id of plainNames(stmt.expression)) {
        if (defined.has(id.name) || ALWAYS.has(id.name)) continue;
        const text = `{${String(node.value).trim()}}`;
        const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
        problems.push({
          file: path.relative(process.cwd(), file.path ?? '') || 'page',
          line: id.loc?.start.line ?? node.position?.start.line,
          message: inAttribute
            ? `the attribute value \`${shown}\` names \`${id.name}\`, which is not defined`
            : `\`${shown}\` is a JavaScript expression in MDX, and \`${id.name}\` is not defined`,
          hint:
            id.name === 'metadata'
              ? // Docs pages, posts and pages of src/pages have it: this file is none (a partial).
                'a file that is not a page of its own (a partial) has no `metadata`: pass what it needs as a prop (`<Part title={metadata.title} />`, read as `props.title`)'
              : DOCUSAURUS_EXPORTS.has(id.name)
                ? `Docusaurus's \`${id.name}\` page export does not exist here: write the value into the page (or export it yourself)`
                : inAttribute
                  ? `import or export \`${id.name}\` in this file, or write the value as a string`
                  : `to show the braces as text, escape them (\\{${id.name}\\}) or use backticks; to use a value, import or export \`${id.name}\` in this file`,
        });
        break;
      }
    };
    visit(tree, (node: any) => {
      if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') check(node, node.data?.estree);
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const a of node.attributes ?? [])
          if (a.value?.type === 'mdxJsxAttributeValueExpression') check(a.value, a.value.data?.estree, true);
      }
    });
    if (problems.length || components.length)
      throw new BuildError(
        problems.length ? 'MDX expressions that name nothing.' : 'MDX components that nothing provides.',
        [...problems, ...components].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
      );
  };
}

/** `<Name />` elements whose name (or the root of `Name.Part`) the page does not define and no page is given. */
function componentProblems(tree: any, defined: Set<string>, file: { path?: string }): Problem[] {
  const problems: Problem[] = [];
  visit(tree, (node: any) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = typeof node.name === 'string' ? node.name : '';
    // Lowercase names (and `a-b`, `a:b`) are HTML elements; fragments have no name.
    if (!/^[A-Z_$]/.test(name) && !name.includes('.')) return;
    const root = name.split('.')[0];
    if (defined.has(root) || root === 'props' || PROVIDED_COMPONENTS.includes(root)) return;
    if (API_ELEMENTS.includes(name)) return; // replaced with generated content (./remark-api-reference.ts)
    problems.push({
      file: path.relative(process.cwd(), file.path ?? '') || 'page',
      line: node.position?.start.line,
      message: `<${name}> is a component that this file does not import and that pages are not given`,
      hint: `import \`${root}\` in this file (\`import ${root} from '@site/src/components/${root}';\`), or use a component every page has: ${PROVIDED_COMPONENTS.join(', ')} (a site's src/theme/MDXComponents can add more)`,
    });
  });
  return problems;
}
