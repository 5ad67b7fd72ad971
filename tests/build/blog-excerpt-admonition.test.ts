// An admonition above a post's truncate marker: the blog list shows it as the post's page does (Docusaurus
// renders the excerpt as MDX, with the theme's Admonition), not as a bare paragraph. The box is drawn at
// build time: the post page's markup (classes, title) with its icon inline, the default title in the
// locale's words (code.json), nested boxes and the text around them kept, in MDX and plain Markdown posts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const CONFIG = SITE_CONFIG.replace(/i18n: \{[^\n]*\} \} \},/, `i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },`);

const POSTS = {
  'site.config.ts': CONFIG,
  'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\nslug: hello\nauthors: [ada]\n---\n\nFirst post.\n\n:::tip\n\nRead **this** first.\n\n:::\n\n{/* truncate */}\n\nMore text.\n`,
  'blog/2025-01-03-plain.md': `---\ntitle: Plain\nslug: plain\nauthors: [ada]\n---\n\nOpening.\n\n::::warning[Mind <it>]\n\nThe gap.\n\n:::important\n\nInside.\n\n:::\n\n::::\n\nAfter it.\n\n<!-- truncate -->\n\nRest.\n`,
  'i18n/fr/docusaurus-plugin-content-blog/2025-01-02-hello.mdx': `---\ntitle: Bonjour\nslug: hello\nauthors: [ada]\n---\n\nPremier billet.\n\n:::tip\n\nÀ lire.\n\n:::\n\n{/* truncate */}\n\nLa suite.\n`,
  'i18n/fr/code.json': JSON.stringify({ 'theme.admonition.tip': { message: 'astuce' } }),
};

let res: BuildResult;
const read = (rel: string) => fs.readFileSync(path.join(res.outDir, rel), 'utf8');
/** The admonitions of a page's main content, outermost ones (a nested box is inside its parent's match). */
const admonitions = (html: string): string[] => {
  const out: string[] = [];
  const open = /<div class="theme-admonition /g;
  let m: RegExpExecArray | null;
  while ((m = open.exec(html))) {
    // Balance the <div>s from the box's start.
    const tags = /<\/?div\b[^>]*>/g;
    tags.lastIndex = m.index;
    let depth = 0;
    let t: RegExpExecArray | null;
    while ((t = tags.exec(html))) {
      depth += t[0].startsWith('</') ? -1 : 1;
      if (depth === 0) break;
    }
    // White space between blocks is not drawn (MDX pages have newlines there, plain Markdown pages none).
    out.push(html.slice(m.index, tags.lastIndex).replace(/>\s+</g, '><'));
    open.lastIndex = tags.lastIndex;
  }
  return out;
};
/** The post page draws the icon from the theme's sprite; the list inline: the same box otherwise. */
const spriteToInline = (box: string) =>
  box.replace(/<use href="\/assets\/admonition-icons-[\w-]+\.svg#(\w+)"><\/use>/g, (_, id: string) => {
    const sprite = fs.readFileSync('src/theme/mdx/admonition-icons.svg', 'utf8');
    return new RegExp(`<symbol id="${id}"[^>]*>([\\s\\S]*?)</symbol>`).exec(sprite)![1]!;
  });

beforeAll(() => {
  res = runBuild(makeFixture(POSTS));
}, 240_000);

describe('an admonition above the truncate marker', () => {
  it('is drawn in the blog list as on the post page, its icon inline', () => {
    expect(res.status, res.output).toBe(0);
    const list = read('devblog/index.html');
    const [tip] = admonitions(read('devblog/hello/index.html'));
    const [warning] = admonitions(read('devblog/plain/index.html'));
    expect(tip).toContain('class="theme-admonition theme-admonition-tip admonition--tip"');
    expect(tip).toContain('<span>tip</span>');
    expect(warning).toContain('<span>Mind &lt;it&gt;</span>');
    expect(warning).toContain('class="theme-admonition theme-admonition-important admonition--info"');
    expect(admonitions(list).sort()).toEqual([tip, warning].map(spriteToInline).sort());
    expect(list).toMatch(
      /<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path fill="currentColor"/,
    );
    expect(list).not.toContain('<use ');
    // The text around it is kept, in order, and stops at the marker.
    expect(list).toMatch(/First post\.[\s\S]*Read <strong>this<\/strong> first\./);
    expect(list).toMatch(/Opening\.[\s\S]*The gap\.[\s\S]*Inside\.[\s\S]*After it\./);
    expect(list).not.toContain('Rest.');
    expect(list).not.toContain('More text.');
  });

  it("takes the default title from the locale's code.json", () => {
    const box = admonitions(read('fr/devblog/index.html')).find((b) => b.includes('theme-admonition-tip'))!;
    expect(box).toContain('<span>astuce</span>');
    expect(spriteToInline(admonitions(read('fr/devblog/hello/index.html'))[0]!)).toBe(box);
  });

  it('adds nothing to the page script: the route data has the HTML', () => {
    const data = JSON.parse(read('devblog/route.json'));
    const hello = data.blog.posts.find((p: { title: string }) => p.title === 'Hello');
    expect(admonitions(hello.excerptHtml)).toHaveLength(1);
    expect(hello).not.toHaveProperty('excerptParts');
  });
});
