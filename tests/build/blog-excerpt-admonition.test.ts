// An admonition above a post's truncate marker: the blog list shows it as the post's page does (Docusaurus
// renders the excerpt with the theme's Admonition), not as a bare paragraph: same markup, icon and title,
// in MDX posts and in plain Markdown posts (page trees).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';

const POSTS = {
  'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\nslug: hello\nauthors: [ada]\n---\n\nFirst post.\n\n:::tip[Heads up]\n\nRead **this** first.\n\n:::\n\n<!-- truncate -->\n\nMore text.\n`,
  'blog/2025-01-03-plain.md': `---\ntitle: Plain\nslug: plain\nauthors: [ada]\n---\n\nOpening.\n\n:::warning\n\nMind the gap.\n\n:::\n\nAfter it.\n\n<!-- truncate -->\n\nRest.\n`,
};

let res: BuildResult;
const read = (rel: string) => fs.readFileSync(path.join(res.outDir, rel), 'utf8');
const admonitions = (html: string) => html.match(/<div class="theme-admonition[\s\S]*?<\/p><\/div><\/div>/g) ?? [];

beforeAll(() => {
  res = runBuild(makeFixture(POSTS));
}, 180_000);

describe('an admonition above the truncate marker', () => {
  it('is drawn in the blog list as on the post page: same markup, icon and title', () => {
    expect(res.status, res.output).toBe(0);
    const list = read('devblog/index.html');
    const [tip] = admonitions(read('devblog/hello/index.html'));
    const [warning] = admonitions(read('devblog/plain/index.html'));
    expect(tip).toContain('theme-admonition-tip');
    expect(tip).toContain('<span>Heads up</span>');
    expect(tip).toMatch(/<use href="\/assets\/admonition-icons-[\w-]+\.svg#tip">/);
    expect(warning).toContain('theme-admonition-warning');
    expect(admonitions(list).sort()).toEqual([tip, warning].sort());
    // The text around it is kept, in order.
    expect(list).toMatch(/Opening\.[\s\S]*Mind the gap\.[\s\S]*After it\./);
    expect(list).not.toContain('Rest.');
  });
});
