// The theme's UI strings: every call of t()/translateMessage()/pluralMessage() and every <Translate id>
// in the theme names an id of src/shared/theme-messages.ts with the same English message (so code.json
// written by `npm run write-translations` holds what the theme shows), and plural messages pick their
// form by the language's plural rules, as Docusaurus's usePluralForm does.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_MESSAGES } from '../../src/shared/theme-messages';
import { selectPluralForm } from '../../src/shared/plural';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** [file, id, message] of each theme string written in the source. */
function themeStrings(): [string, string, string][] {
  const out: [string, string, string][] = [];
  const unquote = (q: string, s: string) => (q === "'" ? s.replace(/\\'/g, "'") : s.replace(/\\"/g, '"'));
  for (const file of sources('src')) {
    const text = fs.readFileSync(file, 'utf8');
    const call = /\b(?:t|translateMessage|pluralMessage)\(\s*'(theme\.[^']+)',\s*(['"])((?:\\.|(?!\2)[^\\])*)\2/g;
    for (const m of text.matchAll(call)) out.push([file, m[1]!, unquote(m[2]!, m[3]!)]);
    const element = /<Translate\s+id="(theme\.[^"]+)"[^>]*>\s*\{(['"])((?:\\.|(?!\2)[^\\])*)\2\}/g;
    for (const m of text.matchAll(element)) out.push([file, m[1]!, unquote(m[2]!, m[3]!)]);
  }
  return out;
}

describe('theme strings', () => {
  const found = themeStrings();

  it('are found in the theme (the scan works)', () => {
    const ids = new Set(found.map(([, id]) => id));
    for (const id of [
      'theme.docs.paginator.next',
      'theme.blog.post.readingTime.plurals',
      'theme.docs.versions.unreleasedVersionLabel',
      'theme.SearchPage.noResultsText',
      'theme.CodeBlock.copy',
      'theme.NotFound.title',
    ])
      expect(ids, id).toContain(id);
    expect(ids.size).toBeGreaterThan(60);
  });

  it('have an entry of the message table with the same English message', () => {
    const wrong = found
      .filter(([, id, message]) => THEME_MESSAGES[id]?.message !== message)
      .map(
        ([file, id, message]) => `${file}: ${id} "${message}" (table: ${JSON.stringify(THEME_MESSAGES[id]?.message)})`,
      );
    expect(wrong).toEqual([]);
  });

  it('have a description for translators', () => {
    for (const [id, m] of Object.entries(THEME_MESSAGES)) expect(m.description.length, id).toBeGreaterThan(5);
  });
});

describe('plural forms', () => {
  it('picks the form of the count in the language', () => {
    expect(selectPluralForm('One post|2 posts', 1, 'en')).toBe('One post');
    expect(selectPluralForm('One post|5 posts', 5, 'en')).toBe('5 posts');
    // French: 0 and 1 are "one".
    expect(selectPluralForm('{count} billet|{count} billets', 0, 'fr')).toBe('{count} billet');
    // Arabic has six categories, in the order zero, one, two, few, many, other.
    const ar = 'zero|one|two|few|many|other';
    expect([0, 1, 2, 3, 11, 100].map((n) => selectPluralForm(ar, n, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    // Fewer forms than categories: the last one stands for the rest; one form for every count.
    expect(selectPluralForm('a|b', 100, 'ar')).toBe('b');
    expect(selectPluralForm('posts', 1, 'en')).toBe('posts');
  });
});
