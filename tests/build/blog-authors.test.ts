// Docusaurus 3.5+'s blog author pages and paginated post lists: authors.yml entries with `page: true`
// or `page: { permalink }` get a page of their posts, `/blog/authors/` lists the file's authors, post
// pages link an author's name to their page, and lists split by `postsPerPage` as Docusaurus splits them.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';
import { blogConfig } from './blog-fixture';
import { classicSite, runImport } from './docusaurus-fixture';

const read = (out: string, rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const routeJson = (out: string, route: string) => JSON.parse(read(out, path.join(route, 'route.json')));

const post = (n: number, authors: string) =>
  `---\ntitle: Post ${n}\nauthors: ${authors}\ntags: [news]\n---\n\nBody of post ${n}.\n\n<!-- truncate -->\n\nMore.\n`;

describe('blog author pages of the imported classic template', () => {
  let out: string;
  let built: BuildResult;
  beforeAll(() => {
    const imported = runImport(classicSite());
    expect(imported.status, imported.output).toBe(0);
    built = runBuild(imported.outDir);
    expect(built.status, built.output).toBe(0);
    out = built.outDir;
  }, 180_000);

  it('makes the authors list and one page per author with `page`, at the key or the permalink', () => {
    const list = routeJson(out, 'blog/authors/');
    expect(list.kind).toBe('blogAuthors');
    expect(list.title).toBe('Authors');
    expect(list.blog.authors.map((a: { key: string; count: number }) => [a.key, a.count])).toEqual([
      ['yangshun', 3],
      ['slorber', 3],
    ]);
    const html = read(out, 'blog/authors/index.html');
    expect(html).toContain('<h2 class="author-card__name">Yangshun Tay</h2>');
    expect(html).toMatch(/href="\/blog\/authors\/all-sebastien-lorber-articles"/);

    const yangshun = routeJson(out, 'blog/authors/yangshun/');
    expect(yangshun.title).toBe('Yangshun Tay - 3 posts');
    expect(yangshun.searchTag).toBe('blog_authors_posts');
    expect(yangshun.blog.posts.map((p: { title: string }) => p.title)).toEqual([
      'Welcome',
      'Long Blog Post',
      'First Blog Post',
    ]);
    const slorber = routeJson(out, 'blog/authors/all-sebastien-lorber-articles/');
    expect(slorber.blog.author).toMatchObject({ name: 'Sébastien Lorber', title: 'Docusaurus maintainer', count: 3 });
    expect(read(out, 'blog/authors/all-sebastien-lorber-articles/index.html')).toContain('View all authors');
    expect(built.output).toMatch(/Built 28 pages/);
  });

  it("links an author's name on a post to their page, and lists the pages in the sitemap", () => {
    const welcome = read(out, 'blog/welcome/index.html');
    expect(welcome).toMatch(/<a [^>]*href="\/blog\/authors\/yangshun"[^>]*>Yangshun Tay<\/a>/);
    const sitemap = read(out, 'sitemap.xml');
    for (const route of ['blog/authors', 'blog/authors/yangshun', 'blog/authors/all-sebastien-lorber-articles'])
      expect(sitemap).toContain(`<loc>https://your-docusaurus-site.example.com/${route}</loc>`);
  });
});

describe('post lists split by postsPerPage', () => {
  let out: string;
  beforeAll(() => {
    const res = runBuild(
      makeFixture({
        'site.config.ts': blogConfig(', postsPerPage: 2'),
        'blog/authors.yml': `ada:\n  name: Ada Writer\n  page: true\nbob:\n  name: Bob Quiet\n  page: { permalink: /bob }\ncy:\n  name: Cy Nopage\n`,
        'blog/2025-01-03-two.md': post(2, '[ada]'),
        'blog/2025-01-04-three.md': post(3, '[ada, cy]'),
        'blog/2025-01-05-four.md': post(4, '[ada]'),
        'blog/2025-01-06-five.md': `---\ntitle: Unlisted\nauthors: [ada]\nunlisted: true\n---\n\nHidden.\n`,
      }),
    );
    expect(res.status, res.output).toBe(0);
    out = res.outDir;
  }, 180_000);

  it('pages the blog list, a tag page and an author page, each linking its newer and older pages', () => {
    // Four listed posts (the unlisted one is left out of every list), two a page.
    expect(routeJson(out, 'blog/').blog.posts).toHaveLength(2);
    expect(routeJson(out, 'blog/').blog.pagination).toEqual({ newer: null, older: '/blog/page/2/' });
    expect(routeJson(out, 'blog/page/2/').blog.pagination).toEqual({ newer: '/blog/', older: null });
    expect(routeJson(out, 'blog/page/2/').blog.posts.map((p: { title: string }) => p.title)).toEqual([
      'Post 2',
      'Hello',
    ]);
    expect(fs.existsSync(path.join(out, 'blog/page/3'))).toBe(false);
    expect(routeJson(out, 'blog/tags/news/page/2/').kind).toBe('blogTag');
    const ada2 = routeJson(out, 'blog/authors/ada/page/2/');
    expect(ada2.blog.posts.map((p: { title: string }) => p.title)).toEqual(['Post 2', 'Hello']);
    expect(ada2.title).toBe('Ada Writer - 4 posts');
    const html = read(out, 'blog/authors/ada/index.html');
    expect(html).toContain('aria-label="Blog list page navigation"');
    expect(html).toContain('Older entries');
  });

  it('lists every author of authors.yml with their count; an author with a page and no posts says so', () => {
    expect(
      routeJson(out, 'blog/authors/').blog.authors.map((a: { key: string; count: number }) => [a.key, a.count]),
    ).toEqual([
      ['ada', 4],
      ['bob', 0],
      ['cy', 1],
    ]);
    expect(read(out, 'blog/authors/bob/index.html')).toContain('This author has not written any posts yet.');
    expect(fs.existsSync(path.join(out, 'blog/authors/cy'))).toBe(false);
  });
});

describe("authors' socials and reading time, as Docusaurus shows them", () => {
  let out: string;
  beforeAll(() => {
    const words = (n: number, w: string) => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');
    const res = runBuild(
      makeFixture({
        'site.config.ts': blogConfig(),
        // Handles become profile URLs; a full URL stays; a Stack Overflow id is a number to YAML; a
        // handle of a platform nobody knows, or with a slash, has no URL and is left out.
        'blog/authors.yml': [
          'ada:',
          '  name: Ada Writer',
          '  socials:',
          '    x: adaw',
          '    github: ada-gh',
          '    stackoverflow: 82609',
          '    newsletter: https://ada.example/news',
          '    myspace: ada',
          '    linkedin: in/ada',
          '',
        ].join('\n'),
        // 151 words of prose and 103 in a code block: Docusaurus counts the source's 254 words, 2 minutes.
        'blog/2025-02-01-code.md': `---\ntitle: Code\nauthors: [ada]\n---\n\nOpening ${words(150, 'w')}\n\n\`\`\`js\nconst code = "${words(100, 'tok')}";\n\`\`\`\n`,
      }),
    );
    expect(res.status, res.output).toBe(0);
    out = res.outDir;
  }, 180_000);

  it("lists an author's social links with their URLs", () => {
    const data = routeJson(out, 'blog/2025/02/01/code/');
    expect(data.blog.post.authors[0].socials).toEqual([
      { platform: 'x', url: 'https://x.com/adaw' },
      { platform: 'github', url: 'https://github.com/ada-gh' },
      { platform: 'stackoverflow', url: 'https://stackoverflow.com/users/82609' },
      { platform: 'newsletter', url: 'https://ada.example/news' },
    ]);
    const html = read(out, 'blog/2025/02/01/code/index.html');
    expect(html).toMatch(
      /<a class="avatar__social avatar__social--x" href="https:\/\/x.com\/adaw" title="X" aria-label="X"/,
    );
  });

  it('counts the words of the source, code included, for the reading time', () => {
    expect(read(out, 'blog/2025/02/01/code/index.html')).toContain('2 min read');
  });
});
