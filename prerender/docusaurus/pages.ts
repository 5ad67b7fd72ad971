// Standalone pages under <content>/src/pages, routed as Docusaurus routes them:
// `src/pages/markdown-page.mdx` -> `/markdown-page/`, `src/pages/index.js` -> `/`, `a/b.tsx` -> `/a/b/`.
// Markdown/MDX pages are compiled like docs (and drawn in a page layout with a TOC); React pages
// (.js/.jsx/.ts/.tsx) are bundled and render themselves inside `@theme/Layout`. Files and folders
// starting with `_`, tests and type declarations are not pages.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../util.ts';
import type { Analysis } from '../content/analyze.ts';
import type { PageEntry } from '../content/model.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import { pageFrontmatterSchema, parseFrontmatter } from '../content/frontmatter.ts';
import { readPageSource } from '../content/read-source.ts';
import { localizedDir, localizedFile, type LocaleInfo } from '../content/locales.ts';

export type { PageEntry };

const MARKDOWN = /\.mdx?$/;
const REACT = /\.[jt]sx?$/;

/** Whether a file under src/pages is a page, as Docusaurus's default `exclude` decides. */
export function isPageFile(rel: string): boolean {
  const parts = rel.split(/[\\/]/);
  if (parts.some((p) => p.startsWith('_') || p === '__tests__')) return false;
  const name = parts[parts.length - 1];
  if (/\.(test|spec)\.[jt]sx?$/.test(name) || name.endsWith('.d.ts')) return false;
  return MARKDOWN.test(name) || REACT.test(name);
}

export function pageRoute(baseUrl: string, rel: string): string {
  const noExt = rel.replace(/\\/g, '/').replace(/\.(mdx?|[jt]sx?)$/, '');
  const route = noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
  return `${baseUrl}${route}${route ? '/' : ''}`;
}

export function collectPages(
  baseUrl: string,
  contentDir: string,
  problems: Problem[],
  sources: Map<string, string>,
  locale?: LocaleInfo,
): PageEntry[] {
  const dir = path.join(contentDir, 'src', 'pages');
  // A locale's Markdown pages come from i18n/<locale>/docusaurus-plugin-content-pages/ when translated there.
  const locDir =
    locale && !locale.isDefault ? localizedDir(contentDir, locale, 'docusaurus-plugin-content-pages') : undefined;
  if (!fs.existsSync(dir)) return [];
  const pages: PageEntry[] = [];
  const rels = listFiles(dir)
    .map((file) => path.relative(dir, file))
    .filter(isPageFile)
    .sort();
  for (const rel of rels) {
    const react = REACT.test(rel);
    const file = react ? path.join(dir, rel) : localizedFile(path.join(dir, rel), dir, locDir);
    const relFile = path.relative(process.cwd(), file);
    try {
      let frontmatter: PageEntry['frontmatter'] = {};
      if (!react) {
        const source = readPageSource(file);
        sources.set(file, source);
        frontmatter = parseFrontmatter(source, relFile, pageFrontmatterSchema).data;
        if (frontmatter.draft) continue;
      }
      pages.push({
        locale: locale?.name ?? '',
        file,
        relFile,
        route: pageRoute(baseUrl, rel),
        title: frontmatter.title ?? '',
        description: frontmatter.description ?? '',
        react,
        frontmatter,
        analysis: undefined as unknown as Analysis,
      });
    } catch (e) {
      if (e instanceof BuildError) problems.push(...e.problems);
      else throw e;
    }
  }
  return pages;
}
