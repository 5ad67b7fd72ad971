// The MCP server (mcp/) shipped with the site it documents: /mcp.tgz is an npm package of one file,
// the server bundled with its dependencies by esbuild, that reads the deployed site by default. So
// anyone with Node.js connects an assistant with one command and no checkout:
//   npx -y https://docs.example.com/mcp.tgz
// The bundle depends only on the server's code and the installed packages, never on the content: it
// is made once per change of those (keyed by their content) and kept in <cache>/mcp/; the package
// around it (which names the site's URL) is a few hundred bytes made by each build. The archive is
// deterministic: the same inputs give the same bytes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SiteModel } from '../content/model.ts';
import { cacheRoot, listFiles } from '../util.ts';
import { readSealed, sealed } from '../cache/store.ts';

/** Sources the bundle is made from: the server, the browser's search code it runs, and the lock file (package versions). */
const SOURCES = ['mcp', 'src/search', 'src/shared', 'prerender/static-server.ts', 'package-lock.json'];
const FORMAT = 2; // 2: entries sealed with their checksum

function sourceKey(root: string, esbuildVersion: string): string {
  const hash = crypto.createHash('sha256').update(`${FORMAT}\0${esbuildVersion}\0`);
  for (const source of SOURCES) {
    const abs = path.join(root, source);
    const files = fs.statSync(abs).isDirectory() ? listFiles(abs).sort() : [abs];
    for (const f of files) hash.update(path.relative(root, f)).update('\0').update(fs.readFileSync(f)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The server as one ES module for Node, from the cache or bundled now. The build starts this first
 * (esbuild bundles in its own process while the content is read) and waits for it at the end.
 */
export async function mcpServerBundle(root: string): Promise<Buffer> {
  const esbuild = await import('esbuild');
  const file = path.join(cacheRoot(), 'mcp', `${sourceKey(root, esbuild.version)}.mjs`);
  // Sealed with its checksum like every cache entry: a damaged bundle is made again, never shipped.
  const cached = readSealed(file);
  if (cached) return cached;
  const result = await esbuild.build({
    stdin: { contents: "import { main } from './server.ts';\nawait main();\n", resolveDir: path.join(root, 'mcp') },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    // Some dependencies are CommonJS and `require` Node's modules: give the ES module a require.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __lexoraRequire } from 'node:module';\nconst require = __lexoraRequire(import.meta.url);",
    },
  });
  const out = Buffer.from(result.outputFiles[0].contents);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, sealed(out));
  fs.renameSync(`${file}.tmp`, file);
  return out;
}

/** One ustar entry: a 512-byte header, then the data padded to 512 bytes. */
function tarEntry(name: string, data: Buffer, mode: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write(`${mode.toString(8).padStart(7, '0')}\0`, 100);
  header.write('0000000\0', 108); // uid
  header.write('0000000\0', 116); // gid
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136); // mtime: fixed, so the archive is deterministic
  header.write('        ', 148); // checksum, counted as spaces
  header.write('0', 156); // regular file
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const padding = Buffer.alloc((512 - (data.length % 512)) % 512);
  return Buffer.concat([header, data, padding]);
}

/** The package's name: the site's host, as npm allows names (`docs-lexora-dev-mcp`). */
export function packageName(siteUrl: string): string {
  const host = new URL(siteUrl).host.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${host.replace(/^-+|-+$/g, '')}-mcp`.slice(0, 200);
}

/** Writes /mcp.tgz: the bundled server (mcpServerBundle), reading the site at its configured URL unless told otherwise. */
export function writeMcpPackage(site: SiteModel, outDir: string, server: Buffer): void {
  const siteUrl = `${site.config.url.replace(/\/+$/, '')}${site.config.baseUrl}`;
  const pkg = {
    name: packageName(siteUrl),
    version: '1.0.0',
    description: `MCP server for ${site.config.title} (${siteUrl}): search_docs, get_page, list_pages, get_operation`,
    type: 'module',
    bin: { [packageName(siteUrl)]: 'server.mjs' },
    engines: { node: '>=20.19' },
    lexora: { url: siteUrl },
  };
  const packageJson = Buffer.from(`${JSON.stringify(pkg, null, 2)}\n`);
  // Compressing the server at level 9 takes about half a second: the archive is kept in the cache by
  // what it holds (sealed: a damaged one is made again, never published).
  const key = crypto
    .createHash('sha256')
    .update(`${FORMAT}\0`)
    .update(packageJson)
    .update('\0')
    .update(server)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(cacheRoot(), 'mcp', `${key}.tgz`);
  let tgz = readSealed(file);
  if (!tgz) {
    const tar = Buffer.concat([
      tarEntry('package/package.json', packageJson, 0o644),
      tarEntry('package/server.mjs', server, 0o755),
      Buffer.alloc(1024),
    ]);
    tgz = zlib.gzipSync(tar, { level: 9 });
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(`${file}.${process.pid}.tmp`, sealed(tgz));
      fs.renameSync(`${file}.${process.pid}.tmp`, file);
      pruneArchives(path.dirname(file));
    } catch {
      /* the cache cannot be written: the next build compresses it again */
    }
  }
  fs.writeFileSync(path.join(outDir, 'mcp.tgz'), tgz);
}

/** Archives kept in the cache: one per site URL and server; the newest few are enough. */
const KEPT_ARCHIVES = 4;

function pruneArchives(dir: string): void {
  const archives = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.tgz'))
    .map((n) => ({
      file: path.join(dir, n),
      at: fs.statSync(path.join(dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => b.at - a.at);
  for (const { file } of archives.slice(KEPT_ARCHIVES)) fs.rmSync(file, { force: true });
}
