// The persistent caches: pruned least recently used first to a size budget, entries kept whole,
// and a compile whose cache entry vanished (another build pruned it) compiles again.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { pruneCache, readSealed, sealed, SealedWriter, touch } from '../../prerender/cache/store';
import { MdxCompiler } from '../../prerender/mdx/cached-mdx-plugin';

let dir: string;
beforeEach(() => {
  dir = tempDir('lexora-cache');
});

/** An entry of `kb` KB in two files (like an MDX entry), last used `ageS` seconds ago. */
function entry(key: string, kb: number, ageS: number) {
  const when = new Date(Date.now() - ageS * 1000);
  for (const ext of ['out', 'json']) {
    const f = path.join(dir, `${key}.${ext}`);
    fs.writeFileSync(f, 'x'.repeat((kb * 1024) / 2));
    fs.utimesSync(f, when, when);
  }
}

const keys = () => [...new Set(fs.readdirSync(dir).map((n) => n.split('.')[0]))].sort();

describe('pruneCache', () => {
  it('leaves a cache within its budget alone', () => {
    entry('a', 10, 30);
    entry('b', 10, 20);
    expect(pruneCache(dir, 20 * 1024)).toBe(0);
    expect(keys()).toEqual(['a', 'b']);
  });

  it('removes whole entries, least recently used first, down to 80% of the budget', () => {
    entry('oldest', 10, 40);
    entry('old', 10, 30);
    entry('new', 10, 20);
    entry('newest', 10, 10);
    expect(pruneCache(dir, 35 * 1024)).toBe(2);
    expect(keys()).toEqual(['new', 'newest']);
    expect(fs.readdirSync(dir)).toHaveLength(4);
  });

  it('counts a use: an old entry read just now is kept', () => {
    entry('a', 10, 40);
    entry('b', 10, 30);
    entry('c', 10, 20);
    touch(path.join(dir, 'a.json'));
    expect(pruneCache(dir, 25 * 1024)).toBe(1);
    expect(keys()).toEqual(['a', 'c']); // b goes, though a was written earlier
  });

  it('never removes what the current build used, even past the budget', () => {
    entry('stale', 10, 300);
    entry('used-a', 10, 20);
    entry('used-b', 10, 10);
    // The build started 60 s ago: both of its entries stay, though the three together are twice the budget.
    expect(pruneCache(dir, 15 * 1024, Date.now() - 60_000)).toBe(1);
    expect(keys()).toEqual(['used-a', 'used-b']);
  });

  it('is harmless when the folder is missing or two builds prune it at once', () => {
    expect(pruneCache(path.join(dir, 'none'), 1)).toBe(0);
    for (let i = 0; i < 20; i++) entry(`k${i}`, 4, 100 - i);
    const removed = [pruneCache(dir, 40 * 1024), pruneCache(dir, 40 * 1024)];
    expect(removed[0]).toBeGreaterThan(0);
    expect(removed[1]).toBe(0);
    expect(keys()).toEqual(['k12', 'k13', 'k14', 'k15', 'k16', 'k17', 'k18', 'k19']);
  });
});

describe('the MDX compile cache', () => {
  it('compiles a page again when its entry was pruned after the lookup', async () => {
    const file = path.join(dir, 'page.md');
    const source = '# Title\n\nSee [the other page](./other.md).\n';
    fs.writeFileSync(file, source);
    const compiler = new MdxCompiler({
      routes: new Map([[path.join(dir, 'other.md'), '/docs/other/']]),
      cacheDir: path.join(dir, 'cache'),
    });
    const first = await compiler.compile(file, source);
    expect(first.code).toContain('/docs/other/');
    // Another build prunes the output but not (yet) the marker: the next read must not fail.
    for (const f of fs.readdirSync(path.join(dir, 'cache')))
      if (f.endsWith('.out')) fs.rmSync(path.join(dir, 'cache', f));
    expect(compiler.cachedCode(file, source)).toBeUndefined();
    const again = await compiler.compile(file, source);
    expect(again.code).toBe(first.code);
  });
});

describe('sourceDigest', () => {
  it('hashes the build code of a project whose path has a space (so a code change is never a cache hit)', async () => {
    const project = path.join(dir, 'my docs');
    // The whole build side (store.ts's imports reach further than util.ts) and the packages it imports.
    for (const f of ['prerender', 'src/shared'])
      fs.cpSync(path.join(process.cwd(), f), path.join(project, f), { recursive: true });
    fs.symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'), 'junction');
    fs.writeFileSync(path.join(project, 'src/a.ts'), 'export const a = 1;\n');
    const store = (await import(
      pathToFileURL(path.join(project, 'prerender/cache/store.ts')).href
    )) as typeof import('../../prerender/cache/store');
    const before = store.sourceDigest(['src']);
    expect(before).not.toBe(store.sourceDigest(['no-such-folder']));
    fs.writeFileSync(path.join(project, 'src/b.ts'), 'export const b = 2;\n');
    const fresh = (await import(
      `${pathToFileURL(path.join(project, 'prerender/cache/store.ts')).href}?again`
    )) as typeof import('../../prerender/cache/store');
    expect(fresh.sourceDigest(['src'])).not.toBe(before);
  });
});

describe('SealedWriter', () => {
  it('writes, piece by piece, the bytes sealed() gives for the whole, which readSealed reads back', () => {
    const file = path.join(dir, 'entry.bin');
    const pieces = ['first line\n', 'é 🚀 مرحبا', '', 'x'.repeat(100_000)];
    const w = new SealedWriter(file);
    for (const p of pieces) w.write(p);
    expect(fs.existsSync(file)).toBe(false); // in place only once closed
    w.close();
    expect(fs.readFileSync(file).equals(sealed(pieces.join('')))).toBe(true);
    expect(readSealed(file)?.toString()).toBe(pieces.join(''));
    expect(fs.readdirSync(dir)).toEqual(['entry.bin']);
  });

  it('leaves the file as it was when discarded', () => {
    const file = path.join(dir, 'entry.bin');
    fs.writeFileSync(file, sealed('before'));
    const w = new SealedWriter(file);
    w.write('after');
    w.discard();
    expect(readSealed(file)?.toString()).toBe('before');
    expect(fs.readdirSync(dir)).toEqual(['entry.bin']);
  });
});
