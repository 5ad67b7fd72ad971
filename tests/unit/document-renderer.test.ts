import { describe, expect, it } from 'vitest';
import { documentRenderer, renderDocument } from '../../prerender/render/html.ts';

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
