// The record of what a build published (prerender/outputs/previous-output.ts), which each step of the
// next build opens: read once while it is the same file, read again once a build records another.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { keptSize, PreviousOutput, recordOutput, unlinkedKept } from '../../prerender/outputs/previous-output';
import { tempDir } from '../support/tmp';

let work: string;
beforeEach(() => {
  work = tempDir('lexora-previous-output');
  vi.stubEnv('LEXORA_CACHE_DIR', path.join(work, 'cache'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('keeps a file recorded with the same key, and reads the record again once another build records its own', () => {
  const out = path.join(work, 'out');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'a.html'), 'A');
  recordOutput(out, [['a.html', 'k1']]);
  const first = PreviousOutput.open(out);
  expect(first.publishedSize('a.html', 'k1')).toBe(1);
  // Opened again by the next step: the same record.
  expect(PreviousOutput.open(out).publishedSize('a.html', 'k1')).toBe(1);
  // The next build records the file under another key: an open after that must not see the old record.
  recordOutput(out, [['a.html', 'k2']]);
  const second = PreviousOutput.open(out);
  expect(second.publishedSize('a.html', 'k1')).toBeUndefined();
  expect(second.publishedSize('a.html', 'k2')).toBe(1);
  expect(second.reuse('a.html', 'k2', path.join(work, 'new', 'a.html'))).toBe(true);
  expect(fs.readFileSync(path.join(work, 'new', 'a.html'), 'utf8')).toBe('A');
});

it('reuses nothing, with a warning, when the record was damaged since it was last read', () => {
  const out = path.join(work, 'out');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'a.html'), 'A');
  recordOutput(out, [['a.html', 'k1']]);
  expect(PreviousOutput.open(out).publishedSize('a.html', 'k1')).toBe(1);
  const [record] = fs.readdirSync(path.join(work, 'cache', 'outputs'));
  const file = path.join(work, 'cache', 'outputs', record!);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('k1', 'k9'));
  expect(PreviousOutput.open(out).publishedSize('a.html', 'k1')).toBeUndefined();
  expect(PreviousOutput.open(out).publishedSize('a.html', 'k9')).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('is damaged'));
});

it('records a file linked from the previous output as that output recorded it, and a file written over a link by its own state', () => {
  const out = path.join(work, 'out');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'a.html'), 'A');
  fs.writeFileSync(path.join(out, 'b.html'), 'BB');
  recordOutput(out, [
    ['a.html', 'k1'],
    ['b.html', 'k2'],
  ]);
  // The next build: both kept by a link in its own folder, then b's link removed and b written anew.
  const built = path.join(work, 'built');
  const previous = PreviousOutput.open(out);
  expect(previous.reuse('a.html', 'k1', path.join(built, 'a.html'))).toBe(true);
  expect(previous.reuse('b.html', 'k2', path.join(built, 'b.html'))).toBe(true);
  expect(keptSize(path.join(built, 'a.html'), 'k1')).toBe(1);
  expect(keptSize(path.join(built, 'a.html'), 'k9')).toBeUndefined();
  fs.rmSync(path.join(built, 'b.html'));
  unlinkedKept(path.join(built, 'b.html'));
  fs.writeFileSync(path.join(built, 'b.html'), 'BBB');
  // The swap: the built folder renamed into place.
  fs.rmSync(out, { recursive: true });
  fs.renameSync(built, out);
  const lstat = vi.spyOn(fs, 'lstatSync');
  recordOutput(
    out,
    [
      ['a.html', 'k1'],
      ['b.html', 'k2'],
    ],
    built,
  );
  // Only the written file was stat-ed; the record of both is what a stat gives.
  expect(lstat.mock.calls.map(([p]) => path.basename(String(p)))).toEqual(['b.html']);
  lstat.mockRestore();
  const next = PreviousOutput.open(out);
  expect(next.publishedSize('b.html', 'k2')).toBe(3);
  expect(next.reuse('a.html', 'k1', path.join(work, 'third', 'a.html'))).toBe(true);
  expect(next.reuse('b.html', 'k2', path.join(work, 'third', 'b.html'))).toBe(true);
  expect(fs.readFileSync(path.join(work, 'third', 'b.html'), 'utf8')).toBe('BBB');
  // Nothing is left of the links once recorded.
  expect(keptSize(path.join(built, 'a.html'), 'k1')).toBeUndefined();
});
