import { describe, expect, it } from 'vitest';
import {
  documentRenderer,
  lowPriorityScripts,
  AFTER_PAINT_LOADER,
  modulePreloads,
  renderDocument,
  scriptsAfterFirstPaint,
  stylesheetsFirst,
} from '../../prerender/render/html.ts';
import type { RouteData } from '../../src/shared/types.ts';

const TEMPLATE = `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8">\n    <!--head-->\n  </head>\n  <body>\n    <!--body-start-->\n    <div id="root"><!--app--></div>\n  </body>\n</html>\n`;
const ATTRS = 'lang="he" dir="rtl" data-theme="light"';

// Heads and apps with text a string replacement would expand, slot markers, RTL text, emoji and long lines.
const HOSTILE = [
  { head: '<title>A</title>', app: '<p>plain</p>' },
  { head: `<title>$&amp; $' $\` $$ $1</title>`, app: `<p>$& $' $\` $$</p>` },
  { head: '<meta content="<!--app-->">', app: '<p>app</p>' },
  { head: '<!--body-start--><title>x</title>', app: '<!--head--><!--app-->' },
  { head: '<title>שלום 👋 "quotes" ../ //host</title>', app: `<p>${'long line '.repeat(5000)}</p>` },
];

describe('documentRenderer', () => {
  it('assembles the same document as renderDocument for every head and app', () => {
    const parts = documentRenderer(TEMPLATE, ATTRS);
    const render = (page: { head: string; app: string }) => parts(page).join('');
    for (const page of HOSTILE) expect(render(page)).toBe(renderDocument(TEMPLATE, { ...page, htmlAttrs: ATTRS }));
    // The app is a part of its own, as rendered, unless the head names a slot (then one part).
    expect(parts(HOSTILE[4])[1]).toBe(HOSTILE[4].app);
    expect(parts(HOSTILE[3])).toHaveLength(1);
    expect(render(HOSTILE[0])).toContain('<html lang="he" dir="rtl" data-theme="light">\n  <head>');
    expect(render(HOSTILE[0])).toContain('<div id="root"><p>plain</p></div>');
    expect(render(HOSTILE[0])).not.toContain('<!--body-start-->');
  });

  it('gives the same output for templates with missing or reordered slots', () => {
    const templates = [
      TEMPLATE.replace('<!--body-start-->', ''),
      TEMPLATE.replace('<!--head-->', ''),
      TEMPLATE.replace('<!--app-->', ''),
      '<html><body><!--app--><!--body-start--></body><head><!--head--></head></html>',
      '<html><head><!--body-start--><!--head--></head><body><!--app--><!--app--></body></html>',
    ];
    for (const template of templates) {
      const render = documentRenderer(template, ATTRS);
      for (const page of HOSTILE)
        expect(render(page).join('')).toBe(renderDocument(template, { ...page, htmlAttrs: ATTRS }));
    }
  });
});

