// A site served from a sub-folder (`baseUrl: '/sub/'`), as Docusaurus builds it: the output folder holds
// the site's files at its root (index.html, docs/…, assets/…) and the host serves that folder at /sub/,
// so every URL inside the output (links, assets, scripts, feeds, sitemap, search index) starts with /sub/.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL_PAGES } from './base-url-fixture';
import { makeFixture, runBuild, type BuildResult } from './fixture';
import type { AddressInfo } from 'node:net';
import { Docs } from '../../mcp/docs';
import { folderSource, urlSource } from '../../mcp/source';
import { createStaticServer } from '../../prerender/static-server';
import type { SiteIndexFile } from '../../prerender/outputs/assistant-files';

const read = (dir: string, f: string) => fs.readFileSync(path.join(dir, f), 'utf8');

/** Every local URL (href, src, srcset, content of og:image…) written in an HTML document. */
function localUrls(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) urls.push(m[1]!);
  return urls
    .map((u) => u.replace(/&amp;/g, '&'))
    .filter((u) => !/^[a-z][a-z0-9+.-]*:/i.test(u) && !u.startsWith('//') && !u.startsWith('#') && u !== '');
}

/** The output file a URL path under /sub/ is served from (as a static host serving the folder at /sub/). */
function servedFile(outDir: string, url: string): string | undefined {
  const p = decodeURIComponent(url.split(/[?#]/)[0]!.slice('/sub/'.length));
  const candidates = [p, path.join(p, 'index.html'), `${p}.html`];
  return candidates.map((c) => path.join(outDir, c)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

describe("baseUrl: '/sub/'", () => {
  let res: BuildResult;
  let htmlFiles: string[];
  beforeAll(() => {
    res = runBuild(makeFixture(BASE_URL_PAGES));
    htmlFiles = fs.existsSync(res.outDir)
      ? fs.readdirSync(res.outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
      : [];
  }, 180_000);

  it('builds without a warning about baseUrl, with the site at the root of the output folder', () => {
    expect(res.status, res.output).toBe(0);
    expect(res.output).not.toMatch(/baseUrl/);
    for (const f of ['index.html', 'docs/index.html', 'docs/guide/index.html', 'about/index.html', '404.html'])
      expect(fs.existsSync(path.join(res.outDir, f)), f).toBe(true);
    expect(fs.existsSync(path.join(res.outDir, 'img/dot.svg'))).toBe(true);
    expect(fs.existsSync(path.join(res.outDir, 'sub'))).toBe(false);
    expect(htmlFiles.some((f) => f.startsWith('devblog/'))).toBe(true);
  });

  it('writes every href and src under /sub/, each naming a file of the output', () => {
    const bad: string[] = [];
    for (const f of htmlFiles)
      for (const u of localUrls(read(res.outDir, f))) {
        if (!u.startsWith('/sub/')) bad.push(`${f}: ${u} (not under /sub/)`);
        else if (!servedFile(res.outDir, u)) bad.push(`${f}: ${u} (no such file)`);
      }
    expect(bad).toEqual([]);
    expect(htmlFiles.length).toBeGreaterThan(8);
  });

  it('takes Markdown links written with and without the base to the same pages, and images and files under it', () => {
    const html = read(res.outDir, 'docs/guide/index.html');
    expect(html).toMatch(/href="\/sub\/docs\/"[^>]*>welcome again/);
    expect(html).toMatch(/href="\/sub\/docs\/"[^>]*>welcome</);
    expect(html).toMatch(/href="\/sub\/about\/"[^>]*>the about page/);
    expect(html).toMatch(/href="\/sub\/files\/notes\.txt"/);
    // `pathname:///x` is written with the base, as Docusaurus's Link writes it.
    expect(html).toMatch(/href="\/sub\/files\/notes\.txt"[^>]*>the raw notes/);
    expect(html).toMatch(/src="\/sub\/img\/dot\.svg"/);
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/sub/docs/guide/">');
    const home = read(res.outDir, 'index.html');
    expect(home).toMatch(/href="\/sub\/docs\/guide\/"[^>]*>Read the guide/);
    expect(home).toMatch(/href="\/sub\/files\/notes\.txt"[^>]*>Raw notes/);
    expect(home).toContain('src="/sub/img/dot.svg"');
  });

  it('lists URLs under /sub/ in the sitemap, feeds, llms.txt, robots.txt and the search index', () => {
    const sitemap = read(res.outDir, 'sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(3);
    for (const l of locs) expect(l).toMatch(/^https:\/\/fixture\.example\.com\/sub\//);
    const rss = read(res.outDir, 'devblog/rss.xml');
    expect(rss).toContain('<link>https://fixture.example.com/sub/devblog/hello/</link>');
    expect(read(res.outDir, 'llms.txt')).toContain('(https://fixture.example.com/sub/docs/guide.md)');
    // The copy's links and images are absolute URLs under the base, written with it or not.
    const copy = read(res.outDir, 'docs/guide.md');
    expect(copy).toContain('[welcome](https://fixture.example.com/sub/docs/)');
    expect(copy).toContain('[the about page](https://fixture.example.com/sub/about/)');
    expect(copy).toContain('![A dot](https://fixture.example.com/sub/img/dot.svg)');
    expect(copy).toContain('[the raw notes](https://fixture.example.com/sub/files/notes.txt)');
    expect(copy).not.toMatch(/https:\/\/fixture\.example\.com\/(?!sub\/)/);
    // The page at the base URL (the home page here) has no copy; /sub/devblog/'s would be devblog.md: no page is
    // written outside the folder the host serves at /sub/.
    expect(fs.existsSync(path.join(res.outDir, 'sub.md'))).toBe(false);
    expect(read(res.outDir, 'llms.txt')).not.toMatch(/https:\/\/fixture\.example\.com\/docs\//);
    expect(read(res.outDir, 'robots.txt')).toContain('Sitemap: https://fixture.example.com/sub/sitemap.xml');
    const pointer = JSON.parse(read(res.outDir, 'search-index.json')) as { manifest: string };
    expect(pointer.manifest).toMatch(/^\/sub\/assets\//);
    expect(servedFile(res.outDir, pointer.manifest)).toBeDefined();
    expect(read(res.outDir, 'index.html')).toContain(
      '<meta name="lexora-search-index" content="/sub/search-index.json">',
    );
    const records = fs
      .readdirSync(path.join(res.outDir, path.dirname(pointer.manifest.slice('/sub/'.length))))
      .map((f) => read(res.outDir, path.join(path.dirname(pointer.manifest.slice('/sub/'.length)), f)))
      .join('\n');
    expect(records).toContain('https://fixture.example.com/sub/docs/guide/');
    expect(records).not.toContain('https://fixture.example.com/docs/');
  });

  it('writes the route table with routes under /sub/', () => {
    const routeJson = read(res.outDir, 'docs/guide/route.json');
    expect(routeJson).toContain('/sub/');
    expect(routeJson).not.toMatch(/"\/docs\//);
  });

  it('names every path in mcp.json under /sub/, and the MCP server answers from the folder and from /sub/ on a host', async () => {
    const index = JSON.parse(read(res.outDir, 'mcp.json')) as SiteIndexFile;
    expect(index.baseUrl).toBe('/sub/');
    expect(index.searchIndex).toBe('/sub/search-index.json');
    const pages = index.sections.flatMap((s) => s.pages);
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) {
      expect(p.route).toMatch(/^\/sub\//);
      expect(servedFile(res.outDir, p.markdown), p.markdown).toBeDefined();
    }
    const server = createStaticServer({ root: res.outDir, basePath: '/sub/' });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const docs of [new Docs(folderSource(res.outDir)), new Docs(urlSource(`${origin}/sub/`))]) {
        const hits = await docs.searchDocs('installer', undefined, 5);
        expect(hits.map((h) => h.markdown)).toContain('https://fixture.example.com/sub/docs/guide.md');
        // A page named with the base, without it, by its .md copy or by its URL: the same Markdown.
        const guide = await docs.getPage('/sub/docs/guide/');
        expect(guide).toContain('Run the installer.');
        expect(await docs.getPage('docs/guide')).toBe(guide);
        expect(await docs.getPage('/docs/guide.md')).toBe(guide);
        expect(await docs.getPage('https://fixture.example.com/sub/docs/guide/')).toBe(guide);
        expect(await docs.getPage('docs/guide', 'install')).toMatch(/^## Install\n\nRun the installer\.\n$/);
        const listed = (await docs.listPages()).flatMap((s) => s.pages.map((p) => p.markdown));
        expect(listed).toContain('https://fixture.example.com/sub/docs/guide.md');
        await expect(docs.getPage('/elsewhere/x/')).rejects.toThrow(/No page at \/sub\/elsewhere\/x\//);
      }
    } finally {
      server.close();
    }
  });
});
