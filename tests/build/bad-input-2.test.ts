// Bad and hostile inputs (issue 24): each gets one report with file:line, what is wrong and how to fix
// it, and a non-zero exit; never a stack trace, a silent wrong output or a hang.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_FILES, failureReport as report, makeFixture, runBuild, SITE_CONFIG } from './fixture';

const BOM = '\uFEFF';
const hash = (js: string) => `'sha256-${crypto.createHash('sha256').update(js).digest('base64')}'`;
const page = (frontmatter: string, body = '## Install\n\nText.\n\n## Use\n\nMore.\n') =>
  `---\n${frontmatter}\n---\n\n${body}`;

describe('encodings and unreadable files', () => {
  it('accepts a UTF-8 byte-order mark in pages, config, sidebars and YAML', () => {
    const withBom = (f: string) => BOM + BASE_FILES[f];
    const dir = makeFixture({
      'site.config.ts': withBom('site.config.ts'),
      'sidebars.ts': withBom('sidebars.ts'),
      'blog/authors.yml': withBom('blog/authors.yml'),
      'blog/2025-01-02-hello.mdx': withBom('blog/2025-01-02-hello.mdx'),
      'docs/guide.mdx': `${BOM}---\ntitle: Guide from frontmatter\ndescription: Described.\ntags: [setup]\n---\n\n## Install\n\nRun it.\n\n## Use\n\nSee [welcome](/docs/).\n\n<iframe src="https://www.youtube-nocookie.com/embed/abc?start=1" title="Video"></iframe>\n`,
      'docs/notes.md': `${BOM}---\ntitle: Plain notes\n---\n\nPlain Markdown.\n\n<iframe src="//player.vimeo.com/video/1" title="Clip"></iframe>\n`,
    });
    const res = runBuild(dir);
    expect(res.status, res.output).toBe(0);
    const html = fs.readFileSync(path.join(res.outDir, 'docs/guide/index.html'), 'utf8');
    expect(html).toContain('<title>Guide from frontmatter');
    expect(html).toContain('content="Described."');
    expect(html).not.toContain('description: Described.');
    // Every inline script of the page is the build's own (colour mode, router data), and each is hashed.
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!.replace(/&#39;/g, "'");
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const js of scripts) expect(policy).toContain(hash(js));
    // The iframes the content embeds are let in, on every page (the first page's policy stays in force in the app).
    expect(policy).toContain("frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com;");
    expect(fs.readFileSync(path.join(res.outDir, 'index.html'), 'utf8')).toContain('https://player.vimeo.com');
    const notes = fs.readFileSync(path.join(res.outDir, 'docs/notes/index.html'), 'utf8');
    expect(notes).toContain('<title>Plain notes');
    expect(notes).not.toContain('title: Plain notes');
    expect(fs.readFileSync(path.join(res.outDir, 'devblog/hello/index.html'), 'utf8')).toContain('Ada Writer');
  });

  it('refuses frontmatter that is never closed, at line 1', () => {
    expect(report({ 'docs/guide.mdx': '---\ntitle: Guide\ndescription: d\n\n## Install\n\nText.\n' }))
      .toMatchInlineSnapshot(`
        "Build failed. Content has 1 problem.
          - docs/guide.mdx:1: the frontmatter opened by \`---\` on line 1 is never closed
              fix: end the frontmatter with a line holding only \`---\`; to start the page with a horizontal rule, write \`***\` instead"
      `);
  });

  it('refuses a binary page', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    expect(report({ 'docs/picture.md': png })).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - docs/picture.md:3: is a binary file (it holds a NUL byte), not UTF-8 text
            fix: save it as UTF-8 text, or move it out of the content folder (images and downloads go in static/)"
    `);
  });

  it('refuses a page that is not UTF-8, at the line of the first bad byte', () => {
    const latin1 = Buffer.from('---\ntitle: Caf\xe9\n---\n\nOk.\n', 'latin1');
    expect(report({ 'docs/cafe.mdx': latin1 })).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - docs/cafe.mdx:2: is not valid UTF-8 text (another encoding, such as Windows-1252 or UTF-16?)
            fix: re-save the file as UTF-8 in your editor (VS Code: 'Save with Encoding' > UTF-8)"
    `);
  });

  it('names a symlink loop among the pages', () => {
    expect(report({}, (dir) => fs.symlinkSync('loop.mdx', path.join(dir, 'docs/loop.mdx')))).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - docs/loop.mdx: is a symbolic link that leads back to itself (a symlink loop)
            fix: point the link at a real file or folder, or delete it (rm docs/loop.mdx)"
    `);
  });
});

describe('YAML', () => {
  it('reports malformed frontmatter at the line of the mistake, not the end of the block', () => {
    expect(report({ 'docs/guide.mdx': page('title: Guide\ntags: [a, b\ndescription: d\nsidebar_label: x') }))
      .toMatchInlineSnapshot(`
        "Build failed. Content has 1 problem.
          - docs/guide.mdx:3:7: YAML syntax error: the [ here is never closed (Flow sequence in block collection must be sufficiently indented and end with a ])
              fix: fix the YAML between the --- lines; quote values that contain ": ""
      `);
  });

  it('reports an alias bomb in frontmatter at its first alias', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [n, prev] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
    ])
      bomb.push(`${n}: &${n} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    expect(report({ 'docs/guide.mdx': page(`title: Guide\n${bomb.join('\n')}`) })).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - docs/guide.mdx:4: YAML: its aliases (*name) expand to more than 100 copies of other values (an "alias bomb")
            fix: write the values out instead of repeating aliases of aliases"
    `);
  });

  it('reports an empty openapi.yaml', () => {
    expect(report({ 'openapi.yaml': '' })).toMatchInlineSnapshot(`
      "Build failed. The API contract openapi.yaml is not valid OpenAPI 3.1.
        - openapi.yaml:1: the file is empty
            fix: start it with \`openapi: 3.1.0\`, \`info: { title, version }\` and \`paths:\`; or delete the file for a site without an API reference"
    `);
  });
});

