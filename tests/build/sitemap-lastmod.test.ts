// `sitemap.lastmod` ('date' | 'datetime'), as Docusaurus's sitemap plugin writes it: a docs page's or post's
// `<lastmod>` is its "Last updated" time when its section shows one (`last_update` frontmatter over the last
// commit), else its file's last commit; a standalone page's (src/pages, Markdown or React) is its file's last commit;
// pages with no source file (the blog list) have none; unset, none at all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const config = (lastmod: string) =>
  SITE_CONFIG.replace('export default {', `export default {\n  sitemap: { lastmod: ${lastmod} },`).replace(
    "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
    "  blog: { title: 'Fixture Blog', description: 'Posts.', showLastUpdateTime: true },",
  );

const POST = `---\ntitle: Hello\nslug: hello\nauthors: [ada]\ntags: [news]\nlast_update:\n  date: 2023-03-04\n---\n\nFirst post.\n\n<!-- truncate -->\n\nMore text.\n`;

const TEAM = `import Layout from '@theme/Layout';\nexport default function Team() { return <Layout title="Team"><p>People.</p></Layout>; }\n`;

function committed(lastmod: string): string {
  const dir = makeFixture({
    'site.config.ts': config(lastmod),
    'blog/2025-01-02-hello.mdx': POST,
    'src/pages/about.md': '# About us\n\nWho we are.\n',
    'src/pages/team.tsx': TEAM,
  });
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Ada',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
    GIT_AUTHOR_DATE: '2024-01-05T10:00:00Z',
    GIT_COMMITTER_DATE: '2024-01-05T10:00:00Z',
  };
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'content'],
  ])
    execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
  return dir;
}

const entry = (res: BuildResult, route: string) =>
  new RegExp(`<url><loc>https://fixture\\.example\\.com${route}</loc>.*?</url>`).exec(
    fs.readFileSync(path.join(res.outDir, 'sitemap.xml'), 'utf8'),
  )?.[0] ?? '';

let datetime: BuildResult;
let date: BuildResult;
let none: BuildResult;
beforeAll(() => {
  datetime = runBuild(committed("'datetime'"));
  date = runBuild(committed("'date'"));
  none = runBuild(committed('null'));
}, 300_000);

describe('sitemap lastmod', () => {
  it("writes a docs page's last commit and a post's shown Last updated time", () => {
    expect(datetime.status, datetime.output).toBe(0);
    expect(entry(datetime, '/docs/guide/')).toContain('<lastmod>2024-01-05T10:00:00.000Z</lastmod>');
    // The blog shows Last updated: the post's last_update date wins over its commit.
    expect(entry(datetime, '/devblog/hello/')).toContain('<lastmod>2023-03-04T00:00:00.000Z</lastmod>');
    expect(entry(datetime, '/devblog/')).not.toContain('<lastmod>');
    // Docusaurus's order: loc, lastmod, changefreq, priority.
    expect(entry(datetime, '/docs/guide/')).toMatch(/<\/loc><lastmod>[^<]+<\/lastmod><changefreq>/);
  });

  it("writes a standalone page's last commit, Markdown or React, and keeps it out of the page's data", () => {
    for (const route of ['/about/', '/team/']) {
      expect(entry(datetime, route)).toContain('<lastmod>2024-01-05T10:00:00.000Z</lastmod>');
      expect(entry(none, route)).not.toContain('<lastmod>');
      const html = fs.readFileSync(path.join(datetime.outDir, route, 'index.html'), 'utf8');
      expect(html).toContain('<title>');
      expect(html).not.toContain('lastmod');
    }
  });

  it("'date' writes the day only; null writes none", () => {
    expect(date.status, date.output).toBe(0);
    expect(entry(date, '/docs/guide/')).toContain('<lastmod>2024-01-05</lastmod>');
    expect(none.status, none.output).toBe(0);
    expect(entry(none, '/docs/guide/')).not.toContain('<lastmod>');
  });
});
