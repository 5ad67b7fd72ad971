// What the MCP tools answer from a built site (mcp/source.ts reads it): its /mcp.json (pages by
// section with their headings, where the search index is; prerender/outputs/assistant-files.ts), the
// `.md` copies, the offline search index and /operations.json.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { LocalSearchIndex } from '../src/search/local-client.ts';
import { markdownUrlOf, routeOfMarkdownUrl } from '../src/shared/markdown-url.ts';
import { setQueryLanguage } from '../src/shared/search-terms.ts';
import { loadStemmer } from '../src/shared/stemmers.ts';
import type { SiteIndexFile } from '../prerender/outputs/assistant-files.ts';
import type { OperationEntry, OperationsFile } from '../prerender/contract/operations.ts';
import { ToolError, type SiteSource } from './source.ts';
import { searchPages, type SearchResult } from './search.ts';

type PageEntry = SiteIndexFile['sections'][number]['pages'][number];

const INDEX_FILE = /^(?:manifest|[td]\d{1,6}|r\d{1,6}-\d{1,6})\.json$/;

export class Docs {
  private index: Promise<SiteIndexFile> | null = null;
  private search: Promise<LocalSearchIndex> | null = null;
  private operations: Promise<OperationsFile> | null = null;

  constructor(readonly source: SiteSource) {}

  private async json<T>(urlPath: string, what: string): Promise<T> {
    const bytes = await this.source.read(urlPath);
    if (!bytes)
      throw new ToolError(
        `${this.source.label} has no ${urlPath} (${what}). Is it a site built by this generator? Rebuild it with \`npm run build\`.`,
      );
    try {
      return JSON.parse(bytes.toString('utf8')) as T;
    } catch {
      throw new ToolError(`${this.source.label}${urlPath.slice(1)} is not valid JSON.`);
    }
  }

  /** /mcp.json, read once (again after a failure: a deployed copy may be unreachable for a moment). */
  siteIndex(): Promise<SiteIndexFile> {
    this.index ??= this.json<SiteIndexFile>(`${this.source.base}mcp.json`, 'the index of pages for assistants').then(
      (f) => {
        if (f?.version !== 1 || !Array.isArray(f.sections))
          throw new ToolError(`${this.source.label}mcp.json is of an unknown version; update this server.`);
        // Every path in it is under the site's base URL (sites built before the field was added are at `/`).
        f.baseUrl = typeof f.baseUrl === 'string' ? f.baseUrl : '/';
        this.source.useBase(f.baseUrl);
        return f;
      },
    );
    this.index.catch(() => (this.index = null));
    return this.index;
  }

  private async searchIndex(): Promise<LocalSearchIndex> {
    const site = await this.siteIndex();
    if (!site.searchIndex)
      throw new ToolError('This site uses hosted (Algolia) search and publishes no offline index to search.');
    const named = site.searchIndex;
    // Queries are read as the index's pages were: in its locale's language, with its stemmer (a French
    // default locale's "chevaux" finds "cheval"; a Japanese one's words are split as its pages were).
    const language =
      typeof site.language === 'string' && /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i.test(site.language)
        ? site.language
        : 'en';
    this.search ??= Promise.all([this.indexFolder(named), loadStemmer(language)]).then(([dir]) => {
      setQueryLanguage(language);
      return LocalSearchIndex.open(async (name) => {
        if (!INDEX_FILE.test(name)) throw new ToolError(`Unexpected search index file ${name}.`);
        return this.json(dir + name, 'a search index file');
      });
    });
    this.search.catch(() => (this.search = null));
    return this.search;
  }

