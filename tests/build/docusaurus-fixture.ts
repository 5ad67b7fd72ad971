// The create-docusaurus classic template, laid out as `create-docusaurus` writes it, and the import
// command run the way a user runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeFixture } from './fixture';
import { tempDir } from '../support/tmp';

export const TEMPLATE = path.resolve('node_modules/create-docusaurus/templates');

/** The classic template as `create-docusaurus` lays it out: shared files, then the template's own. */
export function classicSite(): string {
  const dir = tempDir('docusaurus-classic');
  fs.cpSync(path.join(TEMPLATE, 'shared'), dir, { recursive: true });
  fs.cpSync(path.join(TEMPLATE, 'classic'), dir, { recursive: true });
  return dir;
}

export function runImport(
  siteDir: string,
  outDir = `${siteDir}-content`,
  args: string[] = [],
  env: Record<string, string> = {},
) {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'prerender/docusaurus/import.ts', siteDir, '--out', outDir, ...args],
    { encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } },
  );
  return { status: res.status, output: res.stdout + res.stderr, outDir };
}

/** A fixture site plus the classic template's src/ and static/ folders, unchanged. */
export function siteWithTemplatePages(changes: Record<string, string | null> = {}): string {
  const dir = makeFixture(changes);
  for (const from of [path.join(TEMPLATE, 'shared'), path.join(TEMPLATE, 'classic')]) {
    for (const sub of ['src', 'static'])
      if (fs.existsSync(path.join(from, sub)))
        fs.cpSync(path.join(from, sub), path.join(dir, sub), { recursive: true });
  }
  return dir;
}
