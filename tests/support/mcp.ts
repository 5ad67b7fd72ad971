// The MCP server (mcp/server.ts) started as `npm run mcp` starts it, and driven over stdio by the
// SDK's own client, as an assistant would.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export interface McpSession {
  client: Client;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  /** Calls a tool; returns its text and whether it is an error result. */
  call(name: string, args?: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
  close(): Promise<void>;
}

/** `entry`: how node starts the server (by default `npm run mcp`'s way; the shipped bundle is one file). */
export async function startMcp(
  args: string[],
  entry: string[] = ['--import', 'tsx', path.resolve('mcp/server.ts')],
): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...entry, ...args],
    cwd: process.cwd(),
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const client = new Client({ name: 'lexora-test', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    stderr: () => err,
    async call(name, args = {}) {
      const res = await client.callTool({ name, arguments: args });
      const content = res.content as { type: string; text?: string }[];
      return { text: content.map((c) => c.text ?? '').join(''), isError: Boolean(res.isError) };
    },
    close: () => client.close(),
  };
}
