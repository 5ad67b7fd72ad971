import { describe, expect, it } from 'vitest';
import { feedFiles, generatedFiles, reservedRoutes } from '../../prerender/routes/reserved';
import { isTruncateMarker, truncateCommentToMdx } from '../../prerender/mdx/truncate';

const config = { blog: { routeBasePath: 'news' }, search: { searchPagePath: 'find' } } as Parameters<
  typeof reservedRoutes
>[0];

describe('reserved routes and generated files', () => {
  it('follow the configured blog and search paths', () => {
    expect([...reservedRoutes(config).keys()]).toEqual([
      '/news/',
      '/news/archive/',
      '/news/tags/',
      '/news/authors/',
      '/find/',
    ]);
    expect(feedFiles(config)).toEqual({ rss: '/news/rss.xml', atom: '/news/atom.xml', json: '/news/feed.json' });
  });
  it('list /openapi.yaml only for a site with an API contract', () => {
    expect(generatedFiles(config, { contract: false })).not.toContain('/openapi.yaml');
    expect(generatedFiles(config, { contract: true })).toContain('/openapi.yaml');
    expect(generatedFiles(config, { contract: false })).toEqual(
      expect.arrayContaining(['/sitemap.xml', '/robots.txt', '/404.html', '/llms.txt', '/news/rss.xml']),
    );
  });
});

describe('truncate marker', () => {
  it('is the comment or the MDX expression, alone in its block', () => {
    expect(isTruncateMarker({ type: 'html', value: '<!-- truncate -->' })).toBe(true);
    expect(isTruncateMarker({ type: 'html', value: '<!--truncate-->' })).toBe(true);
    expect(isTruncateMarker({ type: 'mdxFlowExpression', value: '/* truncate */' })).toBe(true);
    expect(isTruncateMarker({ type: 'mdxFlowExpression', value: ' /*truncate*/ ' })).toBe(true);
    expect(isTruncateMarker({ type: 'html', value: '<!-- truncated later -->' })).toBe(false);
    expect(isTruncateMarker({ type: 'html', value: '<div><!-- truncate --></div>' })).toBe(false);
    expect(isTruncateMarker({ type: 'paragraph', value: '<!-- truncate -->' })).toBe(false);
    expect(isTruncateMarker({ type: 'mdxFlowExpression', value: 'truncate' })).toBe(false);
  });
  it('is rewritten for MDX only on a line of its own', () => {
    expect(truncateCommentToMdx('Intro.\n\n  <!-- truncate -->\t\n\nMore.')).toBe(
      'Intro.\n\n{/* truncate */}\n\nMore.',
    );
    expect(truncateCommentToMdx('Say `<!-- truncate -->` inline.')).toBe('Say `<!-- truncate -->` inline.');
  });
});

describe('built-in routes', () => {
  it('have no search page nor opensearch.xml when searchPagePath is false', () => {
    const off = { blog: { routeBasePath: 'blog' }, search: { searchPagePath: false } } as Parameters<
      typeof reservedRoutes
    >[0];
    expect([...reservedRoutes(off).keys()]).toEqual(['/blog/', '/blog/archive/', '/blog/tags/', '/blog/authors/']);
    expect(generatedFiles(off, { contract: false })).not.toContain('/opensearch.xml');
    expect(generatedFiles(config, { contract: false })).toContain('/opensearch.xml');
  });
  it('are folders whatever slashes the config has', () => {
    const odd = { blog: { routeBasePath: '/news/' }, search: { searchPagePath: '' } } as Parameters<
      typeof reservedRoutes
    >[0];
    expect([...reservedRoutes(odd).keys()]).toEqual(['/news/', '/news/archive/', '/news/tags/', '/news/authors/', '/']);
    expect(feedFiles(odd).rss).toBe('/news/rss.xml');
  });
});
