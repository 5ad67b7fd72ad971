// Docusaurus frontmatter as real sites write it: unknown keys are kept (themes read `hero`,
// `authorTwitter`…), a misspelt known key is a warning at its line, and the documented fields work:
// sidebar_class_name/custom_props, image, keywords, pagination_label, hide_title, parse_number_prefixes.
// A frontmatter title with a later `# H1` in the body shows the title, as Docusaurus does.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const page = (res: BuildResult, route: string) => fs.readFileSync(path.join(res.outDir, route, 'index.html'), 'utf8');
const routeJson = (res: BuildResult, route: string) =>
  JSON.parse(fs.readFileSync(path.join(res.outDir, route, 'route.json'), 'utf8'));
const sidebarOf = (res: BuildResult, route: string) =>
  JSON.parse(fs.readFileSync(path.join(res.outDir, routeJson(res, route).sidebarUrl), 'utf8'));
const markdownOf = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));

describe('Docusaurus frontmatter', () => {
  let res: BuildResult;
  beforeAll(() => {
    res = runBuild(
      makeFixture({
        'sidebars.ts': `export default { tutorialSidebar: ['welcome', { type: 'category', label: 'Guides', items: ['guide', 'extra', 'titled', '01-keep'] }] };\n`,
        'docs/extra.mdx': [
          '---',
          'title: Extra',
          'hero:',
          '  title: A hero the theme reads',
          "authorTwitter: '@someone'",
          'sidebar_class_name: sidebar-special',
          'custom_edit_url: https://example.com/edit/extra',
          'sidebar_custom_props:',
          '  badge: new',
          'image: /img/card.png',
          'keywords: [alpha, beta]',
          'pagination_label: Extra (short)',
          'hide_title: true',
          'sidebar_lable: Typo',
          '---',
          '',
          'Body of extra.',
          '',
        ].join('\n'),
        'docs/titled.mdx': `---\ntitle: Frontmatter Title\n---\n\nAn opening paragraph.\n\n## Section\n\nText.\n\n# Later H1\n\nMore.\n`,
        'site.config.ts': SITE_CONFIG.replace(
          '  blog: {',
          "  docs: { editUrl: 'https://github.com/acme/site/edit/main/' },\n  blog: {",
        ),
        'docs/no-edit.md': `---\ntitle: No edit\ncustom_edit_url: null\n---\n\nText.\n`,
        'docs/tabs.mdx': [
          '---',
          'title: Tabs',
          '---',
          '',
          "import Tabs from '@theme/Tabs';",
          "import TabItem from '@theme/TabItem';",
          '',
          "<Tabs groupId=\"os\" queryString values={[{ label: 'Windows', value: 'win' }, { label: 'macOS', value: 'mac' }]}>",
          '<TabItem value="mac">Mac text.</TabItem>',
          '<TabItem value="win">Windows text.</TabItem>',
          '</Tabs>',
          '',
        ].join('\n'),
        'docs/01-keep.md': `---\ntitle: Kept prefix\nparse_number_prefixes: false\n---\n\nText.\n`,
        'blog/2025-02-03-card.mdx': `---\ntitle: Card\nslug: card\nauthors: [ada]\nimage: https://cdn.example.com/card.png\nkeywords: [launch]\nauthorTwitter: '@ada'\n---\n\nA post.\n`,
      }),
    );
  }, 180_000);

  it('builds, keeping unknown keys', () => expect(res.status, res.output).toBe(0));

  it('warns about a misspelt known key at its line, naming the known one', () => {
    expect(res.output).toContain('docs/extra.mdx:14: frontmatter field `sidebar_lable` is not one the theme reads');
    expect(res.output).toContain('did you mean `sidebar_label`?');
    // `hero` and `authorTwitter` are far from every known key: no warning.
    expect(res.output).not.toMatch(/`hero`|`authorTwitter`/);
  });

  it('puts sidebar_class_name on the item and keeps sidebar_custom_props in the sidebar data', () => {
    expect(page(res, 'docs/extra')).toMatch(/<li class="menu__list-item [^"]*sidebar-special"/);
    const guides = sidebarOf(res, 'docs/extra').find((i: { label: string }) => i.label === 'Guides');
    const extra = guides.items.find((i: { href: string }) => i.href === '/docs/extra/');
    expect(extra).toMatchObject({ className: 'sidebar-special', customProps: { badge: 'new' } });
  });

  it("gives the sidebar Docusaurus's class names, which a site's CSS selects on (stylelint.io hides a category)", () => {
    const html = page(res, 'docs/extra');
    expect(html).toContain(
      '<ul class="theme-doc-sidebar-menu menu__list"><li class="menu__list-item theme-doc-sidebar-item-link ',
    );
    expect(html.match(/theme-doc-sidebar-menu/g)).toHaveLength(1);
  });

  it('writes image as og:image and twitter:image, keywords as the meta keywords (docs and blog)', () => {
    const html = page(res, 'docs/extra');
    expect(html).toContain('<meta property="og:image" content="https://fixture.example.com/img/card.png">');
    expect(html).toContain('<meta name="twitter:image" content="https://fixture.example.com/img/card.png">');
    expect(html).toContain('<meta name="keywords" content="alpha, beta">');
    const post = page(res, 'devblog/card');
    expect(post).toContain('<meta property="og:image" content="https://cdn.example.com/card.png">');
    expect(post).toContain('<meta name="keywords" content="launch">');
    expect(page(res, 'docs/guide')).not.toContain('og:image');
  });

  it('names a doc by its pagination_label in its neighbours', () => {
    expect(routeJson(res, 'docs/guide').doc.next).toEqual({ title: 'Extra (short)', href: '/docs/extra/' });
    expect(routeJson(res, 'docs/titled').doc.prev).toEqual({ title: 'Extra (short)', href: '/docs/extra/' });
  });

  it('hide_title draws no title', () => {
    expect(markdownOf(page(res, 'docs/extra'))).not.toContain('<h1');
    expect(markdownOf(page(res, 'docs/guide'))).toContain('<header><h1>Guide</h1></header>');
  });

  it('parse_number_prefixes: false keeps the number in the id and route', () => {
    expect(routeJson(res, 'docs/01-keep')).toMatchObject({ title: 'Kept prefix', doc: { id: '01-keep' } });
  });

  it('links "Edit this page" from docs.editUrl and the file path; custom_edit_url overrides, null hides it', () => {
    expect(routeJson(res, 'docs/guide').doc.editUrl).toBe('https://github.com/acme/site/edit/main/docs/guide.mdx');
    expect(page(res, 'docs/guide')).toContain('href="https://github.com/acme/site/edit/main/docs/guide.mdx"');
    expect(routeJson(res, 'docs/extra').doc.editUrl).toBe('https://example.com/edit/extra');
    expect(routeJson(res, 'docs/no-edit').doc.editUrl).toBeUndefined();
    expect(page(res, 'docs/no-edit')).not.toContain('Edit this page');
  });

  it('labels and orders tabs from <Tabs values>, as Docusaurus does', () => {
    const tabs = [...page(res, 'docs/tabs').matchAll(/<li[^>]*role="tab"[^>]*>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(tabs).toEqual(['Windows', 'macOS']);
  });

  it('shows the frontmatter title when the body has a later # H1 (Docusaurus: only a leading H1 is the title)', () => {
    const html = markdownOf(page(res, 'docs/titled'));
    expect(html).toContain('<header><h1>Frontmatter Title</h1></header>');
    expect(html).toMatch(/<h1[^>]*id="later-h1"/);
    expect(html.indexOf('Frontmatter Title')).toBeLessThan(html.indexOf('Later H1'));
  });
});
