// The static host for `npm run preview` and the tests: sirv (the file server `vite preview` uses)
// in front of dist/, plus what a CDN does around it: `/a` redirects to `/a/`, unknown paths get
// 404.html with a real 404 status, text is sent as the build's precompressed .br/.gz copy (gzipped on
// the fly when there is none). sirv indexes dist/ once at start-up and answers only paths in that
// index; a request path is joined onto dist/ (to find a precompressed copy) only once safeRequestPath
// has refused dot segments, backslashes and encoded slashes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { markdownUrlOf, prefersMarkdown } from '../src/shared/markdown-url.ts';

/** Content types with a charset (sirv's lookup has none for these, and `.md` must be Markdown). */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface StaticServerOptions {
  root: string;
  port?: number;
  host?: string;
  /**
   * The site's baseUrl (`/sub/`): the folder is served at that path, as a host serves a project site;
   * any other path redirects to it, as Docusaurus's `serve` does. Default `/`.
   */
  basePath?: string;
  /** Called for every request; a test can delay or fail requests (returns true when it handled it). */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
}

/**
 * The decoded path of a request, or null for one no file of ours can have: encoded or literal
 * backslashes and slashes, `//`, dot segments (also double-encoded), NUL, bad percent-encoding.
 */
export function safeRequestPath(rawUrl: string): string | null {
  const raw = rawUrl.split(/[?#]/)[0];
  if (!raw.startsWith('/') || raw.includes('//') || /\\|%5c|%2f|%00/i.test(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || decoded.includes('\0') || decoded.includes('//') || /%(?:2e|2f|5c)/i.test(decoded))
    return null;
  if (decoded.split('/').some((s) => s === '.' || s === '..')) return null;
  return decoded;
}

/** Gzipped bodies by the SHA-1 of the original, so each file is compressed once, not per response. */
const gzipped = new Map<string, Buffer>();
let gzippedBytes = 0;
/** The memo's bound: past it the oldest entries go (a site's pages gzip to a few MB). */
const GZIPPED_BUDGET = 64 * 1024 * 1024;

function gzipOnce(body: Buffer): Buffer {
  const key = crypto.createHash('sha1').update(body).digest('hex');
  const known = gzipped.get(key);
  if (known) return known;
  const gz = zlib.gzipSync(body, { level: 6 });
  gzipped.set(key, gz);
  gzippedBytes += gz.length;
  for (const [k, v] of gzipped) {
    if (gzippedBytes <= GZIPPED_BUDGET) break;
    gzipped.delete(k);
    gzippedBytes -= v.length;
  }
  return gz;
}

/**
 * Wraps the response so that text bodies over 1 KB go out gzipped (as CDNs do; Lighthouse checks it):
 * the files the build gave no precompressed copy (pages, feeds, .md copies), each gzipped once and kept.
 */
function gzipWhenAccepted(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || req.method === 'HEAD') return;
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
  (res as unknown as { writeHead: (...a: unknown[]) => http.ServerResponse }).writeHead = (...args: unknown[]) => {
    const [status, headers] = args as [number, Record<string, unknown> | undefined];
    const type = String(res.getHeader('content-type') ?? headers?.['Content-Type'] ?? '');
    const length = Number(headers?.['Content-Length'] ?? Infinity);
    if (status === 200 && /text|json|xml|javascript|svg|markdown|yaml/.test(type) && length > 1024) {
      if (headers) delete headers['Content-Length'];
      res.removeHeader('content-length');
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
      const write = res.write.bind(res) as (c: unknown) => boolean;
      const end = res.end.bind(res) as () => http.ServerResponse;
      // Files here are small: buffer the body, then send its gzipped form in one piece.
      const chunks: Buffer[] = [];
      res.write = ((c: unknown) => (chunks.push(Buffer.from(c as Buffer)), true)) as typeof res.write;
      res.end = ((c?: unknown) => {
        if (c && typeof c !== 'function') chunks.push(Buffer.from(c as Buffer));
        write(gzipOnce(Buffer.concat(chunks)));
        return end();
      }) as typeof res.end;
    }
    return writeHead(...args);
  };
}

/**
 * The precompressed encodings a request accepts, best first (brotli before gzip at equal weight):
 * `q=0` refuses one, `*` stands for any not named.
 */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const weight = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    weight.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (name: string) =>
    weight.get(name) ?? (name === 'gzip' ? weight.get('x-gzip') : undefined) ?? weight.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((e) => of(e) > 0).sort((a, b) => of(b) - of(a));
}

const cacheControl = (pathname: string) =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
const isFile = (f: string) => fs.statSync(f, { throwIfNoEntry: false })?.isFile() === true;

/**
 * Answers with the build's precompressed copy (`<file>.br` or `.gz`, prerender/outputs/precompress.ts)
 * when the file has one and the request accepts its encoding: the original's type, ETag and
 * Last-Modified, `Vary: Accept-Encoding`. Returns false to let the file server answer (with the
 * original bytes): no copy, no accepted encoding, or a range request.
 */
function servePrecompressed(base: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const pathname = safeRequestPath(req.url ?? '/');
  if (pathname === null || req.headers.range) return false;
  let file = path.join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!isFile(file) && !pathname.endsWith('/') && isFile(`${file}.html`)) file += '.html';
  const copies = { br: `${file}.br`, gzip: `${file}.gz` };
  if (!isFile(copies.gzip) && !isFile(copies.br)) return false;
  res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) => isFile(copies[e]));
  if (!encoding || !isFile(file)) return false;
  const original = fs.statSync(file);
  const etag = `W/"${original.size}-${original.mtime.getTime()}"`; // as sirv's for the original
  const headers = {
    'Content-Type': TEXT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(pathname),
    ETag: etag,
    'Last-Modified': original.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) return (void res.writeHead(304, headers).end(), true);
  const body = fs.readFileSync(copies[encoding]);
  res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * A page (`/a/`) asked for with `Accept: text/markdown` preferred to HTML is answered with its
 * Markdown copy (`/a.md`), as a deploy's rewrite rule would; page responses say `Vary: Accept`.
 */
