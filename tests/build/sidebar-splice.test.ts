// Sidebar categories that do not hold the page being rendered are rendered once per build and spliced
// into every page (src/entry-server.tsx). The site must be the same byte for byte as when every
// category is rendered on every page: nested, collapsed, always-open and linked categories, hostile
// labels, external links, and a category with a relative link (whose URL depends on the page, so it
// must never be reused).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApart, expectSameSite, makeFixture } from './fixture';

const doc = (title: string) =>
  `---\ntitle: ${JSON.stringify(title)}\n---\n\nText of ${title.replace(/[<>&"]/g, '')}.\n`;
const files: Record<string, string> = {
  'docs/a/p0.md': doc('Alpha zero'),
  'docs/a/p1.md': doc('Alpha one <i>x</i>'),
  'docs/a/p2.md': doc('Alpha nested two'),
  'docs/b/index.md': doc('Beta home'),
  'docs/b/p0.md': doc('Beta zero שלום'),
  'docs/c/p0.md': doc('Gamma zero'),
  'docs/d/p0.md': doc('Delta zero 😀'),
  'docs/d/p1.md': doc('Delta one'),
  'docs/e/p0.md': doc('Epsilon zero'),
  'sidebars.ts': `export default { tutorialSidebar: [
  'welcome',
  { type: 'category', label: 'Guides <b>&amp; "quotes"</b> 😀', items: ['guide'] },
  { type: 'category', label: 'Alpha', collapsible: true, collapsed: true, items: ['a/p0', 'a/p1', { type: 'category', label: 'Alpha nested', collapsed: false, items: ['a/p2'] }] },
  { type: 'category', label: 'Beta שלום', collapsible: false, link: { type: 'doc', id: 'b/index' }, items: ['b/p0', { type: 'link', label: 'External <x>', href: 'https://example.com/x?a=1&b=2' }] },
  { type: 'category', label: 'Gamma', link: { type: 'generated-index' }, items: ['c/p0', { type: 'link', label: 'Delta zero again', href: '/docs/d/p0/' }] },
  { type: 'category', label: 'Delta', collapsed: false, items: ['d/p0', 'd/p1'] },
  { type: 'category', label: 'Epsilon', collapsed: false, items: ['e/p0', { type: 'link', label: 'Relative', href: 'relative/place/' }] },
] };
`,
};

const splicedCount = (output: string) => Number(/prerender: (\d+) sidebar categories spliced in/.exec(output)?.[1]);

describe('sidebar categories rendered once', () => {
  it('make the same site as rendering every category on every page', () => {
    const dir = makeFixture(files);
    const every = buildApart(dir, 'every', { LEXORA_SIDEBAR_SPLICE: '0' });
    expect(every.status, every.output).toBe(0);
    expect(splicedCount(every.output)).toBe(0);
    const once = buildApart(dir, 'once', {});
    expect(once.status, once.output).toBe(0);
    // 11 docs pages with this sidebar, most categories outside each page's own: most are spliced.
    expect(splicedCount(once.output)).toBeGreaterThan(30);

    expectSameSite(once.outDir, every.outDir);

    // What was compared holds the sidebar: every category, escaped labels, the relative link.
    const page = fs.readFileSync(path.join(once.outDir, 'docs/d/p1/index.html'), 'utf8');
    expect(page).toContain('Guides &lt;b&gt;&amp;amp; &quot;quotes&quot;&lt;/b&gt; 😀');
    expect(page).toContain('Beta שלום');
    expect(page).toContain('href="https://example.com/x?a=1&amp;b=2"');
    expect(page).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Alpha</); // collapsed: its items are not rendered
    expect(page).not.toContain('Alpha nested two');
    expect(fs.readFileSync(path.join(once.outDir, 'docs/a/p2/index.html'), 'utf8')).toContain('Alpha nested two');
    expect(page).toMatch(/class="menu__link menu__link--active" aria-current="page"[^>]*>Delta one</);
    expect(page).toContain('Relative');
    expect(page).not.toContain('data-lexora-splice');
    // A page two categories hold (Delta, and Gamma's link to it) is active in both: neither was reused.
    const held = fs.readFileSync(path.join(once.outDir, 'docs/d/p0/index.html'), 'utf8');
    expect(held.match(/menu__link menu__link--active" aria-current="page"/g)).toHaveLength(2);
  });
});
