// A blog excerpt's JSX as the list's static HTML shows it (prerender/mdx/excerpt-jsx.ts through analyzeTree):
// HTML elements keep their tag and literal attributes, components their content, and nothing runs script.
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { analyzeTree } from '../../prerender/content/analyze';

const excerptOf = (body: string) =>
  analyzeTree(createProcessor().parse(`${body}\n\n{/* truncate */}\n\nAfter.\n`) as Root).excerptHtml;

describe('JSX in a blog excerpt', () => {
  it('keeps HTML elements written as JSX with their literal attributes', () => {
    const html = excerptOf(
      '<div align="center" className="hero wide">\n  <img src="/img/logo.svg" width={64} alt="Logo" />\n</div>\n\n' +
        'Text with <em>emphasis</em> and <kbd>Ctrl</kbd>.\n\n' +
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video" allowFullScreen></iframe>',
    );
    expect(html).toContain('<div align="center" class="hero wide">');
    expect(html).toContain('<img src="/img/logo.svg" width="64" alt="Logo" loading="lazy" decoding="async">');
    expect(html).toContain('<p>Text with <em>emphasis</em> and <kbd>Ctrl</kbd>.</p>');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video" allowfullscreen>');
  });

  it('writes a style object of literal values as CSS, and leaves computed ones out', () => {
    expect(excerptOf("<p style={{ textAlign: 'center', maxWidth: 400, lineHeight: 1.5 }}>Hi</p>")).toContain(
      '<p style="text-align:center;max-width:400px;line-height:1.5">Hi</p>',
    );
    expect(excerptOf('<p style={{ color: brand }}>Hi</p>')).toContain('<p>Hi</p>');
  });

  it("shows a component's content without its markup", () => {
    const html = excerptOf('<Highlight color="#25c2a0">Custom *text*</Highlight> inline <Kbd>K</Kbd> too.');
    expect(html).toContain('Custom <em>text</em>');
    expect(html).toContain(' inline K too.');
    expect(html).not.toMatch(/<div>|Highlight|#25c2a0/);
  });

  it('drops what would run script: handlers, script URLs, scripts, spreads, and images with no literal source', () => {
    const html = excerptOf(
      '<img src="/a.png" onError="alert(1)" onload={() => 1} alt="a" />\n\n' +
        '<a href="javascript:alert(2)" title="t">x</a> <a href={"\\u0001java\\tscript:alert(3)"}>y</a> <a href="vbscript:z">z</a>\n\n' +
        '<script>{`alert(4)`}</script>\n\n<div {...props} data-x="1">d</div>\n\n' +
        '<img src={require(\'./x.png\').default} alt="gone" />\n\n' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" /> <iframe src="data:text/html,<script>alert(5)</script>"></iframe>',
    );
    expect(html).not.toMatch(/onerror|onload|javascript|vbscript|alert|script|text\/html|gone/i);
    expect(html).toContain('<img src="/a.png" alt="a"');
    expect(html).toContain('<a title="t">x</a>');
    expect(html).toContain('<div data-x="1">d</div>');
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"');
  });
});
