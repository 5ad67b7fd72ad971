// Translation keys Docusaurus writes that our build must accept: a generated-index page's title and
// description of a category the sidebars have (yew's i18n files hold them for every such category).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { readTranslationFile } from '../../prerender/content/translations.ts';
import type { Problem } from '../../prerender/report/errors.ts';

function read(messages: Record<string, string>, known: string[]) {
  const file = path.join(tempDir('translation-keys'), 'version-1.0.json');
  const json = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, { message: v }]));
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
  const problems: Problem[] = [];
  const m = readTranslationFile(file, new Set(known), problems);
  return { m, problems };
}

describe('translation keys', () => {
  it("accepts a known category's generated-index title and description, and still refuses other keys", () => {
    const { m, problems } = read(
      {
        'sidebar.docs.category.More.link.generated-index.title': 'Plus',
        'sidebar.docs.category.More.link.generated-index.description': 'Encore',
        'sidebar.docs.category.Gone.link.generated-index.title': 'Parti',
      },
      ['version.label', 'sidebar.docs.category.More'],
    );
    expect(m.get('sidebar.docs.category.More.link.generated-index.title')).toBe('Plus');
    expect(problems.map((p) => p.message)).toEqual([
      '"sidebar.docs.category.Gone.link.generated-index.title" translates nothing of this site',
    ]);
  });

  it('puts a key that translates nothing apart when asked (the build warns), and a malformed message in problems', () => {
    // socket.io's zh-CN navbar.json still holds labels its config no longer has (Documentation, Community…).
    const file = path.join(tempDir('translation-keys-unused'), 'navbar.json');
    fs.writeFileSync(
      file,
      '{\n  "item.label.Docs": { "message": "文档" },\n  "item.label.Community": { "message": "社区" },\n  "title": { "message": 1 }\n}\n',
    );
    const problems: Problem[] = [];
    const unused: Problem[] = [];
    const m = readTranslationFile(file, new Set(['title', 'item.label.Docs']), problems, unused);
    expect(m.get('item.label.Docs')).toBe('文档');
    expect(m.has('item.label.Community')).toBe(false);
    expect(unused.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '3: "item.label.Community" translates nothing of this site',
    ]);
    expect(problems.map((p) => p.line)).toEqual([4]);
  });
});
