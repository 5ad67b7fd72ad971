// Docusaurus's blog-only mode (`docs: false`, the blog at routeBasePath '/': the home page is the blog list)
// and a site without a blog (`blog: false`: no blog pages, feeds or feed links, blog/ not read).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureReport, makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8').replaceAll('<!-- -->', '');

const BLOG_ONLY = SITE_CONFIG.replace(
  "blog: { title: 'Fixture Blog'",
  "docs: false,\n  blog: { routeBasePath: '/', title: 'Fixture Blog'",
)
  .replace(
    "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }]",
    "items: [{ to: '/', label: 'Posts', position: 'left' }]",
  )
  .replace("items: [{ label: 'Intro', to: '/docs/guide/' }]", "items: [{ label: 'Hello', to: '/hello/' }]");

const NO_BLOG = SITE_CONFIG.replace("blog: { title: 'Fixture Blog', description: 'Posts.' },", 'blog: false,');

describe('blog-only mode', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'site.config.ts': BLOG_ONLY,
        'docs/welcome.mdx': null,
        'docs/guide.mdx': null,
        'sidebars.ts': null,
      }),
    );
  }, 240_000);

  it('builds with the blog list as the home page, titled with the site title', () => {
    expect(res.status, res.output).toBe(0);
    // One route at '/' (the built-in home page left out): two would write the same files at once. 7 routes
    // with the authors list at /authors/ (561f721: the fixture's authors.yml has an author).
    expect(res.output).toMatch(/\[4\/5\] prerender: 7 routes/);
    expect(fs.existsSync(path.join(res.outDir, 'authors/index.html'))).toBe(true);
    expect(JSON.parse(read(res.outDir, 'route.json'))).toMatchObject({ kind: 'blogList', title: 'Fixture Docs' });
    const home = read(res.outDir, 'index.html');
    expect(home).toContain('<title>Fixture Docs</title>');
    expect(home).toMatch(/href="\/hello\/"/);
    expect(read(res.outDir, 'hello/index.html')).toContain('First post.');
    expect(fs.existsSync(path.join(res.outDir, 'docs'))).toBe(false);
  });

  it('puts the archive, tags and feeds under the root', () => {
    for (const f of ['archive/index.html', 'tags/news/index.html', 'rss.xml', 'atom.xml', 'feed.json'])
      expect(fs.existsSync(path.join(res.outDir, f)), f).toBe(true);
    expect(read(res.outDir, 'index.html')).toContain('href="/rss.xml"');
  });
});

describe('blog: false', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(makeFixture({ 'site.config.ts': NO_BLOG }));
  }, 240_000);

  it('builds without blog pages, feeds or feed links, and does not read blog/', () => {
    expect(res.status, res.output).toBe(0);
    expect(res.output).toContain('0 blog posts');
    expect(fs.existsSync(path.join(res.outDir, 'devblog'))).toBe(false);
    expect(fs.existsSync(path.join(res.outDir, 'blog'))).toBe(false);
    const page = read(res.outDir, 'docs/guide/index.html');
    expect(page).not.toMatch(/rss\.xml|atom\.xml|blog/i);
    expect(read(res.outDir, 'sitemap.xml')).not.toContain('blog');
    expect(read(res.outDir, 'llms.txt')).not.toContain('Hello');
  });

  it('reports a navbar link to the blog that is not there as a broken link', () => {
    const report = failureReport({
      'site.config.ts': NO_BLOG.replace(
        "{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }",
        "{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }, { to: '/devblog/', label: 'Blog' }",
      ),
    });
    expect(report).toContain('/devblog/');
    expect(report).toMatch(/site\.config\.ts:\d+/);
  });
});

// Docusaurus writes the tags list only when a post has a tag (its blog plugin returns no tag routes for an
// empty tag set): a blog whose posts carry no `tags` gets no empty /tags/ page (seen on Prettier's site).
describe('a blog whose posts have no tags', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\nslug: hello\nauthors: [ada]\n---\n\nFirst post.\n\n<!-- truncate -->\n\nMore text.\n`,
      }),
    );
  }, 240_000);

  it('writes no tags list, and no sitemap entry or link for one', () => {
    expect(res.status, res.output).toBe(0);
    expect(fs.existsSync(path.join(res.outDir, 'devblog/hello/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(res.outDir, 'devblog/tags'))).toBe(false);
    expect(read(res.outDir, 'sitemap.xml')).not.toContain('/tags/');
    expect(read(res.outDir, 'devblog/hello/index.html')).not.toContain('/devblog/tags/');
  });
});
