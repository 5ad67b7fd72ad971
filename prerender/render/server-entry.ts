// The SSR bundle's entry (src/entry-server.tsx), loaded once per build and told where the pages'
// modules and page trees are. The prerender step renders pages with it, the feeds their content.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tableFile, type RouteTable } from '../routes/route-data.ts';
import * as env from '../report/env.mjs';

/** The SSR bundle's exports: typed by src/entry-server.tsx itself, so the two cannot drift apart. */
export type ServerEntry = typeof import('../../src/entry-server.tsx');

/** `origin`: the site's URL (config.url), which the server's routes resolve against (it has no `location`). */
export async function loadServerEntry(
  serverDir: string,
  contentDir: string,
  table: RouteTable,
  origin: string,
): Promise<ServerEntry> {
  const server: ServerEntry = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);
  server.setSiteOrigin(origin);
  // The SSR bundle finds a page's module by the client module URL in its route data.
  const keyOf = new Map<string, string>();
  for (const [route, file] of table.sources)
    keyOf.set(route, '@content/' + path.relative(contentDir, file).replace(/\\/g, '/'));
  const moduleToKey = new Map<string, string>();
  for (const r of table.routes) if (r.module) moduleToKey.set(r.module, keyOf.get(r.path)!);
  server.setPageModuleResolver((url: string) => {
    const k = moduleToKey.get(url);
    return k && server.pageKeys.includes(k)
      ? k
      : server.pageKeys.find((p: string) => p.endsWith(k?.replace('@content/', '/') ?? '\0'));
  });
  server.setPageTreeSource((url: string) => tableFile(table, url));
  // Sidebar categories that do not hold the page are rendered once and spliced in (src/entry-server.tsx);
  // LEXORA_SIDEBAR_SPLICE=0 renders every one on every page, for the test that compares the two.
  server.setSidebarSplicing(env.sidebarSplicing());
  return server;
}
