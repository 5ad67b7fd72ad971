// A locale's translation files, as Docusaurus writes them (`write-translations`): every file is
// `{"<key>": {"message": "…", "description": "…"}}`. navbar.json and footer.json
// (i18n/<locale>/docusaurus-theme-classic/), current.json and version-X.json (…/docusaurus-plugin-content-docs/)
// translate the labels the site config and the sidebars give; code.json the theme's UI strings by id.
// A key that names nothing and a value of the wrong shape are reported at file:line.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import type { SidebarItem } from '../../src/shared/types.ts';
import type { LocaleInfo } from '../../src/shared/locales.ts';
import type { SidebarModel } from './model.ts';
import type { Problem } from '../report/errors.ts';
import { keyLine, readJsonFile } from '../report/source-lines.ts';

export type Messages = Map<string, string>;

const rel = (f: string) => path.relative(process.cwd(), f) || f;

/**
 * Reads one translation file (none: an empty map). `known`: the keys the file may hold (null: any,
 * as code.json). Problems go to `problems`; a key that translates nothing goes to `unused` (a warning:
 * Docusaurus leaves such keys unused, as after a label of the config changed), or to `problems` when
 * `unused` is not given. The file's usable messages are returned.
 */
export function readTranslationFile(
  file: string,
  known: Set<string> | null,
  problems: Problem[],
  unused: Problem[] = problems,
): Messages {
  const messages: Messages = new Map();
  if (!fs.existsSync(file)) return messages;
  const { source, value, problem } = readJsonFile(file, rel(file));
  if (problem) {
    problems.push(problem);
    return messages;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({
      file: rel(file),
      line: 1,
      message: 'a translation file is an object of messages',
      hint: 'write {"<key>": {"message": "…"}} (npm run write-translations writes one to start from)',
    });
    return messages;
  }
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const line = keyLine(source, [key], { format: 'yaml' });
    const e = entry as Record<string, unknown> | null;
    const shapeOk =
      e !== null &&
      typeof e === 'object' &&
      !Array.isArray(e) &&
      typeof e.message === 'string' &&
      (e.description === undefined || typeof e.description === 'string') &&
      Object.keys(e).every((k) => k === 'message' || k === 'description');
    if (!shapeOk) {
      problems.push({
        file: rel(file),
        line,
        message: `"${key}" is not a message: expected {"message": "<text>"} with an optional "description" string`,
        hint: `write "${key}": {"message": "…"}`,
      });
      continue;
    }
    // Doc items' keys name the label written in the sidebars file, which the built sidebar may no longer show.
    // A generated-index title or description of a known category: Docusaurus writes one for every such category.
    const index = /^(sidebar\.[^.]+\.category\..+)\.link\.generated-index\.(?:title|description)$/.exec(key);
    if (known && !known.has(key) && !/^sidebar\.[^.]+\.doc\./.test(key) && !(index && known.has(index[1]))) {
      unused.push({
        file: rel(file),
        line,
        message: `"${key}" translates nothing of this site`,
        hint: `use one of this file's keys (${[...known].slice(0, 4).join(', ')}${known.size > 4 ? ', …' : ''}), or remove it`,
      });
      continue;
    }
    messages.set(key, e.message as string);
  }
  return messages;
}

type Navbar = SiteConfig['navbar'];
type Footer = SiteConfig['footer'];

/** navbar.json's messages, with their source text: title, logo alt, labels of items and their dropdown children. */
export function navbarMessages(navbar: Navbar): Map<string, string> {
  const out = new Map<string, string>([['title', navbar.title]]);
  if (navbar.logo) out.set('logo.alt', navbar.logo.alt);
  for (const item of navbar.items) {
    if (item.label) out.set(`item.label.${item.label}`, item.label);
    for (const child of item.items ?? []) out.set(`item.label.${child.label}`, child.label);
  }
  return out;
}

/** footer.json's messages, with their source text: column titles, link labels and the copyright. */
export function footerMessages(footer: Footer): Map<string, string> {
  const out = new Map<string, string>();
  for (const col of footer.links) {
    out.set(`link.title.${col.title}`, col.title);
    for (const item of col.items) out.set(`link.item.label.${item.label}`, item.label);
  }
  out.set('copyright', footer.copyright);
  return out;
}

export function translateNavbar(navbar: Navbar, m: Messages): Navbar {
  const label = (l: string | undefined) => (l === undefined ? l : (m.get(`item.label.${l}`) ?? l));
  return {
    ...navbar,
    title: m.get('title') ?? navbar.title,
    ...(navbar.logo ? { logo: { ...navbar.logo, alt: m.get('logo.alt') ?? navbar.logo.alt } } : {}),
    items: navbar.items.map((item) => ({
      ...item,
      ...(item.label !== undefined ? { label: label(item.label) } : {}),
      ...(item.items ? { items: item.items.map((c) => ({ ...c, label: label(c.label)! })) } : {}),
    })),
  };
}

