// Sass custom CSS (docusaurus-plugin-sass sites): a `customCss` entry ending .scss is compiled into the
// site's stylesheet; a Sass error is one report at its file and line (in an imported partial, there),
// with no stack trace.
import { beforeAll, describe, expect, it } from 'vitest';
import { builtCss, makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const config = SITE_CONFIG.replace('  blog: {', "  customCss: ['src/css/custom.scss'],\n  blog: {");
const SCSS = `@use 'vars';\n$hero: #123456;\n.hero-banner {\n  .title { color: $hero; border-color: vars.$accent; }\n}\n`;

describe('Sass custom CSS', () => {
  let good: BuildResult;
  let bad: BuildResult;
  beforeAll(() => {
    good = runBuild(
      makeFixture({
        'site.config.ts': config,
        'src/css/custom.scss': SCSS,
        'src/css/_vars.scss': '$accent: #abcdef;\n',
      }),
    );
    bad = runBuild(
      makeFixture({
        'site.config.ts': config,
        'src/css/custom.scss': SCSS,
        'src/css/_vars.scss': '$accent: #abcdef;\n.broken {\n  color: $nope;\n}\n',
      }),
    );
  }, 240_000);

  it('compiles the .scss into the site stylesheet', () => {
    expect(good.status, good.output).toBe(0);
    const css = builtCss(good.outDir);
    expect(css).toMatch(/\.hero-banner \.title\{[^}]*color:#123456/);
    expect(css).toContain('#abcdef');
  });

  it('reports a Sass error at its file and line, without a stack trace', () => {
    expect(bad.status).not.toBe(0);
    expect(bad.output).toContain('src/css/_vars.scss:3:10');
    expect(bad.output).toContain('Sass error: Undefined variable.');
    expect(bad.output).not.toMatch(/\n\s+at /);
  });
});
