// The preview/test static host against traversal and open-redirect attempts, with a sibling folder
// whose name starts with the served folder's (dist-secrets next to dist).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { createStaticServer, safeRequestPath } from '../../prerender/static-server';

const SECRET = 'top-secret-key-material';
let work: string;
let server: http.Server;
let port: number;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the path exactly as written (fetch would normalise `..` and `\` away). */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        let buf: Buffer = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') buf = zlib.gunzipSync(buf);
        if (res.headers['content-encoding'] === 'br') buf = zlib.brotliDecompressSync(buf);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buf.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  work = tempDir('lexora-static');
  const dist = path.join(work, 'dist');
  const write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(work, rel)), { recursive: true });
    fs.writeFileSync(path.join(work, rel), body);
  };
  write('dist-secrets/key.txt', SECRET);
  write('secret.txt', SECRET);
  write('dist/index.html', '<!doctype html><title>Home</title>');
  write('dist/404.html', '<!doctype html><title>Page Not Found</title>');
  write('dist/docs/index.html', '<!doctype html><title>Docs</title>');
  write('dist/docs/api/tone.md', '# Tone\n');
  write('dist/docs/route.json', '{"path":"/docs/"}');
  write('dist/sitemap.xml', '<?xml version="1.0"?><urlset/>');
  write('dist/assets/big.js', `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // As the build writes them (prerender/outputs/precompress.ts): copies beside the original.
  const guide = `<!doctype html><title>Guide</title>${'<p>text</p>'.repeat(300)}`;
  write('dist/guide/index.html', guide);
  fs.writeFileSync(path.join(dist, 'guide/index.html.br'), zlib.brotliCompressSync(guide));
  fs.writeFileSync(path.join(dist, 'guide/index.html.gz'), zlib.gzipSync(guide));
  const style = `body{color:red}${'.a{margin:0}'.repeat(200)}`;
  write('dist/assets/site.css', style);
  fs.writeFileSync(path.join(dist, 'assets/site.css.gz'), zlib.gzipSync(style));
  fs.writeFileSync(path.join(dist, 'assets/site.css.br'), zlib.brotliCompressSync(style));
  server = createStaticServer({ root: dist });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

describe('static server', () => {
  const traversals = [
    '/../dist-secrets/key.txt',
    '/..%2fdist-secrets/key.txt',
    '/..%2Fdist-secrets%2Fkey.txt',
    '/%2e%2e/dist-secrets/key.txt',
    '/%2E%2E%2Fdist-secrets%2Fkey.txt',
    '/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5cdist-secrets%5ckey.txt',
    '/..\\dist-secrets\\key.txt',
    '/%252e%252e/dist-secrets/key.txt',
    '/%252e%252e%252fdist-secrets%252fkey.txt',
    '/docs/../../dist-secrets/key.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/..%c0%afdist-secrets/key.txt',
    '/%00../dist-secrets/key.txt',
    '//..%2f..%2fsecret.txt',
  ];
  it.each(traversals)('serves no file outside the folder for %s', async (p) => {
    const r = await get(p);
    expect(r.body).not.toContain(SECRET);
    expect(r.status).toBe(404);
    expect(r.body).toContain('Page Not Found');
  });

  const redirects = [
    '/.//evil.example/..%2fdocs',
    '//evil.example/docs',
    '/\\evil.example/docs',
    '/%2F%2Fevil.example/docs',
    '/%5Cevil.example/docs',
    '/.%2F/evil.example/docs',
  ];
  it.each(redirects)('never redirects to another host for %s', async (p) => {
    const r = await get(p);
    if (r.headers.location) {
      expect(r.headers.location).toMatch(/^\/(?!\/)/);
      expect(new URL(r.headers.location, `http://127.0.0.1:${port}`).host).toBe(`127.0.0.1:${port}`);
    }
    expect(r.status).toBe(404);
  });

  it('redirects /a to /a/ with a path-only Location, keeping the query', async () => {
    expect((await get('/docs')).headers.location).toBe('/docs/');
    const r = await get('/docs?x=1&y=%2F');
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe('/docs/?x=1&y=%2F');
  });

  it('answers unknown paths with 404.html and a real 404 status', async () => {
    const r = await get('/no/such/page/');
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body).toContain('Page Not Found');
    expect((await get('/docs/api/tone.html')).status).toBe(404);
  });

  it('serves pages, directories and files with their content types', async () => {
    const home = await get('/');
    expect([home.status, home.headers['content-type'], home.body]).toEqual([
      200,
      'text/html; charset=utf-8',
      '<!doctype html><title>Home</title>',
    ]);
    const docs = await get('/docs/');
    expect([docs.status, docs.body]).toEqual([200, '<!doctype html><title>Docs</title>']);
    expect((await get('/docs/api/tone.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await get('/docs/route.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get('/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('gzips text when asked, and caches hashed assets for a year', async () => {
    const r = await get('/assets/big.js', { 'accept-encoding': 'gzip, br' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.body).toContain('x'.repeat(5000));
    expect((await get('/assets/big.js')).headers['content-encoding']).toBeUndefined();
  });
});

describe('precompressed copies', () => {
  const raw = (rawPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) =>
      http
        .request({ port, path: rawPath, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end(),
    );
  const file = (rel: string) => fs.readFileSync(path.join(work, 'dist', rel));

  it('sends the .br copy to a client that accepts brotli, the .gz one to gzip only, the original otherwise', async () => {
    const br = await raw('/guide/', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers['content-type'], br.headers.vary]).toEqual([
      200,
      'br',
      'text/html; charset=utf-8',
      'Accept-Encoding',
    ]);
    expect(br.bytes.equals(file('guide/index.html.br'))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    const gz = await raw('/guide/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.bytes.equals(file('guide/index.html.gz'))).toBe(true);
    const plain = await raw('/guide/');
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'Accept-Encoding']);
    expect(plain.bytes.equals(file('guide/index.html'))).toBe(true);
    // q=0 refuses an encoding; weights order them.
    expect((await raw('/guide/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await raw('/guide/', { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await raw('/guide/', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await raw('/guide/', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
  });

  it("keeps the original's type, ETag and Last-Modified, and answers If-None-Match with 304", async () => {
    const plain = await raw('/assets/site.css');
    const br = await raw('/assets/site.css', { 'accept-encoding': 'br' });
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['last-modified']).toBe(plain.headers['last-modified']);
    expect(zlib.brotliDecompressSync(br.bytes).equals(file('assets/site.css'))).toBe(true);
    const again = await raw('/assets/site.css', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect([again.status, again.bytes.length]).toEqual([304, 0]);
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const head = await raw('/guide/', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.bytes.length]).toEqual([200, 'br', 0]);
    expect(Number(head.headers['content-length'])).toBe(file('guide/index.html.br').length);
    const post = await raw('/guide/', { 'accept-encoding': 'br' }, 'POST');
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and an Allow header', async (method) => {
    const r = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request({ port, path: '/', method }, resolve).on('error', reject).end(),
    );
    r.resume();
    expect([r.statusCode, r.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('answers HEAD like GET, without a body', async () => {
    const r = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request({ port, path: '/', method: 'HEAD' }, resolve).on('error', reject).end(),
    );
    r.resume();
    expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });
});

describe('safeRequestPath', () => {
  it('decodes ordinary paths and refuses hostile ones', () => {
    expect(safeRequestPath('/docs/caf%C3%A9/?q=1')).toBe('/docs/café/');
    for (const p of ['//x/', '/a\\b', '/%2e%2e/', '/%252e%252e/', '/a%2fb', '/%E0%A4%A', 'x/'])
      expect(safeRequestPath(p), p).toBeNull();
  });
});

describe('a rebuild while the server runs', () => {
  it('serves the new build once it is swapped in: new files found, removed ones gone, changed ones whole', async () => {
    const site = tempDir('lexora-static-rebuild');
    const dist = path.join(site, 'dist');
    const write = (dir: string, rel: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), body);
    };
    write(dist, 'index.html', '<!doctype html><title>One</title>');
    write(dist, 'assets/app-aaaa.js', 'console.log(1);');
    const own = createStaticServer({ root: dist }).listen(0, '127.0.0.1');
    await new Promise((r) => own.once('listening', r));
    const ownPort = (own.address() as AddressInfo).port;
    const fetchText = async (p: string) => {
      const r = await fetch(`http://127.0.0.1:${ownPort}${p}`);
      return [r.status, await r.text()] as const;
    };
    try {
      expect(await fetchText('/assets/app-aaaa.js')).toEqual([200, 'console.log(1);']);
      // As the build does: the new output is written beside the old one, then swapped in whole.
      const next = path.join(site, 'dist.next');
      write(next, 'index.html', '<!doctype html><title>Second build, longer</title>');
      write(next, 'assets/app-bbbb.js', 'console.log(2);');
      fs.renameSync(dist, path.join(site, 'dist.old'));
      fs.renameSync(next, dist);
      expect(await fetchText('/assets/app-bbbb.js')).toEqual([200, 'console.log(2);']);
      expect((await fetchText('/assets/app-aaaa.js'))[0]).toBe(404);
      expect(await fetchText('/')).toEqual([200, '<!doctype html><title>Second build, longer</title>']);
    } finally {
      own.close();
    }
  });
});
