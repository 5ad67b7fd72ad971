// Extracts what the build needs from a page's Markdown tree while the MDX compiler has it: headings
// (TOC and anchor ids), links with their lines, plain text for search and word counts, the blog
// excerpt; and turns syntax errors into file:line:col problems.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from '../mdx/walk.ts';
import type { Root, RootContent } from 'mdast';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import rehypePrism from '../mdx/rehype-prism.ts';
import { BuildError } from '../report/errors.ts';
import { blogExcerpt } from '../mdx/blog-excerpt.ts';
import { excerptJsxHandlers } from '../mdx/excerpt-jsx.ts';
import { isTruncateMarker } from '../mdx/truncate.ts';
import { lineAt } from '../report/source-lines.ts';
import type { TocItem } from '../../src/shared/types.ts';
import type { ImageRef } from '../mdx/remark-images.ts';

/** A part of a blog excerpt: HTML, or an admonition (its type, its title if written, and its content's parts). */
export type ExcerptPart = string | { admonition: string; title?: string; content: ExcerptPart[] };

export interface LinkRef {
  url: string;
  line: number;
}

export interface TextBlock {
  /** Heading trail of this block: [h2, h3, …] texts with the id of the deepest one. */
  headings: { text: string; id: string; level: number }[];
  text: string;
  /** An imported Markdown/MDX file rendered here (`<Partial />`): its module specifier, as imported. */
  include?: string;
}

export interface Analysis {
  headings: TocItem[];
  anchorIds: Set<string>;
  links: LinkRef[];
  /** Module specifiers of the page's `import` statements (MDX), with their lines. */
  imports: LinkRef[];
  hasH1: boolean;
  h1?: string;
  blocks: TextBlock[];
  words: number;
  excerptHtml: string;
  /**
   * The excerpt in parts when it holds admonitions (`:::tip` above the truncate marker): HTML runs and
   * admonitions, which the route data draws as the theme does, in the locale's words (prerender/routes/excerpt.ts).
   */
  excerptParts?: ExcerptPart[];
  /** The excerpt is not the whole post: the blog list links to it with "Read more". */
  truncated: boolean;
  /** The post has a truncate marker (Docusaurus's hasTruncateMarker; `truncated` is also true for a long post cut without one). */
  truncateMarker?: true;
  /** Image files the page shows (prerender/mdx/remark-images.ts): the build copies them. */
  images: ImageRef[];
  /** Lines of `<script>` elements written in the page (refused unless the site allows inline scripts). */
  scripts: number[];
  /** Headings whose id an earlier heading of the page has already (`## Setup {#endpoint}` then `## Endpoint`). */
  duplicateIds: { id: string; line: number; firstLine: number }[];
  /** The page has `$…$` / `$$…$$` math (remark-math in the site's plugins): its head gets KaTeX's CSS. */
  math?: true;
  /** Origins of the `<iframe>`s the page embeds (`https://www.youtube.com`): the site's CSP lets them in. */
  frames?: string[];
}

/** A compile or parse error of an MDX/Markdown file, as a BuildError with file:line:col. */
export function mdxSyntaxError(e: any, relFile: string): BuildError {
  // Unclosed-tag errors point at the enclosing paragraph; the tag's own position is in the reason.
  const inReason = /\((\d+):(\d+)-\d+:\d+\)/.exec(String(e?.reason ?? ''));
  const line = inReason ? Number(inReason[1]) : (e?.place?.start?.line ?? e?.place?.line ?? e?.line);
  const column = inReason ? Number(inReason[2]) : (e?.place?.start?.column ?? e?.place?.column ?? e?.column);
  return new BuildError('MDX syntax error.', [
    {
      file: relFile,
      line,
      column,
      message: `MDX syntax error: ${String(e?.reason ?? e?.message ?? e).split('\n')[0]}`,
      hint: closingTagHint(String(e?.reason ?? '')) ?? MDX_HINT,
    },
  ]);
}

