// Where the MCP server reads a built site from: an output folder, or a deployed copy by URL. Every
// read names a URL path of the site; a path that could leave the site (dot segments, encoded slashes
// or backslashes, NUL, `//`) is refused before anything is read, a file reached through a symbolic
// link that points outside the folder is refused, and a deployed copy is read from its own origin
// only, with bounded size and time.
import fs from 'node:fs';
import path from 'node:path';
import { safeRequestPath } from '../prerender/static-server.ts';

/** A problem the caller can fix (bad input, missing page): reported as the tool's error, as it is. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

export interface SiteSource {
  /** The folder or the URL, for messages. */
  label: string;
  /** The origin a deployed copy is read from (URL mode), or null for a folder. */
  origin: string | null;
  /**
   * The URL path the site is served at: where its mcp.json is. A folder starts at `/` and learns the
   * site's `baseUrl` from its mcp.json (`useBase`); a deployed copy is at the path of its `--url`.
   */
  base: string;
  /** Sets the site's base URL path (from its mcp.json); a folder holds the file of `<base>x` as `x`. */
  useBase(base: string): void;
  /** The file at a URL path of the site (under its base), or null when the site has none. */
  read(urlPath: string): Promise<Buffer | null>;
}

/** A base URL path as mcp.json gives it, checked: absolute, ending in a slash, no dot segments. */
function checkedBase(base: string): string {
  const safe = /^\/(?:[^/?#\\]+\/)*$/.test(base) ? safeRequestPath(base) : null;
  if (safe === null) throw new ToolError(`mcp.json names an invalid baseUrl ${JSON.stringify(base)}.`);
  return safe;
}

/** Largest file the server reads (the biggest search index part is tens of KB; llms-full.txt is never read). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** The URL path, checked: absolute, no dot segments or encoded separators. */
export function checkedPath(urlPath: string): string {
  const safe = safeRequestPath(urlPath);
  if (safe === null)
    throw new ToolError(`Refused path ${JSON.stringify(urlPath.slice(0, 200))}: it is not a path inside the site.`);
  return safe;
}

export function folderSource(dir: string): SiteSource {
  const root = path.resolve(dir);
  let realRoot: string | undefined;
  let base = '/';
  return {
    get base() {
      return base;
    },
    useBase(b) {
      base = checkedBase(b);
    },
    label: `${path.relative(process.cwd(), root).startsWith('..') ? root : path.relative(process.cwd(), root) || '.'}/`,
    origin: null,
    async read(urlPath) {
      const checked = checkedPath(urlPath);
      // The folder holds the site served at its base: `<base>x` is the file `x`; nothing else is in it.
      if (!checked.startsWith(base)) return null;
      const rel = '/' + checked.slice(base.length);
      realRoot ??= await fs.promises.realpath(root);
      let real: string;
      try {
        real = await fs.promises.realpath(path.join(root, rel));
      } catch {
        return null;
      }
      if (!real.startsWith(realRoot + path.sep))
        throw new ToolError(`Refused ${urlPath}: it leads outside the site folder.`);
      const stat = await fs.promises.stat(real);
      if (!stat.isFile()) return null;
      if (stat.size > MAX_FILE_BYTES) throw new ToolError(`${urlPath} is larger than ${MAX_FILE_BYTES} bytes.`);
      return fs.promises.readFile(real);
    },
  };
}

export interface UrlSourceOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

/** A deployed copy: only its own origin is fetched; a redirect to another origin is refused. */
export function urlSource(siteUrl: string, opts: UrlSourceOptions = {}): SiteSource {
  let base: URL;
  try {
    base = new URL(siteUrl);
  } catch {
    throw new ToolError(
      `--url ${JSON.stringify(siteUrl)} is not a URL: give the site's address, such as https://docs.example.com/`,
    );
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new ToolError(`--url must be an http(s) address, not ${base.protocol}`);
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const maxBytes = opts.maxBytes ?? MAX_FILE_BYTES;
  const origin = base.origin;
  // The site is served at the address's path (`https://example.com/docs/` -> `/docs/`): its mcp.json is there.
  let sitePath = checkedPath(base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`);
  return {
    label: origin + sitePath,
    origin,
    get base() {
      return sitePath;
    },
    useBase(b) {
      sitePath = checkedBase(b);
    },
    async read(urlPath) {
      let url = new URL(checkedPath(urlPath), origin);
      for (let hops = 0; ; hops++) {
        const res = await fetchBounded(url, timeoutMs);
        if (res.status >= 300 && res.status < 400) {
          const location = res.headers.get('location');
          await res.body?.cancel();
          const next = location ? new URL(location, url) : null;
          if (!next || next.origin !== origin)
            throw new ToolError(`${url.pathname} redirects to another origin (${next?.origin ?? 'none'}): refused.`);
          if (hops >= 5) throw new ToolError(`${urlPath}: too many redirects.`);
          url = new URL(checkedPath(next.pathname), origin);
          continue;
        }
        if (res.status === 404 || res.status === 410) {
          await res.body?.cancel();
          return null;
        }
        if (!res.ok) {
          await res.body?.cancel();
          throw new ToolError(`${url.href} answered HTTP ${res.status}.`);
        }
        return readBody(res, maxBytes, url.href);
      }
    },
  };
}

async function fetchBounded(url: URL, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    const reason = (e as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : String(e);
    throw new ToolError(`Cannot fetch ${url.href}: ${reason}`);
  }
}

async function readBody(res: Response, maxBytes: number, href: string): Promise<Buffer> {
  const tooBig = () => new ToolError(`${href} is larger than ${maxBytes} bytes: refused.`);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body?.cancel();
    throw tooBig();
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = res.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooBig();
      }
      parts.push(value);
    }
  } catch (e) {
    if (e instanceof ToolError) throw e;
    throw new ToolError(`Cannot read ${href}: ${(e as Error).name === 'TimeoutError' ? 'timed out' : String(e)}`);
  }
  return Buffer.concat(parts);
}
