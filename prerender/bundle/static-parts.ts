// Static parts of an MDX page, for the client bundle: the first visit to a page hydrates its server
// markup, and a subtree of plain elements and links (a code block's highlighted lines, a table body, a
// paragraph) needs no JavaScript to hydrate: React keeps an element's server markup when it is given
// `dangerouslySetInnerHTML` (it never compares or rewrites it in production). So the page's module
// keeps only a placeholder for each such subtree, and the subtrees move into a second module
// (`<page>.mdx.static-parts`) that the page module loads with `__static()`. The first visit never loads it;
// a client navigation to the page does before rendering (src/app/route-cache.ts), and then renders
// the page exactly as before. The links in a kept element get their behaviour from the element's ref
// (`__keepMarkup`, src/theme/mdx/kept-markup.ts). The SSR bundle and the dev server get the page module unchanged.
import path from 'node:path';
import { Parser, type Node } from 'acorn';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Elements that render as themselves (no theme component: src/theme/mdx/components.tsx) and hold no interaction. */
const PLAIN = new Set(
  (
    'p h1 h2 h3 h4 h5 h6 code span strong em b i u s del ins mark small sub sup kbd abbr q cite var samp br wbr ' +
    'ul ol li dl dt dd blockquote thead tbody tfoot tr td th caption colgroup col div section figure figcaption'
  ).split(' '),
);
/** Tags a placeholder may stand for: `_components` keys the app checks no component overrides (src/app/static-parts.ts). */
export const STATIC_TAGS = [...PLAIN];

/**
 * A subtree smaller than this (characters of code) stays in the page module: its placeholder would cost
 * as much. A placeholder is about 45 characters once minified and the same each time, a few bytes gzipped.
 */
const MIN_CHARS = 80;
/**
 * A page whose static parts are smaller than this in all keeps them: a second request is not worth it,
 * unless they are most of its code (a short partial such as a tip made of one long paragraph, which every
 * page that imports it would otherwise carry on a first visit) and at least MIN_MOSTLY.
 */
const MIN_TOTAL = 2000;
const MIN_MOSTLY = 1000;

/** Not `.js`: the site's own `.js` files are transformed (prerender/docusaurus/vite-plugin.ts); `load` says it is JavaScript. */
export const STATIC_SUFFIX = '.static-parts';

/** An ESTree node as acorn gives it: the checks below read its fields by node type. */
interface AnyNode extends Node {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ESTree fields differ by node type; each check tests `type` first
  [key: string]: any;
}

/** `_components.<tag>` with a plain tag (or `a`), or null. */
function plainTag(n: AnyNode | undefined): string | null {
  if (n?.type !== 'MemberExpression' || n.computed || n.object.type !== 'Identifier') return null;
  if (n.object.name !== '_components' || n.property.type !== 'Identifier') return null;
  return PLAIN.has(n.property.name) || n.property.name === 'a' ? n.property.name : null;
}

function isLiteralValue(n: AnyNode): boolean {
  if (n.type === 'Literal') return true;
  if (n.type === 'TemplateLiteral') return n.expressions.length === 0;
  if (n.type === 'ArrayExpression') return n.elements.every((e: AnyNode | null) => e && isLiteralValue(e));
  if (n.type === 'ObjectExpression')
    return n.properties.every((p: AnyNode) => p.type === 'Property' && !p.computed && isLiteralValue(p.value));
  return false;
}

/** `_jsx(_components.<plain tag>, { literal props, children: static })`, possibly with a literal key. */
function isStaticCall(n: AnyNode): boolean {
  if (n.type !== 'CallExpression' || n.callee.type !== 'Identifier') return false;
  if (n.callee.name !== '_jsx' && n.callee.name !== '_jsxs') return false;
  const [type, props, ...rest] = n.arguments as AnyNode[];
  const tag = plainTag(type);
  if (!tag || props?.type !== 'ObjectExpression') return false;
  // A link's server markup is complete (src/theme/mdx/components.tsx MdxLink); what its <Link> does in
  // the browser, src/theme/mdx/kept-markup.ts does for the kept element. Only with a literal href.
  if (tag === 'a' && !props.properties.some((p: AnyNode) => propName(p) === 'href' && p.value.type === 'Literal'))
    return false;
  if (!rest.every((r) => r.type === 'Literal')) return false;
  return props.properties.every(
    (p: AnyNode) =>
      p.type === 'Property' &&
      !p.computed &&
      (propName(p) === 'children' ? isStaticChild(p.value) : isLiteralValue(p.value)),
  );
}

function isStaticChild(n: AnyNode): boolean {
  if (n.type === 'Literal') return true;
  if (n.type === 'ArrayExpression') return n.elements.every((e: AnyNode | null) => e && isStaticChild(e));
  return isStaticCall(n);
}

const propName = (p: AnyNode): string => (p.key.type === 'Identifier' ? p.key.name : String(p.key.value));

