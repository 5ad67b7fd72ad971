// Docusaurus blog conventions, natively: folder posts, date URLs, slug overrides, tags.yml, inline
// authors, titles from headings and an automatic excerpt with "Read more" for long posts. Each bad
// input fails with one file:line report.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureReport as report, makeFixture, runBuild, type BuildResult } from './fixture';
import { blogConfig, BLOG_POSTS as POSTS, HOSTILE, TAGS_YML } from './blog-fixture';

const read = (res: BuildResult, rel: string) => fs.readFileSync(path.join(res.outDir, rel), 'utf8');
const routeJson = (res: BuildResult, route: string) => JSON.parse(read(res, path.join(route, 'route.json')));

describe('blog conventions in a built site', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(makeFixture(POSTS));
    expect(res.status, res.output).toBe(0);
  }, 180_000);

  it('routes folder posts, date-prefixed files and slugs as Docusaurus does, with the date from the name', () => {
    expect(routeJson(res, 'blog/2021/08/26/welcome/').blog.post).toMatchObject({
      title: 'Welcome',
      date: '2021-08-26T00:00:00.000Z',
    });
    expect(routeJson(res, 'blog/2016/07/27/jest-14/').blog.post.date).toBe('2016-07-27T00:00:00.000Z');
    expect(routeJson(res, 'blog/first-blog-post/').blog.post.date).toBe('2019-05-28T00:00:00.000Z');
    expect(routeJson(res, 'blog/hello/').blog.post.title).toBe('Hello');
    expect(fs.existsSync(path.join(res.outDir, 'blog/2019/05/28/first'))).toBe(false);
    expect(read(res, 'blog/2021/08/26/welcome/index.html')).toContain(
      '<time dateTime="2021-08-26T00:00:00.000Z">August 26, 2021</time>',
    );
  });

  it('feeds and the sitemap use the date URLs', () => {
    const url = 'https://fixture.example.com/blog/2021/08/26/welcome/';
    expect(read(res, 'blog/rss.xml')).toContain(`<link>${url}</link>`);
    expect(read(res, 'blog/atom.xml')).toContain(`<link href="${url}"/>`);
    expect(read(res, 'sitemap.xml')).toContain(`<loc>${url}</loc>`);
  });

  it('takes the title from the first heading and the description from the first paragraph', () => {
    const data = routeJson(res, 'blog/undated/');
    expect(data.title).toBe('Title from the heading');
    expect(data.description).toBe('The first paragraph is the description of this post.');
    expect(data.blog.post.hasH1).toBe(true);
    const html = read(res, 'blog/undated/index.html');
    expect(html).toContain('<meta name="description" content="The first paragraph is the description of this post.">');
    expect(html).toContain('<article class="blog-post blog-post--content-title">');
  });

  it('gives tags from tags.yml their label, permalink and description', () => {
    const tag = read(res, 'blog/tags/hello-world/index.html');
    expect(tag).toContain('2 posts tagged with &quot;Hello&quot;');
    expect(tag).toContain('<p class="blog-tag__description">Posts that say hello</p>');
    expect(routeJson(res, 'blog/tags/facebook/').blog.tag).toEqual({
      label: 'Facebook',
      permalink: '/blog/tags/facebook/',
    });
    // A key with no fields: Docusaurus's defaults, the key capitalised and in kebab case.
    expect(routeJson(res, 'blog/tags/docusaurus/').blog.tag.label).toBe('Docusaurus');
    expect(fs.existsSync(path.join(res.outDir, 'blog/tags/hello'))).toBe(false);
    const tags = routeJson(res, 'blog/tags/').blog.tags.map((t: { permalink: string }) => t.permalink);
    expect(tags).toContain('/blog/tags/unlisted-tag/');
  });

  it("warns about a tag tags.yml does not define, at the post's line, and builds on ('warn' is the default)", () => {
    expect(res.output).toContain(
      `Warning: 3 tags are not in the tags file (blog.onInlineTags is 'warn'; the build goes on):`,
    );
    expect(res.output).toContain(
      'blog/2019-05-28-first.mdx:4: tag "unlisted-tag" is not defined in tags.yml\n      fix: add it to the tags file or use one of its tags (hello, facebook, docusaurus)',
    );
    expect(res.output).toContain('blog/2025-01-02-hello.mdx:5: tag "news" is not defined in tags.yml');
  });

  it('shows a long post without a truncate marker as an excerpt cut between blocks, with Read more', () => {
    const list = routeJson(res, 'blog/').blog.posts as { title: string; excerptHtml: string; truncated: boolean }[];
    const long = list.find((p) => p.title === 'A long post')!;
    expect(long.truncated).toBe(true);
    expect(long.excerptHtml).toContain('Opening lorem0');
    expect(long.excerptHtml).toContain('Second lorem0');
    // The budget is reached in the second paragraph: the code block and the later section stay out.
    expect(long.excerptHtml).not.toContain('tok0');
    expect(long.excerptHtml).not.toContain('Later section');
    const html = read(res, 'blog/index.html');
    // The link's own text names the post (no aria-label standing in for it): what search engines read.
    expect(html).toMatch(
      /<a class="blog-post__read-more" href="\/blog\/2022\/02\/02\/long\/"[^>]*><b>Read more<\/b><span class="sr-only"> about (?:<!-- -->)?A long post<\/span><\/a>/,
    );
    const short = list.find((p) => p.title === 'A short post')!;
    expect(short.truncated).toBe(false);
    expect(short.excerptHtml).toContain('Still shown in the list.');
    expect(html).not.toMatch(/about (?:<!-- -->)?A short post/);
  });

  it('reads inline authors, a key with overrides and the legacy author fields', () => {
    const people = routeJson(res, 'blog/2023/04/04/people/').blog.post.authors;
    expect(people).toEqual([
      { key: 'ada', name: 'Ada Writer', title: 'Engineer' },
      {
        key: 'inline-1',
        name: `Grace ${HOSTILE}`,
        title: 'Admiral',
        url: 'https://grace.example/',
        imageUrl: 'https://img.example/grace.png',
      },
      { key: 'ada', name: 'Ada Writer', title: 'Guest editor' },
    ]);
    expect(routeJson(res, 'blog/2023/05/05/legacy/').blog.post.authors).toEqual([
      {
        key: 'author',
        name: 'Linus Legacy',
        title: 'Maintainer',
        url: 'https://linus.example/',
        imageUrl: 'https://img.example/linus.png',
      },
    ]);
  });

  it('escapes markup, quotes, emoji and RTL text in titles, tags and author names', () => {
    const html = read(res, 'blog/2023/04/04/people/index.html');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; 🚀 עברית');
    expect(html).toContain('Grace &lt;img src=x onerror=alert(1)&gt;');
    const tagRoute = '/blog/tags/img-src-x-onerror-alert-1-quoted-🚀-עברית/';
    expect(routeJson(res, tagRoute).blog.tag.label).toBe(HOSTILE);
    expect(read(res, 'blog/rss.xml')).toContain(
      '<title><![CDATA[<img src=x onerror=alert(1)> "quoted" 🚀 עברית]]></title>',
    );
  });
});

