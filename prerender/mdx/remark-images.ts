// Images of a page, as Docusaurus authors write them: `![alt](./img/x.png)` next to the page,
// `![alt](/img/x.png)` from the content's static folders, reference-style images, and in MDX
// `<img src={require('./x.png').default} />`. A file next to the page becomes a content-hashed asset
// (`/assets/x-<hash>.png`, copied by the build); every image gets the width and height of its file,
// so the page does not move while images load. A missing image fails the build at its line.
// Remote images (`https://…`) and `data:` URLs are left alone: the build fetches nothing. One starting
// with "//" (no scheme) is refused, as such links are.
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from './walk.ts';
import { imageSize } from 'image-size';
import { BuildError, type Problem } from '../report/errors.ts';
import { sha256 } from '../util.ts';

export interface ImageOptions {
  /** The content folder (absolute): relative images may not leave it. */
  contentDir: string;
  /** Absolute folders whose files are served from the site root (`staticDirectories`). */
  staticDirs: string[];
}

/** One image file a page uses. `url` starting with /assets/ means the build copies `file` there. */
export interface ImageRef {
  file: string;
  url: string;
  /** Content hash of the file when the page was compiled: a changed image recompiles the page. */
  hash: string;
}

export const IMAGE_EXT = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?)$/i;
const REQUIRE = /^\s*require\(\s*(['"])([^'"]+)\1\s*\)(\.default)?\s*$/;

/** The first 8 hex digits of the file's SHA-256: part of the asset's name and of the cache check. */
export function fileHash(file: string): string {
  return sha256(fs.readFileSync(file).toString('latin1')).slice(0, 8);
}

/** `/assets/<name>-<hash>.<ext>`: the name is kept readable but reduced to URL-safe characters. */
export function assetUrl(file: string, hash: string): string {
  const ext = path
    .extname(file)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '');
  const name =
    path
      .basename(file, path.extname(file))
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  return `/assets/${name.slice(0, 60)}-${hash}${ext}`;
}

type Resolved = { ref: ImageRef; width?: number; height?: number } | { problem: Omit<Problem, 'file' | 'line'> };

/** Where an image URL written in `fromFile` points; null for URLs the build leaves alone. */
export function resolveImage(url: string, fromFile: string, opts: ImageOptions): Resolved | null {
  // `//img/logo.png` is most often `/img/logo.png` with one slash too many, and names the host "img":
  // refused as links starting with "//" are (prerender/check/links.ts), not published as a broken image.
  if (url.startsWith('//'))
    return {
      problem: {
        message: `image "${url}" starts with "//", so the browser loads it from another host ("${url.slice(2).split(/[/?#]/)[0]}")`,
        hint: `write "${url.slice(1)}" for a file of the static folder, or the full URL (https:${url}) for an image of another site`,
      },
    };
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.trim() === '') return null;
  const raw = /^[^?#]*/.exec(url)![0];
  let p = raw;
  try {
    p = decodeURI(raw);
  } catch {
    /* keep it as written */
  }
  const rel = (f: string) => path.relative(process.cwd(), f) || '.';
  let file: string;
  let isStatic = false;
  const outside = (dir: string, f: string) =>
    path.relative(dir, f).startsWith('..') || path.isAbsolute(path.relative(dir, f));
  if (p.startsWith('/')) {
    const candidates = opts.staticDirs.map((d) => path.join(d, p));
    if (candidates.some((f, i) => outside(opts.staticDirs[i], f))) {
      return {
        problem: {
          message: `image "${url}" points outside the static folder`,
          hint: 'remove the "..": "/…" images are files of the static folder',
        },
      };
    }
    const found = candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (!found) {
      return {
        problem: {
          message: `image "${url}" not found (looked for ${candidates.map(rel).join(', ') || 'a static folder, but the site has none'})`,
          hint: `"/…" images are files of the static folder; add the file there, or write a path relative to this page ("./img/x.png")`,
        },
      };
    }
    file = found;
    isStatic = true;
  } else {
    file = p.startsWith('@site/') ? path.join(opts.contentDir, p.slice(6)) : path.resolve(path.dirname(fromFile), p);
    if (outside(opts.contentDir, file)) {
      return {
        problem: {
          message: `image "${url}" points outside the content folder (to ${rel(file)})`,
          hint: 'copy the image into the content folder, next to the page or under static/',
        },
      };
    }
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
      return {
        problem: {
          message: `image "${url}" not found (looked for ${rel(file)})`,
          hint: 'add the file there or fix the path: it is relative to this page; "/img/x.png" looks in the static folder',
        },
      };
    }
  }
  const hash = fileHash(file);
  let size: { width?: number; height?: number } = {};
  try {
    const s = imageSize(fs.readFileSync(file));
    // EXIF orientations 5-8 turn the picture a quarter: the browser shows it with sides swapped.
    size =
      s.orientation && s.orientation >= 5 ? { width: s.height, height: s.width } : { width: s.width, height: s.height };
  } catch {
    // An SVG without width, height or viewBox has no intrinsic size: it still shows.
    if (!/\.svg$/i.test(file))
      return {
        problem: {
          message: `image "${url}" (${rel(file)}) is not an image file the build can read`,
          hint: 'use a PNG, JPEG, GIF, WebP, AVIF or SVG file; link other files with [text](…) instead',
        },
      };
  }
  return { ref: { file, url: isStatic ? p : assetUrl(file, hash), hash }, ...size };
}

/**
 * `[the report](./files/report.pdf)`: a file next to the page (not a page, not a folder route)
 * published as a content-hashed asset, as Docusaurus does; null for every other link.
 */
export function fileLink(url: string, fromFile: string, opts: ImageOptions): Resolved | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#')) return null;
  const raw = /^[^?#]*/.exec(url)![0];
  if (!/\.[A-Za-z0-9]+$/.test(raw) || /\.(mdx?|html?)$/i.test(raw)) return null;
  let p = raw;
  try {
    p = decodeURI(raw);
  } catch {
    /* keep it as written */
  }
  const file = p.startsWith('@site/')
    ? path.join(opts.contentDir, p.slice(6))
    : path.resolve(path.dirname(fromFile), p);
  const rel = path.relative(process.cwd(), file);
  const inside = path.relative(opts.contentDir, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    return {
      problem: {
        message: `link "${url}" points outside the content folder (to ${rel})`,
        hint: 'copy the file into the content folder, next to the page or under static/',
      },
    };
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    return {
      problem: {
        message: `file "${url}" not found (looked for ${rel})`,
        hint: 'add the file there or fix the path: it is relative to this page; "/files/x.pdf" links a file of the static folder',
      },
    };
  }
  const hash = fileHash(file);
  return { ref: { file, url: assetUrl(file, hash), hash } };
}

/** The URL a resolved image is written with in the page. */
function pageUrl(original: string, r: { ref: ImageRef }): string {
  if (!r.ref.url.startsWith('/assets/')) return original;
  const suffix = /^[^?#]*(.*)$/.exec(original)![1];
  return r.ref.url + suffix;
}

export default function remarkImages(options: ImageOptions) {
  return (tree: Root, file: { path?: string; data: Record<string, unknown> }) => {
    const from = file.path ?? '';
    const relFile = path.relative(process.cwd(), from);
    const refs: ImageRef[] = [];
    const problems: Problem[] = [];
    const locate = (url: string, line: number | undefined) => {
      const r = resolveImage(url, from, options);
      if (!r) return null;
      if ('problem' in r) {
        problems.push({ file: relFile, line, ...r.problem });
        return null;
      }
      refs.push(r.ref);
      return { url: pageUrl(url, r), width: r.width, height: r.height };
    };
    const dims = (r: { width?: number; height?: number }) =>
      r.width && r.height ? { width: r.width, height: r.height } : {};
    const lazy = { loading: 'lazy', decoding: 'async' };

    // Reference-style images take their URL from a definition, which may also serve plain links.
    const imageIds = new Set<string>();
    visit(tree, 'imageReference', (n) => void imageIds.add(n.identifier));
    const defs = new Map<string, ReturnType<typeof locate>>();
    visit(tree, 'definition', (n) => {
      if (!imageIds.has(n.identifier)) return;
      const r = locate(n.url, n.position?.start.line);
      defs.set(n.identifier, r);
      if (r) n.url = r.url;
    });
    // `import shot from './shot.png'` is the bundler's asset; the page only needs its size.
    const imported = new Map<string, { width?: number; height?: number }>();
    visit(tree, 'mdxjsEsm', (node: any) => {
      for (const stmt of node.data?.estree?.body ?? []) {
        const spec = stmt.type === 'ImportDeclaration' ? String(stmt.source.value) : '';
        const local = stmt.specifiers?.find((s: any) => s.type === 'ImportDefaultSpecifier')?.local.name;
        if (!local || !/^\.{1,2}\//.test(spec) || !IMAGE_EXT.test(spec) || /\.svg$/i.test(spec)) continue;
        const line = (node.position?.start.line ?? 1) + (stmt.loc?.start.line ?? 1) - 1;
        const r = resolveImage(spec, from, options);
        if (r && 'problem' in r) problems.push({ file: relFile, line, ...r.problem });
        else if (r) imported.set(local, r);
      }
    });
    visit(tree, (node: any) => {
      if (node.type === 'link') {
        const r = fileLink(node.url, from, options);
        if (r && 'problem' in r) problems.push({ file: relFile, line: node.position?.start.line, ...r.problem });
        else if (r) {
          refs.push(r.ref);
          node.url = pageUrl(node.url, r);
        }
      } else if (node.type === 'image') {
        const r = locate(node.url, node.position?.start.line);
        if (!r) return;
        node.url = r.url;
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...dims(r), ...lazy } };
      } else if (node.type === 'imageReference') {
        const r = defs.get(node.identifier);
        if (r) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...dims(r), ...lazy } };
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        jsxImage(node, locate, dims, imported);
      }
    });
    file.data.images = refs;
    if (problems.length) throw new BuildError(`Missing image${problems.length > 1 ? 's' : ''}.`, problems);
  };
}

