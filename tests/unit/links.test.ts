import { describe, expect, it } from 'vitest';
import { checkLinks, hostileLink } from '../../prerender/check/links';

const pages = new Map<string, Set<string> | null>([
  ['/docs/', new Set(['intro'])],
  ['/docs/api/', new Set(['endpoint', 'errors'])],
  ['/docs/api/tone/', new Set(['sample-request'])],
]);
const files = new Set(['/llms.txt']);

describe('link checker', () => {
  it('accepts existing pages, anchors, files and external links', () => {
    const problems = checkLinks(
      [
        { file: 'a.mdx', line: 1, route: '/docs/', url: '/docs/api/#errors' },
        { file: 'a.mdx', line: 2, route: '/docs/', url: '/docs/api' },
        { file: 'a.mdx', line: 3, route: '/docs/', url: '#intro' },
        { file: 'a.mdx', line: 4, route: '/docs/api/', url: 'tone/#sample-request' },
        { file: 'a.mdx', line: 5, route: '/docs/', url: 'https://example.com/x' },
        { file: 'a.mdx', line: 6, route: '/docs/', url: '/llms.txt' },
        { file: 'a.mdx', line: 7, route: '/docs/', url: 'mailto:someone@example.com' },
        // Docusaurus does not check pathname:// links (another step of the site's build may write the path).
        { file: 'site.config.ts', line: 8, route: '/docs/', url: 'pathname:///playground/' },
      ],
      pages,
      files,
    );
    expect(problems).toEqual([]);
  });
  it('reports every broken link and missing anchor with file and line', () => {
    const problems = checkLinks(
      [
        { file: 'docs/a.mdx', line: 12, route: '/docs/', url: '/docs/missing/' },
        { file: 'docs/b.mdx', line: 3, route: '/docs/', url: '/docs/api/#nope' },
        { file: 'docs/c.mdx', line: 9, route: '/docs/api/', url: '../nowhere/' },
      ],
      pages,
      files,
    );
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual(['docs/a.mdx:12', 'docs/b.mdx:3', 'docs/c.mdx:9']);
    expect(problems[0].message).toContain('/docs/missing/');
    expect(problems[1].message).toContain('has no heading or element with id "nope"');
    expect(problems[2].message).toContain('resolved as /docs/nowhere/');
  });
  it('reports links that leave the site or run script, with file and line', () => {
    const hostile = [
      '/\\evil.example',
      '/\\evil.example/docs/',
      '\\\\evil.example',
      '//evil.example/x',
      ' //evil.example',
      '/docs%5Cevil',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:void(0)',
      'vbscript:msgbox(1)',
    ];
    const problems = checkLinks(
      hostile.map((url, i) => ({ file: 'docs/evil.mdx', line: i + 1, route: '/docs/', url })),
      pages,
      files,
    );
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual(hostile.map((_, i) => `docs/evil.mdx:${i + 1}`));
    expect(problems[0].message).toMatch(/backslash/);
    expect(problems[3].message).toMatch(/starting with "\/\/" leads to another host/);
    expect(problems[3].hint).toContain('https://evil.example/x');
    expect(problems[6].message).toMatch(/javascript: link runs/);
    for (const p of problems) expect(p.hint).toBeTruthy();
  });
});

describe("hostileLink: a browser's own pages", () => {
  it("accepts about:, chrome: and edge: links (Lingui's docs name browser settings), not other schemes", () => {
    expect(hostileLink('chrome://settings/?search=languages')).toBeNull();
    expect(hostileLink('about:preferences#general')).toBeNull();
    expect(hostileLink('edge://settings/languages')).toBeNull();
    expect(hostileLink('ms-msdt:/id PCWDiagnostic')?.message).toMatch(/ms-msdt: link is refused/);
    expect(hostileLink('file:///etc/passwd')?.message).toMatch(/file: link is refused/);
  });
});

describe("hostileLink: an app's links the site allows (security.linkSchemes)", () => {
  it("refuses vscode: by default with a hint naming the option, accepts it when allowed, never a script's", () => {
    const refused = hostileLink('vscode:extension/ionic.ionic');
    expect(refused?.message).toMatch(/a vscode: link is refused/);
    expect(refused?.hint).toContain("security: { linkSchemes: ['vscode'] }");
    expect(hostileLink('vscode:extension/ionic.ionic', ['vscode'])).toBeNull();
    expect(hostileLink('slack://open', ['vscode'])?.message).toMatch(/a slack: link is refused/);
    expect(hostileLink('javascript:alert(1)', ['javascript'])?.message).toMatch(/runs in the reader's browser/);
    expect(hostileLink('file:///etc/passwd')?.hint).not.toContain('linkSchemes');
  });
});

describe('hostileLink: where a backslash matters', () => {
  it('refuses one in the host or path, not in the query or fragment of an external URL', () => {
    expect(hostileLink('https://example.com/search?q=C%5CUsers%5Cme')).toBeNull();
    expect(hostileLink('https://example.com/a#x%5Cy')).toBeNull();
    expect(hostileLink('/\\evil.example')?.message).toMatch(/backslash/);
    expect(hostileLink('https://example.com%5C@evil.example/')?.message).toMatch(/backslash/);
  });
});
