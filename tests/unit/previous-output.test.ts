// The record of what a build published (prerender/outputs/previous-output.ts), which each step of the
// next build opens: read once while it is the same file, read again once a build records another.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PreviousOutput, recordOutput } from '../../prerender/outputs/previous-output';
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
