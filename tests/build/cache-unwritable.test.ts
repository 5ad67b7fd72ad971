// A cache folder the build cannot write (issue 24): one report naming the folder and how to fix it,
// exit 1, no stack trace. Tests run as root, whom permissions do not stop: the first test makes the
// folder unwritable by a file where its parent folder should be (ENOTDIR); the second runs the build
// as the user nobody (setpriv, when there) with the cache in a folder only root may write (EACCES).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { makeFixture, runBuild } from './fixture';

it('reports a cache folder it cannot write once, with the way out', () => {
  const dir = makeFixture();
  fs.writeFileSync(path.join(dir, 'blocker'), 'a file, not a folder\n');
  const res = runBuild(dir, { LEXORA_CACHE_DIR: path.join(dir, 'blocker', 'cache') });
  expect(res.status, res.output).toBe(1);
  expect(fs.existsSync(res.outDir)).toBe(false);
  expect(res.output).not.toMatch(/\n\s+at .*:\d+:\d+\)?/);
  expect(res.output.split(dir).join('<fixture>').trim()).toMatchInlineSnapshot(`
    "Build failed. The cache folder cannot be written.
      - <fixture>/blocker/cache: is not writable (a part of its path is a file, not a folder)
          fix: name a writable folder for the cache (LEXORA_CACHE_DIR=<writable folder> npm run build), or make this one writable by the user running the build (chown or chmod u+w)

    Nothing was written to <out>."
  `);
});

const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((f) => fs.existsSync(f));
it.skipIf(!setpriv || process.getuid?.() !== 0)('reports a cache folder a non-root user may not write', () => {
  const dir = tempDir('lexora-cache-eacces');
  fs.mkdirSync(path.join(dir, 'site', 'docs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'root-only'));
  fs.chmodSync(path.join(dir, 'root-only'), 0o755);
  fs.chmodSync(dir, 0o777);
  const res = spawnSync(
    setpriv!,
    ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'prerender/build.mjs'].concat([
      '--content',
      path.join(dir, 'site'),
      '--out',
      path.join(dir, 'dist'),
    ]),
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        HOME: dir,
        LEXORA_CACHE_DIR: path.join(dir, 'root-only', 'cache'),
        LEXORA_GENERATED_DIR: path.join(dir, 'generated'),
      },
      timeout: 240_000,
    },
  );
  expect(res.status, res.stdout + res.stderr).toBe(1);
  expect((res.stdout + res.stderr).split(dir).join('<tmp>').trim()).toMatchInlineSnapshot(`
    "Build failed. The cache folder cannot be written.
      - <tmp>/root-only/cache: is not writable (permission denied)
          fix: name a writable folder for the cache (LEXORA_CACHE_DIR=<writable folder> npm run build), or make this one writable by the user running the build (chown or chmod u+w)

    Nothing was written to <tmp>/dist."
  `);
});
