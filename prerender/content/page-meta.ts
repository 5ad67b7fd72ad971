// What a docs page's or post's footer shows besides its content, as Docusaurus computes it: the
// "Edit this page" URL (`editUrl` as a string or a function, `editLocalizedFiles`, the page's
// `custom_edit_url`) and "Last updated" (`showLastUpdateTime` / `showLastUpdateAuthor`: the file's last
// commit, from one `git log` of the content folder per build; `last_update` frontmatter overrides it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import type { BlogPost, DocEntry, DocsVersion, PageEntry, PageMeta } from './model.ts';
import { importConfigInProcess } from './import-config-file.ts';

export interface LastCommit {
  at: number;
  by: string;
}

/**
 * The last commit of every file under `dir` that git tracks (absolute path -> time and author), from
 * one `git log` of the whole history. Empty when `dir` is not in a git work tree or git is missing.
 */
export function gitLastCommits(dir: string): Map<string, LastCommit> {
  const out = new Map<string, LastCommit>();
  const opts = { cwd: dir, encoding: 'utf8' as const, maxBuffer: 1 << 30 };
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], opts);
  if (top.status !== 0 || !top.stdout.trim()) return out;
  const root = top.stdout.trim();
  // Newest first: a file's first appearance is its last change. \x1e starts a commit, \x1f parts.
  const log = spawnSync(
    'git',
    ['-c', 'core.quotepath=off', 'log', '--no-merges', '--format=%x1e%at%x1f%an', '--name-only', '--', '.'],
    opts,
  );
  if (log.status !== 0) return out;
  for (const commit of log.stdout.split('\x1e')) {
    const [head, ...files] = commit.split('\n');
    const [at, by] = (head ?? '').split('\x1f');
    if (!at || by === undefined) continue;
    for (const f of files) {
      if (!f) continue;
      const abs = path.join(root, f);
      if (!out.has(abs)) out.set(abs, { at: Number(at) * 1000, by });
    }
  }
  return out;
}

type EditUrlFn = (params: Record<string, string>) => string | undefined;
type EditUrlOption = string | EditUrlFn | { lexoraFunction: string } | undefined;

/** The config's editUrl functions (they cannot leave the config thread): the config imported in this thread. */
async function realEditUrls(
  contentDir: string,
): Promise<{ docs?: EditUrlFn; blog?: EditUrlFn; instances: Record<string, EditUrlFn> }> {
  const mod = await importConfigInProcess(path.join(contentDir, 'site.config.ts'));
  const cfg = (mod.default ?? {}) as {
    docs?: { editUrl?: unknown };
    blog?: { editUrl?: unknown };
    docsInstances?: { id?: string; editUrl?: unknown }[];
  };
  const fn = (v: unknown) => (typeof v === 'function' ? (v as EditUrlFn) : undefined);
  const instances: Record<string, EditUrlFn> = {};
  for (const i of cfg.docsInstances ?? []) if (i.id && fn(i.editUrl)) instances[i.id] = fn(i.editUrl)!;
  return { docs: fn(cfg.docs?.editUrl), blog: fn(cfg.blog?.editUrl), instances };
}

const isMarker = (v: EditUrlOption) => typeof v === 'object' && v !== null;
const posix = (p: string) => p.split(path.sep).join('/');

/** A translated file's path inside its locale's plugin folder (i18n/<locale>/<plugin>/<version>/x.md -> x.md). */
function localizedRest(rel: string, depth: number): string | null {
  const parts = rel.split('/');
  return parts[0] === 'i18n' && parts.length > depth ? parts.slice(depth).join('/') : null;
}

function joinUrl(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((p) => p.replace(/^\/+|\/+$/g, ''))].filter(Boolean).join('/');
}

