// Math as Docusaurus's docs set it up (remark-math + rehype-katex in the site config): rendered to
// HTML at build time in MDX and .md pages (no client JavaScript for it), KaTeX's stylesheet in the
// head of pages with math only, its fonts served from the site.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';
import { MATH_FILES } from './math-fixture';

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const katexLink = (html: string) => /<link rel="stylesheet" href="(\/assets\/katex[^"]*\.css)">/.exec(head(html))?.[1];
const routeJson = (res: BuildResult, route: string) =>
  JSON.parse(fs.readFileSync(path.join(res.outDir, route, 'route.json'), 'utf8')) as { css?: string[] };

describe('math (remark-math + rehype-katex)', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(makeFixture(MATH_FILES));
  }, 180_000);

  it('builds', () => expect(res.status, res.output).toBe(0));

  it('renders inline and display math to KaTeX HTML at build time, in MDX and .md pages', () => {
    for (const route of ['docs/math', 'docs/math-md']) {
      const html = page(res, route);
      expect(html, route).toContain('<span class="katex">');
      expect(html, route).toContain('<span class="katex-display">');
      // MathML for screen readers, with the TeX source.
      expect(html, route).toMatch(/<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/);
      expect(html, route).not.toContain('$E = mc^2$');
    }
  });

  it("puts KaTeX's stylesheet in the head of pages with math only, and in their route data", () => {
    const css = katexLink(page(res, 'docs/math'));
    expect(css).toBeTruthy();
    expect(katexLink(page(res, 'docs/math-md'))).toBe(css);
    expect(routeJson(res, 'docs/math').css).toContain(css);
    expect(routeJson(res, 'docs/math-md').css).toContain(css);
    for (const route of ['docs/guide', '']) {
      expect(page(res, route), route).not.toContain('katex');
      expect(routeJson(res, route).css ?? [], route).not.toContain(css);
    }
  });

  it('serves the fonts from the site', () => {
    const css = fs.readFileSync(path.join(res.outDir, katexLink(page(res, 'docs/math'))!), 'utf8');
    const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1].replace(/["']/g, ''));
    expect(fonts.length).toBeGreaterThan(10);
    for (const f of fonts) {
      expect(f, f).toMatch(/^\/assets\/KaTeX_[\w-]+\.(woff2|woff|ttf)$/);
      expect(fs.existsSync(path.join(res.outDir, f)), f).toBe(true);
    }
  });

  it('needs no client JavaScript: the math page loads no KaTeX code', () => {
    const html = page(res, 'docs/math');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts)
      expect(fs.readFileSync(path.join(res.outDir, s), 'utf8'), s).not.toContain('KaTeX parse error');
  });
});
