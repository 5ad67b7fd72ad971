// Docusaurus's `trailingSlash: false` and unset: the output layout, the links as Docusaurus writes
// them, relative links resolved against the URL the page is served at (no trailing slash), and
// Markdown file links looked up from the docs folder's root as well as the file's folder.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const PAGES: Record<string, string> = {
  // Written for URLs without a trailing slash (redux-saga's `../api#buffers`): from /docs/advanced/channels.
  'docs/advanced/channels.md': `---\ntitle: Channels\n---\n\nSee [buffers](../api#buffers), [a sibling](./sibling) and [colors](colors).\n\nThe [Store](api/Store.md) is linked from the docs root. [The API, slash written](/docs/api/).\n`,
  'docs/advanced/sibling.md': `---\ntitle: Sibling\n---\n\nA sibling page.\n`,
  'docs/advanced/colors.md': `---\ntitle: Colors\n---\n\nColours.\n`,
  'docs/api.md': `---\ntitle: API\n---\n\n## Buffers\n\nBuffers.\n`,
  'docs/api/Store.md': `---\ntitle: Store\n---\n\nThe store.\n`,
  // A React page linking with the slash written, as a site's home page may.
  'src/pages/links.jsx': `import Link from '@docusaurus/Link';\n\nexport default function Links() {\n  return <Link to="/docs/api/">API with slash</Link>;\n}\n`,
};

function build(trailingSlash: string): BuildResult {
  // A navbar link and a dropdown link written with the slash (socket.io's `to: '/get-started/'`); the footer's is `/docs/guide/`.
  const config = SITE_CONFIG.replace('  trailingSlash: true,\n', trailingSlash).replace(
    "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }]",
    "items: [{ type: 'doc', docId: 'welcome', label: 'Docs', position: 'left' }, { to: '/docs/api/', label: 'API link' }, { type: 'dropdown', label: 'More', items: [{ to: '/docs/advanced/colors/', label: 'Colors link' }] }]",
  );
  return runBuild(makeFixture({ 'site.config.ts': config, ...PAGES }));
}

const read = (dir: string, f: string) => fs.readFileSync(path.join(dir, f), 'utf8');

describe('trailingSlash: false', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = build('  trailingSlash: false,\n');
  }, 180_000);

  it('builds, writing /a as a.html (/ keeps index.html), with its route data in a/', () => {
    expect(res.status, res.output).toBe(0);
    expect(fs.existsSync(path.join(res.outDir, 'docs/advanced/channels.html'))).toBe(true);
    expect(fs.existsSync(path.join(res.outDir, 'docs/advanced/channels/index.html'))).toBe(false);
    expect(fs.existsSync(path.join(res.outDir, 'docs/advanced/channels/route.json'))).toBe(true);
    expect(fs.existsSync(path.join(res.outDir, 'index.html'))).toBe(true);
  });

  it('resolves relative links against the URL without the slash and writes links without it', () => {
    const html = read(res.outDir, 'docs/advanced/channels.html');
    expect(html).toContain('href="/docs/api#buffers"');
    expect(html).toContain('href="/docs/advanced/sibling"');
    expect(html).toContain('href="/docs/advanced/colors"');
    expect(html).toContain('href="/docs/api/Store"');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/docs/advanced/channels">');
    // Docusaurus removes an authored trailing slash when the option is false, in the site config's links too.
    expect(html).toMatch(/href="\/docs\/api"[^>]*>The API, slash written/);
    expect(html).toMatch(/href="\/docs\/api"[^>]*>API link</);
    expect(html).toMatch(/href="\/docs\/advanced\/colors"[^>]*>Colors link</);
    expect(html).toMatch(/href="\/docs\/guide"[^>]*>Intro</);
  });

  it('lists URLs without the slash in the sitemap', () => {
    const sitemap = read(res.outDir, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.example.com/docs/advanced/channels</loc>');
    expect(sitemap).toContain('<loc>https://fixture.example.com/</loc>');
  });
});

describe('trailingSlash unset', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = build('');
  }, 180_000);

  it('builds, writing a/index.html, with links and canonical URLs without the slash', () => {
    expect(res.status, res.output).toBe(0);
    const html = read(res.outDir, 'docs/advanced/channels/index.html');
    expect(html).toContain('href="/docs/api#buffers"');
    expect(html).toContain('href="/docs/advanced/sibling"');
    expect(html).toContain('href="/docs/api/Store"');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/docs/advanced/channels">');
    expect(read(res.outDir, 'sitemap.xml')).toContain('<loc>https://fixture.example.com/docs/api</loc>');
  });

  it('leaves authored links as written, while the theme links to route paths without the slash', () => {
    // Unset, Docusaurus's Link and Markdown links keep `/docs/api/` as written (a/index.html serves it)…
    const doc = read(res.outDir, 'docs/advanced/channels/index.html');
    expect(doc).toMatch(/href="\/docs\/api\/"[^>]*>The API, slash written/);
    expect(read(res.outDir, 'links/index.html')).toMatch(/href="\/docs\/api\/"[^>]*>API with slash/);
    // The site config's navbar, dropdown and footer links too (Docusaurus's NavLink and footer Link).
    expect(doc).toMatch(/href="\/docs\/api\/"[^>]*>API link</);
    expect(doc).toMatch(/href="\/docs\/advanced\/colors\/"[^>]*>Colors link</);
    expect(doc).toMatch(/href="\/docs\/guide\/"[^>]*>Intro</);
    // …but the links its theme makes from permalinks (tags, pagination) have none.
    const blogPages = fs
      .readdirSync(path.join(res.outDir, 'devblog'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => read(res.outDir, path.join('devblog', f)))
      .join('\n');
    expect(blogPages).toContain('href="/devblog/tags/news"');
    expect(blogPages).not.toContain('href="/devblog/tags/news/"');
  });
});
