import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { checkOutDir, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../../prerender/outputs/out-dir';

const tmp = tempDir('lexora-out-dir');
const ctx = {
  root: path.join(tmp, 'home/project'),
  contentDir: path.join(tmp, 'home/project/content'),
  cacheDir: path.join(tmp, 'home/project/.cache'),
  home: path.join(tmp, 'home'),
};
const problem = (out: string) => {
  try {
    checkOutDir(out, ctx);
    return null;
  } catch (e) {
    return (e as Error).message.split('\n')[1].replace(/^ {2}- --out [^:]*: /, '');
  }
};

describe('checkOutDir', () => {
  it('refuses the root of the file system (never tried with a real build)', () => {
    expect(problem('/')).toBe('is the root of the file system.');
  });

  it('refuses the build cache and anything in it', () => {
    expect(problem(ctx.cacheDir)).toMatch(/^is the build cache;/);
    expect(problem(path.join(ctx.cacheDir, 'x'))).toMatch(/^is inside the build cache;/);
  });

  it('accepts a new folder, an empty folder and an earlier output', () => {
    expect(problem(path.join(ctx.root, 'dist'))).toBeNull();
    const empty = path.join(tmp, 'empty');
    fs.mkdirSync(empty);
    expect(problem(empty)).toBeNull();
    const old = path.join(tmp, 'old');
    fs.mkdirSync(old);
    fs.writeFileSync(path.join(old, 'index.html'), '<p>old</p>');
    expect(problem(old)).toMatch(/not the output of an earlier build/);
    fs.writeFileSync(path.join(old, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    expect(problem(old)).toBeNull();
  });

  it('refuses a symbolic link to an earlier output', () => {
    const old = path.join(tmp, 'linked');
    fs.mkdirSync(old);
    fs.writeFileSync(path.join(old, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    fs.symlinkSync(old, path.join(tmp, 'link'));
    expect(problem(path.join(tmp, 'link'))).toMatch(/^is a symbolic link;/);
  });
});