describe('inline scripts', () => {
  it('refuses a <script> in MDX and in Markdown at its line', () => {
    expect(
      report({
        'docs/guide.mdx': page('title: Guide', '## Install\n\nText.\n\n<script>{`alert(1)`}</script>\n'),
        'docs/notes.md': page('title: Notes', 'Text.\n\n<script>alert(2)</script>\n'),
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Inline scripts in content.
        - docs/guide.mdx:9: a <script> element in content runs in every reader's browser; the site does not allow inline scripts
            fix: use a component (src/components) or \`scripts\` in site.config.ts for a script file; if the site must run it, set \`security: { allowInlineScripts: true }\` in site.config.ts
        - docs/notes.md:7: a <script> element in content runs in every reader's browser; the site does not allow inline scripts
            fix: use a component (src/components) or \`scripts\` in site.config.ts for a script file; if the site must run it, set \`security: { allowInlineScripts: true }\` in site.config.ts"
    `);
  });

  it('refuses a <script> in announcementBar.content at its line', () => {
    const config = SITE_CONFIG.replace(
      'blog: {',
      "announcementBar: {\n    content: 'Hi <script>alert(1)</script>',\n  },\n  blog: {",
    );
    expect(report({ 'site.config.ts': config })).toMatchInlineSnapshot(`
      "Build failed. Invalid site configuration.
        - site.config.ts:13: \`announcementBar.content\` has a <script> element; the site does not allow inline scripts
            fix: remove the script (the bar shows HTML, links and formatting need none); if it must run, set \`security: { allowInlineScripts: true }\`"
    `);
  });

  it('refuses a <script> in a navbar html item at its line (the second field that is HTML)', () => {
    const config = SITE_CONFIG.replace(
      "position: 'left' }]",
      "position: 'left' },\n    { type: 'html', label: 'Beta <script>alert(1)</script>' }]",
    );
    expect(report({ 'site.config.ts': config })).toMatchInlineSnapshot(`
      "Build failed. Invalid site configuration.
        - site.config.ts:11: a navbar \`html\` item has a <script> element; the site does not allow inline scripts
            fix: remove the script (the item shows HTML, links and formatting need none); if it must run, set \`security: { allowInlineScripts: true }\`"
    `);
  });

  it('runs content scripts only when the site config allows them, and hashes them into the CSP then', () => {
    const config = SITE_CONFIG.replace(
      'blog: {',
      "security: { allowInlineScripts: true },\n  announcementBar: { content: 'Hi <script>window.bar=1</script>' },\n  blog: {",
    );
    const dir = makeFixture({
      'site.config.ts': config,
      'docs/guide.mdx': page('title: Guide', '## Install\n\n<script>{`window.page=1`}</script>\n\n## Use\n\nText.\n'),
    });
    const res = runBuild(dir);
    expect(res.status, res.output).toBe(0);
    const html = fs.readFileSync(path.join(res.outDir, 'docs/guide/index.html'), 'utf8');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!.replace(/&#39;/g, "'");
    expect(html).toContain('<script>window.page=1</script>');
    expect(policy).toContain(hash('window.page=1'));
  });
});

describe('pages', () => {
  it('refuses two headings with one id at the second heading', () => {
    const body = '## Setup {#endpoint}\n\nText.\n\n## Endpoint\n\nMore.\n';
    expect(report({ 'docs/guide.mdx': page('title: Guide', body) })).toMatchInlineSnapshot(`
      "Build failed. Two headings with one id.
        - docs/guide.mdx:9: this heading's id "endpoint" is also the id of the heading at line 5, so links to #endpoint reach only that one
            fix: give one of them another id: \`## Heading {#another-id}\`"
    `);
  });

  it('refuses data: and other script-capable link schemes at their line', () => {
    const body =
      '## Install\n\n[open](data:text/html,<script>alert(1)</script>)\n\n<a href="file:///etc/passwd">x</a>\n';
    expect(report({ 'docs/guide.mdx': page('title: Guide', body) })).toMatchInlineSnapshot(`
      "Build failed. Found 2 broken links:
        - docs/guide.mdx:7: -> data:text/html,<script>alert(1)</script>: a data: link is refused (links may use http:, https:, mailto:, tel:, or a browser's about:, chrome: and edge: pages, or be paths); a data: URL can hold a whole HTML document that runs script
            fix: put the file in static/ and link to its path, or link to an https:// URL
        - docs/guide.mdx:9: -> file:///etc/passwd: a file: link is refused (links may use http:, https:, mailto:, tel:, or a browser's about:, chrome: and edge: pages, or be paths)
            fix: link to a page or an https:// URL; write other addresses as code (\`…\`)"
    `);
  });

  // Replaces a test that expected `..` to be clamped into the section: issue 24 asks for a located error.
  it('refuses a slug that climbs with .. or is a URL, at the slug line, in docs and blog', () => {
    expect(
      report({
        'docs/evil.mdx': page('title: Evil\nslug: ../../../../etc/passwd'),
        'docs/away.mdx': page('title: Away\nslug: https://evil.example/x'),
        'blog/2025-02-02-x.mdx': page('title: X\nslug: ../../../../lexora-escape-post'),
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Content has 3 problems.
        - docs/away.mdx:3: slug "https://evil.example/x" is a URL; a slug is the path of this page on this site
            fix: write the path the page should have, e.g. \`slug: /guides/install\` (from the section root) or \`slug: install\`; link to other sites from the page instead
        - docs/evil.mdx:3: slug "../../../../etc/passwd" has a "." or ".." segment, which would move the page out of its folder or section
            fix: write the path the page should have, e.g. \`slug: /guides/install\` (from the section root) or \`slug: install\`; link to other sites from the page instead
        - blog/2025-02-02-x.mdx:3: slug "../../../../lexora-escape-post" has a "." or ".." segment, which would move the page out of its folder or section
            fix: write the path the page should have, e.g. \`slug: /guides/install\` (from the section root) or \`slug: install\`; link to other sites from the page instead"
    `);
  });

  it('refuses file names that cannot be routes at line 1, and a slug that cannot be one at its line', () => {
    const body = page('title: T');
    expect(
      report({
        'docs/100%.mdx': body,
        'docs/a%2e%2e.mdx': body,
        'docs/my page.mdx': body,
        'blog/2025-03-03-spaced.mdx': page('title: Spaced\nslug: my post'),
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Unusable routes.
        - docs/100%.mdx:1: route "/docs/100%/" has "%", which starts an escape in a URL, so the page would be served at another path
            fix: rename the file (or its folder) to letters, digits and -, e.g. "100-percent.mdx", or set a \`slug\`
        - docs/a%2e%2e.mdx:1: route "/docs/a%2e%2e/" has "%", which starts an escape in a URL, so the page would be served at another path
            fix: rename the file (or its folder) to letters, digits and -, e.g. "a-percent2e-percent2e.mdx", or set a \`slug\`
        - docs/my page.mdx:1: route "/docs/my page/" has a space, which URLs and the sitemap cannot hold as it is
            fix: rename the file (or its folder) to letters, digits and -, e.g. "my-page.mdx", or set a \`slug\`
        - blog/2025-03-03-spaced.mdx:3: route "/devblog/my post/" has a space, which URLs and the sitemap cannot hold as it is
            fix: use letters, digits, - and / in the \`slug\`"
    `);
  });

  it('refuses a file name, slug or tag too long to be a file name of the output, or a tag with no URL, at its line', () => {
    // Counted in bytes: 105 Arabic letters are 210 bytes. Before, each failed with a stack trace
    // (ENAMETOOLONG while writing, or the bundler's "File name too long"); a tag "???" (no letter or
    // digit) had the route /devblog/tags//, written over the tags page.
    const arabic = 'مرحبا'.repeat(21);
    expect(
      report({
        [`docs/${'a'.repeat(210)}.md`]: page('title: Long file'),
        'docs/long-slug.md': page(`title: Long slug\nslug: /${arabic}`),
        'blog/2025-01-02-hello.mdx': BASE_FILES['blog/2025-01-02-hello.mdx']!.replace(
          '[news]',
          `[news, ${'Tag'.repeat(70)}, "???"]`,
        ),
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Unusable routes.
        - docs/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.md:1: the file name has 213 bytes; the build names bundle files after it (adding a hash), so it may have at most 200
            fix: shorten the file name (the title can stay long; a \`slug\` sets the URL)
        - docs/long-slug.md:3: route "/docs/مرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحبامرحب…" has a part of 210 bytes ("مرحبامرحبامرحبامرحبا…"); a part of a route is a file name of the output, at most 200 bytes
            fix: shorten the \`slug\` (the title can stay long)
        - blog/2025-01-02-hello.mdx:5: the page of tag "TagTagTagTagTagTagTagTagTagTagTagTagTagT…" (/devblog/tags/tag-tag-tag-tag-tag-tag-tag-tag-tag-tag-tag-ta…) has a part of 279 bytes ("tag-tag-tag-tag-tag-…"); a part of a route is a file name of the output, at most 200 bytes
            fix: shorten the tag, or give it a short \`permalink\` in the tags file (blog/tags.yml)
        - blog/2025-01-02-hello.mdx:5: the page of tag "???" (/devblog/tags//) has an empty part ("//"), so it would be written over the page of the part before it
            fix: its URL is made of the letters and digits of the tag: use some, or give the tag a \`permalink\` in the tags file (blog/tags.yml)"
    `);
  });

  it('names both files of two pages with one route, with the lines that give it', () => {
    expect(report({ 'docs/guide-copy.mdx': page('title: Copy\nslug: /guide') })).toMatchInlineSnapshot(`
      "Build failed. Duplicate routes.
        - docs/guide.mdx:1: route /docs/guide/ is also claimed by docs/guide-copy.mdx:3
            fix: rename one of the files or change its \`slug\`"
    `);
  });

  it('reports a component that is neither imported nor provided at its line, before bundling', () => {
    const res = runBuild(
      makeFixture({
        'docs/guide.mdx': page(
          'title: Guide',
          '## Install\n\nText.\n\n<NoSuchThing />\n\nMore <Tabs><TabItem value="a">x</TabItem></Tabs>, <Details>y</Details> and <Foo.Bar />.\n',
        ),
      }),
    );
    expect(res.status).toBe(1);
    expect(res.output).not.toContain('[3/5]');
    expect(res.output.slice(res.output.indexOf('Build failed'))).toMatchInlineSnapshot(`
      "Build failed. Content has 2 problems.
        - docs/guide.mdx:9: <NoSuchThing> is a component that this file does not import and that pages are not given
            fix: import \`NoSuchThing\` in this file (\`import NoSuchThing from '@site/src/components/NoSuchThing';\`), or use a component every page has: Admonition, Details, Head, Heading, TabItem, Tabs (a site's src/theme/MDXComponents can add more)
        - docs/guide.mdx:11: <Foo.Bar> is a component that this file does not import and that pages are not given
            fix: import \`Foo\` in this file (\`import Foo from '@site/src/components/Foo';\`), or use a component every page has: Admonition, Details, Head, Heading, TabItem, Tabs (a site's src/theme/MDXComponents can add more)

      Nothing was written to <out>.
      "
    `);
  });

  it('names partials that import each other in a cycle, with the line of each import', () => {
    expect(
      report({
        'docs/guide.mdx': page('title: Guide', "import A from './_a.mdx';\n\n## Install\n\n<A />\n"),
        'docs/_a.mdx': "import B from './_b.mdx';\n\nText of a.\n\n<B />\n",
        'docs/_b.mdx': "Text of b.\n\nimport A from '@site/docs/_a.mdx';\n\n<A />\n",
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Import cycles between Markdown files.
        - docs/_a.mdx:1: Markdown files import each other in a cycle: docs/_a.mdx:1 imports docs/_b.mdx, docs/_b.mdx:3 imports docs/_a.mdx
            fix: a file cannot render itself, directly or through other files: remove one of these imports"
    `);
  });
});

describe('limits', () => {
  it('refuses 5,000 nested blockquotes, <div>s and list markers on one line at the line where the limit is passed', () => {
    const started = Date.now();
    expect(
      report({
        'docs/quotes.md': page('title: Q', `${'> '.repeat(5000)}deep\n`),
        'docs/divs.mdx': page('title: D', `${'<div>\n'.repeat(5000)}x\n${'</div>\n'.repeat(5000)}`),
        'docs/lists.md': page('title: L', `Intro.\n\n${'- '.repeat(5000)}item\n`),
      }),
    ).toMatchInlineSnapshot(`
      "Build failed. Content has 3 problems.
        - docs/divs.mdx:105: 101 HTML/JSX elements open inside each other; pages may nest at most 100 levels
            fix: flatten the structure (close elements, use headings instead of deeper levels), or split the page
        - docs/lists.md:7: 5000 list markers in a row on one line (lists nested over 100 levels deep); pages may nest at most 100 levels
            fix: flatten the structure (close elements, use headings instead of deeper levels), or split the page
        - docs/quotes.md:5: 5000 nested blockquotes; pages may nest at most 100 levels
            fix: flatten the structure (close elements, use headings instead of deeper levels), or split the page"
    `);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  // 5,000 levels are 24 MB of indentation, refused by the size limit (the next test); 2,000 fit in it.
  it('refuses 2,000 nested list levels quickly', () => {
    const list = Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const started = Date.now();
    expect(report({ 'docs/list.md': page('title: L', `${list}\n`) })).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - docs/list.md:106: an indentation of 202 columns (lists nested over 100 levels deep); pages may nest at most 100 levels
            fix: flatten the structure (close elements, use headings instead of deeper levels), or split the page"
    `);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('refuses a 20 MB page quickly, naming the limit', () => {
    const started = Date.now();
    const big = page('title: Big', 'Lorem ipsum dolor sit amet. '.repeat(750_000));
    expect(report({ 'docs/big.md': big })).toMatchInlineSnapshot(`
      "Build failed. Content has 1 problem.
        - docs/big.md:1: is 20.0 MB; a page may be at most 5.0 MB (larger pages take minutes to parse)
            fix: split it into several pages, or move generated data into a file the page imports or links to"
    `);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe("site.config.ts's imports", () => {
  it('names the file that imports a missing package or file, and says to install it or fix the path', () => {
    const out = report({
      'plugins/mine.mjs': `import shout from 'no-such-package-here/sub';\nimport helper from '../no-such-helper.mjs';\nexport default function mine() {\n  return () => shout(helper);\n}\n`,
      'site.config.ts': `import mine from './plugins/mine.mjs';\n${SITE_CONFIG.replace('  blog: {', '  docs: { remarkPlugins: [mine] },\n  blog: {')}`,
    });
    expect(out).toContain('site.config.ts imports what cannot be found.');
    expect(out).toMatch(/plugins\/mine\.mjs:1:\d+: Could not resolve "no-such-package-here\/sub"/);
    expect(out).toContain('fix: the package no-such-package-here is not installed: install it in the content folder');
    expect(out).toMatch(/plugins\/mine\.mjs:2:\d+: Could not resolve "\.\.\/no-such-helper\.mjs"/);
    expect(out).toContain('fix: no such file: fix the path, or add the file');
  });
});

describe('the content folder', () => {
  it('says what is wrong with --content: missing, a file, a folder inside it, or a Docusaurus site', () => {
    const dir = makeFixture();
    fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), 'module.exports = {};\n');
    fs.rmSync(path.join(dir, 'site.config.ts'));
    const site = makeFixture();
    const reportOf = (content: string) => {
      const res = runBuild(content);
      expect(res.status).toBe(1);
      expect(res.output).not.toMatch(/\n\s+at /);
      const rel = (p: string) => path.relative(process.cwd(), p);
      return res.output
        .split('\n')
        .filter((l) => /^(Build failed| {2}- | {6}fix: )/.test(l))
        .join('\n')
        .split(rel(site))
        .join('<site>')
        .split(rel(dir))
        .join('<dir>');
    };
    expect(reportOf(path.join(site, 'no-such-folder'))).toMatchInlineSnapshot(`
      "Build failed. No content folder.
        - <site>/no-such-folder: no such folder: the folder that --content (or LEXORA_CONTENT_DIR) names
            fix: check the path: the content folder holds site.config.ts, docs/ and blog/"
    `);
    expect(reportOf(path.join(site, 'docs/guide.mdx'))).toMatchInlineSnapshot(`
      "Build failed. No content folder.
        - <site>/docs/guide.mdx: is a file, not a folder: the folder that --content (or LEXORA_CONTENT_DIR) names
            fix: name the folder that holds site.config.ts, docs/ and blog/"
    `);
    expect(reportOf(path.join(site, 'docs'))).toMatchInlineSnapshot(`
      "Build failed. No site configuration.
        - site.config.ts: file not found
            fix: the content folder is the one above: --content <site>"
    `);
    expect(reportOf(dir)).toMatchInlineSnapshot(`
      "Build failed. No site configuration.
        - docusaurus.config.js: this is a Docusaurus site, not a content folder (it has no site.config.ts)
            fix: turn it into one first: npm run import:docusaurus -- <dir> --out <new folder>, then build with --content <new folder>"
    `);
  });
});
