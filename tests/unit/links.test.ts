import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../prerender/links';

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
});
