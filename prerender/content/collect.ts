// Reads content/ into one site model: docs, blog posts, sidebars and the route table.
import fs from 'node:fs';
import path from 'node:path';
import type { Analysis } from './analyze.ts';
import { MdxCompiler, parseStoredAnalysis, type MarkdownFormat } from '../mdx/cached-mdx-plugin.ts';
import { compileInWorkers } from '../mdx/compile-pool.ts';
import { pageTreeStore, type PageTree, type PageTreeStore } from '../mdx/page-trees.ts';
import { BuildError, type Problem } from '../report/errors.ts';
import {
  docFrontmatterSchema,
  checkSlug,
  frontmatterKeyLine,
  parseFrontmatter,
  type BlogFrontmatter,
  type DocFrontmatter,
} from './frontmatter.ts';
import { noProgress, type StartProgress } from '../report/progress.ts';
import { reservedRoutes } from '../routes/reserved.ts';
import type { FileRoutes } from '../mdx/remark-links.ts';
import { flattenLinks, loadSidebars, type SidebarModel } from './sidebars.ts';
import { readVersions, type VersionMeta } from './versions.ts';
import type { SiteConfig } from './config.ts';
import type { BlogAuthor } from '../../src/shared/types.ts';
import { collectPosts } from './blog/collect-posts.ts';
import type { Tag } from './blog/tags.ts';
import { checkImports, checkSourceImports } from '../docusaurus/aliases.ts';
import { collectPages, type PageEntry } from '../docusaurus/pages.ts';
import { readApiSpec, type ApiSpec } from '../contract/spec.ts';
import { mapLimit, listFiles } from '../util.ts';
import type { ImageOptions } from '../mdx/remark-images.ts';
import { imageOptionsOf } from './static-files.ts';
import { includedFiles } from '../search/records.ts';
import { readPageSource } from './read-source.ts';

export interface DocEntry {
  id: string;
  /** The docs version the page belongs to (`current`, or a name of versions.json). */
  version: string;
  file: string;
  relFile: string;
  route: string;
  title: string;
  description: string;
  sidebarLabel?: string | undefined;
  sidebarPosition?: number | undefined;
  frontmatter: DocFrontmatter;
  analysis: Analysis;
  /** Plain Markdown pages: the page tree (JSON) the browser renders; MDX pages are bundled modules. */
  tree?: PageTree;
}

export interface BlogPost {
  file: string;
  relFile: string;
  route: string;
  title: string;
  description: string;
  date: Date;
  /** The title when neither frontmatter nor a `# Heading` gives one: the file name without its date. */
  fileTitle: string;
  /** Line of the frontmatter `slug`, for route clashes. */
  slugLine?: number | undefined;
  authors: BlogAuthor[];
  tags: Tag[];
  readingTime: number;
  frontmatter: BlogFrontmatter;
  analysis: Analysis;
  /** As DocEntry.tree. */
  tree?: PageTree;
}

/** A docs version with its pages and sidebars. */
export interface DocsVersion extends VersionMeta {
  docs: DocEntry[];
  docsById: Map<string, DocEntry>;
  sidebars: SidebarModel;
  /** The doc the version's dropdown item and banner fall back to (Docusaurus's main doc). */
  mainDocId: string;
}

export interface SiteModel {
  config: SiteConfig;
  contentDir: string;
  /** The docs of every version. */
  docs: DocEntry[];
  /** The docs versions, newest first; one (`current`) unless the content folder has versions.json. */
  versions: DocsVersion[];
  /** The last version's docs by id (the version at the docs base, which links outside the docs go to). */
  docsById: Map<string, DocEntry>;
  posts: BlogPost[];
  /** Standalone pages under src/pages (prerender/docusaurus/pages.ts). */
  pages: PageEntry[];
  tags: Map<string, Tag & { posts: BlogPost[] }>;
  /** The last version's sidebars. */
  sidebars: SidebarModel;
  /** Source file -> route of every page: links to source files are rewritten with it. */
  fileRoutes: FileRoutes;
  /** The API contract (content/openapi.yaml) the reference elements are generated from, if any. */
  api: ApiSpec | null;
  /** Where images are looked up: the content folder and its static folders. */
  images: ImageOptions;
  /** Markdown/MDX files that pages render but that are no pages themselves (`_partial.mdx`), by absolute path. */
  partials: Map<string, { file: string; analysis: Analysis }>;
}