const WITH_TAGS = {
  'blog/tags.yml': TAGS_YML,
  'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\ntags:\n  - hello\n  - news\n---\n\nText.\n`,
};

describe('blog inputs that fail the build', () => {
  it("onInlineTags: 'throw' makes a tag missing from tags.yml an error at its line", () => {
    expect(report({ ...WITH_TAGS, 'site.config.ts': blogConfig(", onInlineTags: 'throw'") })).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - blog/2025-01-02-hello.mdx:5: tag "news" is not defined in tags.yml
            fix: add it to the tags file or use one of its tags (hello, facebook, docusaurus); or set blog.onInlineTags to 'warn' or 'ignore' in the site config"
    `);
  });

  it("onInlineTags: 'ignore' builds without a word", () => {
    const res = runBuild(makeFixture({ ...WITH_TAGS, 'site.config.ts': blogConfig(", onInlineTags: 'ignore'") }));
    expect(res.status, res.output).toBe(0);
    expect(res.output).not.toContain('news');
    expect(JSON.parse(fs.readFileSync(path.join(res.outDir, 'blog/tags/news/route.json'), 'utf8')).blog.tag.label).toBe(
      'news',
    );
  }, 240_000);

  it('reports a tags.yml field of the wrong type and a bad permalink at their lines', () => {
    expect(report({ 'blog/tags.yml': `hello:\n  label: 42\nnews:\n  permalink: ../../etc\n  colour: red\n` }))
      .toMatchInlineSnapshot(`
      "Build failed. Content has 3 problems.
        - blog/tags.yml:2: tag \`hello\`: \`label\`: Invalid input: expected string, received number
            fix: fields: label, permalink, description
        - blog/tags.yml:4: tag \`news\`: \`permalink\`: must be a path such as \`/release-notes\` (letters, digits, \`-\`, \`_\`, \`.\`; no \`..\`, \`//\`, \`?\` or \`#\`)
            fix: fields: label, permalink, description
        - blog/tags.yml:5: tag \`news\`: unknown field \`colour\`
            fix: fields: label, permalink, description"
    `);
  });

  it('reports a bad quote in tags.yml with the file and line', () => {
    expect(report({ 'blog/tags.yml': `hello:\n  label: "Say "hello""\n` })).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - blog/tags.yml:2:16: YAML syntax error: Unexpected scalar at node end
            fix: fix the YAML; quote values that contain quotes or ": " (label: "Say \\"hello\\"")"
    `);
  });

  it('reports two tags with one permalink', () => {
    expect(report({ 'blog/tags.yml': `hello:\n  permalink: /greetings\nhi:\n  permalink: /greetings/\n` }))
      .toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - blog/tags.yml:4: tag \`hi\` has the permalink /devblog/tags/greetings/ of tag \`hello\`
            fix: give each tag its own permalink"
    `);
  });

  it('reports two posts with one URL, at the slug line', () => {
    expect(
      report({
        'blog/2024-01-01-first.md': `---\ntitle: First\nslug: /2024/01/02/second\n---\n\nText.\n`,
        'blog/2024-01-02-second.md': `---\ntitle: Second\n---\n\nText.\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Duplicate routes.
        - blog/2024-01-01-first.md:3: route /devblog/2024/01/02/second/ is also claimed by blog/2024-01-02-second.md:1
            fix: rename one of the files or change its \`slug\`"
    `);
  });

  it('reports a file name whose date is not a day, an author link that runs script and a tag permalink that leaves the tags pages', () => {
    expect(
      report({
        'blog/2021-02-30-typo.md': `---\ntitle: Typo\n---\n\nText.\n`,
        'blog/2021-03-01-evil.md': `---\ntitle: Evil\nauthors:\n  - name: Eve\n    url: javascript:alert(1)\n---\n\nText.\n`,
        'blog/2021-03-02-escape.md': `---\ntitle: Escape\ntags:\n  - label: Out\n    permalink: ../../../etc\n---\n\nText.\n`,
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Content has 3 problems.
        - blog/2021-02-30-typo.md: the file name starts with 2021-02-30, which is not a date
            fix: fix the date in the file or folder name (YYYY-MM-DD), or add \`date: 2025-03-14\` to the frontmatter
        - blog/2021-03-01-evil.md:5: frontmatter \`authors.0.url\`: must be an http(s) or mailto: address, or a path on the site
            fix: list keys of blog/authors.yml or inline authors, e.g. \`authors: [maria, { name: Ada Writer, url: https://ada.example }]\`
        - blog/2021-03-02-escape.md:5: frontmatter \`tags.0.permalink\`: must be a path such as \`/release-notes\` (letters, digits, \`-\`, \`_\`, \`.\`; no \`..\`, \`//\`, \`?\` or \`#\`)
            fix: write tags as a list: \`tags: [llms, grammar]\` (a blog post may also list \`{ label, permalink }\` objects)"
    `);
  });
});
