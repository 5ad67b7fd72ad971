// JSX elements of a blog excerpt as the list's static HTML shows them. The list draws the excerpt from HTML
// made at build time (no component runs), so: an HTML element written as JSX (`<div align="center">`,
// `<img src="/img/x.png" width="64" />`, `<em>`, `<iframe>`) keeps its tag and its literal attributes, as
// React renders them on the post's page; a component (`<Highlight>`, `<Tabs>`) shows its content; `<script>`,
// `<style>` and other tags that run or restyle the page are left out. Attributes that React would not render
// or that run script are dropped: `on*` handlers, `javascript:`/`vbscript:`/`data:` URLs (but data: images),
// spread props and values computed by an expression (a `style={{ … }}` of literal values is kept as CSS).
import type { Element, ElementContent, Properties } from 'hast';
import type { State } from 'mdast-util-to-hast';

/** Tags kept as elements: text-level and block HTML, media and tables; nothing that runs or submits. */
const KEPT = new Set(
  (
    'a abbr b bdi bdo blockquote br caption center cite code col colgroup dd del details dfn div dl dt em ' +
    'figcaption figure h1 h2 h3 h4 h5 h6 hr i iframe img ins kbd li mark ol p picture pre q s samp small ' +
    'source span strong sub summary sup table tbody td tfoot th thead tr track u ul var video audio wbr'
  ).split(' '),
);
/** Tags left out with their content. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'link', 'meta', 'base', 'object', 'embed']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'action', 'formaction', 'xlink:href', 'background']);
const NOT_RENDERED = new Set(['key', 'ref', 'dangerouslysetinnerhtml', 'children']);
/** CSS properties whose numbers have no unit (React adds `px` to the others). */
const UNITLESS = new Set(['flex', 'flexGrow', 'flexShrink', 'fontWeight', 'lineHeight', 'opacity', 'order', 'zIndex']);

type Estree = { type: string; [key: string]: any };
/** An MDX JSX element of the Markdown tree (mdast-util-mdx-jsx's shape). */
interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name: string; value?: string | null | { data?: { estree?: { body: Estree[] } } } }[];
  children: any[];
}

/** The value of an attribute written as an expression, when it is a literal (`{64}`, `{'x'}`, `{true}`). */
function literalOf(expression: Estree | undefined): string | number | boolean | undefined {
  if (!expression) return undefined;
  if (expression.type === 'Literal' && ['string', 'number', 'boolean'].includes(typeof expression.value))
    return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return expression.quasis.map((q: Estree) => q.value.cooked).join('');
  return undefined;
}

/** `style={{ textAlign: 'center', maxWidth: 400 }}` as CSS, when every key and value is written out. */
function styleOf(expression: Estree | undefined): string | undefined {
  if (expression?.type !== 'ObjectExpression') return undefined;
  const rules: string[] = [];
  for (const p of expression.properties as Estree[]) {
    if (p.type !== 'Property' || p.computed) return undefined;
    const key = p.key.type === 'Identifier' ? p.key.name : p.key.value;
    const value = literalOf(p.value);
    if (typeof key !== 'string' || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
    const css = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(key) ? `${value}px` : String(value);
    if (/[;{}<>]|url\s*\(|expression\s*\(/i.test(text)) return undefined;
    rules.push(`${css}:${text}`);
  }
  return rules.join(';');
}

/** A URL that would run script or smuggle a document in: refused (data: images are pictures, and kept). */
function unsafeUrl(tag: string, name: string, value: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i
    .exec([...value].filter((c) => c.charCodeAt(0) > 0x20).join(''))?.[1]
    ?.toLowerCase();
  if (scheme === 'data') return !(tag === 'img' && name === 'src' && /^\s*data:image\//i.test(value));
  return scheme === 'javascript' || scheme === 'vbscript';
}

/** The attributes React would render, as hast properties (`className` and `class` both give `class`). */
function propertiesOf(tag: string, node: JsxNode): Properties {
  const props: Properties = {};
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute') continue; // `{...spread}`
    const name = a.name === 'class' ? 'className' : a.name === 'for' ? 'htmlFor' : a.name;
    const lower = name.toLowerCase();
    if (lower.startsWith('on') || NOT_RENDERED.has(lower)) continue;
    const estree = typeof a.value === 'object' && a.value ? (a.value.data?.estree?.body[0] as Estree) : undefined;
    const expression = estree?.type === 'ExpressionStatement' ? (estree.expression as Estree) : undefined;
    if (lower === 'style') {
      const css = styleOf(expression);
      if (css) props.style = css;
      continue;
    }
    const value =
      a.value === null || a.value === undefined ? true : typeof a.value === 'string' ? a.value : literalOf(expression);
    if (value === undefined || value === false) continue;
    if (typeof value === 'string' && URL_ATTRIBUTES.has(lower) && unsafeUrl(tag, lower, value)) continue;
    props[name] = name === 'className' && typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value;
  }
  return props;
}

/** toHast's handler for JSX elements (flow and text) in an excerpt. */
function jsxElement(state: State, node: JsxNode): ElementContent | ElementContent[] | undefined {
  const name = node.name ?? '';
  const tag = name.toLowerCase();
  if (!name || DROPPED.has(tag)) return undefined;
  const children = state.all(node as any) as ElementContent[];
  // A component, or a tag we do not draw: its content, as the list has no code to run it.
  if (!/^[a-z][a-z0-9]*$/.test(name) || !KEPT.has(tag)) return children;
  const properties = propertiesOf(tag, node);
  if (tag === 'img') {
    if (typeof properties.src !== 'string') return undefined; // `src={require('./x.png').default}`: no picture to show
    properties.loading ??= 'lazy';
    properties.decoding ??= 'async';
  }
  const element: Element = { type: 'element', tagName: tag, properties, children };
  state.patch(node as any, element);
  return element;
}

/** Handlers for mdast-util-to-hast: pass as `toHast(tree, { handlers: excerptJsxHandlers })`. */
export const excerptJsxHandlers = {
  mdxJsxFlowElement: jsxElement,
  mdxJsxTextElement: jsxElement,
} as Record<string, (state: State, node: any) => ElementContent | ElementContent[] | undefined>;
