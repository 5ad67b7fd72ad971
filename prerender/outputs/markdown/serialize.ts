// A page's `.md` copy: its Markdown tree with MDX resolved (partials inlined, components converted by
// ./components.ts), links made absolute, serialized by mdast-util-to-markdown with the GFM extensions.
import path from 'node:path';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { defaultHandlers, toMarkdown, type Handle, type Unsafe } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { directiveToMarkdown } from 'mdast-util-directive';
import { markdownComponents, type ComponentContext, type JsxNode, type MarkdownComponent } from './components.ts';
import type { MarkdownTree } from './tree.ts';
import { resolveLink, type FileRoutes, type LinkSettings } from '../../mdx/remark-links.ts';
import { withBaseUrl } from '../../../src/shared/paths.ts';

export interface MarkdownSource {
  /** The site's absolute URL without a trailing slash. */
  siteUrl: string;
  /** Where links to source files point (the collector's route map). */
  routes: FileRoutes;
  /** How links are written (the collector's; without it, as DEFAULT_LINK_SETTINGS). */
  linkSettings?: LinkSettings | undefined;
  /** The Markdown tree of a page or partial file (compiled or read from the compile cache). */
  treeOf: (file: string) => Promise<MarkdownTree>;
  /** A page's copy without its title and intro (pageBody), when the compile cache already holds it. */
  storedBody?: (file: string) => string | undefined;
  components?: Record<string, MarkdownComponent>;
}

export interface MarkdownPage {
  file: string;
  route: string;
  title: string;
  /** The page writes its own `# title`. */
  hasH1: boolean;
  /** Shown under the title on the page and so in the copy (a post's date and authors). */
  intro?: RootContent[];
}