  /**
   * The folder of the index's files: mcp.json names the pointer file (/search-index.json), which names
   * the manifest in its content-hashed folder; sites built before named the manifest itself.
   */
  private async indexFolder(named: string): Promise<string> {
    let manifest = named;
    if (!named.endsWith('/manifest.json')) {
      const pointer = await this.json<{ manifest?: unknown }>(named, 'the search index pointer');
      if (typeof pointer?.manifest !== 'string' || !/^\/[^?#]*\/manifest\.json$/.test(pointer.manifest))
        throw new ToolError(`${this.source.label}${named.slice(1)} does not name a search index manifest.`);
      manifest = pointer.manifest;
    }
    return manifest.slice(0, manifest.lastIndexOf('/') + 1);
  }

  async sections(): Promise<SiteIndexFile['sections']> {
    return (await this.siteIndex()).sections;
  }

  /** The section of this name (its title in llms.txt, any case, or its folder name). */
  async section(name: string): Promise<SiteIndexFile['sections'][number]> {
    const sections = await this.sections();
    const key = (s: string) =>
      s
        .toLowerCase()
        .replace(/[\s_-]+/g, ' ')
        .trim();
    const found = sections.find((s) => key(s.title) === key(name));
    if (!found)
      throw new ToolError(
        `No section ${JSON.stringify(name.slice(0, 100))}. Sections: ${sections.map((s) => s.title).join(', ')}.`,
      );
    return found;
  }

  async searchDocs(query: string, section: string | undefined, limit: number): Promise<SearchResult[]> {
    const site = await this.siteIndex();
    const index = await this.searchIndex();
    const routes = section ? new Set((await this.section(section)).pages.map((p) => p.route)) : null;
    const { results } = await searchPages(
      index,
      query,
      {
        limit,
        facetFilters: site.searchFilters ?? undefined,
        keep: routes ? (url) => routes.has(this.routeOf(url, site)) : undefined,
      },
      (url) => site.url + markdownUrlOf(this.routeOf(url, site), site.baseUrl),
    );
    return results;
  }

  private routeOf(url: string, site: SiteIndexFile): string {
    return url.startsWith(site.url) ? url.slice(site.url.length) || '/' : new URL(url).pathname;
  }

  async listPages(section?: string) {
    const site = await this.siteIndex();
    const sections = section ? [await this.section(section)] : site.sections;
    return sections.map((s) => ({
      section: s.title,
      pages: s.pages.map((p) => ({
        title: p.title,
        ...(p.description ? { description: p.description } : {}),
        url: site.url + p.route,
        markdown: site.url + p.markdown,
      })),
    }));
  }

  /**
   * The route a page reference names: a route (`/docs/api/tone/`, `docs/api/tone`), its `.md` URL, or
   * a full URL on the site's own origin (or the origin it is read from), with an optional `#heading`.
   */
  async resolvePage(ref: string): Promise<{ route: string; heading?: string }> {
    const site = await this.siteIndex();
    const raw = ref.trim();
    if (/(^|[/\\])\.\.?([/\\?#]|$)|%2e|%2f|%5c|%00|\\|\0/i.test(raw))
      throw new ToolError(
        `Refused ${JSON.stringify(raw.slice(0, 200))}: a page reference cannot hold dot segments or encoded separators.`,
      );
    let pathname: string;
    let hash: string;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(raw)) {
      let u: URL;
      try {
        u = new URL(raw);
      } catch {
        throw new ToolError(`${JSON.stringify(raw.slice(0, 200))} is not a URL or a path of this site.`);
      }
      const allowed = [new URL(site.url).origin, this.source.origin].filter(Boolean);
      if (!allowed.includes(u.origin))
        throw new ToolError(`${u.origin} is not this site: pages are on ${allowed.join(' or ')}.`);
      pathname = decodeURIComponent(u.pathname);
      hash = u.hash.slice(1);
    } else {
      const [p, h = ''] = raw.split('#');
      pathname = (p.startsWith('/') ? p : `/${p}`).split('?')[0];
      hash = h;
    }
    // A path written without the site's base URL (`docs/api/tone` on a site at `/sub/`) is read under it.
    if (!`${pathname}/`.startsWith(site.baseUrl)) pathname = site.baseUrl + pathname.replace(/^\/+/, '');
    const route =
      pathname === `${site.baseUrl}index.md`
        ? site.baseUrl
        : (routeOfMarkdownUrl(pathname) ?? (pathname.endsWith('/') ? pathname : `${pathname}/`));
    return { route, ...(hash ? { heading: hash } : {}) };
  }

  /** The page's Markdown copy, byte for byte, or the section under one of its headings. */
  async getPage(ref: string, heading?: string): Promise<string> {
    const { route, heading: fromRef } = await this.resolvePage(ref);
    const mdUrl = markdownUrlOf(route, (await this.siteIndex()).baseUrl);
    const md = await this.source.read(mdUrl);
    if (!md)
      throw new ToolError(
        `No page at ${route} (no Markdown copy ${mdUrl}). Find pages with search_docs or list_pages.`,
      );
    const id = heading ?? fromRef;
    if (!id) return md.toString('utf8');
    return sectionOf(md.toString('utf8'), id, await this.pageEntry(route));
  }

  private async pageEntry(route: string): Promise<PageEntry | undefined> {
    for (const s of await this.sections()) for (const p of s.pages) if (p.route === route) return p;
    return undefined;
  }

  private operationsFile(): Promise<OperationsFile> {
    this.operations ??= this.siteIndex().then((site) => {
      if (!site.operations) throw new ToolError('This site publishes no API contract (no openapi.yaml).');
      return this.json<OperationsFile>(site.operations, 'the API operations');
    });
    this.operations.catch(() => (this.operations = null));
    return this.operations;
  }

  /** An operation by operationId (any case) or by `METHOD /path`. */
  async getOperation(ref: string): Promise<OperationEntry> {
    const { operations } = await this.operationsFile();
    const text = ref.trim();
    const m = /^([a-z]+)\s+(\S+)$/i.exec(text);
    const found = m
      ? operations.find((o) => o.method === m[1].toUpperCase() && o.path === m[2].replace(/\/+$/, ''))
      : (operations.find((o) => o.operationId === text) ??
        operations.find((o) => o.operationId.toLowerCase() === text.toLowerCase()));
    if (found) return found;
    const words = text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2);
    const near = operations
      .filter((o) => words.some((w) => `${o.operationId} ${o.path}`.toLowerCase().includes(w)))
      .slice(0, 8)
      .map((o) => `${o.operationId} (${o.method} ${o.path})`);
    throw new ToolError(
      `No operation ${JSON.stringify(text.slice(0, 100))}. Give an operationId or "METHOD /path".${near.length ? ` Close: ${near.join(', ')}.` : ` There are ${operations.length} operations; search_docs finds their pages.`}`,
    );
  }
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** The part of a page's Markdown under the heading with this id, up to the next heading of its level or above. */
export function sectionOf(md: string, id: string, page: PageEntry | undefined): string {
  const tree = parser.parse(md) as Root;
  const headings = tree.children.filter((n): n is Heading => n.type === 'heading');
  let at = -1;
  // The build's own ids (custom `{#id}`s included): the heading with that text, counted in order.
  const known = page?.headings.findIndex(([hid]) => hid === id) ?? -1;
  if (known >= 0) {
    const [, level, text] = page!.headings[known];
    const nth = page!.headings.slice(0, known).filter(([, l, t]) => l === level && t === text).length;
    const same = headings.filter((h) => h.depth === level && toString(h) === text);
    if (same[nth]) at = headings.indexOf(same[nth]);
  }
  if (at < 0) {
    // A page not listed, or a heading from an included file: ids as rehype-slug gives them.
    const slugger = new GithubSlugger();
    at = headings.findIndex((h) => h.depth > 1 && slugger.slug(toString(h)) === id);
  }
  if (at < 0) {
    const ids = page?.headings.map(([hid]) => hid) ?? [];
    throw new ToolError(
      `No heading #${id.slice(0, 100)} on this page.${ids.length ? ` Its headings: ${ids.join(', ')}.` : ''}`,
    );
  }
  const start = headings[at].position!.start.offset!;
  const next = headings.slice(at + 1).find((h) => h.depth <= headings[at].depth);
  return md.slice(start, next ? next.position!.start.offset! : md.length).trimEnd() + '\n';
}
