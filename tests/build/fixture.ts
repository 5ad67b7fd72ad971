// Tiny sites for build tests: a minimal valid site that each test breaks in one way.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { listFiles } from '../../prerender/util';
import { tempDir, type FileMap } from '../support/tmp';

export const SITE_CONFIG = `export default {
  title: 'Fixture Docs',
  tagline: 'A tiny site',
  url: 'https://fixture.example.com',
  baseUrl: '/',
  trailingSlash: true,
  favicon: '/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } },
  metadata: { keywords: ['fixture'], description: 'Fixture site.' },
  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }] },
  footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/guide/' }] }], copyright: 'Copyright {year}' },
  blog: { title: 'Fixture Blog', description: 'Posts.' },
};
`;

export const BASE_FILES: Record<string, string> = {
  'site.config.ts': SITE_CONFIG,
  'sidebars.ts': `export default { tutorialSidebar: ['welcome', { type: 'category', label: 'Guides', items: ['guide'] }] };\n`,
  'docs/welcome.mdx': `---\ntitle: Welcome\ndescription: Start here.\nslug: /\n---\n\n## Top of page\n\nRead the [guide](/docs/guide/#install).\n`,
  'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n## Install\n\nRun the installer.\n\n## Use\n\nSee [welcome](/docs/) and [the start page](./welcome.mdx#top-of-page).\n`,
  'blog/authors.yml': `ada:\n  name: Ada Writer\n  title: Engineer\n`,
  'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\nslug: hello\nauthors: [ada]\ntags: [news]\n---\n\nFirst post.\n\n<!-- truncate -->\n\nMore text.\n`,
};

/**
 * A fixture site: `BASE_FILES` with `changes` (files to add or replace, text or bytes, or to leave
 * out: null), in a temporary folder removed with its `-dist` and other siblings after the test file.
 */
export function makeFixture(changes: FileMap = {}): string {
  return tempDir('lexora-fixture', { ...BASE_FILES, ...changes });
}

export interface BuildResult {
  status: number | null;
  output: string;
  outDir: string;
}

/** Runs `npm run build` the way a user would, on a fixture, into a temporary output folder. */
export function runBuild(contentDir: string, extraEnv: Record<string, string> = {}): BuildResult {
  const outDir = path.join(contentDir, '..', `${path.basename(contentDir)}-dist`);
  const res = spawnSync(process.execPath, ['prerender/build.mjs', '--content', contentDir, '--out', outDir], {
    encoding: 'utf8',
    env: { ...process.env, LEXORA_GENERATED_DIR: path.join(contentDir, '.generated'), ...extraEnv },
    timeout: 240_000,
  });
  // Paths in messages are relative to the project; make them relative to the fixture for asserts.
  // A failed build names the (temporary) output folder it left alone: masked, so reports can be pinned.
  const output = (res.stdout + res.stderr)
    .split(path.relative(process.cwd(), contentDir) + '/')
    .join('')
    .split(`Nothing was written to ${outDir}.`)
    .join('Nothing was written to <out>.');
  return { status: res.status, output, outDir };
}

/**
 * Builds `dir` with a cache of its own (nothing another build rendered is reused: every page is made
 * by the build being compared) and moves its output aside under `name`, so the next build of the same
 * folder cannot overwrite it. For tests that build one site two ways and compare the results.
 */
export function buildApart(dir: string, name: string, env: Record<string, string>): BuildResult {
  const res = runBuild(dir, { LEXORA_DEBUG: '1', LEXORA_CACHE_DIR: `${dir}-${name}-cache`, ...env });
  const kept = `${dir}-${name}`;
  if (fs.existsSync(res.outDir)) fs.renameSync(res.outDir, kept);
  return { ...res, outDir: kept };
}

/** Asserts two built sites hold the same files, byte for byte; returns their relative paths. */
/** Every stylesheet a build wrote to `<outDir>/assets`, joined: what the site's CSS compiled to. */
export function builtCss(outDir: string): string {
  const assets = path.join(outDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}

export function expectSameSite(actualDir: string, expectedDir: string): string[] {
  const list = (root: string) =>
    listFiles(root)
      .map((f) => path.relative(root, f))
      .sort();
  const files = list(expectedDir);
  expect(list(actualDir)).toEqual(files);
  for (const f of files)
    expect(fs.readFileSync(path.join(actualDir, f)).equals(fs.readFileSync(path.join(expectedDir, f))), f).toBe(true);
  return files;
}

/**
 * Builds a fixture that must fail and returns its report as the user sees it: the title and the
 * problem and fix lines. Asserts the failure leaves no output and prints no stack trace.
 */
export function failureReport(changes: FileMap, prepare?: (dir: string) => void): string {
  const dir = makeFixture(changes);
  prepare?.(dir);
  const res = runBuild(dir);
  expect(res.status, res.output).not.toBe(0);
  expect(fs.existsSync(res.outDir)).toBe(false);
  expect(res.output).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  const lines = res.output.split('\n');
  const start = lines.findIndex((l) => l.startsWith('  - '));
  return lines
    .slice(Math.max(0, start - 1))
    .filter((l) => /^( {2}- | {6}fix: )/.test(l) || l === lines[start - 1])
    .join('\n');
}