interface Scope {
  file: string;
  imports: Record<string, string>;
  /** Partials being inlined, outermost first: an import cycle stops instead of recursing. */
  stack: string[];
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

/**
 * Text as mdast-util-to-markdown writes it, but only the escaping patterns whose character occurs
 * in the text or the characters around it are tried: a pattern matches at its character, so the
 * others cannot escape anything. The output is the same; checking ~50 patterns' regular expressions
 * against every text node was most of the cost of the copies.
 */
const text: Handle = (node, parent, state, info) => {
  const all = state.unsafe;
  const around = (info.before ?? '') + node.value + (info.after ?? '');
  state.unsafe = all.filter((p: Unsafe) => around.includes(p.character));
  try {
    return defaultHandlers.text(node, parent, state, info);
  } finally {
    state.unsafe = all;
  }
};

/** remark-math's nodes (a site's plugin), written back as TeX between dollars, as the author wrote them. */
const math: Handle = (node) => `$$\n${String(node.value ?? '')}\n$$`;
const inlineMath: Handle = (node) => `$${String(node.value ?? '')}$`;

export function serializeMarkdown(root: Root): string {
  return toMarkdown(root, {
    // A `:::word` block that is no admonition of its section stays a directive: written back as written.
    extensions: [gfmToMarkdown({ tablePipeAlign: false }), directiveToMarkdown()],
    handlers: { text, math, inlineMath } as never,
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });
}

/** The `.md` copy of one page: its title and intro (withHeading) over its body, stored or made now. */
export async function pageMarkdown(page: MarkdownPage, source: MarkdownSource): Promise<string> {
  return withHeading(page, source.storedBody?.(page.file) ?? (await pageBody(page.file, page.route, source)));
}

/**
 * Whether a page's copy needs the trees of other files: the Markdown/MDX files it imports by default
 * import are inlined (convertJsx). The copy of any other page depends only on the page's own tree,
 * its route, the route map and the site URL, so the compile can make and store it (cached-mdx-plugin.ts).
 */
export function inlinesOtherFiles(tree: MarkdownTree): boolean {
  return Object.values(tree.imports).some((specifier) => MARKDOWN_FILE.test(specifier));
}

const MARKDOWN_FILE = /\.mdx?$/;

/**
 * A page's copy without the parts the build adds from outside the page (title, intro): the page's
 * own Markdown, serialized. Kept apart so the compile can store it for a page whose copy depends only
 * on the page (inlinesOtherFiles); the title and a post's byline (authors come from authors.yml) are
 * put on top when the copy is written.
 */
export async function pageBody(file: string, route: string, source: MarkdownSource): Promise<string> {
  const tree = await source.treeOf(file);
  const children = await convert(
    tree.root.children,
    'flow',
    { file, imports: tree.imports, stack: [file] },
    route,
    source,
  );
  return serializeMarkdown({ type: 'root', children });
}

/**
 * A page's body with its `# title` (unless the page writes its own) and intro on top. The serializer
 * joins a root's flow children with one blank line and ends the whole with a newline, so this is the
 * same text as serializing title, intro and body as one tree.
 */
export function withHeading(page: MarkdownPage, body: string): string {
  const heading: RootContent[] = page.hasH1
    ? []
    : [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
  if (page.intro) heading.push(...page.intro);
  if (!heading.length) return body;
  const head = serializeMarkdown({ type: 'root', children: heading });
  return body ? `${head}\n${body}` : head;
}

async function convert(
  nodes: RootContent[],
  kind: 'flow' | 'text',
  scope: Scope,
  route: string,
  source: MarkdownSource,
): Promise<RootContent[]> {
  const out: RootContent[] = [];
  for (const node of nodes) out.push(...(await convertOne(node, kind, scope, route, source)));
  return kind === 'flow'
    ? wrapPhrasing(out)
    : out.flatMap((n) => (n.type === 'paragraph' ? n.children : PHRASING.has(n.type) ? [n] : []));
}

async function convertOne(
  node: RootContent,
  kind: 'flow' | 'text',
  scope: Scope,
  route: string,
  source: MarkdownSource,
): Promise<RootContent[]> {
  const type = node.type as string;
  if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement')
    return convertJsx(node as unknown as JsxNode, scope, route, source);
  // Raw HTML is not shown on the page (MDX has none, `.md` pages drop it), so the copy has none.
  if (type === 'html') return [];
  if (type === 'link' || type === 'image' || type === 'definition') {
    const withUrl = node as { url: string };
    node = { ...node, url: absoluteUrl(withUrl.url, scope.file, route, source) } as RootContent;
  }
  if ('children' in node && Array.isArray(node.children)) {
    const inner =
      node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || PHRASING.has(node.type)
        ? 'text'
        : 'flow';
    const children = await convert(node.children as RootContent[], inner, scope, route, source);
    // A list item or cell left empty by a dropped component is dropped with it.
    if (!children.length && (node.type === 'paragraph' || node.type === 'blockquote')) return [];
    return [{ ...node, children } as RootContent];
  }
  return [node];
}

async function convertJsx(node: JsxNode, scope: Scope, route: string, source: MarkdownSource): Promise<RootContent[]> {
  const kind = node.type === 'mdxJsxFlowElement' ? 'flow' : 'text';
  const specifier = node.name ? scope.imports[node.name] : undefined;
  if (specifier && MARKDOWN_FILE.test(specifier)) {
    const file = path.resolve(path.dirname(scope.file), specifier);
    if (scope.stack.includes(file)) return [];
    const partial = await source.treeOf(file);
    return convert(
      partial.root.children,
      kind,
      { file, imports: partial.imports, stack: [...scope.stack, file] },
      route,
      source,
    );
  }
  const children = await convert(node.children, kind, scope, route, source);
  const component = node.name ? (source.components ?? markdownComponents)[node.name] : undefined;
  if (!component) return children;
  const ctx: ComponentContext = {
    attr: (name) => {
      const a = node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
      return typeof a?.value === 'string' ? a.value : undefined;
    },
    children,
    kind,
    siteUrl: source.siteUrl,
    route,
  };
  // Links a component returns are made absolute like the page's own.
  return convert(component(node, ctx), kind, { ...scope, imports: {} }, route, source);
}

/** Runs of phrasing content in a flow position become paragraphs. */
function wrapPhrasing(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim())) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const n of nodes) {
    if (PHRASING.has(n.type)) run.push(n as PhrasingContent);
    else {
      flush();
      out.push(n);
    }
  }
  flush();
  return out;
}

/** Internal links as absolute URLs of their pages; source-file links as their routes. */
export function absoluteUrl(
  url: string,
  fromFile: string,
  route: string,
  source: Pick<MarkdownSource, 'siteUrl' | 'routes' | 'linkSettings'>,
): string {
  // `pathname:///files/a.pdf` (Docusaurus: a path the router must not handle) is a plain path here.
  const resolved = resolveLink(url.replace(/^pathname:\/\//i, ''), fromFile, source.routes, source.linkSettings);
  if (/^[a-z][a-z0-9+.-]*:/i.test(resolved) || resolved.startsWith('//')) return resolved;
  // A path written without the site's base URL (`/docs/`, `/img/a.png` on a site at `/sub/`) is served under it.
  const base = source.linkSettings?.baseUrl;
  try {
    return new URL(base && resolved.startsWith('/') ? withBaseUrl(resolved, base) : resolved, source.siteUrl + route)
      .href;
  } catch {
    return resolved;
  }
}
