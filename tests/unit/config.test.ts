// Site configuration errors: one report naming the file, the line of the key, what is wrong and how
// to fix it. The messages are what a user reads, so they are pinned as inline snapshots.
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../prerender/content/config';
import siteConfig from '../../content/site.config';

const clone = (): Record<string, any> => structuredClone(siteConfig) as Record<string, any>;
const source = `export default {\n  title: 'Lexora',\n  url: 'https://docs.lexora.dev',\n  baseUrl: '/',\n  i18n: {\n    defaultLocale: 'fr',\n  },\n  search: {\n    appId: 'A',\n  },\n};\n`;

function errorOf(raw: unknown): string {
  try {
    validateSiteConfig(raw, 'content/site.config.ts', source);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('validateSiteConfig', () => {
  it('accepts the real site configuration', () => {
    expect(validateSiteConfig(clone(), 'content/site.config.ts').title).toBe(siteConfig.title);
  });

  it("takes an app's link schemes in security.linkSchemes, never one that runs script or reads local files", () => {
    const raw = clone();
    raw.security = { linkSchemes: ['vscode', 'slack'] };
    expect(validateSiteConfig(raw, 'content/site.config.ts').security.linkSchemes).toEqual(['vscode', 'slack']);
    raw.security = { linkSchemes: ['javascript'] };
    expect(errorOf(raw)).toContain('a scheme that runs script or reads local files cannot be allowed');
  });

  it('names the key, its line, what it got and the fix for a wrong type', () => {
    const raw = clone();
    raw.url = 42;
    expect(errorOf(raw)).toMatchInlineSnapshot(`
      "Invalid site configuration.
        - content/site.config.ts:3: \`url\`: expected an absolute URL such as "https://docs.example.com" (got number 42)
            fix: set \`url\` to the public origin of the site, e.g. "https://docs.lexora.dev""
    `);
  });

  it('reports every problem at once, hostile values quoted as written', () => {
    const raw = clone();
    raw.baseUrl = '<script>alert(1)</script> ../ \u202eevil 😀';
    raw.title = ['not', 'a', 'string'];
    expect(errorOf(raw)).toMatchInlineSnapshot(`
      "Invalid site configuration.
        - content/site.config.ts:2: \`title\`: Invalid input: expected string, received array (got an array)
            fix: correct \`title\` in site.config.ts; see README.md, "Site configuration"
        - content/site.config.ts:4: \`baseUrl\`: must start and end with "/"
            fix: use "/" unless the site is served from a sub-folder such as "/docs-site/""
    `);
  });

  it('rejects a partial hosted-search configuration instead of falling back silently', () => {
    const raw = clone();
    raw.search = { ...raw.search, appId: 'A', apiKey: undefined, indexName: undefined };
    expect(errorOf(raw)).toMatchInlineSnapshot(`
      "Invalid search configuration.
        - content/site.config.ts:8: \`apiKey\` is missing.
            fix: add search.apiKey (the search-only key), or remove search.appId/indexName
        - content/site.config.ts:8: \`indexName\` is missing.
            fix: add search.indexName"
    `);
  });

  it("takes search.searchPagePath false or null (Docusaurus's: no search page), not true", () => {
    const raw = clone();
    raw.search = { searchPagePath: false };
    expect(validateSiteConfig(raw, 'content/site.config.ts').search.searchPagePath).toBe(false);
    raw.search = { searchPagePath: null };
    expect(validateSiteConfig(raw, 'content/site.config.ts').search.searchPagePath).toBe(false);
    raw.search = {};
    expect(validateSiteConfig(raw, 'content/site.config.ts').search.searchPagePath).toBe('search');
    raw.search = { searchPagePath: true };
    expect(errorOf(raw)).toMatchInlineSnapshot(`
      "Invalid site configuration.
        - content/site.config.ts:8: \`search.searchPagePath\`: expected a path such as "search", or false
            fix: set \`search.searchPagePath\` to the search page's path (default "search"), or to false for no search page"
    `);
  });

  it('takes docsSidebar.hideable and autoCollapseCategories as booleans, both off by default', () => {
    const raw = clone();
    expect(validateSiteConfig(raw, 'content/site.config.ts').docsSidebar).toEqual({
      hideable: false,
      autoCollapseCategories: false,
    });
    raw.docsSidebar = { hideable: true };
    expect(validateSiteConfig(raw, 'content/site.config.ts').docsSidebar).toEqual({
      hideable: true,
      autoCollapseCategories: false,
    });
    raw.docsSidebar = { autoCollapseCategories: 'yes' };
    expect(errorOf(raw)).toMatchInlineSnapshot(`
      "Invalid site configuration.
        - content/site.config.ts: \`docsSidebar.autoCollapseCategories\`: Invalid input: expected boolean, received string (got the string "yes")
            fix: correct \`docsSidebar.autoCollapseCategories\` in site.config.ts; see README.md, "Site configuration""
    `);
  });

  it('requires the default locale to be configured', () => {
    const raw = clone();
    raw.i18n = { ...raw.i18n, defaultLocale: 'fr' };
    expect(errorOf(raw)).toMatchInlineSnapshot(`
      "Invalid site configuration.
        - content/site.config.ts:6: i18n.defaultLocale "fr" is not in i18n.locales
            fix: add "fr" to i18n.locales"
    `);
  });
});