/** The `children` property of the largest static subtrees, outermost first, in source order. */
function staticRoots(program: AnyNode): AnyNode[] {
  const roots: AnyNode[] = [];
  const visit = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(visit);
    const node = n as AnyNode;
    if (typeof node.type !== 'string') return;
    if (isStaticCall(node)) {
      const children = (node.arguments[1] as AnyNode).properties.find((p: AnyNode) => propName(p) === 'children');
      if (children && children.value.end - children.value.start >= MIN_CHARS) {
        roots.push(children);
        return;
      }
    }
    for (const key of Object.keys(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(node[key]);
  };
  visit(program);
  return roots;
}

/**
 * MDX's check for a component the page uses and nobody provides (`if (!Tabs) _missingMdxReference(...)` and
 * the function that throws): the server's render of every page runs it, so a missing component fails the
 * build; the browser's copy of the module does not need it again.
 */
function missingReferenceChecks(program: AnyNode): AnyNode[] {
  const found: AnyNode[] = [];
  const isCheck = (n: AnyNode) =>
    n.type === 'IfStatement' &&
    !n.alternate &&
    n.consequent.type === 'ExpressionStatement' &&
    n.consequent.expression.type === 'CallExpression' &&
    n.consequent.expression.callee.type === 'Identifier' &&
    n.consequent.expression.callee.name === '_missingMdxReference';
  const visit = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(visit);
    const node = n as AnyNode;
    if (typeof node.type !== 'string') return;
    if (isCheck(node) || (node.type === 'FunctionDeclaration' && node.id?.name === '_missingMdxReference'))
      return void found.push(node);
    for (const key of Object.keys(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(node[key]);
  };
  visit(program);
  return found;
}

/** The sources of the MDX modules a page imports (partials): their static parts load with the page's. */
function mdxImports(program: AnyNode): string[] {
  return program.body
    .filter((n: AnyNode) => n.type === 'ImportDeclaration' && /\.mdx?$/.test(String(n.source.value)))
    .map((n: AnyNode) => String(n.source.value));
}

/**
 * An MDX module for the client bundle: `page` is the module with placeholders and `__static()` (which
 * also loads the static parts of the MDX modules it imports); `parts` the static module's code, or null
 * when the page has nothing worth moving. Null when `code` is not a compiled MDX module.
 */
export function splitStaticParts(code: string, file: string): { page: string; parts: string | null } | null {
  if (!code.includes('function _createMdxContent')) return null;
  let program: AnyNode;
  try {
    program = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as AnyNode;
  } catch {
    return null; // not the shape the MDX compiler writes: leave it whole
  }
  let roots = staticRoots(program);
  const total = roots.reduce((n, r) => n + r.value.end - r.value.start, 0);
  if (total < MIN_TOTAL && (total < MIN_MOSTLY || total * 2 < code.length)) roots = [];
  const s = new MagicString(code);
  const checks = missingReferenceChecks(program);
  // All or none: a check left without its function would throw a ReferenceError.
  if (checks.some((c) => c.type === 'FunctionDeclaration')) for (const c of checks) s.remove(c.start, c.end);
  const fns = roots.map((r, i) => {
    s.overwrite(r.start, r.end, `...(_S ? {children: _S[${i}](_components)} : {..._K, ref: _components.__keepMarkup})`);
    return `(_components) => ${code.slice(r.value.start, r.value.end)}`;
  });
  const partials = mdxImports(program);
  const loads = partials.map((_, i) => `_P${i}.__static()`);
  // By the page's own path: a relative `./page.md` is also resolved from the build's index.html, which
  // compiled a file of the project's root of that name (docs/CONTRIBUTING.md) as a page of the site.
  if (roots.length) loads.unshift(`_S ? null : import(${JSON.stringify(file + STATIC_SUFFIX)})`);
  s.prepend(partials.map((src, i) => `import * as _P${i} from ${JSON.stringify(src)};\n`).join(''));
  s.append(
    '\nlet _S;\nconst _K = {dangerouslySetInnerHTML: {__html: ""}, suppressHydrationWarning: true};\n' +
      'export function __setStatic(parts) { _S = parts; }\n' +
      `export const __static = () => Promise.all([${loads.join(', ')}]);\n`,
  );
  const parts = roots.length
    ? 'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";\n' +
      `import {__setStatic} from ${JSON.stringify(file)};\n` +
      `__setStatic([\n${fns.join(',\n')}\n]);\n`
    : null;
  return { page: s.toString(), parts };
}

/**
 * The Vite plugin, after the MDX plugin (lexora:mdx): splits every compiled MDX module of the client
 * build and serves its static module. The SSR bundle and the dev server keep the modules whole.
 */
export function staticParts(): Plugin {
  const parts = new Map<string, string>();
  return {
    name: 'lexora:static-parts',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!source.endsWith(STATIC_SUFFIX) || !importer) return;
      const id = path.resolve(path.dirname(importer.split('?')[0]!), source);
      return parts.has(id) ? id : undefined;
    },
    load(id) {
      const code = parts.get(id);
      return code === undefined ? undefined : { code, moduleType: 'js' };
    },
    transform(code, id, options) {
      if (!/\.mdx?$/.test(id)) return;
      if (options?.ssr ?? this.environment?.config.consumer === 'server') return;
      const split = splitStaticParts(code, id);
      if (!split) return;
      if (split.parts) parts.set(id + STATIC_SUFFIX, split.parts);
      return { code: split.page, map: null };
    },
  };
}