interface DocsSection {
  id: string;
  editUrl: EditUrlOption;
  editLocalizedFiles: boolean;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

function docsSections(config: SiteConfig): DocsSection[] {
  const list = [...(config.docs === false ? [] : [{ ...config.docs, id: 'default' }]), ...config.docsInstances];
  return list.map((o) => ({
    id: o.id,
    editUrl: o.editUrl as EditUrlOption,
    editLocalizedFiles: Boolean(o.editLocalizedFiles),
    showLastUpdateTime: Boolean(o.showLastUpdateTime),
    showLastUpdateAuthor: Boolean(o.showLastUpdateAuthor),
  }));
}

/** When the page changed last and by whom: `last_update` frontmatter over the file's last commit. */
function lastUpdate(
  file: string,
  fm: { last_update?: { date?: string | Date | undefined; author?: string | undefined } | undefined },
  show: { time: boolean; author: boolean },
  commits: Map<string, LastCommit>,
): Pick<PageMeta, 'lastUpdatedAt' | 'lastUpdatedBy'> {
  if (!show.time && !show.author) return {};
  const git = commits.get(file);
  const date = fm.last_update?.date;
  const at = date !== undefined ? new Date(date).getTime() : git?.at;
  const by = fm.last_update?.author ?? git?.by;
  return {
    ...(show.time && at !== undefined && Number.isFinite(at) ? { lastUpdatedAt: at } : {}),
    ...(show.author && by ? { lastUpdatedBy: by } : {}),
  };
}

/** Each docs page's and post's footer data, by route. */
export async function pageMetaOf(
  config: SiteConfig,
  contentDir: string,
  {
    docs,
    versions,
    posts,
    pages,
  }: { docs: DocEntry[]; versions: DocsVersion[]; posts: BlogPost[]; pages: PageEntry[] },
): Promise<Map<string, PageMeta>> {
  const sections = docsSections(config);
  // A disabled blog (`blog: false`) has none of these options.
  const blog = config.blog as {
    editUrl?: unknown;
    editLocalizedFiles?: boolean;
    showLastUpdateTime?: boolean;
    showLastUpdateAuthor?: boolean;
  };
  const needsGit =
    config.sitemap.lastmod !== null ||
    sections.some((s) => s.showLastUpdateTime || s.showLastUpdateAuthor) ||
    Boolean(blog.showLastUpdateTime || blog.showLastUpdateAuthor);
  // The sitemap's <lastmod>, as Docusaurus's plugin takes it: the page's "Last updated" time when the section
  // shows it (its last_update frontmatter or last commit), else its file's last commit.
  const lastmod = (file: string, meta: Pick<PageMeta, 'lastUpdatedAt'>, showsTime: boolean) => {
    if (config.sitemap.lastmod === null) return {};
    const at = showsTime ? meta.lastUpdatedAt : commits.get(file)?.at;
    return at !== undefined ? { lastmod: at } : {};
  };
  const commits = needsGit ? gitLastCommits(contentDir) : new Map<string, LastCommit>();
  const anyFn = sections.some((s) => isMarker(s.editUrl)) || isMarker(blog.editUrl as EditUrlOption);
  const fns = anyFn ? await realEditUrls(contentDir) : { instances: {} as Record<string, EditUrlFn> };
  const out = new Map<string, PageMeta>();
  const versionOf = new Map(versions.map((v) => [`${v.pluginId}\u0000${v.name}`, v]));
  for (const d of docs) {
    const s = sections.find((x) => x.id === d.pluginId);
    const v = versionOf.get(`${d.pluginId}\u0000${d.version}`);
    if (!s || !v) continue;
    const rel = posix(path.relative(contentDir, d.file));
    const versionDir = posix(path.relative(contentDir, v.docsDir));
    const translated = localizedRest(rel, 4);
    const docPath = translated ?? posix(path.relative(v.docsDir, d.file));
    const fn = d.pluginId === 'default' ? fns.docs : fns.instances[d.pluginId];
    const custom = d.frontmatter.custom_edit_url;
    const editUrl =
      custom === null
        ? undefined
        : (custom ??
          (fn
            ? fn({ version: d.version, versionDocsDirPath: versionDir, docPath, permalink: d.route, locale: d.locale })
            : typeof s.editUrl === 'string'
              ? joinUrl(s.editUrl, translated && s.editLocalizedFiles ? rel : `${versionDir}/${docPath}`)
              : undefined));
    const show = { time: s.showLastUpdateTime, author: s.showLastUpdateAuthor };
    const update = lastUpdate(d.file, d.frontmatter, show, commits);
    out.set(d.route, { ...(editUrl ? { editUrl } : {}), ...update, ...lastmod(d.file, update, show.time) });
  }
  for (const p of posts) {
    const rel = posix(path.relative(contentDir, p.file));
    const translated = localizedRest(rel, 3);
    const blogPath = translated ?? posix(path.relative(path.join(contentDir, 'blog'), p.file));
    const custom = p.frontmatter.custom_edit_url;
    const opt = blog.editUrl as EditUrlOption;
    const editUrl =
      custom === null
        ? undefined
        : (custom ??
          (fns.blog
            ? fns.blog({ blogDirPath: 'blog', blogPath, permalink: p.route, locale: p.locale })
            : typeof opt === 'string'
              ? joinUrl(opt, translated && Boolean(blog.editLocalizedFiles) ? rel : `blog/${blogPath}`)
              : undefined));
    const show = { time: Boolean(blog.showLastUpdateTime), author: Boolean(blog.showLastUpdateAuthor) };
    const update = lastUpdate(p.file, p.frontmatter, show, commits);
    out.set(p.route, { ...(editUrl ? { editUrl } : {}), ...update, ...lastmod(p.file, update, show.time) });
  }
  // Standalone pages (src/pages, Markdown or React) have neither "Edit this page" nor "Last updated" here;
  // Docusaurus's pages plugin still gives each route its source file, so its sitemap's <lastmod> is the file's
  // last commit.
  for (const p of pages) {
    const at = lastmod(p.file, {}, false);
    if (at.lastmod !== undefined) out.set(p.route, at);
  }
  return out;
}
