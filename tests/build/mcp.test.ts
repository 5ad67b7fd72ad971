// The MCP server (`npm run mcp`) over stdio with the SDK's own client, against a small built site:
// from its folder and from a local static server by URL. Hostile input gives tool errors and the
// server keeps answering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { createStaticServer } from '../../prerender/static-server';
import { closeServer, listen } from '../support/served-site';
import { startMcp, type McpSession } from '../support/mcp';
import { makeFixture, runBuild } from './fixture';

const CONTRACT = `openapi: 3.1.0
info: { title: Fixture API, version: v1 }
servers: [{ url: 'https://api.example.com' }]
paths:
  /v1/echo:
    post:
      operationId: postEcho
      summary: Echo a text
      x-docs: /docs/api/echo/
      x-errors: [{ status: 400, type: invalid_request, codes: [missing_parameter], when: '\`text\` is missing.' }]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/EchoRequest' }
            example: { text: Hello }
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Echo' }
components:
  schemas:
    EchoRequest:
      type: object
      additionalProperties: false
      required: [text]
      properties:
        text: { type: string, description: The text to echo. }
    Echo:
      type: object
      additionalProperties: false
      properties:
        echo: { type: string, description: 'The text, repeated.' }
`;

const ECHO_PAGE = `---
title: Echo endpoint
description: Send a text and get it back, for testing your integration.
---

Echo returns the text you send.

## Request

Send \`text\` in a JSON body.

## Errors {#echo-errors}

A missing text is a 400 with \`missing_parameter\`.

### Retrying

Do not retry a 400.

## Related

See the [guide](/docs/guide/).
`;

let outDir: string;
let contentDir: string;
let session: McpSession;
const SITE = 'https://fixture.example.com';

beforeAll(async () => {
  contentDir = makeFixture({ 'openapi.yaml': CONTRACT, 'docs/api/echo.md': ECHO_PAGE });
  const res = runBuild(contentDir);
  expect(res.status, res.output).toBe(0);
  outDir = res.outDir;
  session = await startMcp(['--site', outDir]);
});

afterAll(async () => {
  await session?.close();
});

const json = (text: string) => JSON.parse(text);

