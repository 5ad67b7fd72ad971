// Tiny sites for build tests: a minimal valid site that each test breaks in one way.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

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

export function makeFixture(changes: Record<string, string | null> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexora-fixture-'));
  const files = { ...BASE_FILES, ...changes };
  for (const [rel, content] of Object.entries(files)) {
    if (content === null) continue;
    const full = path.join(dir, rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return dir;
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
    timeout: 120_000,
  });
  // Paths in messages are relative to the project; make them relative to the fixture for asserts.
  const output = (res.stdout + res.stderr).split(path.relative(process.cwd(), contentDir) + '/').join('');
  return { status: res.status, output, outDir };
}

/**
 * Builds a fixture that must fail and returns its report as the user sees it: the title and the
 * problem and fix lines. Asserts the failure leaves no output and prints no stack trace.
 */
export function failureReport(changes: Record<string, string | null>): string {
  const res = runBuild(makeFixture(changes));
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
