// The test helper for temporary folders: a folder from a file map, removed with its siblings, kept
// under KEEP_TMP=1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listFiles } from '../../prerender/util';
import { registeredPaths, removeLater, removeTempDirs, tempDir } from '../support/tmp';

const keep = process.env.KEEP_TMP;
afterEach(() => {
  if (keep === undefined) delete process.env.KEEP_TMP;
  else process.env.KEEP_TMP = keep;
});

describe('tempDir', () => {
  it('makes a folder in the temp folder with the prefix and writes text and bytes, leaving out null', () => {
    const dir = tempDir('lexora-tmp-test', { 'a.txt': 'text', 'sub/b.bin': new Uint8Array([1, 2]), 'c.txt': null });
    expect(path.dirname(dir)).toBe(os.tmpdir());
    expect(path.basename(dir)).toMatch(/^lexora-tmp-test-[A-Za-z0-9]{6}$/);
    expect(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('text');
    expect([...fs.readFileSync(path.join(dir, 'sub/b.bin'))]).toEqual([1, 2]);
    expect(fs.existsSync(path.join(dir, 'c.txt'))).toBe(false);
    removeTempDirs();
  });

  it('removes the folder and its `<dir>-*` siblings, and nothing else', () => {
    const dir = tempDir('lexora-tmp-test');
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'lexora-tmp-test-'));
    try {
      for (const s of ['-dist', '-apart-cache', '-content']) fs.mkdirSync(`${dir}${s}`);
      fs.writeFileSync(`${dir}-note.txt`, 'x');
      expect(registeredPaths()).toEqual(
        [dir, `${dir}-apart-cache`, `${dir}-content`, `${dir}-dist`, `${dir}-note.txt`].sort(),
      );
      expect(removeTempDirs()).toHaveLength(5);
      for (const p of [dir, `${dir}-dist`, `${dir}-apart-cache`, `${dir}-content`, `${dir}-note.txt`])
        expect(fs.existsSync(p), p).toBe(false);
      expect(fs.existsSync(other)).toBe(true);
      expect(registeredPaths()).toEqual([]);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('removes a path registered with removeLater', () => {
    const dir = removeLater(fs.mkdtempSync(path.join(os.tmpdir(), 'lexora-tmp-test-')));
    removeTempDirs();
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('keeps everything under KEEP_TMP=1 and says what it kept', () => {
    const dir = tempDir('lexora-tmp-test', { 'a.txt': 'kept' });
    fs.mkdirSync(`${dir}-dist`);
    process.env.KEEP_TMP = '1';
    expect(removeTempDirs()).toEqual([dir, `${dir}-dist`]);
    expect(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('kept');
    delete process.env.KEEP_TMP;
    removeTempDirs();
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(`${dir}-dist`)).toBe(false);
  });
});

describe('tests', () => {
  it('make their temporary folders with tempDir, so that they are removed (CONTRIBUTING.md)', () => {
    const own = ['tests/support/tmp.ts', 'tests/unit/tmp.test.ts'];
    const offenders = listFiles(path.resolve('tests'), { skip: (name) => name === '.tmp' })
      .map((f) => path.relative(process.cwd(), f))
      .filter((f) => /\.(ts|mjs|js)$/.test(f) && !own.includes(f))
      .filter((f) => /mkdtemp(Sync)?\(\s*(path\.)?join\(\s*(os\.)?tmpdir\(\)/.test(fs.readFileSync(f, 'utf8')));
    expect(offenders, 'use tempDir(prefix, files) from tests/support/tmp.ts').toEqual([]);
  });
});