/** `<img src={require('./x.png').default} />` (Docusaurus's way in MDX): the asset URL and its size. */
function jsxImage(
  node: any,
  locate: (url: string, line?: number) => { url: string; width?: number; height?: number } | null,
  dims: (r: { width?: number; height?: number }) => object,
  imported: Map<string, { width?: number; height?: number }>,
) {
  for (const attr of node.attributes ?? []) {
    if (attr.type !== 'mdxJsxAttribute' || attr.value?.type !== 'mdxJsxAttributeValueExpression') continue;
    const m = REQUIRE.exec(attr.value.value);
    let r: { width?: number; height?: number } | null | undefined = imported.get(String(attr.value.value).trim());
    if (!r) {
      if (!m || !IMAGE_EXT.test(m[2].split(/[?#]/)[0])) continue;
      const used = locate(m[2], node.position?.start.line);
      if (!used) continue;
      // A string attribute instead of the expression: nothing for the bundler to resolve.
      attr.value = used.url;
      r = used;
    }
    if (node.name !== 'img' || attr.name !== 'src') continue;
    const has = (n: string) => node.attributes.some((a: any) => a.name === n);
    for (const [k, v] of Object.entries(dims(r)))
      if (!has(k)) node.attributes.push({ type: 'mdxJsxAttribute', name: k, value: String(v) });
    for (const [k, v] of Object.entries({ loading: 'lazy', decoding: 'async' }))
      if (!has(k)) node.attributes.push({ type: 'mdxJsxAttribute', name: k, value: v });
  }
}
