// The route trust boundary with hostile inputs: everything that is not a same-origin path under the
// base URL resolves to null (the app shows not-found and fetches nothing).
import { describe, expect, it } from 'vitest';
import { isTrustedAssetUrl, resolveRoutePath } from '../../src/shared/paths';
import { fetchRouteData, loadModule, loadSidebar } from '../../src/app/route-cache';

const ORIGIN = 'https://docs.example.com';

describe('resolveRoutePath', () => {
  const accepted: [string, string][] = [
    ['/', '/'],
    ['/docs/api/tone/', '/docs/api/tone/'],
    ['/docs/api/tone', '/docs/api/tone/'],
    ['/docs/api/tone.html', '/docs/api/tone/'],
    ['/docs/api/index.html', '/docs/api/'],
    ['/search/?q=%2F%2Fx#a', '/search/'],
    [`${ORIGIN}/blog/`, '/blog/'],
    ['/docs/caf%C3%A9/', '/docs/caf%C3%A9/'],
    ['/docs/café/', '/docs/caf%C3%A9/'],
    // Encoded dot segments are resolved by the URL parser itself, staying on the site.
    ['/docs/%2e%2e/%2e%2e/x/', '/x/'],
    ['/docs/%2E%2E/', '/'],
  ];
  it.each(accepted)('accepts %s as %s', (input, expected) => {
    expect(resolveRoutePath(input, ORIGIN)).toBe(expected);
  });

  const refused = [
    '//127.0.0.1:9999/',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '/\\/evil.example/',
    '/docs\\..\\..\\x',
    '/%2F%2Fevil.example/',
    '/%2f%2fevil.example/',
    '/%5Cevil.example/',
    '/%5cevil.example/',
    '/docs/%2F/x/',
    '/%252F%252Fevil.example/',
    '/%255Cevil.example/',
    '/docs/%252e%252e/x/',
    '/%00/',
    '/%E0%A4%A/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/docs/',
    'http://docs.example.com/docs/',
    'https://docs.example.com:8443/docs/',
    `${ORIGIN}//evil.example/`,
  ];
  it.each(refused)('refuses %s', (input) => {
    expect(resolveRoutePath(input, ORIGIN)).toBeNull();
  });

  it('accepts only paths under the base URL', () => {
    expect(resolveRoutePath('/site/docs/', ORIGIN, '/site/')).toBe('/site/docs/');
    expect(resolveRoutePath('/site', ORIGIN, '/site/')).toBe('/site/');
    expect(resolveRoutePath('/docs/', ORIGIN, '/site/')).toBeNull();
    expect(resolveRoutePath('/sitex/', ORIGIN, '/site/')).toBeNull();
  });
});

describe('isTrustedAssetUrl', () => {
  const prefixes = ['/assets/'];
  it.each(['/assets/page-abc.js', '/assets/sidebar-1.json', `${ORIGIN}/assets/x.css`])('accepts %s', (url) => {
    expect(isTrustedAssetUrl(url, ORIGIN, prefixes)).toBe(true);
  });
  it.each([
    '//127.0.0.1:9999/assets/evil.js',
    'https://evil.example/assets/evil.js',
    '/\\evil.example/assets/evil.js',
    '/assets/../evil.js',
    '/assets/%2e%2e/evil.js',
    '/assets%2F..%2Fevil.js',
    'assets/x.js',
    './assets/x.js',
    '/other/x.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '',
    42,
    null,
  ])('refuses %s', (url) => {
    expect(isTrustedAssetUrl(url, ORIGIN, prefixes)).toBe(false);
  });
});

describe('route cache behind the boundary', () => {
  it('answers a hostile path with not-found data without fetching', async () => {
    const calls: string[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = (async (u: string) => {
      calls.push(String(u));
      throw new Error('must not fetch');
    }) as typeof fetch;
    try {
      for (const input of ['//127.0.0.1:9/', '/\\127.0.0.1:9/', '/%2F%2F127.0.0.1:9/', 'javascript:alert(1)']) {
        await expect(fetchRouteData(input)).resolves.toMatchObject({ kind: 'notFound' });
      }
      expect(calls).toEqual([]);
    } finally {
      globalThis.fetch = real;
    }
  });

  it('refuses route data that names a module or sidebar outside the site assets', async () => {
    const real = globalThis.fetch;
    const errors: string[] = [];
    const realError = console.error;
    console.error = (m: string) => errors.push(m);
    globalThis.fetch = (async () =>
      new Response(
        JSON.stringify({
          path: '/evil/',
          kind: 'doc',
          title: 'x',
          description: '',
          searchTag: 'd',
          module: '//evil.example/x.js',
        }),
        {
          headers: { 'content-type': 'application/json' },
        },
      )) as typeof fetch;
    try {
      await expect(fetchRouteData('/evil/')).resolves.toMatchObject({ kind: 'notFound' });
      expect(errors.join('\n')).toMatch(/refused the route data of \/evil\/.*\/\/evil\.example\/x\.js/);
      await expect(loadModule('https://evil.example/x.js')).rejects.toThrow(/Refused to load the page module/);
      await expect(loadSidebar('//evil.example/s.json')).rejects.toThrow(/Refused to load the sidebar/);
    } finally {
      globalThis.fetch = real;
      console.error = realError;
    }
  });
});
