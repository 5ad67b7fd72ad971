// /mcp.tgz is kept in the cache by what it holds (prerender/outputs/mcp-package.ts): a second build
// writes the same bytes without compressing again, and a damaged or truncated kept archive is made
// again with a warning, never published.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import type { SiteModel } from '../../prerender/content/model';
import { writeMcpPackage } from '../../prerender/outputs/mcp-package';

const site = { config: { url: 'https://docs.example.com', baseUrl: '/', title: 'Example' } } as unknown as SiteModel;
const server = Buffer.from('#!/usr/bin/env node\nconsole.log("server");\n'.repeat(2000));

describe('the MCP archive kept in the cache', () => {
  let root = '';
  const before = process.env.LEXORA_CACHE_DIR;
  beforeAll(() => {
    root = tempDir('lexora-mcp-archive');
    process.env.LEXORA_CACHE_DIR = path.join(root, 'cache');
  });
  afterAll(() => {
    if (before === undefined) delete process.env.LEXORA_CACHE_DIR;
    else process.env.LEXORA_CACHE_DIR = before;
  });

  const build = (name: string) => {
    const out = path.join(root, name);
    fs.mkdirSync(out, { recursive: true });
    writeMcpPackage(site, out, server);
    return fs.readFileSync(path.join(out, 'mcp.tgz'));
  };
  const kept = () => {
    const dir = path.join(root, 'cache', 'mcp');
    return fs.readdirSync(dir).map((n) => path.join(dir, n));
  };

  it('is the same archive from the cache as made afresh, and holds the server', () => {
    const first = build('a');
    expect(kept()).toHaveLength(1);
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const second = build('b');
    expect(gzip).not.toHaveBeenCalled();
    gzip.mockRestore();
    expect(second.equals(first)).toBe(true);
    expect(zlib.gunzipSync(second).includes(server)).toBe(true);
  });

  it('is made again, with a warning, when the kept archive is garbage or truncated', () => {
    const good = build('c');
    const [file] = kept();
    const truncated = fs.readFileSync(file!).subarray(0, 200);
    for (const [i, damaged] of [Buffer.from('garbage'), truncated].entries()) {
      fs.writeFileSync(file!, damaged);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const again = build('d');
      // The store warns once per file and process (cache/store.ts warnDamaged).
      if (i === 0) expect(warn.mock.calls.flat().join('\n')).toMatch(/cache entry .*\.tgz is damaged/);
      warn.mockRestore();
      expect(again.equals(good)).toBe(true);
      expect(kept()).toHaveLength(1);
    }
  });
});
