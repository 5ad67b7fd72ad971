// "Last updated" and "Edit this page" as Docusaurus computes them: showLastUpdateTime/Author from the
// file's last commit (one `git log` per build), `last_update` frontmatter overriding it, nothing for an
// untracked file or outside a git work tree; editUrl as a function of { version, versionDocsDirPath,
// docPath, permalink, locale }; the blog's editUrl string on posts. A rebuild after a commit that
// changes no file content shows the new date (the cache does not keep the old one).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

export const LAST_UPDATED_CONFIG = SITE_CONFIG.replace(
  "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
  [
    '  docs: {',
    '    showLastUpdateTime: true,',
    '    showLastUpdateAuthor: true,',
    '    editUrl: ({ versionDocsDirPath, docPath, locale, version, permalink }) =>',
    '      `https://git.example.com/edit/${locale}/${version}/${versionDocsDirPath}/${docPath}?p=${permalink}`,',
    '  },',
    "  blog: { title: 'Fixture Blog', description: 'Posts.', editUrl: 'https://git.example.com/blog-edit/', showLastUpdateTime: true },",
  ].join('\n'),
);

const FILES = {
  'site.config.ts': LAST_UPDATED_CONFIG,
  'docs/pinned.md': `---\ntitle: Pinned\nlast_update:\n  date: 2023-03-04\n  author: Front Matter\n---\n\nText.\n`,
};

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');
const row = (html: string) =>
  /<div class="theme-doc-footer-edit-meta-row">[\s\S]*?<\/span><\/div><\/div>|<div class="theme-doc-footer-edit-meta-row">[\s\S]*?<\/div><\/div>/.exec(
    html,
  )?.[0] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, '');

function git(dir: string, args: string[], date = '2024-01-05T10:00:00Z', author = 'Ada Lovelace') {
  execFileSync('git', args, {
    cwd: dir,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: 'ada@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
    stdio: 'ignore',
  });
}

describe('last updated and edit links', () => {
  let dir: string;
  let res: BuildResult;
  let rebuilt: BuildResult;
  let noGit: BuildResult;
  let rebuiltGuide = '';
  // The first build's pages, read before the rebuild replaces its output.
  const first: Record<string, string> = {};
  beforeAll(() => {
    dir = makeFixture(FILES);
    git(dir, ['init', '-q']);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'first']);
    // Written after the commit: untracked.
    fs.writeFileSync(path.join(dir, 'docs/fresh.md'), '---\ntitle: Fresh\n---\n\nNew.\n');
    res = runBuild(dir);
    for (const r of ['docs/guide', 'docs/pinned', 'docs/fresh', 'devblog/hello']) first[r] = page(res, r);
    const guide = first['docs/guide'];
    // A commit that changes no file's content, only its date and author: the rebuild must show them.
    git(dir, ['commit', '-q', '--amend', '--no-edit', '--reset-author'], '2025-06-07T10:00:00Z', 'Grace Hopper');
    rebuilt = runBuild(dir);
    rebuiltGuide = page(rebuilt, 'docs/guide');
    expect(guide).not.toBe(rebuiltGuide);
    noGit = runBuild(makeFixture(FILES));
  }, 360_000);

  it('builds, in and outside a git work tree, without warnings about git', () => {
    expect(res.status, res.output).toBe(0);
    expect(noGit.status, noGit.output).toBe(0);
    expect(res.output).not.toMatch(/git/i);
    expect(noGit.output).not.toMatch(/git/i);
  });

  it("shows the file's last commit as Docusaurus words it", () => {
    expect(text(row(first['docs/guide']))).toContain('Last updated on Jan 5, 2024 by Ada Lovelace');
    expect(row(first['docs/guide'])).toContain('<b><time dateTime="2024-01-05T10:00:00.000Z">Jan 5, 2024</time></b>');
  });

  it('takes last_update frontmatter over git', () => {
    expect(text(row(first['docs/pinned']))).toContain('Last updated on Mar 4, 2023 by Front Matter');
  });

  it('shows no date for an untracked file, and none outside git', () => {
    expect(text(row(first['docs/fresh']))).not.toContain('Last updated');
    expect(page(noGit, 'docs/guide')).not.toContain('Last updated');
  });

  it('shows the new commit after a rebuild from the cache', () => {
    expect(rebuilt.status, rebuilt.output).toBe(0);
    expect(text(row(rebuiltGuide))).toContain('Last updated on Jun 7, 2025 by Grace Hopper');
  });

  it('calls an editUrl function with Docusaurus parameters', () => {
    for (const html of [first['docs/guide'], page(noGit, 'docs/guide')])
      expect(html).toContain('href="https://git.example.com/edit/en/current/docs/guide.mdx?p=/docs/guide/"');
  });

  it("links blog posts to the blog's editUrl, with their last update time and no author", () => {
    const post = first['devblog/hello'];
    expect(post).toContain('href="https://git.example.com/blog-edit/blog/2025-01-02-hello.mdx"');
    expect(post).toContain('Edit this page');
    expect(text(row(post))).toContain('Last updated on Jan 5, 2024');
    expect(text(row(post))).not.toContain('by Ada');
  });
});
