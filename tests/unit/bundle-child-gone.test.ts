// The Vite bundle process may end before the build sends it its work: Ctrl-C in a terminal stops the
// whole process group, the child first. The message then cannot be sent (EPIPE, or a closed channel),
// and the build must report the interruption the child's end shows, never crash on an unheard error.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import { Interrupted } from '../../prerender/report/errors';

const script = path.join(tempDir('lexora-bundle-gone'), 'child.cjs');
// Closes its channel at once, then is stopped by SIGINT (as Ctrl-C stops it).
fs.writeFileSync(script, "process.disconnect();\nsetTimeout(() => process.kill(process.pid, 'SIGINT'), 100);\n");

vi.mock('../../prerender/boot.mjs', () => ({
  forkEntry: async (): Promise<ChildProcess> => {
    const child = fork(script, [], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('disconnect', resolve));
    return child;
  },
}));

it('a bundle process gone before its message is sent rejects with the interruption, no unheard error', async () => {
  const { BundleCache } = await import('../../prerender/bundle/bundle-cache');
  const cache = Object.create(BundleCache.prototype) as InstanceType<typeof BundleCache>;
  Object.assign(cache, { opts: { routes: new Map(), extensions: {} }, modules: new Set() });
  const built = cache.build(process.cwd(), 'client', 'server');
  await expect(built).rejects.toBeInstanceOf(Interrupted);
  await expect(built).rejects.toMatchObject({ signal: 'SIGINT' });
});
