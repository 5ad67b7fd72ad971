import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { makeFixture, runBuild } from './fixture';

function digest(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out.set(path.relative(dir, full), crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

describe('a good build', () => {
  it('writes every route, the 404 page, sitemap, robots, feeds and llms files, and is reproducible', () => {
    const fence = '```';
    const guideSource = [
      '---',
      'title: Guide',
      'description: The guide.',
      '---',
      '',
      '## Install',
      '',
      'Run the installer.',
      '',
      ':::warning[Back up first]',
      'The installer replaces `config.yml`.',
      ':::',
      '',
      `${fence}php title="install.php" {2}`,
      '<?php',
      "$client = new Lexora\\Client(getenv('LEXORA_API_KEY'));",
      "echo 'ok';",
      fence,
      '',
      '## Use',
      '',
      'See [welcome](/docs/) and [the start page](./welcome.mdx#top-of-page).',
      '',
    ].join('\n');
    const dir = makeFixture({ 'docs/guide.mdx': guideSource });
    const first = runBuild(dir);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toMatch(/\[1\/5\] content: 2 docs, 1 blog posts/);
    expect(first.output).toMatch(/Built \d+ pages into .* in [\d.]+s/);
    const out = first.outDir;
    for (const f of [
      'index.html',
      'docs/index.html',
      'docs/guide/index.html',
      'docs/guide/route.json',
      'devblog/index.html',
      'devblog/hello/index.html',
      'devblog/archive/index.html',
      'devblog/tags/news/index.html',
      'search/index.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      'devblog/rss.xml',
      'devblog/atom.xml',
      'devblog/feed.json',
      'llms.txt',
      'llms-full.txt',
    ]) {
      expect(fs.existsSync(path.join(out, f)), f).toBe(true);
    }
    const guide = fs.readFileSync(path.join(out, 'docs/guide/index.html'), 'utf8');
    expect(guide).toContain('<title>Guide | Fixture Docs</title>');
    expect(guide).toContain('<meta name="description" content="The guide.">');
    expect(guide).toContain('<link rel="canonical" href="https://fixture.example.com/docs/guide/">');
    // Scripts at low priority: the first paint needs only the HTML and the stylesheet (prerender/render/html.ts).
    expect(guide).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/guide-[^"]+\.js">/,
    );
    expect(guide).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/main-[^"]+\.js">/);
    expect(guide).not.toMatch(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority="low")/);
    // and only after the first paint: every script and preload is in an inert template the end of the body starts.
    const live = guide.replace(/<template data-after-paint>[^]*?<\/template>/g, '');
    expect(live).not.toMatch(/<script[^>]*\bsrc=|rel="(modulepreload|preload)"/);
    expect(guide.match(/<template data-after-paint>/g)).toHaveLength(2);
    expect(guide).toMatch(
      /<div id="__root">[^]*<script>\(function\(\)\{[^]*?template\[data-after-paint\][^]*?<\/script>\s*<\/body>/,
    );
    // The site stylesheet, the one render-blocking request, comes before any preload in the head.
    const headOf = guide.slice(0, guide.indexOf('</head>'));
    expect(headOf.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
    expect(headOf.indexOf('rel="stylesheet"')).toBeLessThan(headOf.indexOf('rel="modulepreload"'));
    expect(guide).toContain('<html lang="en" dir="ltr"');
    expect(guide).toMatch(/<h2 id="install"/);
    // Admonitions, code titles, highlighted lines and build-time Prism tokens (php included).
    expect(guide).toMatch(/class="theme-admonition [^"]*admonition--warning[^"]*"[\s\S]*?Back up first/);
    expect(guide).toContain('<div class="code-block__title">install.php</div>');
    expect(guide).toMatch(/<span class="code-line code-line--highlighted">.*\$client/);
    expect(guide).toMatch(/<span class="token variable">\$client<\/span>/);
    expect(guide).toContain(
      '<h2 id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install" translate="no" title="Direct link to Install">',
    );
    // A link to a source file is rewritten to the page's route in the built HTML.
    expect(guide).toContain('href="/docs/#top-of-page"');
    expect(guide).not.toContain('welcome.mdx');
    expect(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8')).toContain(
      '- [Guide](https://fixture.example.com/docs/guide.md): The guide.',
    );
    const version = JSON.parse(fs.readFileSync(path.join(dir, '.generated/docs-version.json'), 'utf8'));
    expect(version.version).toMatchObject({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'welcome',
      draftIds: [],
    });
    expect(version.locale).toMatchObject({
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    });

    const before = digest(out);
    const second = runBuild(dir);
    expect(second.status).toBe(0);
    expect(digest(out)).toEqual(before);
  });
});

describe('an incremental build', () => {
  it('reuses cached pages and writes the same dist/ as a cold build of the same content', () => {
    const dir = makeFixture();
    const cache = tempDir('lexora-cache');
    const first = runBuild(dir, { LEXORA_CACHE_DIR: cache });
    expect(first.status, first.output).toBe(0);
    // 10 routes since the blog's authors list (561f721): the fixture's blog/authors.yml has an author, so
    // /blog/authors/ is made, as in Docusaurus.
    expect(first.output).toMatch(/\[4\/5\] prerender: 10 routes \+ 404\.html, 11 rendered, 0 unchanged/);

    // One page changes its text and a heading; its title (and so every sidebar) stays the same.
    const guide = path.join(dir, 'docs/guide.mdx');
    fs.writeFileSync(
      guide,
      fs
        .readFileSync(guide, 'utf8')
        .replace('Run the installer.', 'Run the installer, then restart.')
        .replace('## Use', '## Everyday use'),
    );
    const warm = runBuild(dir, { LEXORA_CACHE_DIR: cache });
    expect(warm.status, warm.output).toBe(0);
    const reused = Number(/, (\d+) unchanged/.exec(warm.output)?.[1]);
    expect(reused).toBeGreaterThan(0);
    expect(reused).toBeLessThan(11);
    const warmDigest = digest(warm.outDir);
    const guideHtml = fs.readFileSync(path.join(warm.outDir, 'docs/guide/index.html'), 'utf8');
    expect(guideHtml).toContain('Run the installer, then restart.');
    expect(guideHtml).toContain('id="everyday-use"');

    const cold = runBuild(dir, { LEXORA_CACHE_DIR: tempDir('lexora-cache') });
    expect(cold.status, cold.output).toBe(0);
    expect(cold.output).toMatch(/11 rendered, 0 unchanged/);
    expect(digest(cold.outDir)).toEqual(warmDigest);
  });

  it('reuses both bundles when only plain Markdown changed, rebuilds them when an MDX page changed', () => {
    const notes = `---\ntitle: Notes\ndescription: Plain Markdown.\n---\n\n## Setup\n\nSee the [guide](./guide.mdx#install).\n\n\`\`\`js title="setup.js"\nconst answer = 42;\n\`\`\`\n`;
    const dir = makeFixture({ 'docs/notes.md': notes });
    const cache = tempDir('lexora-cache');
    const first = runBuild(dir, { LEXORA_CACHE_DIR: cache });
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain('[3/5] bundles: client and server built');
    const route = JSON.parse(fs.readFileSync(path.join(first.outDir, 'docs/notes/route.json'), 'utf8'));
    expect(route.module).toMatch(/^\/assets\/notes-[0-9a-f]+\.json$/);
    expect(fs.readFileSync(path.join(first.outDir, 'docs/notes/index.html'), 'utf8')).toContain(
      'href="/docs/guide/#install"',
    );

    fs.writeFileSync(path.join(dir, 'docs/notes.md'), notes.replace('## Setup', '## First steps'));
    const warm = runBuild(dir, { LEXORA_CACHE_DIR: cache });
    expect(warm.status, warm.output).toBe(0);
    expect(warm.output).toContain('[3/5] bundles: client and server unchanged since an earlier build, reused');
    expect(fs.readFileSync(path.join(warm.outDir, 'docs/notes/index.html'), 'utf8')).toContain('id="first-steps"');
    const warmDigest = digest(warm.outDir); // the cold build below writes to the same folder
    const cold = runBuild(dir, { LEXORA_CACHE_DIR: tempDir('lexora-cache') });
    expect(cold.status, cold.output).toBe(0);
    expect(cold.output).toContain('client and server built');
    expect(digest(cold.outDir)).toEqual(warmDigest);

    const guide = path.join(dir, 'docs/guide.mdx');
    fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace('Run the installer.', 'Run the new installer.'));
    const mdx = runBuild(dir, { LEXORA_CACHE_DIR: cache });
    expect(mdx.status, mdx.output).toBe(0);
    expect(mdx.output).toContain('[3/5] bundles: client and server built');
    expect(fs.readFileSync(path.join(mdx.outDir, 'docs/guide/index.html'), 'utf8')).toContain('Run the new installer.');
  });
});
