// Every docs page and blog post as Markdown, for readers who paste pages into a language model and
// for the models themselves: `<route>.md` beside each page (see src/shared/markdown-url.ts),
// `llms.txt` (an index of those copies, llmstxt.org layout) and `llms-full.txt` (all of them).
import fs from 'node:fs';
import path from 'node:path';
import type { ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import type { BlogPost, DocEntry, DocsVersion, SiteModel } from '../../content/model.ts';
import { MdxCompiler } from '../../mdx/cached-mdx-plugin.ts';
import { cacheRoot, mapLimit, sha256, writeAtomic } from '../../util.ts';
import { readSealed, sealed, sourceDigest } from '../../cache/store.ts';
import { startWorker } from '../../boot.mjs';
import { markdownUrlOf } from '../../../src/shared/markdown-url.ts';
import { withoutBaseUrl } from '../../../src/shared/paths.ts';
import { siteBaseUrl } from '../../../src/shared/locales.ts';
import { pageMarkdown, serializeMarkdown, type MarkdownPage, type MarkdownSource } from './serialize.ts';
import type { FileRoutes, LinkSettings } from '../../mdx/remark-links.ts';
import type { MarkdownTree } from './tree.ts';
import * as env from '../../report/env.mjs';
import { PreviousOutput } from '../previous-output.ts';

/** What the copies are made from, as plain data (a worker thread receives it). */
export interface CopySettings {
  siteUrl: string;
  routes: [string, string][];
  linkSettings: LinkSettings;
  api: SiteModel['api'];
  images: SiteModel['images'];
  markdownFormat: SiteModel['config']['markdown']['format'];
  extensions: SiteModel['markdown'];
}

export function copySettings(site: SiteModel): CopySettings {
  return {
    siteUrl: site.config.url,
    routes: [...site.fileRoutes],
    linkSettings: site.linkSettings,
    api: site.api,
    images: site.images,
    markdownFormat: site.config.markdown.format,
    extensions: site.markdown,
  };
}

/** The Markdown source of a site: trees come from the compile cache the collector filled. */
export function markdownSource(site: SiteModel, compiler?: MdxCompiler): MarkdownSource {
  return sourceOf(
    { siteUrl: site.config.url, routes: site.fileRoutes, linkSettings: site.linkSettings },
    compiler ?? compilerOf(copySettings(site)),
  );
}

export function compilerOf(s: CopySettings): MdxCompiler {
  return new MdxCompiler({
    routes: new Map(s.routes),
    linkSettings: s.linkSettings,
    api: s.api,
    images: s.images,
    markdownFormat: s.markdownFormat,
    siteUrl: s.siteUrl,
    extensions: s.extensions,
  });
}

export function sourceOf(
  site: { siteUrl: string; routes: FileRoutes; linkSettings?: LinkSettings | undefined },
  compiler: MdxCompiler,
): MarkdownSource {
  const partials = new Map<string, Promise<MarkdownTree>>();
  const read = (file: string) => compiler.markdownTree(file, fs.readFileSync(file, 'utf8'));
  return {
    siteUrl: site.siteUrl.replace(/\/+$/, ''),
    routes: site.routes,
    linkSettings: site.linkSettings,
    // A page whose copy depends only on itself has it stored by its compile.
    storedBody: (file) => compiler.storedCopy(file, fs.readFileSync(file, 'utf8')),
    // Partials are read once however many pages include them. A page's own tree is read when its
    // copy is made and then dropped: kept, every tree stayed in memory (~30 MB per 1,000 pages).
    treeOf: (file) => {
      if (site.routes.has(file)) return read(file);
      let t = partials.get(file);
      if (!t) partials.set(file, (t = read(file)));
      return t;
    },
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function markdownOf(page: DocEntry | BlogPost, source: MarkdownSource): Promise<string> {
  return pageMarkdown(copyPage(page), source);
}

function copyPage(page: DocEntry | BlogPost): MarkdownPage {
  return {
    file: page.file,
    route: page.route,
    title: page.title,
    hasH1: page.analysis.hasH1,
    intro: 'date' in page ? byline(page) : undefined,
  };
}

/** A post's date and authors, as its page shows them: "March 14, 2026 · Ada Writer (Engineer)". */
function byline(post: BlogPost): RootContent[] {
  const parts: PhrasingContent[] = [{ type: 'text', value: dateFormat.format(post.date) }];
  post.authors.forEach((a, i) => {
    parts.push({ type: 'text', value: i === 0 ? ' · ' : ', ' });
    parts.push(
      a.url
        ? { type: 'link', url: a.url, children: [{ type: 'text', value: a.name }] }
        : { type: 'text', value: a.name },
    );
    if (a.title) parts.push({ type: 'text', value: ` (${a.title})` });
  });
  return [{ type: 'paragraph', children: parts }];
}

/** The pages' Markdown copies as written: routes, and each copy read back from the output on demand. */
export interface MarkdownCopies {
  routes: Set<string>;
  read(route: string): string | undefined;
  /** The copies made from a key (copyKey), by their path in the output: what the next build may keep. */
  made: [rel: string, key: string][];
}

/** A page's copy to write, with the key of what it is made from when that can be named (copyKey). */
type CopyPage = MarkdownPage & { key?: string | undefined };

/** Bump when what a copy's key stands for changes. */
const COPY_KEY_FORMAT = '1';

/**
 * The key of what a page's copy is made from, when that is the page's own compile entry only: the
 * entry's key (ContentPage.compileKey: the source, the file, the route map, the link settings and the
 * code of the serializer), the site URL, the base URL, and what the copy puts on top (route, title,
 * heading, a post's byline). Undefined for a page whose copy inlines other files: its copy is made
 * every build. A copy of the same key in the previous output is kept.
 */
function copyKey(page: DocEntry | BlogPost, copy: MarkdownPage, siteUrl: string, base: string): string | undefined {
  if (!page.compileKey || inlinesTrees(page)) return undefined;
  const top = JSON.stringify([copy.route, copy.title, copy.hasH1, copy.intro ?? null]);
  return sha256('md-copy', COPY_KEY_FORMAT, page.compileKey, siteUrl, base, top);
}

/** Where a route's copy is in the output folder, which the host serves at the base URL (`/sub/a.md` → `a.md`). */
function copyFile(outDir: string, route: string, base: string): string {
  return path.join(outDir, withoutBaseUrl(markdownUrlOf(route, base), base));
}

/**
 * Writes `<route>.md` for each of `pages`; returns their routes. The copies are not kept in memory (tens of MB on large sites).
 * A page with a key (CopyPage) whose copy `previous` (the output this build replaces) made from the same key keeps
 * that file, linked, not made again; `made` receives each keyed copy's path and key, for the next build.
 */
export async function writeCopies(
  pages: CopyPage[],
  source: MarkdownSource,
  outDir: string,
  base = '/',
  previous?: PreviousOutput,
  made?: [rel: string, key: string][],
): Promise<string[]> {
  // Most copies sit in a folder the prerender made or a sibling copy needed: each is created once.
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) =>
    folders.get(dir) ?? folders.set(dir, fs.promises.mkdir(dir, { recursive: true })).get(dir)!;
  await mapLimit(pages, 8, async (page) => {
    const file = copyFile(outDir, page.route, base);
    const rel = page.key === undefined ? undefined : path.relative(outDir, file);
    if (rel !== undefined) made?.push([rel, page.key!]);
    if (rel !== undefined && previous?.reuse(rel, page.key!, file)) return;
    const md = await pageMarkdown(page, source);
    await folder(path.dirname(file));
    await fs.promises.writeFile(file, md);
  });
  return pages.map((p) => p.route);
}

function copiesIn(outDir: string, written: string[], base: string, made: [string, string][]): MarkdownCopies {
  const routes = new Set(written);
  return {
    routes,
    read: (route) => (routes.has(route) ? fs.readFileSync(copyFile(outDir, route, base), 'utf8') : undefined),
    made,
  };
}

/** Fewer pages than this that need trees (inlinesTrees) are written on the main thread: booting a
 * worker costs about a second of CPU. LEXORA_COPY_WORKER_MIN_PAGES changes it (tests use the worker on a small site). */
const minPagesForWorker = env.copyWorkerMinPages;

/** Whether a page imports Markdown/MDX files, which its copy inlines: the compile stores no copy for it (MdxCompiler.storedCopy). */
const inlinesTrees = (page: DocEntry | BlogPost) => page.analysis.imports.some((i) => /\.mdx?$/.test(i.url));

/**
 * Writes the copies while the main thread prerenders the pages; finish() waits for them. Most pages'
 * copies were made by their compile (MdxCompiler.storedCopy), so writing one costs a file read and
 * a write: the main thread does it between pages it renders, and the file system's work is done by
 * libuv's threads. The copies of pages that inline other files are made from the stored trees, which
 * costs a serialization each; many of them (a site whose pages share snippets) go to a worker
 * thread. A worker that fails only loses its head start: finish() then writes its pages on the main
 * thread, and any error is reported by the same code as without a worker.
 */
export function startMarkdownCopies(
  site: SiteModel,
  outDir: string,
  previousOut?: string,
): { finish(): Promise<MarkdownCopies>; stop(): Promise<void> } {
  const pages = [...site.docs, ...site.posts];
  const fromTrees = pages.filter(inlinesTrees);
  const inWorker =
    fromTrees.length >= minPagesForWorker() && env.buildWorkers() ? new Set(fromTrees) : new Set<DocEntry | BlogPost>();
  const source = markdownSource(site);
  const base = site.config.baseUrl;
  const keyed = pages
    .filter((p) => !inWorker.has(p))
    .map((p): CopyPage => {
      const copy = copyPage(p);
      return { ...copy, key: copyKey(p, copy, site.config.url, base) };
    });
  const made: [string, string][] = [];
  const previous = previousOut ? PreviousOutput.open(previousOut) : undefined;
  const onMain = writeCopies(keyed, source, outDir, base, previous, made);
  onMain.catch(() => {}); // reported by finish()
  if (!inWorker.size)
    return { finish: async () => copiesIn(outDir, await onMain, base, made), stop: () => onMain.then(noop, noop) };
  const workerPages = [...inWorker].map(copyPage);
  const worker = startWorker('outputs/markdown/copies-worker', {
    workerData: { settings: copySettings(site), pages: workerPages, outDir, base },
  });
  const written = worker.then(
    (w) =>
      new Promise<string[] | null>((resolve) => {
        w.once('message', (routes: string[] | null) => resolve(routes));
        w.once('error', (e) => {
          if (env.debug()) console.error('Markdown copies worker failed:', e);
          resolve(null);
        });
        w.once('exit', () => resolve(null));
      }),
    () => null,
  );
  return {
    // Without the worker's copies the main thread writes them now, and reports any error itself.
    finish: async () => {
      const main = await onMain;
      const routes = await written;
      if (routes && env.debug()) console.error(`Markdown copies: ${routes.length} written by a worker thread`);
      const all = [...main, ...(routes ?? (await writeCopies(workerPages, source, outDir, base)))];
      return copiesIn(outDir, all, base, made);
    },
    stop: async () => {
      await Promise.all([worker.then((w) => w.terminate(), noop), onMain.then(noop, noop)]);
    },
  };
}

const noop = () => {};

/** The docs version the root llms.txt lists: the default instance's last (none with `docs: false`). */
export function mainDocsVersion(site: SiteModel): DocsVersion | undefined {
  return site.versions.find((v) => v.isLast);
}

/**
 * Docs pages and posts a reader would look for: not partials (`components/` folders), not unlisted.
 * The docs of one version (by default the main one, at the docs base); the posts only with the main version.
 */
function listed(site: SiteModel, version = mainDocsVersion(site)): { docs: DocEntry[]; posts: BlogPost[] } {
  return {
    docs: (version?.docs ?? [])
      .filter((d) => !/\/components\//.test(d.route) && !d.frontmatter.unlisted)
      .sort((a, b) => a.route.localeCompare(b.route)),
    posts: version === mainDocsVersion(site) ? site.posts.filter((p) => !p.frontmatter.unlisted) : [],
  };
}

const SECTION_TITLES: Record<string, string> = { api: 'API', sdk: 'SDK', onprem: 'On-premises' };

/** The pages llms.txt lists, by section: one per top-level folder of content/docs ("Docs" for pages at the top level), then the blog. */
export function llmsSections(
  site: SiteModel,
  version = mainDocsVersion(site),
): { title: string; pages: (DocEntry | BlogPost)[] }[] {
  const { docs, posts } = listed(site, version);
  const sections = new Map<string, (DocEntry | BlogPost)[]>();
  for (const d of docs) {
    const name = d.id.includes('/') ? d.id.split('/')[0] : 'Docs';
    sections.set(name, [...(sections.get(name) ?? []), d]);
  }
  const out = [...sections].map(([name, pages]) => ({
    title: SECTION_TITLES[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]/g, ' '),
    pages,
  }));
  if (posts.length) out.push({ title: site.config.blog.title, pages: posts });
  return out;
}

/**
 * llms.txt and llms-full.txt from the pages' copies, with the same serializer. `full` comes in parts, one page at a time, to be written as it is read.
 * They list the main docs version (and the blog); `version` names another version (of any docs instance), whose own
 * llms.txt and llms-full.txt (at its docs root) the main one links.
 */
export function llmsFiles(
  site: SiteModel,
  copies: MarkdownCopies,
  hasContract = false,
  version = mainDocsVersion(site),
  /** Where the site's (or its locale's) own llms files are: `/`, or `/fr/` for a locale's. */
  base = '/',
): { index: string; full: Iterable<string> } {
  const { config } = site;
  const url = config.url.replace(/\/+$/, '');
  const { docs, posts } = listed(site, version);
  const isMain = version === mainDocsVersion(site);
  const others = isMain ? site.versions.filter((v) => v !== version) : [];
  // Every other docs instance's last version has its own llms.txt at its root.
  const instances = isMain
    ? site.instances.flatMap((i) =>
        i.versions.filter((v) => v.isLast && v !== version && v.pluginId !== version?.pluginId),
      )
    : [];
  const header = llmsHeader(
    site,
    url,
    `${url}${isMain ? base : version!.routeBase}llms-full.txt`,
    hasContract,
    version,
  );
  const index: RootContent[] = [...header];
  for (const { title, pages } of llmsSections(site, version))
    index.push(
      ...linkSection(
        title,
        pages.map((p) => [
          link(p.title, url + markdownUrlOf(p.route, siteBaseUrl(site.locales))),
          ...(p.description ? [text(`: ${p.description}`)] : []),
        ]),
      ),
    );
  if (others.length)
    index.push(
      ...linkSection(
        'Other versions',
        others.map((v) => [link(v.label, `${url}${v.routeBase}llms.txt`)]),
      ),
    );
  // The same list in the site's other languages (each locale's llms.txt at its root).
  const languages = isMain ? site.locales.filter((l) => l.baseUrl !== base) : [];
  if (languages.length)
    index.push(
      ...linkSection(
        'Other languages',
        languages.map((l) => [link(l.label, `${url}${l.baseUrl}llms.txt`)]),
      ),
    );
  if (instances.length)
    index.push(
      ...linkSection(
        'Other docs',
        instances.map((v) => [link(v.pluginId, `${url}${v.routeBase}llms.txt`)]),
      ),
    );
  const fullHeader = serializeMarkdown({ type: 'root', children: [header[0], header[1]] });
  function* full(): Generator<string> {
    yield fullHeader;
    for (const p of [...docs, ...posts]) {
      const md = copies.read(p.route);
      if (md !== undefined) yield `\n---\n\n${md}`;
    }
  }
  return {
    index: serializeKept({ type: 'root', children: index }, `${url}${base}:${version?.routeBase ?? ''}`),
    full: full(),
  };
}

/**
 * serializeMarkdown of llms.txt's list of every page, kept in the cache (one entry per llms.txt, `slot`,
 * replaced when its tree changes): the serializer escapes text node by node, 0.5 s at 1,000 pages,
 * and an edit of one page's text leaves the list as it was. Keyed by the tree and the serializer's code.
 */
function serializeKept(root: Root, slot: string): string {
  const digest = sha256(
    sourceDigest(['prerender/outputs/markdown/serialize.ts']),
    fs.readFileSync(path.resolve('package-lock.json'), 'utf8'),
    JSON.stringify(root),
  );
  const file = path.join(cacheRoot(), 'llms', `${sha256(slot).slice(0, 32)}.md`);
  const kept = readSealed(file)?.toString('utf8');
  if (kept?.startsWith(`${digest}\n`)) return kept.slice(digest.length + 1);
  const md = serializeMarkdown(root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAtomic(file, sealed(`${digest}\n${md}`));
  return md;
}

const text = (value: string) => ({ type: 'text' as const, value });
const para = (...children: RootContent[]) => ({ type: 'paragraph', children }) as RootContent;
const link = (label: string, href: string) => ({ type: 'link', url: href, children: [text(label)] }) as RootContent;

/** The top of llms.txt: the title (the version's, for another version), the site's description, where the rest is. */
function llmsHeader(
  site: SiteModel,
  url: string,
  fullUrl: string,
  hasContract: boolean,
  version: DocsVersion | undefined,
): RootContent[] {
  const { config } = site;
  const siteBase = siteBaseUrl(site.locales);
  const title =
    version === mainDocsVersion(site)
      ? config.title
      : [config.title, version!.pluginId === 'default' ? '' : version!.pluginId, version!.isLast ? '' : version!.label]
          .filter(Boolean)
          .join(' ');
  return [
    { type: 'heading', depth: 1, children: [text(title)] },
    { type: 'blockquote', children: [para(text(config.metadata.description))] } as RootContent,
    para(text('Each page is linked as Markdown. Every page in one file: '), link(fullUrl, fullUrl)),
    ...(hasContract
      ? [
          para(
            text('The API is described by an OpenAPI 3.1 document, for generating clients: '),
            link(`${url}${siteBase}openapi.yaml`, `${url}${siteBase}openapi.yaml`),
          ),
        ]
      : []),
  ];
}

/** A `## title` and a tight list, one paragraph per item. */
function linkSection(title: string, items: RootContent[][]): RootContent[] {
  return [
    { type: 'heading', depth: 2, children: [text(title)] },
    {
      type: 'list',
      spread: false,
      children: items.map(
        (children) => ({ type: 'listItem', spread: false, children: [para(...children)] }) as ListItem,
      ),
    } as RootContent,
  ];
}
