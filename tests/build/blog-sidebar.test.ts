// The blog sidebar's title and length (`blog.sidebarTitle`, `blog.sidebarCount`; Docusaurus's
// `blogSidebarTitle` and `blogSidebarCount`): the newest posts counted before unlisted ones are hidden,
// as Docusaurus counts them; a count of 0 draws no sidebar.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';
import { blogConfig } from './blog-fixture';

const read = (out: string, rel: string) => fs.readFileSync(path.join(out, rel), 'utf8').replaceAll('<!-- -->', '');
const post = (n: number, extra = '') => `---\ntitle: Post ${n}\n${extra}---\n\nBody of post ${n}.\n`;
const POSTS = {
  'blog/2025-01-03-two.md': post(2),
  'blog/2025-01-04-three.md': post(3),
  'blog/2025-01-05-four.md': post(4),
  'blog/2025-01-06-five.md': post(5, 'unlisted: true\n'),
};
/** The titles of the blog sidebar's links in a page, and its heading. */
function sidebarOf(html: string): { title: string | null; posts: string[] } | null {
  const nav = /<nav class="blog-sidebar[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return null;
  return {
    title: /<div class="blog-sidebar__title">([^<]*)<\/div>/.exec(nav[1]!)?.[1] ?? null,
    posts: [...nav[1]!.matchAll(/class="menu__link[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!),
  };
}

describe('blog sidebar options', () => {
  let titled: string;
  let none: string;
  let plain: string;
  beforeAll(() => {
    const build = (extra: string) => {
      const res = runBuild(makeFixture({ 'site.config.ts': blogConfig(extra), ...POSTS }));
      expect(res.status, res.output).toBe(0);
      return res.outDir;
    };
    titled = build(", sidebarTitle: 'Recent posts', sidebarCount: 3");
    none = build(', sidebarCount: 0');
    plain = build('');
  }, 360_000);

  it('titles the sidebar and lists the newest `sidebarCount` posts, the unlisted one counted then hidden', () => {
    expect(sidebarOf(read(titled, 'blog/index.html'))).toEqual({ title: 'Recent posts', posts: ['Post 4', 'Post 3'] });
    expect(sidebarOf(read(titled, 'blog/2025/01/03/two/index.html'))?.title).toBe('Recent posts');
  });

  it('draws no sidebar with a count of 0, and the posts column stands alone', () => {
    for (const page of ['blog/index.html', 'blog/2025/01/03/two/index.html', 'blog/archive/index.html']) {
      const html = read(none, page);
      expect(sidebarOf(html), page).toBeNull();
    }
    expect(read(none, 'blog/index.html')).toContain('class="col blog-main blog-main--alone"');
  });

  it('keeps "All posts" and every listed post by default', () => {
    expect(sidebarOf(read(plain, 'blog/index.html'))).toEqual({
      title: 'All posts',
      posts: ['Post 4', 'Post 3', 'Post 2', 'Hello'],
    });
  });
});
