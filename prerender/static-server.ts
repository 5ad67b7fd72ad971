// A static file server that behaves like a CDN in front of dist/: `/a` redirects to `/a/`,
// directories serve index.html, unknown paths get 404.html with a real 404 status.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface StaticServerOptions {
  root: string;
  port?: number;
  host?: string;
  /** Called for every request; a test can delay or fail requests (returns true when it handled it). */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
}

function fileFor(root: string, pathname: string): string | null {
  const full = path.join(root, pathname);
  if (!full.startsWith(root)) return null;
  try {
    const st = fs.statSync(full);
    if (st.isFile()) return full;
    if (st.isDirectory() && fs.existsSync(path.join(full, 'index.html'))) return path.join(full, 'index.html');
  } catch {
    /* not found */
  }
  return null;
}

export function createStaticServer({ root, intercept }: StaticServerOptions): http.Server {
  const base = path.resolve(root);
  return http.createServer(async (req, res) => {
    if (intercept && (await intercept(req, res))) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const file = fileFor(base, pathname);
    if (file && fs.statSync(path.join(base, pathname)).isDirectory() && !pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    const target = file ?? path.join(base, '404.html');
    const status = file ? 200 : 404;
    if (!fs.existsSync(target)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const body = fs.readFileSync(target);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024 && !/image\/png/.test(headers['Content-Type']);
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : gzip ? zlib.gzipSync(body) : body);
  });
}
