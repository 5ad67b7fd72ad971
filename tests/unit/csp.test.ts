import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../prerender/content/config';
import {
  documentPolicy,
  inlineScripts,
  serializeCsp,
  siteDirectives,
  withCsp,
  withCspParts,
} from '../../prerender/render/csp';
import { MINIMAL_SITE_CONFIG } from '../support/site-config';

const BASE = { ...MINIMAL_SITE_CONFIG, trailingSlash: true };
const config = (extra: Record<string, unknown> = {}) => siteConfigSchema.parse({ ...BASE, ...extra });
const directive = (policy: string, name: string) => new RegExp(`${name} ([^;]+)`).exec(policy)?.[1].split(' ') ?? [];

describe('Content-Security-Policy', () => {
  it('hashes each inline script of the document and nothing else runs inline', () => {
    const js = "document.documentElement.dataset.x='1'";
    const html = `<html><head><script>${js}</script><script type="module" src="/assets/main.js"></script><script type="application/ld+json">{}</script></head><body><script>window.a=1</script></body></html>`;
    expect(inlineScripts(html)).toEqual([js, 'window.a=1']);
    const policy = documentPolicy(html, siteDirectives(config()));
    const scriptSrc = directive(policy, 'script-src');
    expect(scriptSrc).toContain(`'sha256-${crypto.createHash('sha256').update(js).digest('base64')}'`);
    expect(scriptSrc).toHaveLength(3);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline/);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('allows the Algolia and analytics hosts only when they are configured, and what the config adds', () => {
    const algolia = serializeCsp(
      siteDirectives(config({ search: { appId: 'APP1', apiKey: 'k', indexName: 'i', insights: true } })),
    );
    expect(directive(algolia, 'connect-src')).toEqual([
      "'self'",
      'https://APP1-dsn.algolia.net',
      'https://APP1.algolia.net',
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    ]);
    const proxied = serializeCsp(
      siteDirectives(
        config({
          search: { appId: 'A', apiKey: 'k', indexName: 'i', hosts: [{ url: '127.0.0.1:9999', protocol: 'http' }] },
        }),
      ),
    );
    expect(directive(proxied, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9999']);
    const analytics = serializeCsp(siteDirectives(config({ analytics: { trackingId: 'G-ABC123' } })));
    expect(directive(analytics, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(analytics, 'connect-src')).toContain('https://www.google-analytics.com');
    const extra = serializeCsp(
      siteDirectives(config({ csp: { directives: { 'connect-src': ['https://api.example.com'] } } })),
    );
    expect(directive(extra, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('goes first in <head>, and `csp: false` turns it off', () => {
    const html = '<html><head><meta charset="UTF-8"><script>x()</script></head><body></body></html>';
    const out = withCsp(html, siteDirectives(config()));
    expect(out).toMatch(
      /^<html><head>\n\s*<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;;/,
    );
    const off = config({ csp: false });
    expect(off.csp).toBe(false);
    expect(withCsp(html, off.csp === false ? null : siteDirectives(off))).toBe(html);
    expect(() => config({ csp: { directives: { 'connect-src': ['https://a.example; script-src *'] } } })).toThrow(
      /one source per entry/,
    );
  });

  it('gives the same document from parts as from the whole, however it is cut', () => {
    const site = siteDirectives(config());
    const head =
      '<!doctype html><HTML><HEAD><meta charset="UTF-8"><script>a("</head>")</script><script type="module" src="/m.js"></script>';
    const app =
      '<div id="root"><p>שלום 😀 $& $\'</p><script>window.__data = "<\\/script>";</script><script type="application/json">{}</script></div>';
    const tail = '<script>b()</script></body></html>';
    const whole = withCsp(head + app + tail, site);
    const cuts = [
      [head, app, tail],
      [head + app, tail],
      [head + '<script>x(', ')</script>' + app, tail], // the first part ends inside a script: joined
      ['<p>no head here</p>', head + app + tail], // no <head> in the first part: joined
      [head + app + tail],
    ];
    for (const parts of cuts) expect(withCspParts(parts, site).join(''), parts[0]).toBe(withCsp(parts.join(''), site));
    const out = withCspParts([head, app, tail], site);
    expect(out.join('')).toBe(whole);
    expect(out[1]).toBe(app); // the app part is passed through as it is
    expect(whole.match(/sha256-/g)).toHaveLength(3);
    expect(withCspParts([head, app, tail], null)).toEqual([head, app, tail]);
  });

  it('hashes only the scripts the build writes when given them, not a script in the app', () => {
    const site = siteDirectives(config());
    const head = '<html><head><script>theme()</script></head><body>';
    const data = 'window.__staticRouterHydrationData = JSON.parse("{\\"a\\":1}");';
    const app = `<div><script>alert(1)</script></div><script>${data}</script><script>${data}alert(2)</script>`;
    const out = withCspParts([head, app, '</body></html>'], site, { ownScripts: ['<!--head-->', head] });
    const policy = /content="([^"]+)"/.exec(out[0]!)![1]!.replace(/&#39;/g, "'");
    const hash = (js: string) => `'sha256-${crypto.createHash('sha256').update(js).digest('base64')}'`;
    expect(directive(policy, 'script-src')).toEqual(["'self'", hash('theme()'), hash(data)]);
    expect(out[1]).toBe(app);
    // Without the list (the site allows inline scripts), every inline script is hashed, as before.
    expect(withCspParts([head, app, ''], site).join('').replace(/&#39;/g, "'")).toContain(hash('alert(1)'));
  });
});
