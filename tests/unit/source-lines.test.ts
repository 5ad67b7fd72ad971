import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, keyLine, lineAt, valueLine } from '../../prerender/report/source-lines';

const YAML_TEXT = `ada:
  name: Ada Writer
  socials:
    - x: ada
    - github: ada-w
grace:
  name: "Grace: the second"
  title: Engineer
`;

const JSON_TEXT = `{
  "label": "Guides",
  "link": {
    "type": "generated-index",
    "slug": "/guides"
  }
}`;

const CODE = `export default {
  title: 'Site',
  search: {
    appId: 'X',
    'indexName': "docs",
  },
  navbar: { items: [{ to: '/docs/' }, { href: \`https://example.com\` }] },
};
`;

describe('keyLine', () => {
  it('reads YAML keys exactly, nested and in lists', () => {
    expect(keyLine(YAML_TEXT, ['ada'], { format: 'yaml' })).toBe(1);
    expect(keyLine(YAML_TEXT, ['grace', 'name'], { format: 'yaml' })).toBe(7);
    expect(keyLine(YAML_TEXT, ['ada', 'socials', 1], { format: 'yaml' })).toBe(5);
    expect(keyLine(YAML_TEXT, ['ada', 'socials', '1', 'github'], { format: 'yaml' })).toBe(5);
    // `name` of grace, not of ada, although ada's comes first in the file.
    expect(keyLine(YAML_TEXT, ['grace', 'title'], { format: 'yaml' })).toBe(8);
  });
  it('gives no line for a key that is not written, or its nearest parent with `nearest`', () => {
    expect(keyLine(YAML_TEXT, ['grace', 'email'], { format: 'yaml' })).toBeUndefined();
    expect(keyLine(YAML_TEXT, ['grace', 'email'], { format: 'yaml', nearest: true })).toBe(6);
    expect(keyLine(YAML_TEXT, ['nobody'], { format: 'yaml', nearest: true })).toBe(1);
    expect(keyLine('', ['a'], { format: 'yaml' })).toBeUndefined();
  });
  it('reads JSON as YAML', () => {
    expect(keyLine(JSON_TEXT, ['link', 'slug'], { format: 'yaml' })).toBe(5);
    expect(keyLine(JSON_TEXT, ['label'], { format: 'yaml' })).toBe(2);
  });
  it('scans code for each key in turn, quoted or not', () => {
    expect(keyLine(CODE, ['search'], { format: 'code' })).toBe(3);
    expect(keyLine(CODE, ['search', 'indexName'], { format: 'code' })).toBe(5);
    expect(keyLine(CODE, ['navbar', 'items', 0, 'to'], { format: 'code' })).toBe(7);
    // A key built in code is not found: the line of the last key that was.
    expect(keyLine(CODE, ['search', 'computed'], { format: 'code' })).toBe(3);
    expect(keyLine(CODE, ['nothing'], { format: 'code' })).toBeUndefined();
  });
});

describe('valueLine', () => {
  it('finds a quoted string in code, in any quotes', () => {
    expect(valueLine(CODE, '/docs/', { format: 'code' })).toBe(7);
    expect(valueLine(CODE, 'docs', { format: 'code' })).toBe(5);
    expect(valueLine(CODE, 'https://example.com', { format: 'code' })).toBe(7);
    expect(valueLine(CODE, 'Sit', { format: 'code' })).toBeUndefined();
  });
  it('finds the first YAML scalar with that value', () => {
    expect(valueLine(YAML_TEXT, 'ada-w', { format: 'yaml' })).toBe(5);
    expect(valueLine(YAML_TEXT, 'Grace: the second', { format: 'yaml' })).toBe(7);
    expect(valueLine(YAML_TEXT, 'Grace', { format: 'yaml' })).toBeUndefined();
  });
});

describe('lineAt', () => {
  it('counts the lines before an offset', () => {
    expect(lineAt('a\nb\nc', 0)).toBe(1);
    expect(lineAt('a\nb\nc', 2)).toBe(2);
    expect(lineAt('a\nb\nc', 4)).toBe(3);
    expect(lineAt('a\nb\nc', 1)).toBe(1);
  });
});

describe('jsonSyntaxError', () => {
  it('names the line and the reason of what JSON.parse refuses, and nothing for valid JSON', () => {
    const cases = [
      '{\n  "a": ["w",\n  ]\n}',
      '{\n  "a": 1\n  "b": 2\n}',
      "{\n  'a': 1\n}",
      '{\n  "a": "x\n"\n}',
      '[1, 2',
      '{}\n{}',
      '{ "a": "שלום 🙂 <b>" }',
    ];
    expect(cases.map(jsonSyntaxError)).toMatchInlineSnapshot(`
      [
        {
          "line": 3,
          "message": "a value is missing here (a trailing comma?)",
        },
        {
          "line": 3,
          "message": "a comma is missing before this",
        },
        {
          "line": 2,
          "message": "this is not JSON (strings and names take double quotes)",
        },
        {
          "line": 2,
          "message": "a string is not closed",
        },
        {
          "line": 1,
          "message": "a closing ] is missing",
        },
        {
          "line": 2,
          "message": "there is more text after the end of the JSON value",
        },
        undefined,
      ]
    `);
    const parses = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    for (const text of cases) expect(jsonSyntaxError(text) === undefined, text).toBe(parses(text));
  });
});
