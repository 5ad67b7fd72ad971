import type { ReactNode } from 'react';
import { translateMessage as t } from '../site';
import icons from './admonition-icons.svg?url';

// The five icons are symbols of one SVG file (a hashed asset, fetched once by the pages that show an
// admonition): as path data they were 1 KB (gzip) of JavaScript in every page's chunk that draws one.
// The blog list's excerpts draw this markup at build time (prerender/routes/excerpt.ts): keep them alike.
const ICONS = new Set(['note', 'tip', 'info', 'warning', 'danger']);

// Docusaurus's other keywords, drawn like the five.
const KIND: Record<string, string> = { caution: 'warning', important: 'info', secondary: 'note', success: 'tip' };

export function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: string;
  children?: ReactNode;
}) {
  const kind = KIND[type] ?? (ICONS.has(type) ? type : 'info');
  return (
    // Docusaurus 3's classes (theme-admonition, theme-admonition-<type>), never the bare `admonition` of Docusaurus 2:
    // sites' CSS for Docusaurus 2 (`.admonition { color: black }`) must match nothing, as in Docusaurus 3.
    <div className={`theme-admonition theme-admonition-${type} admonition--${kind}`}>
      <div className="admonition__heading">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <use href={`${icons}#${kind}`} />
        </svg>
        <span>{title ?? t(`theme.admonition.${type}`, type)}</span>
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
