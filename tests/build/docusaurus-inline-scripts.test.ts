// `<script>` elements in a Docusaurus site's pages (tRPC's unversioned/_love.mdx embeds tweets with
// platform.twitter.com/widgets.js): Docusaurus renders them, our build refuses them unless the site config
// allows inline scripts. The import allows them for such a site, and says so; a script shown in code is not one.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const config = `module.exports = { title: 'S', url: 'https://s.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n`;
// Scripts that are not elements of the page: in code, in frontmatter strings, in HTML and MDX comments.
const shown =
  '---\ntitle: "About </script><script>alert(1)</script>"\ndescription: <script> tags\n---\n\n# Shown\n\n' +
  '```html\n<script src="x.js"></script>\n```\n\nInline `<script>` too.\n\n<!-- <script src="old.js"></script> -->\n\n' +
  '{/* <script>commented()</script> */}\n';

describe('import:docusaurus, <script> elements in pages', () => {
  it('allows inline scripts when a page has one, naming the files', async () => {
    const site = tempDir('docusaurus-scripts', {
      'docusaurus.config.js': config,
      'docs/intro.md': shown,
      'docs/_tweet.mdx':
        '<blockquote>A tweet</blockquote> <script\n  async\n  src="https://platform.twitter.com/widgets.js"\n></script>\n',
    });
    const res = runImport(site);
    expect(res.status, res.output).toBe(0);
    const c = (await import(path.join(res.outDir, 'site.config.ts'))).default;
    expect(c.security).toEqual({ allowInlineScripts: true });
    expect(res.output).toContain('<script> elements in 1 page(s) or partial(s) (docs/_tweet.mdx)');
  });

  it('leaves them refused when scripts appear only in code, frontmatter and comments', async () => {
    const site = tempDir('docusaurus-scripts-code', { 'docusaurus.config.js': config, 'docs/intro.md': shown });
    const res = runImport(site);
    expect(res.status, res.output).toBe(0);
    const c = (await import(path.join(res.outDir, 'site.config.ts'))).default;
    expect(c.security?.allowInlineScripts).toBeUndefined();
  });
});
