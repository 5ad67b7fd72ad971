// A fixture site built and served like a static host, for browser tests that need a site other than
// the real one (global-setup.ts serves that): build, serve on a free local port, clean up.
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer, type StaticServerOptions } from '../../prerender/static-server';
import { makeFixture, runBuild } from '../build/fixture';
import { keepTmp } from './tmp';

export interface ServedSite {
  /** The site's origin, `http://127.0.0.1:<port>`. */
  base: string;
  contentDir: string;
  outDir: string;
  /** Stops the server and deletes the content and output folders (kept under KEEP_TMP=1, see tmp.ts). */
  close(): Promise<void>;
}

/** Starts any server on 127.0.0.1 at a free port; returns its origin. */
export async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Stops a server and drops its open connections: `close()` alone waits for every keep-alive or
 * preconnected socket a browser still holds, which can be forever.
 */
export function closeServer(server: http.Server | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!server?.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export interface ServeOptions {
  /** Extra environment for the build. */
  env?: Record<string, string>;
  /** Static server options other than the folder (e.g. `intercept`). */
  server?: Omit<StaticServerOptions, 'root'>;
}

/**
 * Builds a content folder (`makeFixture` changes, or the path of one already made) with `npm run
 * build` and serves the output. A failed build throws with the build's output.
 */
export async function serveFixture(
  content: Record<string, string | null> | string = {},
  opts: ServeOptions = {},
): Promise<ServedSite> {
  const contentDir = typeof content === 'string' ? content : makeFixture(content);
  const built = runBuild(contentDir, opts.env);
  if (built.status !== 0) throw new Error(`fixture build failed:\n${built.output}`);
  const server = createStaticServer({ ...opts.server, root: built.outDir });
  const base = await listen(server);
  return {
    base,
    contentDir,
    outDir: built.outDir,
    async close() {
      await closeServer(server);
      if (!keepTmp()) for (const dir of [contentDir, built.outDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