const MDX_HINT =
  'MDX is JSX: put `{`, `}` and `<` of prose inside backticks or escape them (\\{, &lt;), and close every tag';

/**
 * A closing tag read inside a list item its opening tag is not in: an indented `</TabItem>`
 * under a list continues the list item, even after blank lines (CommonMark). MDX 1 (Docusaurus 2) let it
 * close the tag; MDX 2 and later (Docusaurus 3, this build) stop on it.
 */
function closingTagHint(reason: string): string | undefined {
  const m = /^Expected the closing tag `(<\/[^`]*>)` either after the end of `listItem`/.exec(reason);
  if (!m) return undefined;
  return (
    `${m[1]} is indented, so Markdown reads it as part of the list item above it, which its opening tag is not in: ` +
    `start ${m[1]} at the beginning of its line (no indent), after a blank line. ` +
    'MDX 1 (Docusaurus 2) accepted this; MDX 2 and later, read by Docusaurus 3 and this build, do not'
  );
}

/**
 * What the build needs from a parsed page. Runs inside the MDX compile (prerender/mdx/options.ts puts
 * it before link rewriting), so every page is parsed once per build, not once for analysis and again
 * for compiling.
 */
export function analyzeTree(tree: Root): Omit<Analysis, 'images'> {
  const slugger = new GithubSlugger();
  const headings: TocItem[] = [];
  const anchorIds = new Set<string>();
  const links: LinkRef[] = [];
  const imports: LinkRef[] = [];
  const scripts: number[] = [];
  const frames = new Set<string>();
  const duplicateIds: Analysis['duplicateIds'] = [];
  const headingLines = new Map<string, number>();
  /** Local names of default imports of Markdown/MDX files: `<Name />` renders that file's content. */
  const partials = new Map<string, string>();
  let h1: string | undefined;
  // Docusaurus's content title: the first heading when it is an H1 above any thematic break; a later H1 is a heading.
  let titleOpen = true;
  let math = false;
  visit(tree, (node: any) => {
    if (node.type === 'thematicBreak') titleOpen = false;
    if (node.type === 'math' || node.type === 'inlineMath') math = true;
    if (node.type === 'heading') {
      const text = toString(node);
      const id = headingId(node, slugger);
      const line = node.position?.start.line ?? 0;
      const firstLine = headingLines.get(id);
      if (firstLine !== undefined) duplicateIds.push({ id, line, firstLine });
      else headingLines.set(id, line);
      anchorIds.add(id);
      if (node.depth === 1 && titleOpen) h1 = text;
      titleOpen = false;
      if (node.depth > 1) headings.push({ id, value: text, level: node.depth });
    } else if (node.type === 'link') {
      links.push({ url: node.url, line: node.position?.start.line ?? 0 });
    } else if (node.type === 'html') {
      if (/<script\b/i.test(String(node.value))) scripts.push(node.position?.start.line ?? 0);
      for (const m of String(node.value).matchAll(/<iframe\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi))
        addOrigin(frames, m[1]);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (String(node.name).toLowerCase() === 'script') scripts.push(node.position?.start.line ?? 0);
      for (const a of node.attributes ?? []) {
        if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string') continue;
        if (a.name === 'src' && node.name === 'iframe') addOrigin(frames, a.value);
        if (a.name === 'id') anchorIds.add(a.value);
        if ((a.name === 'href' || a.name === 'to') && node.name !== 'img')
          links.push({ url: a.value, line: node.position?.start.line ?? 0 });
      }
    } else if (node.type === 'mdxjsEsm') {
      const first = node.position?.start.line ?? 1;
      for (const m of String(node.value).matchAll(/\b(?:from\s*|import\s*)['"]([^'"]+)['"]/g)) {
        imports.push({ url: unescapeJs(m[1]), line: first - 1 + lineAt(String(node.value), m.index) });
      }
      for (const m of String(node.value).matchAll(
        /\bimport\s+([\p{L}_$][\p{L}\p{N}_$]*)\s+from\s*['"]([^'"]+\.mdx?)['"]/gu,
      ))
        partials.set(m[1], unescapeJs(m[2]));
    } else if (node.type === 'footnoteDefinition') {
      anchorIds.add(`user-content-fn-${node.identifier}`);
    }
  });
  const { blocks, words } = textBlocks(tree, slugger, partials);
  return {
    headings,
    anchorIds,
    links,
    imports,
    hasH1: h1 !== undefined,
    h1,
    blocks,
    words,
    ...excerptFields(tree),
    scripts,
    duplicateIds,
    ...(math ? { math: true as const } : {}),
    ...(frames.size ? { frames: [...frames].sort() } : {}),
  };
}

/** The blog excerpt: the post's content (no frontmatter, imports or title) above its truncate marker, or its opening. */
function excerptFields(tree: Root): Pick<Analysis, 'excerptHtml' | 'excerptParts' | 'truncated' | 'truncateMarker'> {
  const markerIndex = tree.children.findIndex(isTruncateMarker);
  const content = (nodes: RootContent[]) =>
    nodes.filter((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm' && !(n.type === 'heading' && n.depth === 1));
  const excerpt = blogExcerpt(
    content(tree.children),
    markerIndex < 0 ? -1 : content(tree.children.slice(0, markerIndex)).length,
  );
  return {
    ...excerptOf(excerpt.nodes),
    truncated: excerpt.truncated,
    ...(markerIndex >= 0 ? { truncateMarker: true as const } : {}),
  };
}

/** Adds the origin of an iframe's `src` when it is on another host (`https://…`, `http://…`, `//host/…`). */
function addOrigin(origins: Set<string>, src: string): void {
  const url = src.trim();
  const host = /^(?:https?:)?\/\/([^/?#\s\\]+)/i.exec(url)?.[1];
  if (!host) return;
  try {
    origins.add(new URL(`${/^http:/i.test(url) ? 'http' : 'https'}://${host}`).origin);
  } catch {
    // Not a URL a browser would load: nothing to let in.
  }
}

const blocksHtml = (nodes: RootContent[]) => {
  const hast = toHast({ type: 'root', children: nodes } as Root, { handlers: excerptJsxHandlers }) as HastRoot;
  codeFrames(hast);
  return toHtml(hast);
};

/**
 * Fenced code in an excerpt as on the post's page (Docusaurus renders the excerpt with the theme's
 * CodeBlock): Prism's colours, highlighted lines and the title, in our code block's frame
 * (src/theme/mdx/CodeBlock.tsx; the list's HTML is static, so without the copy button).
 */
function codeFrames(hast: HastRoot): void {
  rehypePrism()(hast);
  const frame = (pre: HastElement): HastElement => {
    const lang = pre.properties.dataLanguage as string | undefined;
    const title = pre.properties.dataTitle as string | undefined;
    const language = lang ? [`language-${lang}`] : [];
    return {
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block', ...language] },
      children: [
        ...(title
          ? [
              {
                type: 'element',
                tagName: 'div',
                properties: { className: ['code-block__title'] },
                children: [{ type: 'text', value: title }],
              } as HastElement,
            ]
          : []),
        {
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block__content'] },
          children: [
            {
              ...pre,
              properties: {
                className: ['code-block__pre', 'prism-code', ...language],
                tabIndex: 0,
                ...(lang ? { dataLanguage: lang } : {}),
              },
            },
          ],
        },
      ],
    };
  };
  const walk = (parent: HastRoot | HastElement) => {
    parent.children = parent.children.map((c) => {
      if (c.type !== 'element') return c;
      if (c.tagName === 'pre' && c.properties.dataLanguage !== undefined) return frame(c);
      walk(c);
      return c;
    }) as typeof parent.children;
  };
  walk(hast);
}

/** An admonition (remark-admonitions made `:::tip[Title]` an <Admonition type title> element), or undefined. */
function admonitionOf(node: RootContent): { type: string; title?: string; children: RootContent[] } | undefined {
  const n = node as any;
  if (n.type !== 'mdxJsxFlowElement' || n.name !== 'Admonition') return undefined;
  const attr = (name: string) =>
    n.attributes?.find((a: any) => a.type === 'mdxJsxAttribute' && a.name === name && typeof a.value === 'string')
      ?.value as string | undefined;
  const title = attr('title');
  return { type: attr('type') ?? 'note', ...(title !== undefined ? { title } : {}), children: n.children ?? [] };
}

/** Blocks as parts: runs of HTML, and admonitions (at the top level or inside one), each with its content's parts. */
function partsOf(nodes: RootContent[]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    if (run.length) parts.push(blocksHtml(run));
    run = [];
  };
  for (const n of nodes) {
    const a = admonitionOf(n);
    if (!a) {
      run.push(n);
      continue;
    }
    flush();
    parts.push({
      admonition: a.type,
      ...(a.title !== undefined ? { title: a.title } : {}),
      content: partsOf(a.children),
    });
  }
  flush();
  return parts;
}

/**
 * The blog list's excerpt as HTML, and in parts when admonitions are among its blocks: toHast alone makes
 * an admonition a bare <div> of its content, and its title and icon are the locale's and the theme's.
 */
function excerptOf(nodes: RootContent[]): { excerptHtml: string; excerptParts?: ExcerptPart[] } {
  const excerptHtml = blocksHtml(nodes);
  return nodes.some((n) => admonitionOf(n)) ? { excerptHtml, excerptParts: partsOf(nodes) } : { excerptHtml };
}

/** The id rehype-slug gives a heading: its `{#custom-id}` if it has one (see remark-heading-ids). */
function headingId(node: any, slugger: GithubSlugger): string {
  return node.data?.id ?? slugger.slug(toString(node));
}

/** Search text and word counts are the prose: an image's alt text describes a picture the reader sees. */
const NO_ALT = { includeImageAlt: false };

function textBlocks(
  tree: Root,
  slugger: GithubSlugger,
  partials: Map<string, string>,
): { blocks: TextBlock[]; words: number } {
  // Re-slug with a fresh slugger in the same order so ids match the rendered headings.
  const s = new GithubSlugger();
  void slugger;
  const blocks: TextBlock[] = [];
  let trail: TextBlock['headings'] = [];
  let words = 0;
  const push = (text: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t) blocks.push({ headings: trail, text: t });
  };
  const walk = (nodes: RootContent[]) => {
    for (const n of nodes as any[]) {
      if (n.type === 'heading') {
        const text = toString(n);
        const id = headingId(n, s);
        if (n.depth === 1) continue;
        trail = [...trail.filter((h) => h.level < n.depth), { text, id, level: n.depth }];
        blocks.push({ headings: trail, text: '' });
      } else if (n.type === 'table') {
        // One block per row, cells separated, so words of adjacent cells do not run together.
        for (const row of n.children) push(row.children.map((cell: any) => toString(cell, NO_ALT)).join(' · '));
      } else if (n.type === 'paragraph' || n.type === 'blockquote') {
        const t = toString(n, NO_ALT);
        words += t.split(/\s+/).filter(Boolean).length;
        push(t);
      } else if (n.type === 'list') {
        const t = toString(n, { includeHtml: false, includeImageAlt: false });
        words += t.split(/\s+/).filter(Boolean).length;
        push(n.children.map((li: any) => toString(li, NO_ALT)).join(' · '));
      } else if (n.type === 'mdxJsxFlowElement' && partials.has(n.name)) {
        blocks.push({ headings: trail, text: '', include: partials.get(n.name) });
      } else if (n.type === 'mdxJsxFlowElement' || n.type === 'containerDirective') {
        walk(n.children);
      }
    }
  };
  walk(tree.children);
  return { blocks, words };
}

/** A JavaScript string's text: `'./\_partial.mdx'` (Prettier escapes `_` in Markdown) names `./_partial.mdx`. */
function unescapeJs(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}
