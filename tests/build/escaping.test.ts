// Config values that reach HTML are escaped (text) or validated (ids, URLs): a site title or tagline
// with quotes and `</title><script>` stays text in every page's head.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG } from './fixture';
import { hostileConfig } from '../support/hostile-config';

function failWith(config: string, ...messages: (string | RegExp)[]) {
  const res = runBuild(makeFixture({ 'site.config.ts': config }));
  expect(res.status, res.output).not.toBe(0);
  for (const m of messages) expect(res.output).toMatch(m);
  expect(res.output).not.toMatch(/\n\s+at /);
}

describe('config values in HTML', () => {
  it('escapes text values in the head of every page and the 404 page, and keeps scripts intact', () => {
    // A navbar `html` item is HTML too (SECURITY.md): the second documented exception.
    const config = hostileConfig().replace(
      "position: 'left' }]",
      "position: 'left' }, { type: 'html', label: 'Docs <b class=\"beta\">v2</b>', position: 'right', className: 'nav-social' }]",
    );
    const res = runBuild(makeFixture({ 'site.config.ts': config }));
    expect(res.status, res.output).toBe(0);
    for (const rel of ['index.html', 'docs/guide/index.html', '404.html', 'devblog/index.html']) {
      const html = fs.readFileSync(path.join(res.outDir, rel), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      // Exactly one <title>, and no script element the config could have opened.
      expect(head.match(/<title>/g), rel).toHaveLength(1);
      expect(html, rel).not.toMatch(/<script>window\.__owned/);
      expect(html, rel).not.toContain('onload="window');
      expect(head, rel).toContain('&quot;quoted&quot; &lt;/title&gt;&lt;script&gt;window.__owned=1&lt;/script&gt;');
      expect(head, rel).toContain('content="a&quot;b, &lt;/title&gt;');
      expect(head, rel).toContain('title="Blog &quot;&lt;/title&gt;');
      // Inside the inline script the id is a JSON string that cannot close the element.
      expect(head, rel).toContain('"\\u003c/script\\u003e\\u003cscript\\u003ewindow.__owned=6\\u003c/script\\u003e"');
    }
    const home = fs.readFileSync(path.join(res.outDir, 'index.html'), 'utf8');
    expect(home).toContain('&lt;/title&gt;&lt;script&gt;window.__owned=3&lt;/script&gt;');
    // The announcement bar content is HTML by the spec: the documented exception.
    expect(home).toContain('Release <b>2.0</b> is out');
    expect(home).toContain('<div class="navbar__item nav-social">Docs <b class="beta">v2</b></div>');
    const opensearch = fs.readFileSync(path.join(res.outDir, 'opensearch.xml'), 'utf8');
    expect(opensearch).toContain('<ShortName>Docs &quot;quoted&quot; &lt;/title&gt;');
  });

  it('refuses analytics ids and URLs that are not what they claim to be', () => {
    const withAnalytics = (a: string) => SITE_CONFIG.replace('blog: {', `analytics: { ${a} },\n  blog: {`);
    failWith(withAnalytics(`trackingId: "G-1');alert(1);//"`), /analytics\.trackingId/, /G-XXXXXXX/);
    failWith(withAnalytics(`tagManagerId: 'GTM-1"><script>'`), /analytics\.tagManagerId/);
    failWith(
      withAnalytics(`trackingId: 'G-TEST1', scriptSrc: 'javascript:alert(1)'`),
      /analytics\.scriptSrc must be an http\(s\) URL or a path/,
    );
    failWith(
      SITE_CONFIG.replace("favicon: '/favicon.svg'", `favicon: '//evil.example/x.ico'`),
      /favicon must be an http\(s\) URL or a path/,
    );
    failWith(SITE_CONFIG.replace("favicon: '/favicon.svg'", `favicon: '/x.ico" onerror="alert(1)'`), /favicon must be/);
    failWith(SITE_CONFIG.replace("baseUrl: '/'", `baseUrl: '/a"b/'`), /baseUrl/);
    failWith(SITE_CONFIG.replace("htmlLang: 'en'", `htmlLang: 'en" onload="x'`), /htmlLang/, /language tag/);
  });
});
