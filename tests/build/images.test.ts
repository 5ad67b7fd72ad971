// Images and static files as Docusaurus authors use them: `![](./img/x.png)` next to a page (docs,
// a blog folder post, a src/pages Markdown page), `/img/x.png` from static/, reference-style images,
// `require()` and `import` in MDX; files of static/ copied as-is and linkable; a missing image is one
// file:line error.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';
import { makePng, makeSvg } from '../support/images';

const fence = '```';

/** A fixture with binary files added (makeFixture writes text). */
function fixtureWith(text: Record<string, string | null>, binary: Record<string, Buffer>): string {
  const dir = makeFixture(text);
  for (const [rel, data] of Object.entries(binary)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), data);
  }
  return dir;
}

const read = (res: BuildResult, file: string) => fs.readFileSync(path.join(res.outDir, file), 'utf8');
const imgTags = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const JPEG = fs.readFileSync(
  path.resolve(
    'node_modules/create-docusaurus/templates/shared/blog/2021-08-26-welcome/docusaurus-plushie-banner.jpeg',
  ),
);

describe('images and static files', () => {
  let res: BuildResult;
  beforeAll(() => {
    const dir = fixtureWith(
      {
        'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\nimport shotUrl from './img/panel.png';\n\n## Install\n\n## Screens\n\n![The editor panel](./img/panel.png)\n\n![Flow "diagram"](../docs/img/flow.svg 'How a request flows')\n\n![Spaced and ünïcode](<./img/my shot ü.png>)\n\n![Logo from static](/img/logo.png)\n\n![Remote stays](https://cdn.example.com/x.png)\n\n![A reference image][shot]\n\n[shot]: ./img/panel.png\n\n<img src={require('./img/photo.jpg').default} alt="Required photo" />\n\n<img src={shotUrl} alt="Imported shot" />\n\nDownload the [price list](/files/prices.pdf), the [raw file](pathname:///files/prices.pdf) or [the icon](/favicon.ico), and read [the report](./files/report%20v2.pdf#page=2).\n\n${fence}md\n![Not an image](./img/missing-in-code.png)\n${fence}\n`,
        'docs/plain.md': `# Plain page\n\nA plain Markdown page.\n\n![Same panel](./img/panel.png)\n`,
        'blog/2021-08-26-welcome/index.md': `---\ntitle: Welcome post\ndate: 2021-08-26\nauthors: [ada]\n---\n\nA folder post.\n\n![Banner](./banner.jpeg)\n`,
        'src/pages/about.md': `# About\n\n![About picture](./about-pic.png)\n`,
        'static/files/prices.pdf': '%PDF-1.4 fixture\n',
        'docs/files/report v2.pdf': '%PDF-1.4 report\n',
        'docs/img/flow.svg': makeSvg(640, 320),
      },
      {
        'docs/img/panel.png': makePng(300, 150),
        'docs/img/my shot ü.png': makePng(20, 10, [200, 40, 40]),
        'docs/img/photo.jpg': JPEG,
        'static/img/logo.png': makePng(64, 32),
        'static/favicon.ico': makePng(16, 16),
        'blog/2021-08-26-welcome/banner.jpeg': JPEG,
        'src/pages/about-pic.png': makePng(40, 40),
      },
    );
    res = runBuild(dir);
  }, 180_000);

  it('builds', () => {
    expect(res.status, res.output).toBe(0);
  });

  it('makes images next to a page content-hashed assets with their width and height', () => {
    const tags = imgTags(read(res, 'docs/guide/index.html'));
    const panel = tags.find((t) => t.includes('alt="The editor panel"'))!;
    expect(attr(panel, 'src')).toMatch(/^\/assets\/panel-[0-9a-f]{8}\.png$/);
    expect([attr(panel, 'width'), attr(panel, 'height')]).toEqual(['300', '150']);
    expect(attr(panel, 'loading')).toBe('lazy');
    expect(fs.readFileSync(path.join(res.outDir, attr(panel, 'src')!))).toEqual(makePng(300, 150));
    const svg = tags.find((t) => t.includes('alt="Flow &quot;diagram&quot;"'))!;
    expect(attr(svg, 'src')).toMatch(/^\/assets\/flow-[0-9a-f]{8}\.svg$/);
    expect([attr(svg, 'width'), attr(svg, 'height'), attr(svg, 'title')]).toEqual([
      '640',
      '320',
      'How a request flows',
    ]);
    const odd = tags.find((t) => t.includes('alt="Spaced and ünïcode"'))!;
    expect(attr(odd, 'src')).toMatch(/^\/assets\/my-shot-u-[0-9a-f]{8}\.png$/);
    expect(fs.existsSync(path.join(res.outDir, attr(odd, 'src')!))).toBe(true);
    const ref = tags.find((t) => t.includes('alt="A reference image"'))!;
    expect([attr(ref, 'src'), attr(ref, 'width')]).toEqual([attr(panel, 'src'), '300']);
  });

  it('serves /img/x.png from static/ with its size, and leaves remote images alone', () => {
    const tags = imgTags(read(res, 'docs/guide/index.html'));
    const logo = tags.find((t) => t.includes('alt="Logo from static"'))!;
    expect([attr(logo, 'src'), attr(logo, 'width'), attr(logo, 'height')]).toEqual(['/img/logo.png', '64', '32']);
    expect(fs.readFileSync(path.join(res.outDir, 'img/logo.png'))).toEqual(makePng(64, 32));
    const remote = tags.find((t) => t.includes('alt="Remote stays"'))!;
    expect(attr(remote, 'src')).toBe('https://cdn.example.com/x.png');
    expect(attr(remote, 'width')).toBeUndefined();
  });

  it('resolves require() and import of images in MDX', () => {
    const tags = imgTags(read(res, 'docs/guide/index.html'));
    const photo = tags.find((t) => t.includes('alt="Required photo"'))!;
    expect(attr(photo, 'src')).toMatch(/^\/assets\/photo-[0-9a-f]{8}\.jpg$/);
    expect([attr(photo, 'width'), attr(photo, 'height')]).toEqual(['1500', '500']);
    expect(fs.readFileSync(path.join(res.outDir, attr(photo, 'src')!))).toEqual(JPEG);
    const imported = tags.find((t) => t.includes('alt="Imported shot"'))!;
    expect(attr(imported, 'src')).toMatch(/^\/assets\/panel-[\w-]+\.png$/);
    expect([attr(imported, 'width'), attr(imported, 'height')]).toEqual(['300', '150']);
    expect(fs.existsSync(path.join(res.outDir, attr(imported, 'src')!))).toBe(true);
  });

  it('shows images on plain Markdown pages, blog folder posts and src/pages Markdown pages', () => {
    const plain = imgTags(read(res, 'docs/plain/index.html'))[0];
    expect(attr(plain, 'src')).toMatch(/^\/assets\/panel-[0-9a-f]{8}\.png$/);
    expect(attr(plain, 'width')).toBe('300');
    // The post's route is the blog's business (folder name, date URLs): find the page that shows it.
    const post = fs
      .readdirSync(res.outDir, { recursive: true, encoding: 'utf8' })
      .find((f) => f.startsWith('devblog/') && f.endsWith('index.html') && read(res, f).includes('alt="Banner"'));
    expect(post).toBeDefined();
    const banner = imgTags(read(res, post!)).find((t) => t.includes('alt="Banner"'))!;
    expect(attr(banner, 'src')).toMatch(/^\/assets\/banner-[0-9a-f]{8}\.jpeg$/);
    expect(attr(banner, 'width')).toBe('1500');
    const about = imgTags(read(res, 'about/index.html')).find((t) => t.includes('alt="About picture"'))!;
    expect([attr(about, 'width'), attr(about, 'height')]).toEqual(['40', '40']);
    expect(fs.existsSync(path.join(res.outDir, attr(about, 'src')!))).toBe(true);
  });

  it('copies static/ files as they are, and links to them pass the link check', () => {
    expect(read(res, 'files/prices.pdf')).toBe('%PDF-1.4 fixture\n');
    expect(fs.readFileSync(path.join(res.outDir, 'favicon.ico'))).toEqual(makePng(16, 16));
    const html = read(res, 'docs/guide/index.html');
    expect(html).toContain('href="/files/prices.pdf"');
    expect(html).not.toContain('pathname://');
  });

  it('publishes a file a page links to next to it as a hashed asset', () => {
    const href = /href="(\/assets\/report-v2-[0-9a-f]{8}\.pdf)#page=2"/.exec(read(res, 'docs/guide/index.html'))?.[1];
    expect(href).toBeDefined();
    expect(read(res, href!)).toBe('%PDF-1.4 report\n');
    expect(read(res, 'docs/guide.md')).toContain(`[the report](https://fixture.example.com${href}#page=2)`);
  });

  it('points the Markdown copy at the published image URLs', () => {
    const md = read(res, 'docs/guide.md');
    const panelUrl = attr(
      imgTags(read(res, 'docs/guide/index.html')).find((t) => t.includes('alt="The editor panel"'))!,
      'src',
    );
    expect(md).toContain(`![The editor panel](https://fixture.example.com${panelUrl})`);
    expect(md).toContain('![Logo from static](https://fixture.example.com/img/logo.png)');
    expect(md).toMatch(/!\[Required photo\]\(https:\/\/fixture\.example\.com\/assets\/photo-[0-9a-f]{8}\.jpg\)/);
    expect(md).not.toMatch(/\]\(\.\/img\/(panel|photo)|require\(/);
    expect(md).toContain(`${fence}md\n![Not an image](./img/missing-in-code.png)\n${fence}`);
    expect(read(res, 'docs/plain.md')).toMatch(
      /!\[Same panel\]\(https:\/\/fixture\.example\.com\/assets\/panel-[0-9a-f]{8}\.png\)/,
    );
  });

  it('keeps image URLs and markup out of the search records', () => {
    // The offline index is a folder of files (src/shared/search-index-format.ts).
    const dirs = fs.readdirSync(path.join(res.outDir, 'assets')).filter((f) => /^search-[0-9a-f]{10}$/.test(f));
    const text = dirs
      .flatMap((d) => fs.readdirSync(path.join(res.outDir, 'assets', d)).map((f) => read(res, `assets/${d}/${f}`)))
      .join('\n');
    expect(text).toContain('Screens');
    expect(text).not.toMatch(/\/assets\/panel-|\.png|require\(|<img|The editor panel|Required photo/);
  });
});

describe('bad images', () => {
  it('reports a missing image once, with file:line, the path tried and a fix, and leaves no dist/', () => {
    const dir = makeFixture({
      'docs/guide.mdx': `---\ntitle: Guide\n---\n\n## Install\n\n![Missing](./img/nope.png)\n\n![Also missing](/img/gone.png)\n`,
    });
    const res = runBuild(dir);
    expect(res.status).toBe(1);
    expect(res.output).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(res.outDir)).toBe(false);
    const report = res.output.slice(res.output.indexOf('Build failed.')).trim();
    expect(report).toMatchInlineSnapshot(`
      "Build failed. Content has 2 problems.
        - docs/guide.mdx:7: image "./img/nope.png" not found (looked for docs/img/nope.png)
            fix: add the file there or fix the path: it is relative to this page; "/img/x.png" looks in the static folder
        - docs/guide.mdx:9: image "/img/gone.png" not found (looked for static/img/gone.png)
            fix: "/…" images are files of the static folder; add the file there, or write a path relative to this page ("./img/x.png")

      Nothing was written to <out>."
    `);
  });

  it('refuses an image outside the content folder and a file that is not an image', () => {
    const dir = makeFixture({
      'docs/guide.mdx': `---\ntitle: Guide\n---\n\n![Escape](../../outside.png)\n\n![Static escape](/../../outside.png)\n\n![Not an image](./notes.txt)\n\nGet [the archive](./gone.zip).\n`,
      'docs/notes.txt': 'plain text',
    });
    fs.writeFileSync(path.join(dir, '..', 'outside.png'), makePng(2, 2));
    const res = runBuild(dir);
    expect(res.status).toBe(1);
    expect(res.output).not.toMatch(/\n\s+at /);
    expect(res.output).toContain('docs/guide.mdx:5: image "../../outside.png" points outside the content folder');
    expect(res.output).toContain('docs/guide.mdx:7: image "/../../outside.png" points outside the static folder');
    expect(res.output).toContain(
      'docs/guide.mdx:9: image "./notes.txt" (docs/notes.txt) is not an image file the build can read',
    );
    expect(res.output).toContain('docs/guide.mdx:11: file "./gone.zip" not found (looked for docs/gone.zip)');
  });
});

describe('an image starting with "//"', () => {
  it('is refused at its line, as a link starting with "//" is, with the two things it may have meant', () => {
    const res = runBuild(
      makeFixture({
        'docs/guide.mdx': `---\ntitle: Guide\n---\n\n## Install\n\n![Logo](//img/logo.png)\n\n## Use\n\n![Remote](https://example.com/x.png)\n`,
      }),
    );
    expect(res.status).toBe(1);
    expect(res.output).not.toMatch(/\n\s+at /);
    expect(res.output).toContain(
      'docs/guide.mdx:7: image "//img/logo.png" starts with "//", so the browser loads it from another host ("img")',
    );
    expect(res.output).toContain(
      'fix: write "/img/logo.png" for a file of the static folder, or the full URL (https://img/logo.png) for an image of another site',
    );
    expect(res.output).not.toContain('example.com/x.png');
  });
});

describe('a changed image', () => {
  it('gets a new hashed name and size on the next build, though its pages did not change', () => {
    const dir = fixtureWith(
      {
        'docs/plain.md': `# Plain\n\n![Chart](./chart.png)\n`,
        'docs/guide.mdx': `---\ntitle: Guide\n---\n\n## Install\n\n![Chart](./chart.png)\n`,
      },
      { 'docs/chart.png': makePng(100, 50) },
    );
    const chartOf = (res: BuildResult, route: string) =>
      imgTags(read(res, `${route}/index.html`)).find((t) => t.includes('alt="Chart"'))!;
    const first = runBuild(dir);
    expect(first.status, first.output).toBe(0);
    const before = attr(chartOf(first, 'docs/guide'), 'src');
    fs.writeFileSync(path.join(dir, 'docs/chart.png'), makePng(120, 80));
    const second = runBuild(dir);
    expect(second.status, second.output).toBe(0);
    for (const route of ['docs/plain', 'docs/guide']) {
      const tag = chartOf(second, route);
      expect(attr(tag, 'src')).not.toBe(before);
      expect([attr(tag, 'width'), attr(tag, 'height')]).toEqual(['120', '80']);
      expect(fs.readFileSync(path.join(second.outDir, attr(tag, 'src')!))).toEqual(makePng(120, 80));
    }
  });
});
