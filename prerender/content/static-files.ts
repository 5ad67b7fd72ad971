// The content's own files that are not pages: the static folders (Docusaurus `staticDirectories`,
// copied as-is to the site root: images, PDFs, downloads) and the images pages show from next to
// them, which become content-hashed files under /assets/ (prerender/mdx/remark-images.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import type { Analysis } from './analyze.ts';
import type { ImageOptions } from '../mdx/remark-images.ts';
import { listFiles } from '../util.ts';

/** Where the MDX compiler looks up images for a site. */
export function imageOptionsOf(config: Pick<SiteConfig, 'staticDirectories'>, contentDir: string): ImageOptions {
  const dir = path.resolve(contentDir);
  return { contentDir: dir, staticDirs: config.staticDirectories.map((d) => path.resolve(dir, d)) };
}

/** Site path ("/files/a.pdf") -> file, for every file of the static folders; the first folder wins. */
export function staticFilesOf(images: ImageOptions): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of images.staticDirs) {
    for (const full of listFiles(dir)) {
      const url = '/' + path.relative(dir, full).split(path.sep).join('/');
      if (!files.has(url)) files.set(url, full);
    }
  }
  return files;
}

/**
 * Copies the static folders and the pages' image assets into the output, after the bundles (a
 * static file replaces a theme file of public/ with the same path) and before the pages, feeds and
 * search index (which win over a static file of the same path). Returns how many files were copied.
 */
export function copyContentFiles(
  images: ImageOptions,
  pages: { analysis: Pick<Analysis, 'images'> }[],
  outDir: string,
): number {
  let n = 0;
  const copy = (from: string, to: string, replace = false) => {
    if (!replace && fs.existsSync(to)) return;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    n++;
  };
  // The content's static files replace the theme's public/ files of the same name (a site's own logo).
  for (const [url, file] of staticFilesOf(images)) copy(file, path.join(outDir, ...url.split('/')), true);
  for (const page of pages) {
    for (const img of page.analysis?.images ?? [])
      if (img.url.startsWith('/assets/')) copy(img.file, path.join(outDir, ...img.url.split('/')));
  }
  return n;
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

/**
 * The dev server's view of the same files: a page's image asset (`/assets/x-<hash>.png`) by the
 * pages' analyses, else a static file. Returns the file and its content type, or undefined.
 */
export function contentFileAt(
  images: ImageOptions,
  pages: { analysis?: Pick<Analysis, 'images'> }[],
  pathname: string,
): { file: string; type: string } | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const asset = pages.flatMap((p) => p.analysis?.images ?? []).find((i) => i.url === decoded);
  const file =
    asset?.file ??
    images.staticDirs
      .map((dir) => path.join(dir, decoded))
      .find(
        (f, i) =>
          !path.relative(images.staticDirs[i], f).startsWith('..') && fs.existsSync(f) && fs.statSync(f).isFile(),
      );
  if (!file) return undefined;
  return { file, type: IMAGE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
}
