// Deleting the previous output and the work folder after the swap (prerender/outputs/publish.ts
// removeFolder): everything goes, links are removed and never followed, and without `rm` Node does it.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { removeFolder } from '../../prerender/outputs/publish';
import { tempDir } from '../support/tmp';

afterEach(() => vi.unstubAllEnvs());

/** A folder like an output: files at the top, two levels of folders, a name rm could take for an option, a link out. */
function makeTree(work: string): { dir: string; outside: string } {
  const dir = path.join(work, 'old');
  const outside = path.join(work, 'outside');
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'keep.txt'), 'kept');
  fs.mkdirSync(path.join(dir, 'docs/a/b'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets/search-0123456789'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), 'home');
  fs.writeFileSync(path.join(dir, 'docs/-rf'), 'not an option');
  fs.writeFileSync(path.join(dir, 'docs/a/b/index.html'), 'page');
  for (let i = 0; i < 50; i++) fs.writeFileSync(path.join(dir, `assets/search-0123456789/r${i}-0.json`), '[]');
  fs.symlinkSync(outside, path.join(dir, 'node_modules'), 'junction');
  fs.symlinkSync(outside, path.join(dir, 'docs/linked'), 'junction');
  return { dir, outside };
}

it('removes every file and folder, and removes links without following them', async () => {
  const { dir, outside } = makeTree(tempDir('lexora-remove-folder'));
  await removeFolder(dir);
  expect(fs.existsSync(dir)).toBe(false);
  expect(fs.readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('kept');
});

it('removes the folder without rm (no such program on the PATH)', async () => {
  const { dir, outside } = makeTree(tempDir('lexora-remove-folder'));
  vi.stubEnv('PATH', path.join(outside, 'no-programs-here'));
  await removeFolder(dir);
  expect(fs.existsSync(dir)).toBe(false);
  expect(fs.readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('kept');
});

it('is done when the folder is already gone', async () => {
  await expect(removeFolder(path.join(tempDir('lexora-remove-folder'), 'none'))).resolves.toBeUndefined();
});
