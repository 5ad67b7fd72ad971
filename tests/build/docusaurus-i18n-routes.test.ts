// The routes of a Docusaurus site with versions, three locales (one right to left) and a second docs
// instance (bench/i18n-site.ts: the classic template plus those), imported and built, against the
// routes Docusaurus 3.10 itself builds from the same site. The expected list is Docusaurus's output,
// recorded from the pinned peer's build (bench/compare-routes.ts; the peer cannot be installed in CI):
// see BENCHMARKS.md "Routes against Docusaurus: versions, locales and docs instances".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeI18nSite } from '../../bench/i18n-site';
import { routesOf } from '../../bench/routes-of';
import { runImport } from './docusaurus-fixture';

/** Docusaurus's routes of the default locale, and ours besides: the offline search page. */
const DEFAULT_LOCALE = [
  ...fs
    .readFileSync(path.join(import.meta.dirname, 'docusaurus-i18n-routes.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#')),
  '/search',
];
/** Every locale has the default locale's routes under its path (fr: some pages translated; ar: none). */
const EXPECTED = ['', '/fr', '/ar'].flatMap((l) => DEFAULT_LOCALE.map((r) => (r === '/' ? l || '/' : l + r)));

describe('routes of a versioned, translated, two-instance Docusaurus site', () => {
  let out: string;
  let output: string;
  let status: number | null;
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-i18n-'));
    const imported = runImport(writeI18nSite(path.join(dir, 'site')), path.join(dir, 'content'));
    expect(imported.status, imported.output).toBe(0);
    out = path.join(dir, 'dist');
    const res = spawnSync(process.execPath, ['prerender/build.mjs', '--content', imported.outDir, '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, LEXORA_GENERATED_DIR: path.join(dir, 'generated') },
      timeout: 400_000,
    });
    status = res.status;
    output = res.stdout + res.stderr;
  }, 450_000);

  it('are the routes Docusaurus builds, in every locale and version of both instances', () => {
    expect(status, output).toBe(0);
    const { pages, redirects } = routesOf(out);
    expect([...pages].sort()).toEqual([...EXPECTED].sort());
    expect([...redirects]).toEqual([]);
  });
});
