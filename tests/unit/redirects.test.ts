// The redirect pages of the site config's `redirects` (Docusaurus's plugin-client-redirects): where each is
// written and what it points at, for each `trailingSlash` and a base URL, as the plugin writes them.
import { describe, expect, it } from 'vitest';
import { redirectPages } from '../../prerender/outputs/redirects';
import { tempDir } from '../support/tmp';
import type { SiteModel } from '../../prerender/content/model';
import { siteConfigSchema } from '../../src/shared/site-config-schema';
import { MINIMAL_SITE_CONFIG } from '../support/site-config';

function site(opts: {
  trailingSlash?: boolean;
  baseUrl?: string;
  redirects: { from: string | string[]; to: string }[];
}): SiteModel {
  const base = opts.baseUrl ?? '/';
  const locale = { name: 'en', baseUrl: base, isDefault: true };
  return {
    config: { redirects: opts.redirects, trailingSlash: opts.trailingSlash, baseUrl: base },
    contentDir: tempDir('redirects-unit'),
    locales: [locale],
    localized: [{ locale }],
  } as unknown as SiteModel;
}

const routes = (base = '/') => [`${base}`, `${base}docs/intro/`, `${base}docs/a.html/`];
const to = (html: string) => /url=([^"]*)"/.exec(html)?.[1];

describe('redirect pages', () => {
  it('trailingSlash unset: <from>/index.html, to as written', () => {
    const pages = redirectPages(site({ redirects: [{ from: ['/old', '/older/'], to: '/docs/intro' }] }), routes());
    expect(pages.map((p) => [p.file, to(p.html)])).toEqual([
      ['old/index.html', '/docs/intro'],
      ['older/index.html', '/docs/intro'],
    ]);
  });

  it('trailingSlash true: to gets its slash; false: a from ending in .html is <from>.html', () => {
    const slash = redirectPages(
      site({ trailingSlash: true, redirects: [{ from: '/old', to: '/docs/intro' }] }),
      routes(),
    );
    expect(slash.map((p) => [p.file, to(p.html)])).toEqual([['old/index.html', '/docs/intro/']]);
    const none = redirectPages(
      site({ trailingSlash: false, redirects: [{ from: '/old.html', to: '/docs/intro/' }] }),
      routes(),
    );
    expect(none.map((p) => [p.file, to(p.html)])).toEqual([['old.html.html', '/docs/intro']]);
  });

  it('under a base URL; a full URL and a to with a hash are kept, and do not forward the query', () => {
    const pages = redirectPages(
      site({
        baseUrl: '/site/',
        redirects: [
          { from: '/old', to: '/docs/intro#setup' },
          { from: '/out', to: 'https://example.com/x' },
        ],
      }),
      routes('/site/'),
    );
    expect(pages.map((p) => [p.file, to(p.html)])).toEqual([
      ['old/index.html', '/site/docs/intro#setup'],
      ['out/index.html', 'https://example.com/x'],
    ]);
    expect(pages[0]!.html).toContain("window.location.href = '/site/docs/intro#setup';");
  });

  it('the first redirect of a path wins', () => {
    const pages = redirectPages(
      site({
        redirects: [
          { from: '/old', to: '/docs/intro' },
          { from: '/old', to: '/' },
        ],
      }),
      routes(),
    );
    expect(pages.map((p) => to(p.html))).toEqual(['/docs/intro']);
  });

  it('refuses a from that is a page and a to no page has', () => {
    expect(() => redirectPages(site({ redirects: [{ from: '/docs/intro/', to: '/' }] }), routes())).toThrow(
      'redirect is invalid',
    );
    expect(() => redirectPages(site({ redirects: [{ from: '/x', to: '/docs/gone' }] }), routes())).toThrow(
      'redirect is invalid',
    );
  });
});

describe('hostile redirects', () => {
  it('starts from a config that parses', () => {
    expect(
      siteConfigSchema.safeParse({ ...MINIMAL_SITE_CONFIG, redirects: [{ from: '/old', to: '/docs/intro' }] }).error,
    ).toBeUndefined();
  });

  it('never writes outside the output: an encoded ".." in a from is refused by the schema and by the writer', () => {
    const parsed = siteConfigSchema.safeParse({
      ...MINIMAL_SITE_CONFIG,
      redirects: [{ from: '/%2e%2e/%2E%2e/escaped', to: '/docs/intro' }],
    });
    expect(parsed.success).toBe(false);
    // Reached without the schema (a config object built in code): the pages stay inside the output.
    expect(() =>
      redirectPages(site({ redirects: [{ from: '/%2e%2e/%2e%2e/escaped', to: '/docs/intro' }] }), routes()),
    ).toThrow(/outside the output folder/);
  });

  it('refuses a to that is not a path of the site or an http(s) URL', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '//evil.example/x',
      'data:text/html,x',
      'docs/intro',
    ]) {
      const parsed = siteConfigSchema.safeParse({ ...MINIMAL_SITE_CONFIG, redirects: [{ from: '/old', to: bad }] });
      expect(parsed.success, bad).toBe(false);
    }
    const ok = siteConfigSchema.safeParse({
      ...MINIMAL_SITE_CONFIG,
      redirects: [
        { from: '/old', to: 'https://other.example/a' },
        { from: '/old2', to: '/docs/intro' },
      ],
    });
    expect(ok.success).toBe(true);
  });

  it("keeps a quote in a URL from ending the page's script string", () => {
    const [page] = redirectPages(
      site({ redirects: [{ from: '/old', to: "https://other.example/a'+alert(1)+'" }] }),
      routes(),
    );
    const script = /<script>([\s\S]*)<\/script>/.exec(page!.html)![1]!;
    expect(script).not.toContain("'+alert");
    expect(script).toContain('%27+alert(1)+%27');
  });
});
