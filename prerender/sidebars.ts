// Sidebars: loads content/sidebars.ts (or generates one from the folder tree), checks every doc id,
// and derives per-doc breadcrumbs and previous/next links from the sidebar order.
import fs from 'node:fs';
import path from 'node:path';
import { BuildError, type Problem } from './errors.ts';
import { importConfigFile } from './import-config-file.ts';
import type { DocEntry } from './collect.ts';
import type { NavLink, SidebarItem } from '../src/shared/types.ts';

type RawItem =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; link?: { type: 'doc'; id: string }; items: RawItem[]; collapsible?: boolean; collapsed?: boolean };

export interface SidebarModel {
  sidebars: Record<string, SidebarItem[]>;
  /** doc id -> sidebar name (first sidebar that lists it). */
  docSidebar: Map<string, string>;
}

interface Ctx {
  docsById: Map<string, { route: string; title: string; sidebarLabel?: string; frontmatter: { unlisted?: boolean } }>;
  problems: Problem[];
  file: string;
  source: string;
  trail: string[];
}

function lineOf(source: string, needle: string): number | undefined {
  const i = source.split('\n').findIndex((l) => l.includes(`'${needle}'`) || l.includes(`"${needle}"`));
  return i >= 0 ? i + 1 : undefined;
}

function docLink(id: string, label: string | undefined, ctx: Ctx): SidebarItem | null {
  const doc = ctx.docsById.get(id);
  if (!doc) {
    const near = [...ctx.docsById.keys()].filter((k) => k.endsWith(id.split('/').pop()!)).slice(0, 3);
    ctx.problems.push({
      file: ctx.file,
      line: lineOf(ctx.source, id),
      message: `sidebar ${ctx.trail.join(' > ')} names the doc "${id}", which does not exist`,
      hint: near.length ? `did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : 'doc ids are file paths under content/docs without the extension',
    });
    return null;
  }
  return { type: 'link', label: label ?? doc.sidebarLabel ?? doc.title, href: doc.route, docId: id, ...(doc.frontmatter.unlisted ? { unlisted: true } : {}) };
}

function normalize(items: RawItem[], ctx: Ctx, defaults: { collapsible: boolean; collapsed: boolean }): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      const l = docLink(item, undefined, ctx);
      if (l) out.push(l);
    } else if (item.type === 'doc') {
      const l = docLink(item.id, item.label, ctx);
      if (l) out.push(l);
    } else if (item.type === 'link') {
      out.push({ type: 'link', label: item.label, href: item.href });
    } else if (item.type === 'category') {
      const inner = { ...ctx, trail: [...ctx.trail, item.label] };
      const link = item.link ? docLink(item.link.id, item.label, inner) : null;
      const collapsible = item.collapsible ?? defaults.collapsible;
      out.push({
        type: 'category',
        label: item.label,
        ...(link && link.type === 'link' ? { href: link.href, ...(link.docId ? { docId: link.docId } : {}) } : {}),
        collapsible,
        collapsed: collapsible ? (item.collapsed ?? defaults.collapsed) : false,
        items: normalize(item.items ?? [], inner, defaults),
      });
    } else {
      ctx.problems.push({ file: ctx.file, message: `sidebar ${ctx.trail.join(' > ')} has an item of unknown type ${JSON.stringify((item as { type?: string }).type)}`, hint: 'use a doc id string, { type: "category" }, { type: "doc" } or { type: "link" }' });
    }
  }
  return out;
}

function humanize(segment: string): string {
  const s = segment.replace(/^\d+[-_]/, '').replace(/[-_]+/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** One category per folder, docs ordered by sidebar_position then file name; collapsed by default. */
export function generateSidebar(docs: DocEntry[], docsDir: string): RawItem[] {
  const root: RawItem[] = [];
  const folders = new Map<string, RawItem[]>();
  const order = (d: DocEntry) => [d.sidebarPosition ?? Number.MAX_SAFE_INTEGER, d.relFile] as const;
  const sorted = [...docs].sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1].localeCompare(order(b)[1]));
  for (const d of sorted) {
    const dir = path.posix.dirname(path.relative(docsDir, d.file).replace(/\\/g, '/'));
    let list = root;
    if (dir !== '.') {
      let parentList = root;
      let acc = '';
      for (const seg of dir.split('/')) {
        acc = acc ? `${acc}/${seg}` : seg;
        let l = folders.get(acc);
        if (!l) {
          l = [];
          folders.set(acc, l);
          parentList.push({ type: 'category', label: humanize(seg), items: l });
        }
        parentList = l;
      }
      list = parentList;
    }
    list.push(d.id);
  }
  return root;
}

export async function loadSidebars(contentDir: string, docs: DocEntry[], docsById: Map<string, DocEntry>): Promise<SidebarModel> {
  const file = path.join(contentDir, 'sidebars.ts');
  const relFile = path.relative(process.cwd(), file);
  const problems: Problem[] = [];
  let raw: Record<string, RawItem[]>;
  let source = '';
  let defaults = { collapsible: false, collapsed: false };
  if (fs.existsSync(file)) {
    source = fs.readFileSync(file, 'utf8');
    raw = (await importConfigFile(file)).default as Record<string, RawItem[]>;
    if (!raw || typeof raw !== 'object') throw new BuildError('Invalid sidebars.', [{ file: relFile, message: 'no default export object', hint: 'export default { tutorialSidebar: [ … ] }' }]);
  } else {
    raw = { tutorialSidebar: generateSidebar(docs, path.join(contentDir, 'docs')) };
    defaults = { collapsible: true, collapsed: true };
  }
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(raw)) {
    sidebars[name] = normalize(items, { docsById, problems, file: relFile, source, trail: [name] }, defaults);
  }
  if (problems.length) throw new BuildError('Sidebar refers to missing docs.', problems);
  const docSidebar = new Map<string, string>();
  for (const [name, items] of Object.entries(sidebars)) {
    for (const link of flattenLinks(items)) if (link.docId && !docSidebar.has(link.docId)) docSidebar.set(link.docId, name);
  }
  return { sidebars, docSidebar };
}

/** Every navigable entry in reading order: doc links and categories that have their own page. */
export function flattenLinks(items: SidebarItem[]): { label: string; href: string; docId?: string; unlisted?: boolean }[] {
  const out: { label: string; href: string; docId?: string; unlisted?: boolean }[] = [];
  for (const item of items) {
    if (item.type === 'link') out.push(item);
    else {
      if (item.href) out.push({ label: item.label, href: item.href, ...(item.docId ? { docId: item.docId } : {}) });
      out.push(...flattenLinks(item.items));
    }
  }
  return out;
}

// Every page asks for its breadcrumbs and neighbours in the same sidebar: index each sidebar once
// (by identity) instead of walking it per page, which made large sites quadratic.
interface SidebarIndex {
  crumbs: Map<string, { label: string; href?: string }[]>;
  links: { label: string; href: string }[];
  position: Map<string, number>;
  top: Map<string, string>;
}
const indexes = new WeakMap<SidebarItem[], SidebarIndex>();

function indexOf(items: SidebarItem[]): SidebarIndex {
  let index = indexes.get(items);
  if (index) return index;
  const crumbs = new Map<string, { label: string; href?: string }[]>();
  // The first match wins, as in a depth-first search.
  const walk = (list: SidebarItem[], trail: { label: string; href?: string }[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!crumbs.has(item.href)) crumbs.set(item.href, [...trail, { label: item.label }]);
      } else {
        if (item.href && !crumbs.has(item.href)) crumbs.set(item.href, [...trail, { label: item.label }]);
        walk(item.items, [...trail, { label: item.label, href: item.href }]);
      }
    }
  };
  walk(items, []);
  const links = flattenLinks(items).filter((l) => !l.unlisted && l.href.startsWith('/'));
  const position = new Map<string, number>();
  links.forEach((l, i) => {
    if (!position.has(l.href)) position.set(l.href, i);
  });
  const top = new Map<string, string>();
  for (const item of items) {
    if (item.type !== 'category') continue;
    for (const l of [...(item.href ? [item.href] : []), ...flattenLinks(item.items).map((x) => x.href)]) if (!top.has(l)) top.set(l, item.label);
  }
  index = { crumbs, links, position, top };
  indexes.set(items, index);
  return index;
}

/** Categories leading to `href`, then the page itself (last, without link). */
export function breadcrumbs(items: SidebarItem[], href: string): { label: string; href?: string }[] {
  return indexOf(items).crumbs.get(href) ?? [];
}

/** The label of the top-level category that holds `href` (its section), if any. */
export function topCategory(items: SidebarItem[], href: string): string | undefined {
  return indexOf(items).top.get(href);
}

export function prevNext(items: SidebarItem[], href: string): { prev: NavLink | null; next: NavLink | null } {
  const { links: list, position } = indexOf(items);
  const i = position.get(href) ?? -1;
  if (i < 0) return { prev: null, next: null };
  const nav = (l?: { label: string; href: string }) => (l ? { title: l.label, href: l.href } : null);
  return { prev: nav(list[i - 1]), next: nav(list[i + 1]) };
}

