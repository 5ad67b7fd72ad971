// `customCss: '/src/css/custom.css'` (Crawlee's site writes it so): webpack resolves a path starting with `/`
// from the site folder when no such file is at the disk's root, so Docusaurus applies it; the import must
// carry it as the site's stylesheet, not drop it as a package stylesheet.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

describe('import:docusaurus, a customCss path starting with /', () => {
  it('is the file of the site folder', async () => {
    const dir = tempDir('docusaurus-css-root', {
      'docusaurus.config.js': `module.exports = { title: 'Root CSS', url: 'https://css.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: '/src/css/custom.css' } }]] };\n`,
      'src/css/custom.css': ':root { --ifm-color-primary: #ff5500; }\n',
      'docs/intro.md': '# Intro\n\nText.\n',
    });
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    expect(res.output).toContain('theme.customCss -> customCss (src/css/custom.css)');
    expect(res.output).not.toContain('a package stylesheet');
    const config = (await import(path.join(res.outDir, 'site.config.ts'))).default as { customCss: string[] };
    expect(config.customCss).toEqual(['src/css/custom.css']);
  });
});
