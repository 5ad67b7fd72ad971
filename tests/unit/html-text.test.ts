import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from '../../src/shared/html-text';

describe('escapeHtml / unescapeHtml', () => {
  const hostile = [
    '<img src=x onerror="alert(1)">',
    `it's "quoted" & <b>bold</b>`,
    '&lt; already an entity',
    '../..//host',
    'emoji 🎉 and RTL שלום',
    '',
  ];

  it('escapes every character that could open markup or leave an attribute', () => {
    for (const s of hostile) expect(escapeHtml(s)).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('round-trips: the visible text is the original, escaped exactly once', () => {
    for (const s of hostile) expect(unescapeHtml(escapeHtml(s))).toBe(s);
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('decodes numeric entities and leaves unknown ones as written', () => {
    expect(unescapeHtml('&#x1F389; &#60; &bogus; &#0;')).toBe('🎉 < &bogus; &#0;');
  });
});
