// The search records of a site, in DocSearch's hit shape: one for each page (title and description),
// one for each heading and one for each text block. The offline index and the Algolia upload are
// both built from them.
//
// A Markdown/MDX file that pages import and render (`import Tip from './tip.mdx'` … `<Tip />`) is
// part of those pages: its text is searched where it is rendered, under the including page's
// headings, and it is no result of its own. Readers look for the page they will read, not for a
// fragment route that shows a table out of context.
import path from 'node:path';
import type { BlogPost, DocEntry, SiteModel } from '../content/model.ts';
import { sourceDigest } from '../cache/store.ts';
import { sha256 } from '../util.ts';
import type { TextBlock } from '../content/analyze.ts';
import { topCategory } from '../content/sidebars.ts';
import type { SearchRecord } from '../../src/shared/search-records.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { publicPath } from '../../src/shared/paths.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface Source {
  file: string;
  analysis: { blocks: TextBlock[] };
}

/** The file an import specifier names: relative to the importing file, or `@site/…` (the content folder). */
export function resolveInclude(spec: string, from: string, contentDir: string): string | null {
  if (spec.startsWith('@site/')) return path.resolve(contentDir, spec.slice('@site/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  return null;
}

/** The files a page renders (`<Partial />` of an imported `.md`/`.mdx` file), as absolute paths. */
export function includedFiles(page: Source, contentDir: string): string[] {
  return page.analysis.blocks.flatMap((b) => {
    const file = b.include === undefined ? null : resolveInclude(b.include, page.file, contentDir);
    return file ? [file] : [];
  });
}

/**
 * A page's blocks with the blocks of the files it renders put in place, recursively (a file that
 * includes itself, directly or not, is included once). `used` collects the included files.
 */
export function expandIncludes(
  page: Source,
  byFile: Map<string, Source>,
  contentDir: string,
  used: Set<string>,
  seen = new Set([path.resolve(page.file)]),
): TextBlock[] {
  const out: TextBlock[] = [];
  for (const b of page.analysis.blocks) {
    if (b.include === undefined) {
      out.push(b);
      continue;
    }
    const file = resolveInclude(b.include, page.file, contentDir);
    const part = file ? byFile.get(file) : undefined;
    if (!file || !part || seen.has(file)) continue;
    used.add(file);
    for (const inner of expandIncludes(part, byFile, contentDir, used, new Set([...seen, file]))) {
      // The included file's headings nest under the including page's headings of a higher level.
      const top = Math.min(7, ...inner.headings.map((h) => h.level));
      out.push({ ...inner, headings: [...b.headings.filter((h) => h.level < top), ...inner.headings] });
    }
  }
  return out;
}

function pageRecords(
  url: string,
  lvl0: string,
  title: string,
  description: string,
  blocks: TextBlock[],
  tag: string,
  language: string,
  idBase: string,
): SearchRecord[] {
  const out: SearchRecord[] = [];
  const base = (anchor: string | null, trail: TextBlock['headings']) => {
    const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as SearchRecord['hierarchy'];
    // Every field DocSearch may render is stored as HTML-escaped text (see src/shared/html-text.ts).
    hierarchy.lvl0 = escapeHtml(lvl0);
    hierarchy.lvl1 = escapeHtml(title);
    for (const h of trail)
      if (h.level >= 2 && h.level <= 6) hierarchy[`lvl${h.level}` as (typeof LEVELS)[number]] = escapeHtml(h.text);
    return {
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      hierarchy,
      language,
      docusaurus_tag: tag,
    };
  };
  out.push({
    objectID: `${idBase}-0`,
    ...base(null, []),
    type: 'lvl1',
    content: description ? escapeHtml(description) : null,
    weight: 0,
  });
  blocks.forEach((b, i) => {
    const last = b.headings[b.headings.length - 1];
    const anchor = last?.id ?? null;
    if (!b.text && last)
      out.push({
        objectID: `${idBase}-${i + 1}`,
        ...base(anchor, b.headings),
        type: `lvl${Math.min(6, last.level)}` as SearchRecord['type'],
        content: null,
        weight: 1,
      });
    else if (b.text)
      out.push({
        objectID: `${idBase}-${i + 1}`,
        ...base(anchor, b.headings),
        type: 'content',
        content: escapeHtml(b.text.slice(0, 600)),
        weight: 2,
      });
  });
  return out;
}

/**
 * One page's records, made when asked for (`make`), and the key of everything they are made from
 * (`inputs`) when it can be named without making them: the page's URL, section, title, description,
 * tag, language and record ids, and its analysis by the compile cache key it was read under
 * (ContentPage.analysisKey). A page that renders other files, or whose analysis was compiled by this build,
 * has no such key: its records are made every build.
 */
export interface PageRecordSource {
  language: string;
  inputs: string | undefined;
  make(): SearchRecord[];
}

/** The search records of a site, page by page (a page's records are consecutive). */
export function* pageRecordLists(site: SiteModel): Generator<SearchRecord[]> {
  for (const page of pageRecordSources(site)) yield page.make();
}

/** The code records are made by: a change makes every page's inputs key new. */
const RECORDS_CODE = [
  'prerender/search/records.ts',
  'src/shared/html-text.ts',
  'src/shared/paths.ts',
  'src/shared/search-records.ts',
];

/** pageRecordLists(), each page with the key of its inputs (PageRecordSource). */
export function* pageRecordSources(site: SiteModel): Generator<PageRecordSource> {
  const listed = [...site.docs, ...site.posts].filter((p) => !p.frontmatter.unlisted);
  const byFile = new Map<string, Source>([...site.partials, ...listed.map((p) => [path.resolve(p.file), p] as const)]);
  // Expanded first: a page that another page renders is known before records are made.
  const included = new Set<string>();
  const blocks = new Map(listed.map((p) => [p, expandIncludes(p, byFile, site.contentDir, included)]));
  const code = sourceDigest(RECORDS_CODE);
  const source = (
    page: DocEntry | BlogPost,
    args: [url: string, lvl0: string, tag: string, language: string, idBase: string],
  ): PageRecordSource => {
    const [url, lvl0, tag, language, idBase] = args;
    const { analysisKey } = page;
    const own = !page.analysis.blocks.some((b) => b.include !== undefined);
    return {
      language,
      inputs: analysisKey && own ? sha256(code, analysisKey, page.title, page.description, ...args) : undefined,
      make: () => pageRecords(url, lvl0, page.title, page.description, blocks.get(page)!, tag, language, idBase),
    };
  };
  // Each locale's pages, tagged with its language (the search of a page looks only at its own locale's).
  for (const lc of site.localized) {
    const lang = lc.locale.name;
    const prefix = lc.locale.isDefault ? '' : `${lang}-`;
    const versions = new Map(lc.instances.flatMap((x) => x.versions).map((v) => [`${v.pluginId}/${v.name}`, v]));
    for (const [i, d] of lc.docs.entries()) {
      if (d.frontmatter.unlisted || included.has(path.resolve(d.file))) continue;
      const { sidebars } = versions.get(`${d.pluginId}/${d.version}`)!;
      const sidebarName = sidebars.docSidebar.get(d.id);
      const items = sidebarName ? sidebars.sidebars[sidebarName] : [];
      // The section is the top-level category that holds the page (the first breadcrumb).
      const lvl0 = topCategory(items, d.route) ?? 'Documentation';
      yield source(d, [
        site.config.url + publicPath(d.route, site.config.trailingSlash, site.config.baseUrl),
        lvl0,
        `docs-${d.pluginId}-${d.version}`,
        lang,
        `${prefix}d${i}`,
      ]);
    }
    for (const [i, p] of lc.posts.entries()) {
      if (p.frontmatter.unlisted || included.has(path.resolve(p.file))) continue;
      yield source(p, [
        site.config.url + publicPath(p.route, site.config.trailingSlash, site.config.baseUrl),
        'Blog',
        'default',
        lang,
        `${prefix}b${i}`,
      ]);
    }
  }
}

export function buildRecords(site: SiteModel): SearchRecord[] {
  return [...pageRecordLists(site)].flat();
}