describe('stylesheetsFirst', () => {
  const BUILT =
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <!--head-->\n' +
    '    <script type="module" crossorigin src="/assets/main-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/lib-2.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/main-3.css">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/site-4.css">\n  </head>\n' +
    '  <body><link rel="stylesheet" href="/body.css"><!--app--></body>\n</html>\n';

  it("puts the build's stylesheets ahead of the head slot, in order, and leaves the rest as it was", () => {
    const out = stylesheetsFirst(BUILT);
    const head = out.slice(0, out.indexOf('</head>'));
    const at = (s: string) => head.indexOf(s);
    expect(at('main-3.css')).toBeGreaterThan(at('charset'));
    expect(at('main-3.css')).toBeLessThan(at('site-4.css'));
    expect(at('site-4.css')).toBeLessThan(at('<!--head-->'));
    expect(at('<!--head-->')).toBeLessThan(at('lib-2.js'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(3);
    // Only the head is touched; the text without the two moved links is unchanged.
    expect(out).toContain('<body><link rel="stylesheet" href="/body.css"><!--app--></body>');
    const strip = (s: string) => s.replace(/\s*<link rel="stylesheet" crossorigin[^>]*>/g, '');
    expect(strip(out)).toBe(strip(BUILT));
    // The page's head and app still land in their slots.
    expect(documentRenderer(out, 'lang="en"')({ head: '<title>T</title>', app: 'A' }).join('')).toMatch(
      /main-3\.css[^]*site-4\.css[^]*<title>T<\/title>[^]*lib-2\.js[^]*A<\/body>/,
    );
  });

  it('returns a template without slot or stylesheets as it is', () => {
    expect(stylesheetsFirst(TEMPLATE)).toBe(TEMPLATE);
    const noSlot = BUILT.replace('<!--head-->', '');
    expect(stylesheetsFirst(noSlot)).toBe(noSlot);
  });
});

describe('lowPriorityScripts and modulePreloads', () => {
  const BUILT =
    '<!doctype html>\n<html>\n  <head>\n    <link rel="stylesheet" crossorigin href="/assets/main-3.css">\n' +
    '    <!--head-->\n    <script type="module" crossorigin src="/assets/main-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/lib-2.js">\n  </head>\n' +
    '  <body><!--app--><script type="module" src="/body.js"></script></body>\n</html>\n';

  it('fetches the entry script and its preloads at low priority, and leaves the stylesheet and the body alone', () => {
    const out = lowPriorityScripts(BUILT);
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js">');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/lib-2.js">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/main-3.css">');
    expect(out).toContain('<body><!--app--><script type="module" src="/body.js"></script></body>');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(BUILT);
    // Twice is once.
    expect(lowPriorityScripts(out)).toBe(out);
  });

  it("writes a page's own chunks and page tree preloads at low priority", () => {
    const html = modulePreloads({
      module: '/assets/page-1.js',
      preload: ['/assets/part-2.js'],
      sidebarUrl: '/assets/sidebar-3.json',
    } as unknown as RouteData);
    expect(html.match(/<link [^>]*>/g)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/part-2.js">',
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/assets/sidebar-3.json">',
    ]);
    // All three inert until the first paint (scriptsAfterFirstPaint's loader starts them).
    expect(html).toMatch(/^<template data-after-paint>(<link [^>]*>){3}<\/template>$/);
    // A page's stylesheet stays a stylesheet; no preload, no template.
    const styled = modulePreloads({ css: ['/assets/page.css'] } as unknown as RouteData);
    expect(styled).toBe('<link rel="stylesheet" href="/assets/page.css">');
  });
});

describe('scriptsAfterFirstPaint', () => {
  const BUILT =
    '<!doctype html>\n<html>\n  <head>\n    <link rel="stylesheet" crossorigin href="/assets/main-3.css">\n' +
    '    <!--head-->\n    <script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js"></script>\n' +
    '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/lib-2.js">\n  </head>\n' +
    '  <body>\n    <div id="__root"><!--app--></div>\n  </body>\n</html>\n';

  it('moves the entry script and its preloads into an inert template and ends the body with the loader', () => {
    const out = scriptsAfterFirstPaint(BUILT);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(out).toContain(
      '\n    <template data-after-paint><script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js">' +
        '</script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/lib-2.js"></template>\n  </head>',
    );
    // Nothing outside a template that the browser would fetch before the loader runs, but the stylesheet.
    expect(out.replace(/<template data-after-paint>.*?<\/template>/g, '')).not.toMatch(/\.js"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/main-3.css">');
    expect(out).toContain(`<div id="__root"><!--app--></div>\n    <script>${AFTER_PAINT_LOADER}</script>\n  </body>`);
    // The page's head and app still land in their slots.
    expect(documentRenderer(out, 'lang="en"')({ head: '<title>T</title>', app: 'A' }).join('')).toMatch(
      /main-3\.css[^]*<title>T<\/title>[^]*<template data-after-paint>[^]*main-1\.js[^]*A<\/div>/,
    );
    // Twice is once; a template without scripts, or without a body, is left as it is.
    expect(scriptsAfterFirstPaint(out)).toBe(out);
    expect(scriptsAfterFirstPaint(TEMPLATE)).toBe(TEMPLATE);
    const noBody = BUILT.replace(/<\/?body>/g, '');
    expect(scriptsAfterFirstPaint(noBody)).toBe(noBody);
  });

  it('has a loader that is one statement of plain script (the CSP hashes it as written)', () => {
    expect(() => new Function(AFTER_PAINT_LOADER)).not.toThrow();
    expect(AFTER_PAINT_LOADER).not.toMatch(/<\/script|<!--/i);
  });
});