const rel = (f: string) => path.relative(process.cwd(), f) || f;

/** The pages under a folder: .md/.mdx files, leaving out names starting with `_` or `.`. */
function walk(dir: string): string[] {
  return listFiles(dir, {
    skip: (name) => name.startsWith('_') || name.startsWith('.'),
    keep: (f) => /\.mdx?$/.test(f),
  });
}

/** Every page source under docs/, versioned_docs/ and blog/. */
export function contentFiles(contentDir: string): string[] {
  return [
    ...walk(path.join(contentDir, 'docs')),
    ...walk(path.join(contentDir, 'versioned_docs')),
    ...walk(path.join(contentDir, 'blog')),
  ];
}

export function kebab(label: string): string {
  return label
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function collectDocs(
  version: VersionMeta,
  problems: Problem[],
  sources: Map<string, string>,
): Promise<DocEntry[]> {
  const { docsDir } = version;
  const base = version.routeBase;
  const files = walk(docsDir);
  const docs = await mapLimit(files, 8, async (file): Promise<DocEntry | null> => {
    const relFile = rel(file);
    try {
      const source = readPageSource(file);
      sources.set(file, source);
      const { data } = parseFrontmatter(source, relFile, docFrontmatterSchema);
      checkSlug(data.slug, source, relFile);
      // Docusaurus ids and routes: number prefixes (`01-intro.md`, `02-guides/`) only order the sidebar.
      const rawPath = path
        .relative(docsDir, file)
        .replace(/\\/g, '/')
        .replace(/\.mdx?$/, '');
      const relPath = rawPath.split('/').map(stripNumberPrefix).join('/');
      const dir = path.posix.dirname(relPath) === '.' ? '' : path.posix.dirname(relPath);
      const baseName = path.posix.basename(relPath);
      const id = (dir ? `${dir}/` : '') + (data.id ?? baseName);
      let route: string;
      // As in Docusaurus, a slug is a URL path resolved against the doc's folder: `..` cannot climb above the docs root.
      if (data.slug) route = base + path.posix.resolve('/', data.slug.startsWith('/') ? '' : dir, data.slug).slice(1);
      else
        route =
          base +
          (baseName === 'index' ||
          (data.id === undefined && baseName.toLowerCase() === 'readme') ||
          baseName === path.posix.basename(dir)
            ? dir
            : (dir ? `${dir}/` : '') + (data.id ?? baseName));
      route = route.replace(/\/+/g, '/').replace(/\/?$/, '/');
      if (data.draft) return null;
      return {
        id,
        version: version.name,
        file,
        relFile,
        route,
        // Without a frontmatter title, compilePages() takes the page's `# Heading`.
        title: data.title ?? '',
        // Filled in by compilePages(), once every route is known.
        description: data.description ?? '',
        sidebarLabel: data.sidebar_label,
        sidebarPosition: data.sidebar_position ?? numberPrefix(path.posix.basename(rawPath)),
        frontmatter: data,
        analysis: undefined as unknown as Analysis,
      } satisfies DocEntry;
    } catch (e) {
      if (e instanceof BuildError) problems.push(...e.problems);
      else throw e;
      return null;
    }
  });
  return docs.filter((d): d is DocEntry => d !== null);
}

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/** `01-intro` -> `intro`; dates and versions (`2024-01-02-x`, `1.2.3`) are not ordering prefixes. */
export function stripNumberPrefix(name: string): string {
  if (/^\d+[-_.]\d+/.test(name)) return name;
  return name.replace(NUMBER_PREFIX, '');
}

export function numberPrefix(name: string): number | undefined {
  if (/^\d+[-_.]\d+/.test(name)) return undefined;
  const m = NUMBER_PREFIX.exec(name);
  return m ? Number(m[1]) : undefined;
}

export function truncateWords(text: string, n: number): string {
  const words = text.split(/\s+/);
  return words.length <= n ? text : `${words.slice(0, n).join(' ')}…`;
}

/**
 * Compiles every page (MDX to JavaScript, plain Markdown to a page tree, cached by content hash) and takes its analysis from that
 * same compile. Uncached pages are compiled in worker threads first, which send each page's analysis and tree back; the main
 * thread reads the cache for the rest and compiles itself whatever a worker could not, so errors are reported here.
 */
async function compilePages(
  docs: DocEntry[],
  posts: BlogPost[],
  sources: Map<string, string>,
  routes: FileRoutes,
  api: ApiSpec | null,
  images: ImageOptions,
  startProgress: StartProgress,
  markdownPages: PageEntry[],
  markdownFormat: MarkdownFormat,
  contentDir: string,
  trees: PageTreeStore,
  siteUrl: string,
): Promise<SiteModel['partials']> {
  const compiler = new MdxCompiler({ routes, api, images, markdownFormat, siteUrl });
  const pages: (DocEntry | BlogPost | PageEntry)[] = [...docs, ...posts, ...markdownPages];
  const uncached = pages.filter((p) => !compiler.isCached(p.file, sources.get(p.file)!));
  // Counts compiles, not cache reads: workers report theirs; the main thread's are what is left.
  const count = startProgress('[1/5] content', uncached.length, 'pages compiled');
  const compiled = new Map<string, { analysis: Analysis; tree?: PageTree | undefined }>();
  await compileInWorkers(
    uncached.map((p) => ({ file: p.file, size: sources.get(p.file)!.length })),
    { routes: [...routes], api, images, markdownFormat, siteUrl, treeDir: trees.dir },
    (reply) => {
      if ('failed' in reply) return;
      count.tick();
      const tree = reply.tree && ('hash' in reply.tree ? trees.stored(reply.tree.hash) : trees.keep(reply.tree.json));
      compiled.set(reply.file, { analysis: parseStoredAnalysis(reply.analysis), tree });
    },
  );
  const uncachedFiles = new Set(uncached.map((p) => p.file));
  const problems: Problem[] = [];
  await mapLimit(pages, 8, async (page) => {
    const fromWorker = compiled.get(page.file);
    if (fromWorker) {
      page.analysis = fromWorker.analysis;
      if (fromWorker.tree) page.tree = fromWorker.tree;
    } else {
      try {
        const wasCached = !uncachedFiles.has(page.file) || compiler.isCached(page.file, sources.get(page.file)!);
        const result = await compiler.compile(page.file, sources.get(page.file)!, page.relFile);
        if (!wasCached) count.tick();
        page.analysis = result.analysis;
        if (compiler.kindOf(page.file) === 'tree') page.tree = trees.keep(result.code);
      } catch (e) {
        if (e instanceof BuildError) problems.push(...e.problems);
        else throw e;
        return;
      }
    }
    // A relative import that names no file would fail later in the bundler, far from the page.
    for (const imp of page.analysis.imports) {
      if (imp.url.startsWith('.') && !resolvesToFile(path.resolve(path.dirname(page.file), imp.url))) {
        problems.push({
          file: page.relFile,
          line: imp.line,
          message: `import "${imp.url}" names no file`,
          hint: 'fix the path (it is relative to this page) or create the file it names',
        });
      }
    }
    problems.push(...checkImports(process.cwd(), page, contentDir));
    if (!page.title)
      page.title =
        page.analysis.h1 ?? ('fileTitle' in page ? page.fileTitle : path.basename(page.file).replace(/\.mdx?$/, ''));
    const firstText = page.analysis.blocks.find((b) => b.text)?.text ?? '';
    if (!page.frontmatter.description) page.description = truncateWords(firstText, 30);
    if ('readingTime' in page) page.readingTime = Math.max(1, Math.ceil(page.analysis.words / 200));
  });
  count.done();
  if (problems.length)
    throw new BuildError(`Content has ${problems.length} problem${problems.length > 1 ? 's' : ''}.`, problems);
  return compilePartials(compiler, pages, contentDir);
}

/**
 * The files pages render that are no pages (Docusaurus's `_partial.mdx`), compiled through the same
 * cache the bundler reads, for their search text. Their own errors are the bundler's to report.
 */
async function compilePartials(
  compiler: MdxCompiler,
  pages: { file: string; analysis: Analysis }[],
  contentDir: string,
): Promise<SiteModel['partials']> {
  const known = new Set(pages.map((p) => path.resolve(p.file)));
  const partials: SiteModel['partials'] = new Map();
  let from = pages;
  while (from.length) {
    const next: { file: string; analysis: Analysis }[] = [];
    for (const file of from.flatMap((p) => includedFiles(p, contentDir))) {
      if (known.has(file) || !fs.existsSync(file)) continue;
      known.add(file);
      try {
        const analysis = (await compiler.compile(file, fs.readFileSync(file, 'utf8'), rel(file))).analysis;
        partials.set(file, { file, analysis });
        next.push({ file, analysis });
      } catch (e) {
        if (!(e instanceof BuildError)) throw e;
      }
    }
    from = next;
  }
  return partials;
}

/**
 * Why a route cannot be a folder of the output, or undefined when it can. Slugs are resolved as URL paths before
 * this, so a `..` here came from somewhere that bypassed that; checked once for every page so no writer has to.
 */
export function unsafeRouteReason(route: string): string | undefined {
  if (route.split('/').some((segment) => segment === '.' || segment === '..')) return 'has a "." or ".." segment';
  if (route.includes('\\')) return 'has a backslash (browsers read it as "/")';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (/[\u0000-\u001f\u007f]/.test(route)) return 'has a control character';
  if (/[?#]/.test(route)) return 'has "?" or "#", which end a URL path';
  if (route.includes('%'))
    return 'has "%", which starts an escape in a URL, so the page would be served at another path';
  if (/\s/.test(route)) return 'has a space, which URLs and the sitemap cannot hold as it is';
  return undefined;
}

/** A `<script>` written in a page or partial: refused unless the site config allows inline scripts (SECURITY.md). */
function inlineScriptProblems(pages: { file: string; analysis?: Analysis }[]): Problem[] {
  return pages.flatMap((p) =>
    (p.analysis?.scripts ?? []).map((line) => ({
      file: rel(p.file),
      line,
      message: "a <script> element in content runs in every reader's browser; the site does not allow inline scripts",
      hint: 'use a component (src/components) or `scripts` in site.config.ts for a script file; if the site must run it, set `security: { allowInlineScripts: true }` in site.config.ts',
    })),
  );
}

/** Whether an import path names a file, as the bundler resolves it (with or without extension). */
function resolvesToFile(base: string): boolean {
  const candidates = [
    base,
    ...['.mdx', '.md', '.tsx', '.ts', '.jsx', '.js', '.json'].flatMap((ext) => [
      base + ext,
      path.join(base, `index${ext}`),
    ]),
  ];
  return candidates.some((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/**
 * `startProgress` shows a live count of the pages compiled (the build passes one; tests and dev do not).
 * `treeDir`: a folder the caller owns where plain Markdown pages' trees are kept (prerender/mdx/page-trees.ts); in memory without one.
 */
export async function collectSite(
  config: SiteConfig,
  contentDir: string,
  startProgress: StartProgress = noProgress,
  treeDir?: string,
): Promise<SiteModel> {
  const problems: Problem[] = [];
  // Each source as read for its frontmatter, compiled once every route is known.
  const sources = new Map<string, string>();
  const configFile = path.join(contentDir, 'site.config.ts');
  const metas = readVersions(config, contentDir, fs.existsSync(configFile) ? fs.readFileSync(configFile, 'utf8') : '');
  const [versionDocs, posts] = await Promise.all([
    Promise.all(metas.map((v) => collectDocs(v, problems, sources))),
    collectPosts(config, contentDir, problems, sources),
  ]);
  const docs = versionDocs.flat();
  problems.push(...checkSourceImports(process.cwd(), contentDir));
  const pages = collectPages(config.baseUrl, contentDir, problems, sources);
  if (problems.length)
    throw new BuildError(`Content has ${problems.length} problem${problems.length > 1 ? 's' : ''}.`, problems);

  // Two pages claiming one route is always a mistake.
  const owners = new Map<string, string>();
  const reserved = reservedRoutes(config);
  const dupes: Problem[] = [];
  const unusable: Problem[] = [];
  for (const page of [...docs, ...posts, ...pages]) {
    const unsafe = unsafeRouteReason(page.route);
    if (unsafe) {
      const source = sources.get(page.file);
      const fromSlug = 'frontmatter' in page && page.frontmatter.slug !== undefined && source !== undefined;
      unusable.push({
        file: page.relFile,
        line: fromSlug ? frontmatterKeyLine(source, ['slug']) : undefined,
        message: `route ${JSON.stringify(page.route)} ${unsafe}`,
        hint: fromSlug
          ? 'use letters, digits, - and / in the `slug`'
          : `rename the file (or its folder) to letters, digits and -, e.g. ${JSON.stringify(path.basename(page.relFile).replace(/%/g, '-percent').replace(/\s+/g, '-'))}, or set a \`slug\``,
      });
      continue;
    }
    const prev = owners.get(page.route) ?? reserved.get(page.route);
    if (prev)
      dupes.push({
        file: page.relFile,
        line: 'slugLine' in page ? (page.slugLine ?? 1) : undefined,
        message: `route ${page.route} is also claimed by ${prev}`,
        hint: 'rename one of the files or change its `slug`',
      });
    else owners.set(page.route, page.relFile);
  }
  // A tag page may not take a post's or page's route either (a tags.yml permalink can name any path).
  for (const post of posts) {
    for (const t of post.tags) {
      const prev = owners.get(t.permalink);
      if (prev && prev !== `the page of tag "${t.label}"`)
        dupes.push({
          file: prev,
          message: `route ${t.permalink} is also the page of tag "${t.label}"`,
          hint: "change the tag's permalink in the tags file, or the page's `slug`",
        });
      else owners.set(t.permalink, `the page of tag "${t.label}"`);
    }
  }
  if (unusable.length) throw new BuildError('Unusable routes.', unusable);
  if (dupes.length) throw new BuildError('Duplicate routes.', dupes);

  const fileRoutes: FileRoutes = new Map([...docs, ...posts, ...pages].map((p) => [p.file, p.route]));
  const api = readApiSpec(contentDir);
  const images = imageOptionsOf(config, contentDir);
  const partials = await compilePages(
    docs,
    posts,
    sources,
    fileRoutes,
    api,
    images,
    startProgress,
    pages.filter((p) => !p.react),
    config.markdown.format,
    contentDir,
    pageTreeStore(treeDir),
    config.url,
  );
  const compiled = [...docs, ...posts, ...pages, ...partials.values()];
  if (!config.security.allowInlineScripts) {
    const scripts = inlineScriptProblems(compiled);
    if (scripts.length) throw new BuildError('Inline scripts in content.', scripts);
  }
  const sameIds = compiled.flatMap((p) =>
    (p.analysis?.duplicateIds ?? []).map(({ id, line, firstLine }) => ({
      file: rel(p.file),
      line,
      message: `this heading's id "${id}" is also the id of the heading at line ${firstLine}, so links to #${id} reach only that one`,
      hint: `give one of them another id: \`## Heading {#another-id}\``,
    })),
  );
  if (sameIds.length) throw new BuildError('Two headings with one id.', sameIds);
  // A Markdown page's title: frontmatter, else its first heading (React pages: their <Layout title>).
  for (const p of pages) if (!p.react && !p.title) p.title = p.analysis.h1 ?? config.title;

  const tags: SiteModel['tags'] = new Map();
  for (const post of posts) {
    for (const t of post.tags) {
      const entry = tags.get(t.permalink) ?? { ...t, posts: [] };
      entry.posts.push(post);
      tags.set(t.permalink, entry);
    }
  }
  const versions = await loadVersions(contentDir, metas, versionDocs);
  const last = versions.find((v) => v.isLast)!;
  return {
    config,
    contentDir,
    docs,
    versions,
    docsById: last.docsById,
    posts,
    pages,
    tags,
    sidebars: last.sidebars,
    fileRoutes,
    api,
    images,
    partials,
  };
}

/** Each version's sidebars (its own file, read against its own docs) and main doc. */
async function loadVersions(contentDir: string, metas: VersionMeta[], docsOf: DocEntry[][]): Promise<DocsVersion[]> {
  const versions: DocsVersion[] = [];
  for (const [i, meta] of metas.entries()) {
    const docs = docsOf[i];
    const docsById = new Map(docs.map((d) => [d.id, d]));
    const sidebars = await loadSidebars(contentDir, docs, docsById, meta.routeBase, {
      docsDir: meta.docsDir,
      file: meta.sidebarsFile,
    });
    versions.push({ ...meta, docs, docsById, sidebars, mainDocId: mainDocId(docs, sidebars, meta.routeBase) });
  }
  return versions;
}

/** As Docusaurus: the doc at the version's root, else the first doc of the first sidebar, else the first doc. */
function mainDocId(docs: DocEntry[], sidebars: SidebarModel, routeBase: string): string {
  const home = docs.find((d) => d.route === routeBase);
  if (home) return home.id;
  for (const items of Object.values(sidebars.sidebars)) {
    const first = flattenLinks(items).find((l) => l.docId);
    if (first?.docId) return first.docId;
  }
  return docs[0]?.id ?? '';
}