export function translateFooter(footer: Footer, m: Messages): Footer {
  return {
    links: footer.links.map((col) => ({
      title: m.get(`link.title.${col.title}`) ?? col.title,
      items: col.items.map((i) => ({ ...i, label: m.get(`link.item.label.${i.label}`) ?? i.label })),
    })),
    copyright: m.get('copyright') ?? footer.copyright,
  };
}

/** The blog sidebar's default heading (config `blog.sidebarTitle`; options.json `sidebar.title` translates it). */
export const BLOG_SIDEBAR_TITLE = 'All posts';

/** The blog sidebar's heading: the config's `blog.sidebarTitle`, else "All posts". */
export function blogSidebarTitle(blog: SiteConfig['blog']): string {
  return blog.sidebarTitle ?? BLOG_SIDEBAR_TITLE;
}

/** The blog's options.json messages, with their source text: title, description, sidebar title. */
export function blogOptionsMessages(blog: SiteConfig['blog']): Map<string, string> {
  return new Map([
    ['title', blog.title],
    ['description', blog.description],
    ['sidebar.title', blogSidebarTitle(blog)],
  ]);
}

/** The site config with the blog's title and description of options.json. */
export function translateBlogOptions(config: SiteConfig, m: Messages): SiteConfig {
  if (!m.has('title') && !m.has('description')) return config;
  const blog = { ...config.blog, title: m.get('title') ?? config.blog.title };
  return { ...config, blog: { ...blog, description: m.get('description') ?? config.blog.description } };
}

/** A docs version file's messages (current.json, version-X.json), with their source text. */
export function sidebarMessages(sidebars: SidebarModel, versionLabel: string): Map<string, string> {
  const out = new Map<string, string>([['version.label', versionLabel]]);
  const walk = (id: string, items: SidebarItem[]) => {
    for (const it of items) {
      if (it.type === 'category') {
        out.set(`sidebar.${id}.category.${it.label}`, it.label);
        walk(id, it.items);
      } else if (!it.docId) out.set(`sidebar.${id}.link.${it.label}`, it.label);
    }
  };
  for (const [id, items] of Object.entries(sidebars.sidebars)) walk(id, items);
  // A generated-index page's title and description, when its category's link sets them.
  for (const index of sidebars.indexes) {
    const key = `sidebar.${index.sidebar}.category.${index.category ?? index.title}.link.generated-index`;
    if (index.titleSet) out.set(`${key}.title`, index.title);
    if (index.description) out.set(`${key}.description`, index.description);
  }
  return out;
}

/** The sidebars with their labels translated (in place: each locale has sidebars of its own). */
export function translateSidebars(sidebars: SidebarModel, m: Messages): void {
  if (!m.size) return;
  const walk = (id: string, items: SidebarItem[]) => {
    for (const it of items) {
      if (it.type === 'category') {
        it.label = m.get(`sidebar.${id}.category.${it.label}`) ?? it.label;
        walk(id, it.items);
      } else it.label = m.get(`sidebar.${id}.${it.docId ? 'doc' : 'link'}.${it.label}`) ?? it.label;
    }
  };
  for (const [id, items] of Object.entries(sidebars.sidebars)) walk(id, items);
  for (const index of sidebars.indexes) {
    const category = index.category ?? index.title;
    const key = `sidebar.${index.sidebar}.category.${category}`;
    const label = m.get(key) ?? category;
    index.title = m.get(`${key}.link.generated-index.title`) ?? (index.titleSet ? index.title : label);
    index.description = m.get(`${key}.link.generated-index.description`) ?? index.description;
  }
}

/** Where a locale's translation files are. */
export function translationFiles(contentDir: string, locale: LocaleInfo) {
  const root = path.join(contentDir, 'i18n', locale.path);
  return {
    code: path.join(root, 'code.json'),
    navbar: path.join(root, 'docusaurus-theme-classic', 'navbar.json'),
    footer: path.join(root, 'docusaurus-theme-classic', 'footer.json'),
    blogOptions: path.join(root, 'docusaurus-plugin-content-blog', 'options.json'),
    /** A docs version's labels: docusaurus-plugin-content-docs[-<instance id>]/current.json or version-<name>.json. */
    version: (name: string, pluginId = 'default') =>
      path.join(
        root,
        pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`,
        name === 'current' ? 'current.json' : `version-${name}.json`,
      ),
  };
}