function negotiateMarkdown(base: string, pathname: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!pathname.endsWith('/') || !fs.existsSync(path.join(base, pathname, 'index.html'))) return;
  const md = markdownUrlOf(pathname);
  if (!fs.existsSync(path.join(base, md))) return;
  res.setHeader('Vary', 'Accept');
  if (prefersMarkdown(req.headers.accept)) req.url = encodeURI(md).replace(/[?#]/g, encodeURIComponent);
}

/**
 * The request's URL inside the served folder: the path after the base path (`/sub/a/` → `/a/`), written
 * back to `req.url` for the file server. A path outside the base is redirected to it (null).
 */
function underBase(basePath: string, req: http.IncomingMessage, res: http.ServerResponse): string | null {
  const url = req.url ?? '/';
  if (basePath === '/') return url;
  if (!url.startsWith(basePath)) {
    res.writeHead(302, { Location: basePath }).end();
    return null;
  }
  req.url = url.slice(basePath.length - 1);
  return req.url;
}

/** The served folder's identity: another folder renamed into its place, or an entry added or removed, changes it. */
function folderStamp(dir: string): string {
  const st = fs.statSync(dir, { throwIfNoEntry: false, bigint: true });
  return st ? `${st.dev}:${st.ino}:${st.mtimeNs}` : '';
}

export function createStaticServer({ root, intercept, basePath = '/' }: StaticServerOptions): http.Server {
  const base = path.resolve(root);
  const notFoundFile = path.join(base, '404.html');
  const notFound = (res: http.ServerResponse) => {
    if (!fs.existsSync(notFoundFile))
      return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    res
      .writeHead(404, { 'Content-Type': TEXT_TYPES['.html'], 'Cache-Control': 'no-cache' })
      .end(fs.readFileSync(notFoundFile));
  };
  const index = () =>
    sirv(base, {
      dev: false,
      etag: true,
      extensions: ['html'],
      setHeaders: (res, pathname) => {
        // A path without an extension was answered with an index.html (or a .html file).
        const type = TEXT_TYPES[path.extname(pathname) || '.html'];
        if (type) res.setHeader('Content-Type', type);
        res.setHeader('Cache-Control', cacheControl(pathname));
      },
    });
  // sirv indexes the folder once (file list, sizes, ETags). A build swaps a new output folder in whole, so a
  // preview left running across a rebuild would answer from the old index: new hashed assets missing, pages
  // cut to the old length. The index is made again when the folder is another one (or was changed in place).
  let files = index();
  let indexed = folderStamp(base);
  const current = () => {
    const stamp = folderStamp(base);
    if (stamp && stamp !== indexed) [files, indexed] = [index(), stamp]; // none while a swap is under way
    return files;
  };
  return http.createServer(async (req, res) => {
    if (intercept && (await intercept(req, res))) return;
    // A static site has nothing to post to: anything but GET and HEAD is refused, saying what is allowed.
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed: this server answers GET and HEAD only.\n');
    const url = underBase(basePath, req, res);
    if (url === null) return;
    const pathname = safeRequestPath(url);
    if (pathname === null) return notFound(res);
    // `/a` -> `/a/` when `/a/` is a page. The Location is our own validated path: never another host.
    if (!pathname.endsWith('/') && fs.existsSync(path.join(base, pathname, 'index.html'))) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      res.writeHead(301, { Location: `${basePath.slice(0, -1)}${url.split(/[?#]/)[0]}/${query}` }).end();
      return;
    }
    negotiateMarkdown(base, pathname, req, res);
    if (servePrecompressed(base, req, res)) return;
    // Files without precompressed copies (pages, feeds; everything when built with --no-precompress).
    gzipWhenAccepted(req, res);
    current()(req, res, () => notFound(res));
  });
}