describe('MCP server on a built folder', () => {
  it('initializes and lists its four tools', async () => {
    expect(session.client.getServerVersion()?.name).toBe('lexora-docs');
    const { tools } = await session.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_operation', 'get_page', 'list_pages', 'search_docs']);
    expect(tools.find((t) => t.name === 'search_docs')?.inputSchema.required).toEqual(['query']);
  });

  it('search_docs finds the page, with its section, anchor, Markdown URL and a snippet', async () => {
    const res = await session.call('search_docs', { query: 'missing text 400' });
    expect(res.isError, res.text).toBe(false);
    const [first] = json(res.text);
    expect(first.url).toBe(`${SITE}/docs/api/echo/`);
    expect(first.title).toBe('Echo endpoint');
    expect(first.markdown).toBe(`${SITE}/docs/api/echo.md`);
    expect(first.sections[0]).toMatchObject({ heading: 'Errors', anchor: 'echo-errors' });
    expect(first.sections[0].snippet).toContain('**400**');
    const inSection = json((await session.call('search_docs', { query: 'installer', section: 'docs' })).text);
    expect(inSection[0].url).toBe(`${SITE}/docs/guide/`);
    expect(json((await session.call('search_docs', { query: 'installer', section: 'API' })).text)).toEqual([]);
  });

  it('get_page returns exactly the .md file, by route, .md URL or full URL; or one section', async () => {
    const file = fs.readFileSync(path.join(outDir, 'docs/api/echo.md'), 'utf8');
    for (const page of ['/docs/api/echo/', 'docs/api/echo', '/docs/api/echo.md', `${SITE}/docs/api/echo/`]) {
      const res = await session.call('get_page', { page });
      expect(res.isError, `${page}: ${res.text}`).toBe(false);
      expect(res.text).toBe(file);
    }
    const section = await session.call('get_page', { page: '/docs/api/echo/', heading: 'echo-errors' });
    expect(section.text).toBe(
      '## Errors\n\nA missing text is a 400 with `missing_parameter`.\n\n### Retrying\n\nDo not retry a 400.\n',
    );
    expect((await session.call('get_page', { page: `${SITE}/docs/api/echo/#retrying` })).text).toBe(
      '### Retrying\n\nDo not retry a 400.\n',
    );
    const missing = await session.call('get_page', { page: '/docs/api/echo/', heading: 'nope' });
    expect(missing).toMatchObject({ isError: true });
    expect(missing.text).toContain('echo-errors');
  });

  it('list_pages gives the sections of llms.txt with titles, descriptions and URLs', async () => {
    const api = json((await session.call('list_pages', { section: 'api' })).text);
    expect(api).toEqual([
      {
        section: 'API',
        pages: [
          {
            title: 'Echo endpoint',
            description: 'Send a text and get it back, for testing your integration.',
            url: `${SITE}/docs/api/echo/`,
            markdown: `${SITE}/docs/api/echo.md`,
          },
        ],
      },
    ]);
    const all = json((await session.call('list_pages')).text);
    expect(all.map((s: { section: string }) => s.section)).toEqual(['Docs', 'API', 'Fixture Blog']);
    const unknown = await session.call('list_pages', { section: 'nope' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Docs, API, Fixture Blog');
  });

  it('get_operation returns the contract operation with references resolved, errors and five samples', async () => {
    const byId = json((await session.call('get_operation', { operation: 'postEcho' })).text);
    const byRoute = json((await session.call('get_operation', { operation: 'POST /v1/echo' })).text);
    expect(byRoute).toEqual(byId);
    expect(byId).toMatchObject({
      operationId: 'postEcho',
      method: 'POST',
      path: '/v1/echo',
      docs: `${SITE}/docs/api/echo/`,
      requestBody: { mediaType: 'application/json', required: true, example: { text: 'Hello' } },
      errors: [{ status: 400, type: 'invalid_request', codes: ['missing_parameter'] }],
    });
    expect(byId.requestBody.schema.required).toEqual(['text']);
    expect(byId.responses['200'].schema.properties.echo.type).toBe('string');
    expect(JSON.stringify(byId)).not.toContain('$ref');
    expect(Object.keys(byId.samples)).toEqual(['curl', 'javascript', 'python', 'php', 'java']);
    expect(byId.samples.curl).toContain('https://api.example.com/v1/echo');
    expect(byId.samples.curl).toContain('"text": "Hello"');
    const unknown = await session.call('get_operation', { operation: 'GET /v1/nothing' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('No operation');
  });

  it('refuses hostile input with tool errors and keeps answering', async () => {
    const outside = path.join(os.tmpdir(), `lexora-mcp-secret-${process.pid}.md`);
    fs.writeFileSync(outside, 'secret');
    fs.symlinkSync(outside, path.join(outDir, 'docs/leak.md'));
    try {
      for (const page of [
        '../../../etc/passwd',
        '/docs/../../etc/passwd',
        '/docs/%2e%2e/%2e%2e/etc/passwd',
        '/docs/..%2f..%2fetc/passwd',
        '//evil.example/docs/',
        'https://evil.example/docs/api/echo/',
        'file:///etc/passwd',
        '/etc/passwd',
        '/docs/leak/',
      ]) {
        const res = await session.call('get_page', { page });
        expect(res.isError, `${page}: ${res.text}`).toBe(true);
        expect(res.text).not.toContain('secret');
      }
      const big = await session.call('search_docs', { query: 'x'.repeat(1024 * 1024) });
      expect(big.isError).toBe(true);
      const unknownTool = await session.client.callTool({ name: 'delete_everything', arguments: {} }).then(
        (r) => Boolean(r.isError),
        () => true,
      );
      expect(unknownTool).toBe(true);
      expect((await session.call('get_page', { page: 42 as never })).isError).toBe(true);
    } finally {
      fs.rmSync(path.join(outDir, 'docs/leak.md'));
      fs.rmSync(outside);
    }
    const after = json((await session.call('search_docs', { query: 'echo' })).text);
    expect(after[0].url).toBe(`${SITE}/docs/api/echo/`);
  });

  it('refuses to start without a built site, saying how to make one', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'mcp/server.ts', '--site', path.join(outDir, 'none')], {
      encoding: 'utf8',
      input: '',
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('npm run build');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('MCP server on a deployed copy (--url)', () => {
  let server: ReturnType<typeof createStaticServer>;
  let remote: McpSession;
  let base: string;
  beforeAll(async () => {
    server = createStaticServer({
      root: outDir,
      intercept: (req, res) => {
        if (req.url === '/docs/away.md') {
          res.writeHead(302, { Location: 'http://evil.example/docs/api/echo.md' }).end();
          return true;
        }
        if (req.url === '/docs/huge.md') {
          res.writeHead(200, { 'Content-Type': 'text/markdown' });
          const chunk = Buffer.alloc(1024 * 1024, 'a');
          for (let i = 0; i < 9; i++) res.write(chunk);
          res.end();
          return true;
        }
        return false;
      },
    });
    base = await listen(server);
    remote = await startMcp(['--url', `${base}/`]);
  });
  afterAll(async () => {
    await remote?.close();
    await closeServer(server);
  });

  it('answers from the site over HTTP, as from the folder', async () => {
    const file = fs.readFileSync(path.join(outDir, 'docs/api/echo.md'), 'utf8');
    expect((await remote.call('get_page', { page: `${base}/docs/api/echo/` })).text).toBe(file);
    expect((await remote.call('get_page', { page: `${SITE}/docs/api/echo.md` })).text).toBe(file);
    expect(json((await remote.call('search_docs', { query: 'echo' })).text)[0].url).toBe(`${SITE}/docs/api/echo/`);
    expect(json((await remote.call('get_operation', { operation: 'postEcho' })).text).operationId).toBe('postEcho');
  });

  it('ships with the site: /mcp.tgz is an npm package of the bundled server, reading the site by default', async () => {
    const dir = tempDir('lexora-mcp-package');
    const tar = spawnSync('tar', ['xzf', path.join(outDir, 'mcp.tgz'), '-C', dir], { encoding: 'utf8' });
    expect(tar.status, tar.stderr).toBe(0);
    const pkgFile = path.join(dir, 'package/package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    expect(pkg).toMatchObject({
      name: 'fixture-example-com-mcp',
      bin: { 'fixture-example-com-mcp': 'server.mjs' },
      lexora: { url: `${SITE}/` },
    });
    const server = path.join(dir, 'package/server.mjs');
    expect(fs.readFileSync(server, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    // Self-contained: it runs from a folder with no node_modules, here against the served copy,
    // which the package names instead of the fixture's (unreachable) configured URL.
    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, lexora: { url: `${base}/` } }));
    const shipped = await startMcp([], [server]);
    try {
      const file = fs.readFileSync(path.join(outDir, 'docs/api/echo.md'), 'utf8');
      expect((await shipped.call('get_page', { page: '/docs/api/echo/' })).text).toBe(file);
      expect(json((await shipped.call('search_docs', { query: 'echo' })).text)[0].url).toBe(`${SITE}/docs/api/echo/`);
      expect((await shipped.call('get_page', { page: '../../etc/passwd' })).isError).toBe(true);
    } finally {
      await shipped.close();
    }
  });

  it('refuses other origins, redirects to them and oversized files', async () => {
    const other = await remote.call('get_page', { page: 'http://127.0.0.2:1/docs/api/echo/' });
    expect(other.isError).toBe(true);
    const away = await remote.call('get_page', { page: '/docs/away/' });
    expect(away.isError).toBe(true);
    expect(away.text).toContain('another origin');
    const huge = await remote.call('get_page', { page: '/docs/huge/' });
    expect(huge.isError).toBe(true);
    expect(huge.text).toContain('larger than');
    expect((await remote.call('list_pages', { section: 'API' })).isError).toBe(false);
  });
});
