// Highlights fenced code at build time with Prism (fences need no highlighter in the browser) and reads the
// code fence's meta: `title="app.js"` and line ranges `{1,4-6}`.
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import type { Element, ElementContent, Root } from 'hast';
import { visit } from './walk.ts';
import { applyMagicComments } from './magic-comments.ts';
import { PRISM_ALIASES, PRISM_LANGUAGES } from '../../src/shared/prism-languages.ts';
import { flattenTokens, type PrismSegment } from '../../src/shared/prism-tokens.ts';

// The languages and their aliases are shared with the browser's Prism chunk (src/shared/prism-languages.ts).
loadLanguages(PRISM_LANGUAGES);
const ALIASES = PRISM_ALIASES;

/** Whether fenced code in `lang` (a name or an alias, as a fence writes it) is colour-highlighted here. */
export function highlightsLanguage(lang: string): boolean {
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return name === 'plain' || Boolean(Prism.languages[name]);
}

export function parseMeta(meta: string | undefined): { title?: string; lines: Set<number> } {
  const lines = new Set<number>();
  if (!meta) return { lines };
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const range = /\{([\d,\s-]+)\}/.exec(meta);
  if (range) {
    for (const part of range[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let i = a; i <= (Number.isFinite(b) ? b : a); i++) lines.add(i);
    }
  }
  return { title: title ? (title[1] ?? title[2]) : undefined, lines };
}

export function highlightToLines(code: string, lang: string): ElementContent[][] {
  const grammar = Prism.languages[lang];
  const segments: PrismSegment[] = [];
  if (grammar) flattenTokens(Prism.tokenize(code, grammar), [], segments);
  else segments.push({ text: code, classes: [] });
  const lines: ElementContent[][] = [[]];
  for (const seg of segments) {
    const parts = seg.text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (!part) return;
      const text = { type: 'text' as const, value: part };
      lines[lines.length - 1].push(
        seg.classes.length
          ? { type: 'element', tagName: 'span', properties: { className: [...new Set(seg.classes)] }, children: [text] }
          : text,
      );
    });
  }
  return lines;
}

export default function rehypePrism() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _i, parent: any) => {
      if (node.tagName !== 'pre' || !parent) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      // Math (remark-math's `$$` blocks, ```math fences) is left for the site's rehype-katex, which runs
      // after us and needs the block as remark-rehype made it, as in Docusaurus.
      if (classes.includes('math-display') || classes.includes('language-math')) return;
      const cls = classes.find((c) => c.startsWith('language-'));
      const requested = (cls ? cls.slice(9) : 'text').toLowerCase();
      const lang = ALIASES[requested] ?? requested;
      const written = code.children
        .map((c) => ('value' in c ? c.value : ''))
        .join('')
        .replace(/\n$/, '');
      const { title, lines: ranges } = parseMeta((code.data as { meta?: string } | undefined)?.meta);
      // As in Docusaurus, a `{1,3-4}` range in the fence wins over magic comments in the code.
      const { code: raw, highlighted: marked } = ranges.size
        ? { code: written, highlighted: ranges }
        : applyMagicComments(written, requested);
      const lines = highlightToLines(raw, lang);
      const children: ElementContent[] = [];
      lines.forEach((content, i) => {
        children.push({
          type: 'element',
          tagName: 'span',
          properties: { className: marked.has(i + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line'] },
          children: content,
        });
        if (i < lines.length - 1) children.push({ type: 'text', value: '\n' });
      });
      code.children = children;
      code.properties.className = [`language-${requested}`];
      node.properties = {
        ...node.properties,
        className: [`language-${requested}`],
        dataLanguage: requested,
        ...(title ? { dataTitle: title } : {}),
      };
    });
  };
}
