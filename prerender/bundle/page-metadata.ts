// Docusaurus's `metadata` page export (`{metadata.permalink}` in a page, `import {metadata} from './a.mdx'`):
// one JSON file per page that reads it, in the generated folder, which its module imports
// (prerender/docusaurus/remark-page-exports.ts). Written before the bundles, from the same route data the
// pages render with; a file is rewritten only when its content changes, and the bundle cache lists it among
// the modules the bundles read (by content hash), so a page is bundled and rendered again exactly when what
// its metadata holds changes (a neighbour's title, the edit URL, the last update).
//
// The fields Docusaurus has (plugin-content-docs DocMetadata, plugin-content-blog BlogPostMetadata,
// plugin-content-pages MDXPageMetadata) are given with their names, except:
// - docs: `tags` are `{label}` only (no `permalink` or `description`: docs have no tag pages here);
//   `draft` is false (drafts are not built);
// - posts: `authors` are this build's (name, title, url, imageURL, key…, as the post page draws them);
//   `date` is an ISO string (Docusaurus's is a Date, which JSON would make one too);
// - a page not translated in a locale shares its module with the default locale's: it has that page's metadata.
import fs from 'node:fs';
import path from 'node:path';
import type { BlogPost, DocEntry, PageEntry, SiteModel } from '../content/model.ts';
import { buildRouteTable, footerMeta } from '../routes/route-data.ts';
import { PAGE_METADATA_PREFIX, pageMetadataModule } from '../mdx/page-metadata-module.ts';
import { publicPath } from '../../src/shared/paths.ts';
import type { NavLink, RouteData } from '../../src/shared/types.ts';

type Page = DocEntry | BlogPost | PageEntry;

const readsMetadata = (p: Page) => p.analysis?.imports.some((i) => i.url.startsWith(PAGE_METADATA_PREFIX)) ?? false;

/** Writes the metadata of every page that reads it under `dir`/page-metadata; removes files of pages that no longer do. */
export function writePageMetadata(site: SiteModel, dir: string): void {
  const out = path.join(dir, 'page-metadata');
  const pages = site.localized.flatMap((lc): Page[] => [...lc.docs, ...lc.posts, ...lc.pages]);
  // A page's module is its file's: only the page at the file's own route writes (fileRoutes).
  const readers = pages.filter((p) => readsMetadata(p) && site.fileRoutes.get(path.resolve(p.file)) === p.route);
  const keep = new Set<string>();
  if (readers.length) {
    const routes = new Map(
      buildRouteTable(site, () => ({ module: '', preload: [], css: [] })).routes.map((r) => [r.path, r]),
    );
    fs.mkdirSync(out, { recursive: true });
    for (const p of readers) {
      const data = routes.get(p.route);
      if (!data) continue;
      const name = path.basename(pageMetadataModule(p.route));
      keep.add(name);
      writeIfChanged(path.join(out, name), JSON.stringify(metadataOf(site, p, data)) + '\n');
    }
  }
  if (fs.existsSync(out)) for (const f of fs.readdirSync(out)) if (!keep.has(f)) fs.rmSync(path.join(out, f));
}

function writeIfChanged(file: string, content: string) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.writeFileSync(file, content);
}

function metadataOf(site: SiteModel, p: Page, data: RouteData): Record<string, unknown> {
  const { config } = site;
  const permalink = (route: string) => publicPath(route, config.trailingSlash, config.baseUrl);
  const link = (l: NavLink | null | undefined) => (l ? { title: l.title, permalink: permalink(l.href) } : undefined);
  const rel = path.relative(site.contentDir, p.file).split(path.sep).join('/');
  const common = {
    title: data.title,
    description: data.description,
    source: `@site/${rel}`,
    permalink: permalink(p.route),
    frontMatter: p.frontmatter,
    unlisted: Boolean((p.frontmatter as { unlisted?: unknown }).unlisted),
    // "Edit this page" and "Last updated", as the page shows them (content/page-meta.ts); not the sitemap's lastmod.
    ...footerMeta(site, p.route),
  };
  if ('pluginId' in p && data.doc) {
    const doc = data.doc;
    const version = site.localized
      .flatMap((lc) => lc.instances)
      .find((i) => i.id === p.pluginId)
      ?.versions.find((v) => v.name === p.version);
    const inVersion = version
      ? path
          .relative(version.docsDir, p.sourceFile ?? p.file)
          .split(path.sep)
          .join('/')
      : rel;
    const slug = version ? `/${p.route.slice(version.routeBase.length)}`.replace(/\/$/, '') || '/' : p.route;
    return {
      id: p.id,
      ...common,
      sourceDirName: path.posix.dirname(inVersion),
      slug,
      draft: false,
      ...(p.sidebarPosition !== undefined ? { sidebarPosition: p.sidebarPosition } : {}),
      tags: doc.tags.map((label) => ({ label })),
      version: p.version,
      ...(doc.sidebar ? { sidebar: doc.sidebar } : {}),
      ...(doc.prev ? { previous: link(doc.prev) } : {}),
      ...(doc.next ? { next: link(doc.next) } : {}),
    };
  }
  if ('date' in p && data.blog?.post) {
    const post = data.blog.post;
    return {
      ...common,
      date: post.date,
      readingTime: post.readingTime,
      hasTruncateMarker: Boolean(p.analysis.truncateMarker),
      authors: post.authors,
      tags: post.tags.map((t) => ({ ...t, permalink: permalink(t.permalink) })),
      // Docusaurus's prevItem is the newer post, nextItem the older one.
      ...(post.newer ? { prevItem: link(post.newer) } : {}),
      ...(post.older ? { nextItem: link(post.older) } : {}),
    };
  }
  return { type: 'mdx', ...common };
}
