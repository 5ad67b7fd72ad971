import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { isPrismTheme, prismNotes, prismThemeCss } from '../../prerender/docusaurus/prism-theme';
import { loadModule } from '../../prerender/docusaurus/load-module';
import { highlightsLanguage } from '../../prerender/mdx/rehype-prism';

const monokai = {
  plain: { color: '#f8f8f2', backgroundColor: '#272822' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: 'rgb(117, 113, 94)', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#f92672' } },
    { types: ['string'], languages: ['css'], style: { color: 'red' } },
    { types: ['bad type'], style: { color: 'blue' } },
    { types: ['tag'], style: { color: 'x; } body { display: none' } },
  ],
};

describe("a Docusaurus site's Prism themes as a stylesheet", () => {
  it('gives code blocks the plain colours and each token type its style, in both modes when darkTheme is unset', () => {
    const css = prismThemeCss({ theme: monokai })!;
    expect(css).toContain('html:root {\n  --code-bg: #272822;\n  --code-text: #f8f8f2;\n}');
    expect(css).toContain("html:root[data-theme='dark'] {\n  --code-bg: #272822;");
    expect(css).toContain(
      'html:root .code-block .token.comment,\nhtml:root .code-block .token.prolog {\n  color: rgb(117, 113, 94); font-style: italic;\n}',
    );
    expect(css).toContain("html:root[data-theme='dark'] .code-block .token.keyword {\n  color: #f92672;\n}");
    // A type the theme does not name is plain, as prism-react-renderer leaves it (not our theme's colour).
    expect(css).toContain(
      'html:root .code-block .token {\n  color: inherit; font-style: inherit; font-weight: inherit;\n}',
    );
    expect(css.indexOf('html:root .code-block .token {')).toBeLessThan(css.indexOf('.token.comment'));
    // Language-only styles, odd type names and values that would break out of the rule are left out.
    expect(css).not.toContain('red');
    expect(css).not.toContain('blue');
    expect(css).not.toContain('display: none');
  });

  it('uses darkTheme for dark mode when set, and nothing for a stub or no theme', () => {
    const dark = { plain: { color: '#eee', backgroundColor: '#111' }, styles: [] };
    const css = prismThemeCss({ theme: monokai, darkTheme: dark })!;
    expect(css).toContain("html:root[data-theme='dark'] {\n  --code-bg: #111;\n  --code-text: #eee;\n}");
    expect(css).not.toContain("html:root[data-theme='dark'] {\n  --code-bg: #272822");
    expect(prismThemeCss({ theme: new Proxy({}, {}) })).toBeNull();
    expect(prismThemeCss(undefined)).toBeNull();
    expect(isPrismTheme({ plain: {}, styles: [{ types: 'keyword', style: {} }] })).toBe(false);
  });
});

describe('the languages coloured here', () => {
  it("include every language Docusaurus's Prism colours without additionalLanguages (prism-react-renderer's set)", () => {
    const docusaurusDefault = ['markup', 'jsx', 'tsx', 'swift', 'kotlin', 'objectivec', 'reason', 'rust', 'graphql'];
    const more = ['yaml', 'go', 'cpp', 'c', 'markdown', 'python', 'json', 'javascript', 'typescript', 'css'];
    for (const lang of [...docusaurusDefault, ...more, 'rs', 'objc', 'kt'])
      expect(highlightsLanguage(lang), lang).toBe(true);
  });
});

describe("the import's report of themeConfig.prism", () => {
  it('names nothing when the themes carry over and every additional language is highlighted here', () => {
    const prism = { theme: monokai, darkTheme: monokai, additionalLanguages: ['bash', 'json', 'docker'] };
    expect(prismThemeCss(prism)).not.toBeNull();
    expect(prismNotes(prism)).toEqual([]);
    expect(prismNotes(undefined)).toEqual([]);
  });

  it('names a theme from a package not installed here, each language we lack, and the options we do not read', async () => {
    const dir = tempDir('prism-notes');
    const file = path.join(dir, 'docusaurus.config.mjs');
    fs.writeFileSync(
      file,
      "import { themes } from 'prism-not-installed';\nexport default { theme: themes.github, darkTheme: { plain: {} } };\n",
    );
    const { value } = await loadModule(file);
    const prism = { ...(value as object), additionalLanguages: ['elixir', 'bash', 'haskell'], magicComments: [] };
    expect(prismNotes(prism).map((n) => n.what)).toEqual([
      'themeConfig.prism.theme (from prism-not-installed, not installed)',
      'themeConfig.prism.darkTheme',
      'themeConfig.prism.additionalLanguages: elixir, haskell',
      'themeConfig.prism.magicComments',
    ]);
    expect(prismNotes(prism)[0].todo).toMatch(/--install/);
  });
});
