// A blog post's excerpt as the blog list shows it: HTML made at build time. Admonitions above the truncate
// marker are drawn as the theme's <Admonition> draws them (src/theme/mdx/Admonition.tsx: its classes, the
// locale's default title, the icon), so the list shows Docusaurus's tip box with no client code: the icon is
// inline here (its symbol's path from the theme's sprite), as the sprite's hashed URL is the client build's.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExcerptPart } from '../content/analyze.ts';

// The look (and icon) of each type, as src/theme/mdx/Admonition.tsx picks it (it keeps its own tables:
// importing these from a shared module made every page that draws a box 30 bytes (gzip) heavier).
// tests/build/blog-excerpt-admonition.test.ts checks that both draw one box.
const KINDS = new Set(['note', 'tip', 'info', 'warning', 'danger']);
const ALIASES: Record<string, string> = { caution: 'warning', important: 'info', secondary: 'note', success: 'tip' };
const admonitionKind = (type: string) => ALIASES[type] ?? (KINDS.has(type) ? type : 'info');

const SPRITE = fileURLToPath(new URL('../../src/theme/mdx/admonition-icons.svg', import.meta.url));
let symbols: Map<string, string> | undefined;

/** The inner markup of each icon of the theme's sprite, by id. */
function iconSymbols(): Map<string, string> {
  if (!symbols) {
    symbols = new Map();
    const svg = fs.readFileSync(SPRITE, 'utf8');
    for (const m of svg.matchAll(/<symbol id="([\w-]+)"[^>]*>([\s\S]*?)<\/symbol>/g)) symbols.set(m[1], m[2]);
  }
  return symbols;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The excerpt's HTML: `html` when it has no admonitions, else its parts joined, each admonition drawn with
 * `title(type)`, the locale's default title of a type (`theme.admonition.<type>` of its code.json).
 */
export function excerptHtml(html: string, parts: ExcerptPart[] | undefined, title: (type: string) => string): string {
  if (!parts) return html;
  const draw = (ps: ExcerptPart[]): string =>
    ps
      .map((p) => {
        if (typeof p === 'string') return p;
        const kind = admonitionKind(p.admonition);
        const heading = escapeHtml(p.title ?? title(p.admonition));
        const icon = `<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">${iconSymbols().get(kind) ?? ''}</svg>`;
        return `<div class="theme-admonition theme-admonition-${escapeHtml(p.admonition)} admonition--${kind}"><div class="admonition__heading">${icon}<span>${heading}</span></div><div class="admonition__content">${draw(p.content)}</div></div>`;
      })
      .join('\n');
  return draw(parts);
}
