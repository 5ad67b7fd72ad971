import { describe, expect, it } from 'vitest';
import {
  isInternalUrl,
  isSamePath,
  normalizePathname,
  routeDataUrl,
  withTrailingSlash,
  applyTrailingSlash,
  publicPath,
} from '../../src/shared/paths';

describe('normalizePathname', () => {
  it('strips index.html and .html and adds the trailing slash', () => {
    expect(normalizePathname('/docs/api/index.html')).toBe('/docs/api/');
    expect(normalizePathname('/docs/api/tone.html')).toBe('/docs/api/tone/');
    expect(normalizePathname('/index.html')).toBe('/');
    expect(normalizePathname('/docs/api/tone')).toBe('/docs/api/tone/');
    expect(normalizePathname('/')).toBe('/');
  });
  it('is case-sensitive about the extension, like the original', () => {
    expect(normalizePathname('/a/B.HTML')).toBe('/a/B.HTML/');
  });
});

describe('route data and link helpers', () => {
  it('puts route.json next to the page', () => {
    expect(routeDataUrl('/docs/api/tone')).toBe('/docs/api/tone/route.json');
    expect(routeDataUrl('/')).toBe('/route.json');
  });
  it('adds the trailing slash to the path part only', () => {
    expect(withTrailingSlash('/docs/api?x=1#y')).toBe('/docs/api/?x=1#y');
    expect(withTrailingSlash('/docs/api/#y')).toBe('/docs/api/#y');
    expect(withTrailingSlash('/llms.txt')).toBe('/llms.txt');
    expect(withTrailingSlash('#only')).toBe('#only');
  });
  it('tells internal from external URLs', () => {
    expect(isInternalUrl('/docs/')).toBe(true);
    expect(isInternalUrl('//cdn.example.com/x.js')).toBe(false);
    expect(isInternalUrl('https://example.com/')).toBe(false);
    expect(isInternalUrl('/\\evil.example/')).toBe(false);
  });
  it('compares paths ignoring case and trailing slash', () => {
    expect(isSamePath('/Docs/API', '/docs/api/')).toBe(true);
    expect(isSamePath('/docs/a/', '/docs/b/')).toBe(false);
  });
});

describe('trailingSlash (Docusaurus applyTrailingSlash)', () => {
  it('adds, removes or keeps the slash, never on /, the base URL, anchors or files', () => {
    expect(applyTrailingSlash('/a/b?x=1#h', true)).toBe('/a/b/?x=1#h');
    expect(applyTrailingSlash('/a/b/?x=1#h', false)).toBe('/a/b?x=1#h');
    expect(applyTrailingSlash('/a/b/', undefined)).toBe('/a/b/');
    expect(applyTrailingSlash('/', false)).toBe('/');
    expect(applyTrailingSlash('/site/', false, '/site/')).toBe('/site/');
    expect(applyTrailingSlash('#top', false)).toBe('#top');
    expect(applyTrailingSlash('/a.pdf', true)).toBe('/a.pdf');
  });
  it('serves routes without the slash unless trailingSlash is true', () => {
    expect(publicPath('/docs/a/', true)).toBe('/docs/a/');
    expect(publicPath('/docs/a/', false)).toBe('/docs/a');
    expect(publicPath('/docs/a/', undefined)).toBe('/docs/a');
    expect(publicPath('/', undefined)).toBe('/');
  });
});
