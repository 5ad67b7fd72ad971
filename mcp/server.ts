// `npm run mcp`: a Model Context Protocol server over stdio that answers from a built site: dist/ by
// default, `--site <dir>` for another build, `--url <https://docs.example.com/>` for a deployed copy.
// Tools: search_docs, get_page, list_pages, get_operation (see mcp/docs.ts). stdout carries the
// protocol: messages for people go to stderr.
import fs from 'node:fs';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { Docs } from './docs.ts';
import { folderSource, ToolError, urlSource, type SiteSource } from './source.ts';

const USAGE = 'Usage: npm run mcp -- [--site <built site folder, default dist>] [--url <https://docs.example.com/>]';

export function parseArgs(argv: string[]): { site?: string; url?: string } {
  const out: { site?: string; url?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    if (flag !== '--site' && flag !== '--url') throw new Error(`Unknown argument ${JSON.stringify(a)}.`);
    const value = inline ?? argv[++i];
    if (!value) throw new Error(`${flag} needs a value.`);
    out[flag === '--site' ? 'site' : 'url'] = value;
  }
  if (out.site && out.url) throw new Error('Give --site or --url, not both.');
  return out;
}

function text(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] };
}

/** Runs a tool; any failure is the tool's error result with a clear message, never a crash. */
async function answer(run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (e) {
    const message = e instanceof ToolError ? e.message : `Unexpected error: ${(e as Error)?.message ?? String(e)}`;
    return { content: [{ type: 'text', text: message }], isError: true };
  }
}

const pageRef = z
  .string()
  .min(1)
  .max(2048)
  .describe('A route (/docs/api/tone/), its Markdown URL (/docs/api/tone.md) or a full URL on the site');

export function createServer(source: SiteSource): McpServer {
  const docs = new Docs(source);
  const server = new McpServer({ name: 'lexora-docs', version: '1.0.0' });
  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        "Searches the site with its own index and ranking (the same results as the site's search box). Returns pages, best first, each with its URL, Markdown URL and the matching sections (heading, anchor, snippet). Read a page with get_page.",
      inputSchema: {
        query: z.string().min(1).max(500).describe('What to look for, in words: "change the tone of a message"'),
        section: z.string().max(100).optional().describe('Only pages of this section (see list_pages), e.g. "API"'),
        limit: z.number().int().min(1).max(20).optional().describe('How many pages to return (default 5)'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, section, limit }) => answer(() => docs.searchDocs(query, section, limit ?? 5)),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'Returns a page of the site as Markdown (its published .md copy), or only the section under one heading when `heading` (the anchor id, as in search_docs results) is given or the URL ends in #anchor.',
      inputSchema: {
        page: pageRef,
        heading: z.string().min(1).max(200).optional().describe('A heading id (anchor) of the page'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ page, heading }) => answer(() => docs.getPage(page, heading)),
  );
  server.registerTool(
    'list_pages',
    {
      title: 'List pages',
      description:
        'Lists the pages of the site by section, with title, description, URL and Markdown URL (as llms.txt).',
      inputSchema: { section: z.string().max(100).optional().describe('Only this section, e.g. "API"') },
      annotations: { readOnlyHint: true },
    },
    ({ section }) => answer(() => docs.listPages(section)),
  );
  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'Returns an operation of the API contract (OpenAPI): parameters, request and response schemas with references resolved, errors, and request samples in cURL, JavaScript, Python, PHP and Java.',
      inputSchema: {
        operation: z.string().min(1).max(300).describe('An operationId (postTone) or "METHOD /path" (POST /v1/tone)'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ operation }) => answer(() => docs.getOperation(operation)),
  );
  return server;
}

/** The site URL of the package the build ships (/mcp.tgz, prerender/outputs/mcp-package.ts), beside the bundled server. */
function packagedUrl(): string | undefined {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
    return typeof pkg?.lexora?.url === 'string' ? pkg.lexora.url : undefined;
  } catch {
    return undefined;
  }
}

export async function main(): Promise<void> {
  let args: ReturnType<typeof parseArgs>;
  let source: SiteSource;
  try {
    args = parseArgs(process.argv.slice(2));
    const url = args.url ?? (args.site ? undefined : packagedUrl());
    if (url) source = urlSource(url);
    else {
      const dir = path.resolve(args.site ?? 'dist');
      if (!fs.existsSync(path.join(dir, 'mcp.json')))
        throw new Error(
          `No built site in ${path.relative(process.cwd(), dir) || '.'}/ (no mcp.json). Run \`npm run build\` first, or give --site or --url.`,
        );
      source = folderSource(dir);
    }
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  await createServer(source).connect(new StdioServerTransport());
  console.error(`Lexora docs MCP server on stdio, reading ${source.label}`);
}

// Run as `npm run mcp` (tsx mcp/server.ts); the shipped bundle calls main() itself.
if (process.argv[1]?.endsWith(path.join('mcp', 'server.ts'))) await main();
